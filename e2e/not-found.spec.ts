import { expect, test } from '@playwright/test';
import de from '../messages/de.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };
import { encodeOrderReference } from '../lib/order-reference';

/**
 * 404s on every storefront (spec §2 'The error page…', §8 'Unmatched route or failed page
 * validation: status 404, This page could not be found'): an unknown content slug, an unknown
 * product SKU and an unknown order on the finish page. Read as the server sends them, before any
 * JavaScript runs. Unknown URLs are answered by `app/global-not-found.tsx` (proxy.ts looks them up)
 * with the whole 404 page in the HTML; an unknown order is visitor data, known only while the finish
 * page renders, so its `notFound()` sends status and title and Next draws the body on the client.
 */

const port = process.env.E2E_PORT ?? '3100';

/** Each store on plain localhost, chosen with the switcher's cookie (Node cannot resolve `*.localhost`). */
const origin = `http://localhost:${port}`;
const STORES = [
  { name: 'NL', lang: 'nl-NL', messages: nl },
  { name: 'BENL', lang: 'nl-BE', messages: nl },
  { name: 'BEFR', lang: 'fr-BE', messages: fr },
  { name: 'FR', lang: 'fr-FR', messages: fr },
  { name: 'DE', lang: 'de-DE', messages: de },
];

/** Well-formed, but no such order. */
const UNKNOWN_ORDER = encodeOrderReference('00000000-0000-4000-8000-000000000000', 'x'.repeat(32));
const UNKNOWN = {
  'content slug': '/deze-pagina-bestaat-niet/',
  product: '/products/999999.999/',
  order: `/checkout/success/?order=${UNKNOWN_ORDER}`,
};

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

for (const store of STORES) {
  for (const [what, path] of Object.entries(UNKNOWN)) {
    test(`${store.name}: an unknown ${what} is a 404 titled as such`, async ({ page }) => {
      await page.context().addCookies([{ name: 'storefront', value: store.name, domain: 'localhost', path: '/' }]);
      const response = await page.request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      // WCAG 2.4.2: the 404 says what it is, not only the shop name.
      expect(html).toMatch(new RegExp(`<title>${escapeHtml(store.messages.notFound.title)} \\| `));
      if (what === 'order') return; // Visitor data: the finish page's own notFound() (see below).
      // In the server's HTML, in the shop layout of the store: language, heading, breadcrumb, link home.
      expect(html).toContain(`<html lang="${store.lang}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(store.messages.notFound.title)}</h1>`));
      expect(html).toContain(escapeHtml(store.messages.notFound.breadcrumb));
      expect(html).toContain(escapeHtml(store.messages.notFound.backHome));
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
    });
  }
}
