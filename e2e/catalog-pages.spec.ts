import { expect, test, type Page } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import { LOCAL_LISTS_STORAGE_KEY } from '../lib/state/local-lists';
import { expectAccessible, purchasableProductUrl } from './support';

/**
 * URL resolution (spec §2 'Product lists') and product cards: `/products/`, the brand pages (a slug with a slash
 * too), the women's top category as a landing page above its list, a card's add button (one size:
 * straight into the cart; sizes: the size selection) by mouse and keyboard, and the recently
 * viewed products on the PDP and the cart.
 */

const countOf = async (page: Page) =>
  Number(
    (await page
      .getByRole('status')
      .filter({ hasText: /product/ })
      .first()
      .textContent())!.replace(/\D/g, ''),
  );

test('/products/ lists the whole catalogue and the brand pages list one brand, in every language', async ({
  page,
  baseURL,
}) => {
  await page.goto('/products/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle producten');
  const all = await countOf(page);
  expect(all).toBeGreaterThan(100);
  await expectAccessible(page, '/products/');

  await page.goto('/brands/velora/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Velora');
  const brandTotal = await countOf(page);
  expect(brandTotal).toBeGreaterThan(0);
  expect(brandTotal).toBeLessThan(all);
  const filters = page.getByRole('complementary', { name: nl.plp.filters });
  // The brand is the page: no brand facet to widen it; the categories are filters within it.
  await expect(filters.getByRole('region', { name: nl.plp.facet.brand })).toHaveCount(0);
  await filters.getByRole('region', { name: nl.plp.facet.category }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/brands\/velora\/\?category=\d+$/);
  expect(await countOf(page)).toBeLessThanOrEqual(brandTotal);

  await page.goto('/brands/velora/dames/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dames');
  await expect(
    page.getByRole('navigation', { name: nl.breadcrumbs.label }).getByRole('link', { name: 'Velora' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Velora › Dames/);
  await expectAccessible(page, 'brand page within a top category');

  // The store switch finds the same brand page in German.
  const port = new URL(baseURL!).port;
  await page.goto(`http://de.localhost:${port}/brands/velora/damen/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Damen');
  expect((await page.goto('/brands/no-such-brand/'))!.status()).toBe(404);
});

test("the women's top category is its landing page above all women's products, filterable", async ({ page }) => {
  await page.goto('/dames/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dames');
  const list = page.getByRole('heading', { level: 2, name: nl.plp.allInCategory.replace('{category}', 'Dames') });
  await expect(list).toBeVisible();
  // Its sub-categories are pages of their own.
  await expect(
    page.getByRole('complementary', { name: nl.plp.filters }).getByRole('link', { name: /^Schoenen/ }),
  ).toHaveAttribute('href', '/dames/schoenen/');
  await page.goto('/dames/?sale=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dames');
  await expect(page.getByRole('region', { name: nl.plp.activeFilters })).toBeVisible();
  await expectAccessible(page, 'women top category, filtered');
});

test("a card's add button adds a one-size product directly and opens the sizes otherwise, by keyboard too", async ({
  page,
}) => {
  await page.goto('/dames/tassen/');
  const { url } = await purchasableProductUrl(page);
  const bagCard = page
    .getByRole('article')
    .filter({ has: page.locator(`a[href="${url}"]`) })
    .first();
  await bagCard.getByTestId('card-add-to-cart').click();
  const popup = page.getByRole('dialog', { name: nl.addedPopup.title });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: nl.addedPopup.continueShopping }).click();
  await expect(bagCard.getByTestId('card-add-to-cart')).toBeFocused();

  await page.goto('/dames/schoenen/');
  const shoe = await purchasableProductUrl(page);
  const shoeCard = page
    .getByRole('article')
    .filter({ has: page.locator(`a[href="${shoe.url}"]`) })
    .first();
  await shoeCard.getByTestId('card-add-to-cart').focus();
  await page.keyboard.press('Enter');
  const sizes = page.getByRole('dialog', { name: nl.product.selectYour.replace('{attribute}', 'maat') });
  await expect(sizes).toBeVisible();
  await expectAccessible(page, 'size selection from a card');
  await page.keyboard.press('Escape');
  await expect(sizes).toBeHidden();
  await expect(shoeCard.getByTestId('card-add-to-cart')).toBeFocused();
});

test('the PDP and the cart show the recently viewed products, newest first', async ({ page }) => {
  await page.goto('/dames/schoenen/');
  const cards = page.getByRole('article');
  const first = (await cards.nth(0).getByRole('link').first().getAttribute('href'))!;
  const second = (await cards.nth(1).getByRole('link').first().getAttribute('href'))!;
  const third = (await cards.nth(2).getByRole('link').first().getAttribute('href'))!;
  for (const [index, url] of [first, second, third].entries()) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The view is recorded once the page has hydrated: wait for it before leaving the page.
    await page.waitForFunction(
      ([key, count]) =>
        (JSON.parse(localStorage.getItem(key as string) ?? '{}')?.state?.recentlyViewed?.length ?? 0) >=
        (count as number),
      [LOCAL_LISTS_STORAGE_KEY, index + 1],
    );
  }
  const onPdp = page.getByRole('region', { name: nl.product.recentlyViewed });
  await expect(onPdp.getByRole('link')).toHaveCount(2);
  expect(await onPdp.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    second,
    first,
  ]);
  await expectAccessible(page, 'PDP with recently viewed');
  await page.goto('/cart/');
  await expect(page.getByRole('region', { name: nl.product.recentlyViewed }).getByRole('link')).toHaveCount(3);
});
