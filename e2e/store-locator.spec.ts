import { expect, test, type Page } from '@playwright/test';
import de from '../messages/de.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };
import { LOCAL_LISTS_STORAGE_KEY } from '../lib/state/local-lists';
import { expectAccessible } from './support';
import { DEMO, logIn } from './account-support';

/**
 * The store locator, store pages and 'My stores' (spec §2 '/geschaefte/', '/geschaefte/{reference}/',
 * 'Store locator: search by zip code or city, opening hours'; §4 'Wishlist toggle'; §6 saved
 * stores): find a store by zip code and by city on NL (at /winkels/) and DE (at /geschaefte/), open
 * its page and read the week's hours, a place that is not found, 'Use my location', then save a
 * store as a guest and find it in the account's 'My stores' after logging in. Every new page state
 * passes axe; each journey runs on a phone (390×844) and a desktop.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const NL = `http://nl.localhost:${PORT}`;
const DE = `http://de.localhost:${PORT}`;

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

/** The store cards of the results (or of one section). */
const cards = (scope: Page | ReturnType<Page['locator']>) => scope.getByTestId('store-card');

/** Presses the locator form's own search button (the header has a search button too). */
async function submitSearch(page: Page, copy: { searchLabel: string; searchSubmit: string }) {
  await page.getByRole('search', { name: copy.searchLabel }).getByRole('button', { name: copy.searchSubmit }).click();
}

