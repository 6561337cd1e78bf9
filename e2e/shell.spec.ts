import { expect, test } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import { request } from '../bench/http.mjs';
import { expectAccessible } from './support';
import { STOREFRONT_HOSTS } from './hosts';

/**
 * The page shell from content (docs/architecture.md 'Content'): every link of the selling-point bar
 * and the footer leads somewhere on every storefront, a for-him shopper is sent to the men's pages,
 * the store switch keeps the shopper on the same content page and product, and the content page
 * types are accessible.
 */

const HOSTS = STOREFRONT_HOSTS;

for (const host of HOSTS) {
  test(`every link of the top bar and the footer answers 200 on ${host}`, async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto(`http://${host}:${port}/`);
    // Every internal link outside the main content and the menu dialog (journeys of their own).
    const hrefs = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
          // The store switch answers with a redirect (its own journey below).
          .filter((link) => !link.closest('main, dialog') && !link.pathname.startsWith('/api/'))
          .map((link) => link.getAttribute('href')!),
      ),
    ]);
    // Footer menus, jobs block, legal links and the accessibility button, service links.
    expect(hrefs.length).toBeGreaterThan(10);
    // The icons the page names, and the one browsers ask for by themselves.
    const icons = await page
      .locator('head link[rel~="icon"], head link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(icons.length).toBeGreaterThanOrEqual(2);
    for (const href of [...hrefs, ...icons, '/favicon.ico']) {
      // node:http with the Host header: Node cannot resolve *.localhost itself.
      const { status } = await request(`http://127.0.0.1:${port}`, `${host}:${port}`, href);
      expect(status, `${host}${href}`).toBe(200);
    }
  });
}

test('a for-him shopper is sent from the home page to the men’s home (302), a for-her shopper is not', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const home = await request(`http://127.0.0.1:${port}`, `de.localhost:${port}`, '/', {
    headers: { cookie: 'sw-segment=for-him' },
  });
  expect(home.status).toBe(302);
  // Relative: the visited host, never one taken from the Host header.
  expect(home.headers.location).toBe('/herren-home/');
  const lookbook = await request(`http://127.0.0.1:${port}`, `nl.localhost:${port}`, '/lookbook/', {
    headers: { cookie: 'sw-segment=for-him' },
  });
  expect(lookbook.status).toBe(302);
  expect(lookbook.headers.location).toBe('/lookbook-for-him/');

  // In the browser: choosing Heren in the menu stores the segment; on closing the menu the home page
  // behind it becomes the men's, in the same document (the router follows the redirect, no reload).
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('button', { name: nl.layout.menu, exact: true }).click();
  await page.getByRole('dialog', { name: nl.layout.menu }).getByRole('button', { name: 'Heren' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/heren-home\/$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await page.goto('/');
  await expect(page).toHaveURL(/\/heren-home\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expectAccessible(page, "men's home");
});

test('the store switch keeps the shopper on the same content page and product', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://nl.localhost:${port}/privacy-policy/`);
  await page.getByRole('button', { name: new RegExp(nl.layout.switchStore) }).click();
  await page.getByRole('button', { name: 'Deutschland | Deutsch', exact: true }).click();
  await expect(page).toHaveURL(`http://de.localhost:${port}/datenschutz/`);
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);

  // A product page: the same SKU in the other store (the switch link carries the page's path).
  const category = await request(`http://127.0.0.1:${port}`, `de.localhost:${port}`, '/damen/schuhe/');
  const productPath = /href="(\/[a-z0-9-]+-(\d{6})-(\d{3})\/)"/.exec(category.body.toString());
  expect(productPath).not.toBeNull();
  // The switcher's form post, as the browser sends it from a German page.
  const switched = await request(`http://127.0.0.1:${port}`, `de.localhost:${port}`, '/api/store/', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://de.localhost:${port}` },
    body: new URLSearchParams({ code: 'NL', path: productPath![1]! }).toString(),
  });
  expect(switched.status).toBe(303);
  expect(switched.headers.location).toMatch(
    new RegExp(`^http://nl\\.localhost:${port}/[a-z0-9-]+-${productPath![2]}-${productPath![3]}/$`),
  );
});

