import { expect, test } from '@playwright/test';
import de from '../messages/de.json' with { type: 'json' };
import { expectAccessible } from './support';

const port = process.env.E2E_PORT ?? '3100';

test('an unknown page is a 404 with the Page not found breadcrumb and the 404 content (spec §2, §8)', async ({
  page,
}) => {
  const response = await page.goto(`http://de.localhost:${port}/gibt-es-nicht/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.notFound.title);
  await expect(page.getByRole('navigation', { name: de.breadcrumbs.label })).toContainText(de.notFound.breadcrumb);
  await expect(page.getByRole('main').locator('[data-slice-type="richtext"]')).toBeVisible();
  await expectAccessible(page, 'DE 404 page');
});

test('the store switcher changes the store on localhost and the language on the Belgian domain (spec §2 Header)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await page.getByRole('button', { name: /Nederland \| Nederlands/ }).click();
  await expectAccessible(page, 'open store switcher');
  await page.getByRole('button', { name: 'Deutschland | Deutsch', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(
    page.getByRole('button', { name: 'Deutschland | Deutsch', exact: true, includeHidden: true }),
  ).toHaveAttribute('aria-current', 'true');

  await page.goto(`http://be.localhost:${port}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await page.getByRole('button', { name: /België \| Nederlands/ }).click();
  await page.getByRole('button', { name: 'Belgique | Français', exact: true }).click();
  await expect(page).toHaveURL(`http://be.localhost:${port}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');

  // A store the host does not serve sends the shopper to that store's own domain.
  await page.getByRole('button', { name: /Belgique \| Français/ }).click();
  await page.getByRole('button', { name: 'France | Français', exact: true }).click();
  await expect(page).toHaveURL(`http://fr.localhost:${port}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
});
