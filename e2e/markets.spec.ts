import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support';

/**
 * Markets and crawlers (docs/decisions/0031-markets-and-price-lists.md, 0032-sitemaps-and-hreflang.md): the
 * Belgian language switch on a product page lands on the same product on the other language's host; a
 * page's hreflang set is the one its sitemap lists; each host's robots.txt names its storefront's sitemap.
 * The purchases on the new storefronts are in purchase.spec.ts.
 */

const port = process.env.E2E_PORT ?? '3100';
const origin = (host: string) => `http://${host}:${port}`;

/** The SKU of the product page open in `page`, from its Product structured data. */
async function productSku(page: Page): Promise<string | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // A block holds one object or a list of them (the PDP's Product and BreadcrumbList).
  const items = blocks.flatMap((text) => [JSON.parse(text) as unknown].flat()) as { '@type'?: string; sku?: string }[];
  // Undefined until the page's structured data has streamed in.
  return items.find((item) => item['@type'] === 'Product')?.sku;
}

/** The page's hreflang links: hreflang → href. */
async function hreflangLinks(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('hreflang')!, element.getAttribute('href')!]),
    );
  return Object.fromEntries(links);
}

/** A product page of the list at `listPath` on `host`: its URL. */
async function firstProductUrl(page: Page, host: string, listPath: string): Promise<string> {
  await page.goto(`${origin(host)}${listPath}`);
  const href = await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .locator('a[href$="/"]')
    .first()
    .getAttribute('href');
  return `${origin(host)}${href}`;
}

test('switching the Belgian language on a product page lands on the same product in the other language', async ({
  page,
}) => {
  await page.goto(await firstProductUrl(page, 'nl.be.localhost', '/dames/schoenen/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await expect.poll(() => productSku(page)).toMatch(/^\d{6}\.\d{3}$/);
  const sku = await productSku(page);
  const dutchPath = new URL(page.url()).pathname;

  await page.getByRole('button', { name: /België \| Nederlands/ }).click();
  await page.getByRole('button', { name: 'Belgique | Français', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin('fr.be.localhost')}/`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  // The new document streams after its URL and language are known: wait for its structured data.
  await expect.poll(() => productSku(page)).toBe(sku);
  expect(new URL(page.url()).pathname).not.toBe(dutchPath);
  await expectAccessible(page, 'BEFR PDP after the language switch');

  // And back, to the Dutch page of the same product.
  await page.getByRole('button', { name: /Belgique \| Français/ }).click();
  await page.getByRole('button', { name: 'België | Nederlands', exact: true }).click();
  await expect(page).toHaveURL(`${origin('nl.be.localhost')}${dutchPath}`);
  await expect.poll(() => productSku(page)).toBe(sku);
});

test("a product page's hreflang set is valid and the one its sitemap lists", async ({ page }) => {
  const url = await firstProductUrl(page, 'nl.be.localhost', '/dames/schoenen/');
  await page.goto(url);
  const links = await hreflangLinks(page);
  // One URL per language-region, the Belgian languages on their own hosts, English as the default.
  expect(Object.keys(links).sort()).toEqual(
    ['de-AT', 'de-DE', 'de-LU', 'en-GB', 'fr-BE', 'fr-FR', 'fr-LU', 'nl-BE', 'nl-NL', 'x-default'].sort(),
  );
  const perLanguage = Object.entries(links).filter(([hreflang]) => hreflang !== 'x-default');
  expect(new Set(perLanguage.map(([, href]) => href)).size).toBe(perLanguage.length);
  expect(links['nl-BE']).toBe(url);
  expect(new URL(links['fr-BE']!).host).toBe(`fr.be.localhost:${port}`);
  expect(links['x-default']).toBe(links['en-GB']);

  // The French page names the same set: the links are reciprocal.
  await page.goto(links['fr-BE']!);
  expect(await hreflangLinks(page)).toEqual(links);

  // The storefront's sitemap lists the page with exactly these alternates.
  const robots = await (await page.goto(`${origin('nl.be.localhost')}/robots.txt`))!.text();
  expect(robots).toContain('Disallow: /checkout/');
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)![1]!;
  expect(sitemapUrl).toBe(`${origin('nl.be.localhost')}/sitemap.xml`);
  const index = await (await page.goto(sitemapUrl))!.text();
  const productsUrl = /<loc>([^<]+\/sitemaps\/products-1\.xml)<\/loc>/.exec(index)![1]!;
  const response = (await page.goto(productsUrl))!;
  expect(response.headers()['content-type']).toContain('application/xml');
  const products = await response.text();
  const entry = new RegExp(`<url><loc>${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc>.*?</url>`).exec(products)![0];
  const listed = Object.fromEntries(
    [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, l, h]) => [l, h]),
  );
  expect(listed).toEqual(links);
});

test("every host's robots.txt names its own storefront's sitemap; the home page's hreflang URLs all end in a slash", async ({
  page,
}) => {
  for (const host of ['uk.localhost', 'at.localhost', 'lu.localhost', 'de.lu.localhost', 'fr.be.localhost']) {
    const robots = await (await page.goto(`${origin(host)}/robots.txt`))!.text();
    expect(robots).toContain(`Sitemap: ${origin(host)}/sitemap.xml`);
  }
  await page.goto(`${origin('uk.localhost')}/`);
  const links = await hreflangLinks(page);
  expect(links['en-GB']).toBe(`${origin('uk.localhost')}/`);
  expect(links['x-default']).toBe(`${origin('uk.localhost')}/`);
  for (const href of Object.values(links)) expect(href).toMatch(/:\d+\/$/);
  // A sitemap that does not exist is a 404.
  expect((await page.goto(`${origin('uk.localhost')}/sitemaps/products-99.xml`))!.status()).toBe(404);
});
