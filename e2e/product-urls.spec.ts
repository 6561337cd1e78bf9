import { expect, test, type Page } from '@playwright/test';
import de from '../messages/de.json' with { type: 'json' };
import { graphqlInPage } from './support';

const port = process.env.E2E_PORT ?? '3100';
/**
 * The DE store on plain localhost, chosen with the switcher's cookie: these checks read responses
 * in Node (`page.request`), which cannot resolve `de.localhost`.
 */
const origin = `http://localhost:${port}`;

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'storefront', value: 'DE', domain: 'localhost', path: '/' }]);
});

/** A product of the DE store with its current url, asked from commerce as the storefront does. */
async function someProduct(page: Page): Promise<{ sku: string; name: string; currentUrl: string }> {
  await page.goto(`${origin}/`);
  const { search } = (await graphqlInPage(
    page,
    '{ search(search: "", itemsPerPage: 1) { productData { products { sku name } } } }',
    {},
  )) as {
    search: { productData: { products: { sku: string; name: string }[] } };
  };
  const product = search.productData.products[0]!;
  const { getProductUrlBySku } = (await graphqlInPage(page, 'query($sku: String!) { getProductUrlBySku(sku: $sku) }', {
    sku: product.sku,
  })) as {
    getProductUrlBySku: string;
  };
  return { ...product, currentUrl: getProductUrlBySku };
}

test("a legacy …-NNNNNNxNNN.html link redirects 301 to the product's current url, without its query string (spec §2 pdpRedirect)", async ({
  page,
}) => {
  const product = await someProduct(page);
  const legacy = `${origin}/alte-seite-${product.sku.replace('.', 'x')}.html?utm_source=newsletter`;
  const response = await page.request.get(legacy, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  const location = new URL(response.headers()['location']!, legacy);
  expect(location.origin).toBe(origin);
  expect(location.pathname).toBe(product.currentUrl);
  expect(location.search).toBe('');

  await page.goto(legacy);
  await expect(page).toHaveURL(`${origin}${product.currentUrl}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
});

test('a legacy link to a SKU the store does not sell is a 404', async ({ page }) => {
  const response = await page.request.get(`${origin}/alte-seite-999999x999.html`, { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(de.notFound.title);
});

test("/products/NNNNNN.NNN/ has a canonical link to the product's url and a title with its name", async ({ page }) => {
  const product = await someProduct(page);
  const bySku = `${origin}/products/${product.sku}/`;
  // Like every other URL of the shop, the canonical form ends in a slash (spec §2 routes).
  const bare = await page.request.get(bySku.slice(0, -1), { maxRedirects: 0 });
  expect(bare.status()).toBe(308);
  expect(new URL(bare.headers()['location']!, bySku).pathname).toBe(`/products/${product.sku}/`);
  const response = await page.request.get(bySku, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const link = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(link, 'canonical link').toBeDefined();
  expect(new URL(link!, bySku).pathname).toBe(product.currentUrl);
  expect(html).toMatch(new RegExp(`<title>[^<]*${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  // Product, Offer and BreadcrumbList structured data, and the product image for link previews.
  const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (match) => JSON.parse(match[1]!) as { '@type': string; sku?: string; offers?: { price: string } }[],
  );
  const item = structured.find((entry) => entry['@type'] === 'Product');
  expect(item?.sku).toBe(product.sku);
  expect(item?.offers?.price).toMatch(/^\d+\.\d{2}$/);
  expect(structured.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
  // The product's own URL names its image for link previews.
  const own = await (await page.request.get(new URL(product.currentUrl, bySku).href)).text();
  expect(own).toMatch(/<meta property="og:image" content="[^"]+main-830x1175\.webp"/);
});
