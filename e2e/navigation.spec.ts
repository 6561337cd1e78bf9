import { expect, test } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import { request } from '../bench/http.mjs';
import { expectAccessible } from './support';
import { STOREFRONT_HOSTS } from './hosts';

/**
 * The slide-in main navigation (spec §2 Header): by keyboard and by mouse down to
 * a third-level category, the segment kept across visits, and every link it shows leading somewhere.
 */

test('by keyboard: Menu, Dames, Schoenen, Sneakers opens that PLP, and Escape gives focus back', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: nl.layout.menu, exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: nl.layout.menu });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'home with the navigation open');

  // Escape closes it and focus returns to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // Focus stays inside the modal dialog: Tab goes through close button, segments, then the entries.
  const shoes = dialog.locator('summary', { hasText: 'Schoenen' }).first();
  for (let step = 0; step < 10 && !(await shoes.evaluate((node) => node === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await expect(shoes).toBeFocused();
  await page.keyboard.press('Enter');
  const sneakers = dialog.getByRole('link', { name: 'Sneakers', exact: true }).first();
  await expect(sneakers).toBeVisible();
  for (let step = 0; step < 5 && !(await sneakers.evaluate((node) => node === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(sneakers).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dames\/schoenen\/sneakers\/$/);
  await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toContainText('Sneakers');
  await expect(dialog).toBeHidden();
});

test('by mouse: the men’s segment is remembered and leads to a men’s category', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: nl.layout.menu, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: nl.layout.menu });
  await dialog.getByRole('button', { name: 'Heren' }).click();
  await expect(dialog.getByRole('button', { name: 'Heren' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.locator('summary', { hasText: 'Tassen' }).filter({ visible: true }).click();
  await dialog.getByRole('link', { name: 'Rugzakken', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/heren\/tassen\/rugzakken\/$/);

  await page.goto('/');
  await page.getByRole('button', { name: nl.layout.menu, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Heren' })).toHaveAttribute('aria-pressed', 'true');
  // A press on the backdrop (beside the panel) closes it.
  await page.mouse.click(page.viewportSize()!.width - 5, 200);
  await expect(page.getByRole('dialog', { name: nl.layout.menu })).toBeHidden();
});

for (const host of STOREFRONT_HOSTS) {
  test(`every link of the navigation answers 200 on ${host}`, async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto(`http://${host}:${port}/`);
    const hrefs = await page
      .locator('dialog nav a[href]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      // node:http with the Host header: Node cannot resolve *.localhost itself.
      const { status } = await request(`http://127.0.0.1:${port}`, `${host}:${port}`, href);
      expect(status, `${host}${href}`).toBe(200);
    }
  });
}
