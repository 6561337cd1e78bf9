import { expect, test, type Locator, type Page } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import { expectAccessible } from './support';

/**
 * The search overlay (spec §2 'Search overlay', §4/§9 'Search') on the NL storefront in a
 * desktop window (the full-screen panel from 64em): opened by keyboard from the header, Escape
 * clears what was typed and then closes, a seeded product word shows products, the keyboard follows
 * one to its product page; 'Show all results' goes to /search/?q=… (the results page is another
 * issue's: only its URL is checked) and the term is then a recent search.
 */

const t = nl.search;

/** Presses Tab until `target` has focus, at most `limit` times; fails otherwise. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The label of the listbox group the combobox's active option belongs to, or null. */
function activeGroupLabel(combobox: Locator): Promise<string | null> {
  return combobox.evaluate((input) => {
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    const group = active?.closest('[role="group"]');
    return document.getElementById(group?.getAttribute('aria-labelledby') ?? '')?.textContent ?? null;
  });
}

test('search by keyboard: open from the header, find sneakers, follow a product to its page', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://nl.localhost:${port}/`);
  const trigger = page.locator('header').getByRole('button', { name: t.open, exact: true });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: t.title });
  await expect(dialog).toBeVisible();
  const combobox = dialog.getByRole('combobox', { name: t.inputLabel });
  await expect(combobox).toBeFocused();

  // Escape first clears what was typed, and only then closes the overlay.
  await page.keyboard.type('tas');
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveValue('');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(combobox).toBeFocused();
  await page.keyboard.type('Sneakers');
  const products = dialog.getByRole('group', { name: t.productsTitle });
  await expect(products.getByRole('option').first()).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('status')).toHaveText(/\d+ producten? gevonden/);
  // The full-screen panel's sidebar: category suggestions with their product counts.
  await expect(dialog.getByRole('navigation', { name: t.categoriesTitle }).getByRole('link').first()).toBeVisible();
  await expectAccessible(page, 'search overlay with results');

  // Suggestions come first: arrow down to the first product.
  for (let presses = 0; presses < 12 && (await activeGroupLabel(combobox)) !== t.productsTitle; presses++)
    await page.keyboard.press('ArrowDown');
  expect(await activeGroupLabel(combobox)).toBe(t.productsTitle);
  const chosen = page.locator(`[id="${await combobox.getAttribute('aria-activedescendant')}"]`);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  const brand = (await chosen.locator('span').first().textContent())!.trim();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/-\d{6}-\d{3}\/$/);
  await expect(page.getByTestId('product-price')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(brand);
  await expect(dialog).toBeHidden();
});

test("'Show all results' goes to /search/?q=<term>, which is then a recent search", async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://nl.localhost:${port}/dames/schoenen/`);
  await page.locator('header').getByRole('button', { name: t.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await dialog.getByRole('combobox', { name: t.inputLabel }).fill('  Sneakers ');
  const showAll = dialog.getByRole('link', { name: t.showAll });
  await expect(showAll).toBeVisible();
  await showAll.click();
  await expect(page).toHaveURL(`http://nl.localhost:${port}/search/?q=sneakers`);
  // The results page: its title, the products found and the PLP's filters, the term kept in them.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.resultsTitle.replace('{term}', 'sneakers'));
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /producten/ })
      .first(),
  ).not.toHaveText(/^0 /);
  await expectAccessible(page, 'search results page');
  const category = page
    .getByRole('complementary', { name: nl.plp.filters })
    .getByRole('region', { name: nl.plp.facet.category })
    .getByRole('link')
    .first();
  await category.click();
  await expect(page).toHaveURL(/\/search\/\?q=sneakers&category=\d+$/);
  // A page past the end of the results is no page.
  expect((await page.goto(`http://nl.localhost:${port}/search/?q=sneakers&page=99`))!.status()).toBe(404);

  await page.goto(`http://nl.localhost:${port}/`);
  await page.locator('header').getByRole('button', { name: t.open, exact: true }).click();
  await expect(
    page
      .getByRole('dialog', { name: t.title })
      .getByRole('group', { name: t.recentTitle })
      .getByRole('option', { name: 'sneakers' }),
  ).toBeVisible();
  await expectAccessible(page, 'search overlay with recent searches');
});