test('the store switch keeps the shopper on a look, on search results, and on the cart without JavaScript (spec §2 Header)', async ({
  page,
  browser,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  // A look has its own words in every language: the switch finds its translation.
  await page.goto(`http://nl.localhost:${port}/lookbook/herfstwandeling/`);
  await page.getByRole('button', { name: new RegExp(nl.layout.switchStore) }).click();
  await page.getByRole('button', { name: 'France | Français', exact: true }).click();
  await expect(page).toHaveURL(`http://fr.localhost:${port}/lookbook/balade-d-automne/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');

  // Search results keep the search text.
  await page.goto(`http://nl.localhost:${port}/search/?q=sneaker`);
  await page.getByRole('button', { name: new RegExp(nl.layout.switchStore) }).click();
  await page.getByRole('button', { name: 'Deutschland | Deutsch', exact: true }).click();
  await expect(page).toHaveURL(`http://de.localhost:${port}/search/?q=sneaker`);

  // Without script the switcher opens on focus and its form reads the page from the Referer.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noScript = await context.newPage();
    await noScript.goto(`http://nl.localhost:${port}/cart/`);
    await noScript.getByRole('button', { name: new RegExp(nl.layout.switchStore) }).click();
    await noScript.getByRole('button', { name: 'Deutschland | Deutsch', exact: true }).click();
    await expect(noScript).toHaveURL(`http://de.localhost:${port}/cart/`);
    await expect(noScript.locator('html')).toHaveAttribute('lang', 'de-DE');
  } finally {
    await context.close();
  }
});

test('the store switch keeps the shopper on the same category page, in the other language (spec §2 Header)', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://be.localhost:${port}/dames/schoenen/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Damesschoenen');
  await page.getByRole('button', { name: /België \| Nederlands/ }).click();
  await page.getByRole('button', { name: 'Belgique | Français', exact: true }).click();
  await expect(page).toHaveURL(`http://be.localhost:${port}/femme/chaussures/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chaussures femme');
  // The list page names its versions in every storefront (hreflang), itself included.
  await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', /\/dames\/schoenen\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
    'href',
    /^http:\/\/de\.localhost:\d+\/damen\/schuhe\/$/,
  );
});

test('a content page has breadcrumbs, a canonical link and hreflang alternates; the men’s home has no breadcrumbs', async ({
  page,
}) => {
  await page.goto('/klantenservice/');
  const breadcrumbs = page.getByRole('navigation', { name: nl.breadcrumbs.label });
  await expect(breadcrumbs.getByRole('link', { name: nl.breadcrumbs.home })).toHaveAttribute('href', '/');
  await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(
    (await page.getByRole('heading', { level: 1 }).textContent())!,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/klantenservice\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
    'href',
    /^http:\/\/de\.localhost/,
  );
  await page.goto('/heren-home/');
  await expect(page.getByRole('navigation', { name: nl.breadcrumbs.label })).toHaveCount(0);
});

test('content page types are accessible: FAQ, cookie settings, landing page with sliders, service page', async ({
  page,
}) => {
  for (const path of ['/veelgestelde-vragen/', '/cookie-settings/', '/dames/', '/klantenservice/', '/over-ons/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expectAccessible(page, path);
  }
  // FAQ: the first category is active, one panel opens at a time.
  await page.goto('/veelgestelde-vragen/');
  const questions = page.locator('[data-slice-type="faq"] button[aria-expanded]');
  await questions.first().click();
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(1).click();
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
});

test('utility pages: the empty layout and the slice simulator render every slice from its mocks', async ({ page }) => {
  await page.goto('/empty-layout/');
  await expect(page.locator('header, footer')).toHaveCount(0);
  await page.goto('/slice-simulator/');
  const slices = await page.locator('main li a').count();
  expect(slices).toBeGreaterThanOrEqual(20);
  await page.goto('/slice-simulator/?slice=faq');
  await expect(page.locator('[data-slice-type="faq"]')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
});
