import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test when axe finds WCAG 2.x A/AA violations on the current page state. */
export async function expectAccessible(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

interface CardProduct {
  url: string;
  isOneSize: boolean;
  comingSoonDate: string | null;
  variants: { id: string; size: string; availableStock: number; deliveryTime: string | null }[];
}

/**
 * On a PLP: the first product card whose product has a size with plenty of stock (≥ 5) and no
 * pre-order, asked from the same GraphQL endpoint the storefront uses, so the journey clicks a card
 * that can be bought regardless of the seed's sold-out and coming-soon items.
 */
export async function purchasableProductUrl(page: Page): Promise<{ url: string; size: string; isOneSize: boolean }> {
  const path = new URL(page.url()).pathname;
  const categoryId = (
    (await graphqlInPage(page, 'query($url: String!) { url(url: $url) { category_id } }', { url: path })) as {
      url: { category_id: string };
    }
  ).url.category_id;
  const search = (await graphqlInPage(
    page,
    'query($filters: [SearchFilterInput!]) { search(search: "", filters: $filters, plp: true, page: 1, itemsPerPage: 24) { productData { products { url isOneSize comingSoonDate variants { id size availableStock deliveryTime } } } } }',
    { filters: [{ name: 'category', values: [categoryId] }] },
  )) as { search: { productData: { products: CardProduct[] } } };
  const products = search.search.productData.products;
  for (const product of products) {
    if (product.comingSoonDate && new Date(product.comingSoonDate) > new Date()) continue;
    const variant = product.variants.find((candidate) => candidate.availableStock >= 5 && !candidate.deliveryTime);
    if (variant) return { url: product.url, size: variant.size, isOneSize: product.isOneSize };
  }
  throw new Error(`no purchasable product on ${path}`);
}

/**
 * Runs an ad-hoc GraphQL document from the page itself (same host, cookies and store as the
 * shopper: Node cannot resolve `*.localhost`, the browser can), as a trusted caller holding
 * `COMMERCE_API_KEY` (set in playwright.config.ts): a production build refuses ad-hoc documents
 * from anyone else. Returns `data`.
 */
export async function graphqlInPage(page: Page, query: string, variables: Record<string, unknown>): Promise<unknown> {
  return page.evaluate(
    async ({ query, variables, apiKey }) => {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-commerce-api-key': apiKey },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { data: unknown }).data;
    },
    { query, variables, apiKey: process.env.COMMERCE_API_KEY ?? '' },
  );
}

/**
 * Puts one unit of a size with stock and no pre-order in the visitor's cart, the way the storefront
 * does (same endpoint, same cookies), through {@link graphqlInPage}. The page must be on the shop.
 */
export async function addPurchasableVariantToCart(page: Page): Promise<void> {
  const { search } = (await graphqlInPage(
    page,
    '{ search(search: "", itemsPerPage: 24) { productData { products { variants { id availableStock deliveryTime } } } } }',
    {},
  )) as {
    search: {
      productData: { products: { variants: { id: string; availableStock: number; deliveryTime: string | null }[] }[] };
    };
  };
  const variant = search.productData.products
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.availableStock >= 5 && !candidate.deliveryTime)!;
  await graphqlInPage(
    page,
    'mutation($items: [CartLineInput!]!) { addToCart(addCartItemsInput: { items: $items }) { token } }',
    { items: [{ referencedId: variant.id, type: 'product', quantity: 1 }] },
  );
}