/** Waits until the page hydrated: the stores' 'open now' lines are computed in the browser. */
async function hydrated(page: Page) {
  await expect(page.getByTestId('store-open-status').first()).toBeVisible();
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`store locator on a ${name}`, () => {
    test.use({ viewport });

    test('NL: every store without a query, then by zip code and by city, and a store page with its week', async ({
      page,
    }) => {
      const response = await page.goto(`${NL}/winkels/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: nl.storeLocator.title })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `http://nl.localhost:${PORT}/winkels/`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="fr-BE"]')).toHaveAttribute(
        'href',
        `http://fr.be.localhost:${PORT}/magasins/`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
        'href',
        `http://de.localhost:${PORT}/geschaefte/`,
      );
      // Without a query: the Dutch stores first, by city, then the other countries.
      const own = page.getByRole('region', { name: 'Nederland' });
      await expect(cards(own).first()).toContainText('Amsterdam');
      await expect(cards(own).first()).toContainText('Nederland');
      await expect(page.getByRole('region', { name: nl.storeLocator.storesAbroad })).toContainText('België');
      await hydrated(page);
      await expectAccessible(page, `NL locator overview (${name})`);

      // By zip code: nearest first, with its distance in Dutch number format.
      const field = page.getByRole('searchbox', { name: nl.storeLocator.searchLabel });
      await field.fill('1012');
      await submitSearch(page, nl.storeLocator);
      await expect(page).toHaveURL(`${NL}/winkels/?q=1012`);
      const results = page.getByRole('region', { name: 'Winkels bij “1012”' });
      await expect(cards(results).first()).toContainText('Amsterdam Kalverstraat');
      await expect(cards(results).first()).toContainText(/op \d+(,\d)? km/);
      await expect(page.getByRole('searchbox', { name: nl.storeLocator.searchLabel })).toHaveValue('1012');
      await hydrated(page);
      await expectAccessible(page, `NL results for a zip code (${name})`);

      // By city.
      await page.getByRole('searchbox', { name: nl.storeLocator.searchLabel }).fill('Utrecht');
      await submitSearch(page, nl.storeLocator);
      await expect(page).toHaveURL(`${NL}/winkels/?q=Utrecht`);
      const utrecht = cards(page.getByRole('region', { name: 'Winkels bij “Utrecht”' })).first();
      await expect(utrecht).toContainText('Utrecht Oudegracht');
      await hydrated(page);
      await expectAccessible(page, `NL results for a city (${name})`);

      // Its page: address, phone, directions, the week from Monday, structured data.
      await utrecht.getByRole('link', { name: 'Utrecht Oudegracht' }).click();
      await expect(page).toHaveURL(`${NL}/winkels/utrecht-oudegracht/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Utrecht Oudegracht' })).toBeVisible();
      const week = page.getByRole('region', { name: nl.storeLocator.openingHours });
      const rows = week.getByRole('row');
      await expect(rows).toHaveCount(8);
      await expect(rows.nth(1)).toContainText('maandag');
      await expect(rows.nth(7)).toContainText('zondag');
      await hydrated(page);
      // The results page stays in the document, hidden, after the client navigation: only the visible line counts.
      await expect(page.getByTestId('store-open-status').filter({ visible: true })).toHaveText(
        /^(Nu open, tot|Nu gesloten)/,
      );
      const directions = page.getByRole('link', { name: /^Route plannen naar Utrecht Oudegracht/ });
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(directions).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/directions\?to=52\./);
      await expect(page.getByRole('link', { name: /^030/ })).toHaveAttribute('href', /^tel:\+3130/);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const business = jsonLd
        .map((text) => JSON.parse(text))
        .flat()
        .find((data) => data['@type'] === 'ShoeStore');
      expect(business).toMatchObject({
        name: 'Utrecht Oudegracht',
        url: `http://nl.localhost:${PORT}/winkels/utrecht-oudegracht/`,
        address: { addressLocality: 'Utrecht', addressCountry: 'NL' },
      });
      expect(business.openingHoursSpecification.length).toBeGreaterThan(5);
      await expect(
        page.getByRole('navigation', { name: nl.breadcrumbs.label }).getByRole('link', { name: nl.storeLocator.title }),
      ).toHaveAttribute('href', '/winkels/');
      await expectAccessible(page, `NL store page (${name})`);

      // The spec's path answers too, with the storefront's path as canonical.
      await page.goto(`${NL}/geschaefte/utrecht-oudegracht/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Utrecht Oudegracht' })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `http://nl.localhost:${PORT}/winkels/utrecht-oudegracht/`,
      );
    });

    test('DE: by postcode and by city at /geschaefte/, the week from Montag', async ({ page }) => {
      await page.goto(`${DE}/geschaefte/?q=50667`);
      await expect(page.getByRole('heading', { level: 1, name: de.storeLocator.title })).toBeVisible();
      const results = page.getByRole('region', { name: 'Filialen in der Nähe von „50667“' });
      await expect(cards(results).first()).toContainText('Köln Schildergasse');
      await expect(cards(results).first()).toContainText(/\d+(,\d)? km entfernt/);
      await hydrated(page);
      await expectAccessible(page, `DE results for a postcode (${name})`);

      await page.getByRole('searchbox', { name: de.storeLocator.searchLabel }).fill('Hamburg');
      await submitSearch(page, de.storeLocator);
      const hamburg = cards(page.getByRole('region', { name: 'Filialen in der Nähe von „Hamburg“' })).first();
      await expect(hamburg).toContainText('Hamburg Mönckebergstraße');
      await hamburg.getByRole('link').first().click();
      await expect(page).toHaveURL(`${DE}/geschaefte/hamburg-monckebergstrasse/`);
      const rows = page.getByRole('region', { name: de.storeLocator.openingHours }).getByRole('row');
      await expect(rows.nth(1)).toContainText('Montag');
      await hydrated(page);
      await expectAccessible(page, `DE store page (${name})`);

      // A Dutch storefront's word answers on the German storefront too; the canonical stays German.
      await page.goto(`${DE}/winkels/hamburg-monckebergstrasse/`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `http://de.localhost:${PORT}/geschaefte/hamburg-monckebergstrasse/`,
      );
    });

    test('a place that is not found keeps the query; an unknown store is a 404', async ({ page }) => {
      await page.goto(`${NL}/winkels/?q=Xyzzyville`);
      const notFound = nl.storeLocator.locationNotFound.replace('{query}', 'Xyzzyville');
      await expect(page.getByRole('alert').filter({ hasText: notFound })).toHaveText(notFound);
      await expect(page.getByRole('searchbox', { name: nl.storeLocator.searchLabel })).toHaveValue('Xyzzyville');
      await expect(cards(page)).toHaveCount(0);
      await expectAccessible(page, `NL no match (${name})`);

      // In the browser: Node cannot resolve *.localhost.
      const missing = await page.goto(`${NL}/winkels/bestaat-niet/`);
      expect(missing?.status()).toBe(404);
    });

    test('Use my location, and a refused permission', async ({ page, context }) => {
      await page.goto(`${NL}/winkels/`);
      const locate = page.getByRole('button', { name: nl.storeLocator.useMyLocation });
      await expect(locate).toBeEnabled();
      await locate.click();
      await expect(page.getByRole('alert').filter({ hasText: nl.storeLocator.geolocationDenied })).toBeVisible();
      await expectAccessible(page, `NL location refused (${name})`);

      await context.grantPermissions(['geolocation'], { origin: NL });
      await context.setGeolocation({ latitude: 51.9225, longitude: 4.4792 }); // Rotterdam
      await locate.click();
      await expect(page).toHaveURL(/\/winkels\/\?lat=51\.9225&lng=4\.4792$/);
      const results = page.getByRole('region', { name: nl.storeLocator.resultsNearYou });
      await expect(cards(results).first()).toContainText('Rotterdam');
      await hydrated(page);
      await expectAccessible(page, `NL results near the shopper (${name})`);
    });
  });
}

