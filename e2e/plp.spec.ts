import { expect, test, type Page } from '@playwright/test';
import fr from '../messages/fr.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };
import { request } from '../bench/http.mjs';
import { expectAccessible, purchasableProductUrl } from './support';

/**
 * The PLP (spec §2 'Product lists'): filters from the back end's facets, a sort and paging, each in the URL, by mouse and
 * by keyboard, accessible; a page past the end is a 404; the language switch keeps the filters.
 */

const count = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /product/ })
    .first();
const numberIn = async (page: Page) => Number((await count(page).textContent())!.replace(/\D/g, ''));

test('filter, sort and page a PLP with the mouse; the filters are in the URL and removable', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dames/schoenen/');
  const total = await numberIn(page);
  expect(total).toBeGreaterThan(24);
  const filters = page.getByRole('complementary', { name: nl.plp.filters });
  await expectAccessible(page, 'PLP with filters');

  // A brand: the list narrows to its count and says so in a chip.
  const brand = filters.getByRole('region', { name: nl.plp.facet.brand }).getByRole('link').first();
  const brandCount = Number((await brand.locator('[aria-hidden="true"]').last().textContent())!.replace(/\D/g, ''));
  await brand.click();
  await expect(page).toHaveURL(/\/dames\/schoenen\/\?brand=[a-z0-9-]+$/);
  await expect(count(page)).toHaveText(new RegExp(`^${brandCount} `));
  await expect(page.getByRole('region', { name: nl.plp.activeFilters }).getByRole('link')).toHaveCount(2);

  // The sort applies as soon as it is chosen (its button is for a page without script) and keeps the
  // filter; prices ascend.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('button', { name: nl.plp.applySort })).toBeHidden();
  await page.getByLabel(nl.plp.sortLabel).selectOption('price-asc');
  await expect(page).toHaveURL(/\?brand=[a-z0-9-]+&sort=price-asc$/);
  await expect(page.getByLabel(nl.plp.sortLabel)).toBeFocused();
  const prices = await page
    .getByRole('list', { name: 'Schoenen' })
    .getByTestId('card-price')
    .evaluateAll((nodes) =>
      // The first amount is what the shopper pays (a sale price comes before the struck-through one).
      nodes.map((node) => Number(/\d+(?:,\d{2})?/.exec(node.textContent ?? '')![0].replace(',', '.'))),
    );
  if (prices.length > 1) expect([...prices].sort((a, b) => a - b)).toEqual(prices);

  // Clearing the filters keeps the sort; page 2 keeps both.
  await page.getByRole('link', { name: nl.plp.clearAll }).click();
  await expect(page).toHaveURL(/\/dames\/schoenen\/\?sort=price-asc$/);
  await expect(count(page)).toHaveText(new RegExp(`^${total} `));
  await page.getByRole('navigation', { name: nl.plp.pagination }).getByRole('link', { name: nl.plp.next }).click();
  await expect(page).toHaveURL(/\?sort=price-asc&page=2$/);
  await expect(page.getByRole('link', { name: nl.plp.page.replace('{page}', '2') })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the sale page lists the biggest discount first until the shopper chooses another sort', async ({ page }) => {
  await page.goto('/sale/');
  const sort = page.getByLabel(nl.plp.sortLabel);
  await expect(sort).toHaveValue('sale');
  // Each card's discount in whole per cent, from the price paid and the struck-through regular price.
  const discounts = await page
    .getByRole('list', { name: 'Sale' })
    .getByTestId('card-price')
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const [paid, regular] = [...(node.textContent ?? '').matchAll(/\d+(?:\.\d{3})*,\d{2}/g)].map((match) =>
          Number(match[0].replace(/\./g, '').replace(',', '.')),
        );
        return regular ? Math.round((1 - paid! / regular) * 100) : 0;
      }),
    );
  expect(discounts.length).toBeGreaterThan(4);
  // Rounded from prices, a discount may read one point off the back end's own figure.
  for (let index = 1; index < discounts.length; index += 1)
    expect(discounts[index]!).toBeLessThanOrEqual(discounts[index - 1]! + 1);

  // 'Recommended' is a choice of its own here, kept in the URL; the list's default goes back to its address.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await sort.selectOption('recommended');
  await expect(page).toHaveURL(/\/sale\/\?sort=recommended$/);
  await expect(sort).toHaveValue('recommended');
  await page.getByLabel(nl.plp.sortLabel).selectOption('sale');
  await expect(page).toHaveURL(/\/sale\/$/);
});

