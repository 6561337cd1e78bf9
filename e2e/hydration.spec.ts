import { expect, test, type Page } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };

/**
 * A press before the scripts have run is kept and acted on once the page has hydrated
 * (lib/hydration/press-replay.ts): the page's script chunks are held back, the shopper presses a
 * script-only button of the server's HTML, and the scripts are then let through.
 */

/** Holds every script chunk (not the style sheets, which the first paint needs) until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the Menu pressed before hydration opens once the scripts are in', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const opener = page.getByRole('button', { name: nl.layout.menu, exact: true });
  await opener.click();
  await expect(page.locator('html')).toHaveAttribute('data-press-pending', '');
  const dialog = page.getByRole('dialog', { name: nl.layout.menu });
  await expect(dialog).toBeHidden();

  release();
  await expect(dialog).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('html')).not.toHaveAttribute('data-press-pending', '');
});

test('a card’s add button pressed before hydration opens the size selection once, after it', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/dames/schoenen/', { waitUntil: 'commit' });
  const add = page.getByRole('article').first().getByTestId('card-add-to-cart');
  await add.click();
  await add.click();
  const sizes = page.getByRole('dialog', { name: nl.product.selectYour.replace('{attribute}', 'maat') });
  await expect(sizes).toBeHidden();

  release();
  await expect(sizes).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