test.describe('my stores', () => {
  for (const { name, viewport } of VIEWPORTS) {
    test(`a guest saves a store, logs in and finds it in the account (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const store = name === 'phone' ? 'Haarlem Grote Houtstraat' : 'Maastricht Grote Staat';
      const reference = name === 'phone' ? 'haarlem-grote-houtstraat' : 'maastricht-grote-staat';
      await page.goto(`${NL}/winkels/${reference}/`);
      const heart = page.getByRole('button', { name: nl.storeLocator.saveStore });
      await expect(heart).not.toHaveAttribute('aria-disabled', 'true');
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status').filter({ hasText: nl.storeLocator.storeSaved })).toBeVisible();
      const guestStores = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '{"state":{}}').state.guestStores,
        LOCAL_LISTS_STORAGE_KEY,
      );
      expect(guestStores).toHaveLength(1);
      await expectAccessible(page, `store page, saved (${name})`);

      // The guest wishlist lists it.
      await page.goto(`${NL}/wishlist/`);
      const guestList = page.getByRole('region', { name: nl.wishlist.stores });
      await expect(guestList.getByRole('heading', { level: 3, name: store })).toBeVisible();
      await hydrated(page);
      await expectAccessible(page, `guest wishlist with a store (${name})`);

      // Logged in, the store moves into the account's 'My stores'.
      await page.goto(`${NL}/account/?redirect=%2Fcustomer%2Fwishlist%2F`);
      await logIn(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(`${NL}/customer/wishlist/`);
      const myStores = page.getByRole('region', { name: nl.wishlist.stores });
      await expect(myStores.getByRole('heading', { level: 3, name: store })).toBeVisible({ timeout: 15_000 });
      await expect(myStores.getByRole('link', { name: store })).toHaveAttribute('href', `/winkels/${reference}/`);
      await expect
        .poll(() =>
          page.evaluate(
            (key) => JSON.parse(localStorage.getItem(key) ?? '{"state":{}}').state.guestStores,
            LOCAL_LISTS_STORAGE_KEY,
          ),
        )
        .toEqual([]);
      const card = myStores.getByTestId('store-card').filter({ hasText: store });
      await card.locator('summary', { hasText: nl.storeLocator.openingHours }).click();
      await expect(card.getByRole('row').nth(1)).toContainText('maandag');
      await expectAccessible(page, `customer wishlist with my stores (${name})`);
    });
  }
});

test('the locator is linked from the footer, the header and the customer service page', async ({ page }) => {
  await page.goto(`${NL}/klantenservice/`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: nl.storeLocator.findStore })).toHaveAttribute(
    'href',
    '/winkels/',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Winkels' })).toHaveAttribute('href', '/winkels/');
  await page.goto(`${DE}/kundenservice/`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: de.storeLocator.findStore })).toHaveAttribute(
    'href',
    '/geschaefte/',
  );
});