test('filters work by keyboard alone, and on a phone behind their toggle', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/dames/schoenen/');
  const toggle = page.getByRole('button', { name: new RegExp(`^${nl.plp.filters}`) });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const colour = page.getByRole('region', { name: nl.plp.facet.color }).getByRole('link').first();
  await colour.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?color=[a-z]+$/);
  // The panel stays open for the next choice; 'Show N products' closes it and leads to the results.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'filtered PLP on a phone');
  const shown = await numberIn(page);
  const show = page.getByRole('button', { name: new RegExp(`${shown} producten?$`) });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(count(page)).toBeFocused();
  await expect(count(page)).toBeInViewport();
  // The chip removes the filter again.
  const chip = page.getByRole('region', { name: nl.plp.activeFilters }).getByRole('link').first();
  await chip.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dames\/schoenen\/$/);
});

test('a price beyond the list’s range is taken, a reversed range read the right way round, and the chip is in the storefront’s format', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`http://fr.localhost:${port}/femme/chaussures/`);
  const frCount = page.locator('#plp-results');
  const total = Number((await frCount.textContent())!.replace(/\D/g, ''));
  const price = page.getByRole('region', { name: fr.plp.facet.price });
  await expect(price.getByText(/^Prix dans cette liste\s:\s\d+\s€ – \d+\s€$/)).toBeVisible();
  await price.getByLabel('À (€)').fill('9999');
  await price.getByLabel('De (€)').fill('1');
  await price.getByRole('button', { name: fr.plp.applyPrice }).click();
  await expect(page).toHaveURL(/\?price_from=1&price_to=9999$/);
  await expect(frCount).toHaveText(new RegExp(`^${total} `));
  await expect(
    page.getByRole('region', { name: fr.plp.activeFilters }).getByRole('link', { name: /1\s€ – 9\s?999\s€/ }),
  ).toBeVisible();

  await page.goto(`http://fr.localhost:${port}/femme/chaussures/?price_from=500&price_to=1`);
  await expect(page.getByRole('region', { name: fr.plp.activeFilters })).toContainText(/1\s€ – 500\s€/);
});

test('without script the sort is sent by its button', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/dames/schoenen/');
  await page.getByLabel(nl.plp.sortLabel).selectOption('name-asc');
  await page.getByRole('button', { name: nl.plp.applySort }).click();
  await expect(page).toHaveURL(/\/dames\/schoenen\/\?sort=name-asc$/);
  await context.close();
});

test('a page past the end of a list answers 404; a filtered list is not indexed', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  const beyond = await request(`http://127.0.0.1:${port}`, `nl.localhost:${port}`, '/dames/schoenen/?page=999');
  expect(beyond.status).toBe(404);
  const blog = await request(`http://127.0.0.1:${port}`, `nl.localhost:${port}`, '/blog/?page=99');
  expect(blog.status).toBe(404);
  await page.goto('/dames/schoenen/?color=black');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dames\/schoenen\/$/);
});

test('the store switch keeps a filtered list filtered, in the other language', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://be.localhost:${port}/dames/schoenen/?color=black&sort=price-desc`);
  await page.getByRole('button', { name: /België \| Nederlands/ }).click();
  await page.getByRole('button', { name: 'Belgique | Français', exact: true }).click();
  await expect(page).toHaveURL(`http://be.localhost:${port}/femme/chaussures/?color=black&sort=price-desc`);
  await expect(page.getByRole('region', { name: /Filtres actifs/ })).toBeVisible();
});

test('a PDP shows the delivery promise and every size with its stock label before any button is pressed', async ({
  page,
}) => {
  await page.goto('/dames/schoenen/');
  const { url, isOneSize } = await purchasableProductUrl(page);
  // Shoes come in sizes (only bags are one size).
  expect(isOneSize).toBe(false);
  await page.goto(url);
  await expect(page.getByText(/Vandaag besteld, binnen 1–3 werkdagen geleverd/)).toBeVisible();
  const sizes = page.getByRole('region', { name: /Beschikbaarheid per/ }).getByRole('listitem');
  expect(await sizes.count()).toBeGreaterThan(1);
  await expect(sizes.first()).toHaveText(
    new RegExp(
      `(${[nl.product.soldOut, nl.product.lastItem, nl.product.fewLeft, nl.product.inStock].join('|')}|Pre-order)`,
    ),
  );
  await expectAccessible(page, 'PDP with sizes and delivery promise');
});
