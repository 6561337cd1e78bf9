import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCommerceDb, configureCommerceDb, configureSeed, ensureCommerceReady } from '@/commerce/index';
import { SearchProducts } from '@/graphql/catalog';
import { createServerApolloClient } from '@/lib/apollo/server-client';
import { storefrontPathLookup } from '@/lib/routing/path-exists';
import { parsePlpState } from '@/lib/catalog/plp-state';
import { PRISMIC_LANG_BY_STORE } from '@/lib/prismic/lang';
import { STORE_CODES, STOREFRONTS, type StoreCode } from '@/lib/stores';

const atPage = (page: number) => parsePlpState(`?page=${page}`);

/** Whether the proxy's lookup finds a page at the path. */
const storefrontPathExists = async (...args: Parameters<typeof storefrontPathLookup>) =>
  (await storefrontPathLookup(...args)).exists;

/** The proxy's existence check against the real embedded commerce (in-memory PGlite) and content API. */

let product: { sku: string; url: string };
const products = new Map<StoreCode, { sku: string; url: string }>();

const documentsDir = path.resolve(import.meta.dirname, '../../content/documents');

/** The demo content's published documents of a type in a Prismic lang (the embedded content API serves them). */
function documents(type: string, lang: string): Array<{ uid: string; data: Record<string, unknown> }> {
  return readdirSync(path.join(documentsDir, type))
    .filter((file) => file.endsWith(`.${lang}.json`))
    .map((file) => JSON.parse(readFileSync(path.join(documentsDir, type, file), 'utf8')));
}

/**
 * One path of each content kind in a store's language, read from the demo content; the content page
 * one whose uid the `unlike` store's language has not (`/404/` exists in every language).
 */
function contentPaths(store: StoreCode, unlike: StoreCode) {
  const lang = PRISMIC_LANG_BY_STORE[store];
  const otherUids = new Set(documents('cms_page', PRISMIC_LANG_BY_STORE[unlike]).map((page) => page.uid));
  const look = documents('lookbook_detail_page', lang)[0]!;
  const list = documents('lookbook_list_page', lang).find(
    (page) => page.uid === (look.data.parent_page as { uid: string }).uid,
  )!;
  return {
    content: `/${documents('cms_page', lang).find((page) => !otherUids.has(page.uid))!.uid}/`,
    blogArticle: `/blog/${documents('blog_article', lang)[0]!.uid}/`,
    lookbookList: `/${list.data.url_key as string}/`,
    look: `/${list.data.url_key as string}/${look.data.url_key as string}/`,
  };
}

beforeAll(async () => {
  configureCommerceDb({ dataDir: 'memory://' });
  configureSeed({ products: 20, images: false });
  await ensureCommerceReady();
  const { data } = await createServerApolloClient('default').query({
    query: SearchProducts,
    variables: { search: '', filters: [], plp: false, page: 1, itemsPerPage: 1, sort: null },
    context: { store: 'DE' },
  });
  const first = data!.search.productData.products[0]!;
  product = { sku: first.sku, url: first.url };
  for (const store of STORE_CODES) {
    const { data: storeData } = await createServerApolloClient('default').query({
      query: SearchProducts,
      variables: { search: '', filters: [], plp: false, page: 1, itemsPerPage: 1, sort: null },
      context: { store },
    });
    const item = storeData!.search.productData.products[0]!;
    products.set(store, { sku: item.sku, url: item.url });
  }
}, 120_000);

afterAll(async () => {
  await closeCommerceDb();
});

describe('storefrontPathExists (spec §2 esUrl guard, 404 with status and content)', () => {
  it("finds a product's URL record, the product by SKU and a content page of the store", async () => {
    await expect(storefrontPathExists('DE', product.url)).resolves.toBe(true);
    await expect(storefrontPathExists('DE', `/products/${product.sku}/`)).resolves.toBe(true);
    await expect(storefrontPathExists('DE', '/home/')).resolves.toBe(true);
    await expect(storefrontPathExists('DE', '/cart/')).resolves.toBe(true);
  });

  it('does not find unknown paths, SKUs or another store’s language', async () => {
    await expect(storefrontPathExists('DE', '/gibt-es-nicht/')).resolves.toBe(false);
    await expect(storefrontPathExists('DE', '/products/999999.999/')).resolves.toBe(false);
    await expect(storefrontPathExists('DE', '/products/not-a-sku/')).resolves.toBe(false);
    await expect(storefrontPathExists('DE', '/a/b/c/')).resolves.toBe(false);
    // German product URLs are not Dutch ones.
    await expect(storefrontPathExists('NL', product.url)).resolves.toBe(false);
  });

  it('finds a later page only where a list has it (spec §2 ?page=N; out-of-range pages answer 404)', async () => {
    // 20 seeded products: every PLP has one page of 24.
    await expect(storefrontPathExists('DE', '/damen/schuhe/', atPage(1))).resolves.toBe(true);
    await expect(storefrontPathExists('DE', '/damen/schuhe/', atPage(2))).resolves.toBe(false);
    // Eight articles, five per page.
    await expect(storefrontPathExists('DE', '/blog/', atPage(2))).resolves.toBe(true);
    await expect(storefrontPathExists('DE', '/blog/', atPage(3))).resolves.toBe(false);
    await expect(storefrontPathExists('DE', '/lookbook/', atPage(2))).resolves.toBe(false);
    // No other page takes a page number.
    await expect(storefrontPathExists('DE', '/home/', atPage(2))).resolves.toBe(false);
    await expect(storefrontPathExists('DE', product.url, atPage(2))).resolves.toBe(false);
    await expect(storefrontPathExists('DE', `/products/${product.sku}/`, atPage(2))).resolves.toBe(false);
  });

  it('takes filters and a sort only on a PLP, a filtered later page only when the filter leaves that many', async () => {
    await expect(storefrontPathExists('DE', '/damen/schuhe/', parsePlpState('?brand=nike&sort=new'))).resolves.toBe(
      true,
    );
    // A filter without products still shows the list (its empty state).
    await expect(storefrontPathExists('DE', '/damen/schuhe/', parsePlpState('?brand=nope'))).resolves.toBe(true);
    await expect(storefrontPathExists('DE', '/damen/schuhe/', parsePlpState('?brand=nope&page=2'))).resolves.toBe(
      false,
    );
    await expect(storefrontPathExists('DE', '/blog/', parsePlpState('?sort=new'))).resolves.toBe(false);
    await expect(storefrontPathExists('DE', '/home/', parsePlpState('?color=black'))).resolves.toBe(false);
    await expect(storefrontPathExists('DE', product.url, parsePlpState('?sale=1'))).resolves.toBe(false);
  });

  it('finds a later page of the search results only when the term has that many results', async () => {
    await expect(storefrontPathExists('DE', '/search/', parsePlpState('?q=schuhe'))).resolves.toBe(true);
    await expect(storefrontPathExists('DE', '/search/', parsePlpState('?q=schuhe&page=9'))).resolves.toBe(false);
    await expect(storefrontPathExists('DE', '/search/', parsePlpState('?page=2'))).resolves.toBe(false);
    // 20 seeded products: every term fits on one page.
    await expect(storefrontPathExists('DE', '/search/', parsePlpState('?q=schuhe&page=2'))).resolves.toBe(false);
    await expect(storefrontPathExists('DE', '/search/', parsePlpState('?q=zzzz'))).resolves.toBe(true);
  });

  it.each(STORE_CODES)(
    'finds each kind of path on the %s storefront, and nothing of another language',
    async (store) => {
      // Another language's pages are unknown here (the Belgian stores share nl/fr content with NL/FR,
      // Austria and Luxembourg read the German and French documents).
      const other: StoreCode = STOREFRONTS[store].language === 'de' ? 'FR' : 'DE';
      const paths = contentPaths(store, other);
      const own = products.get(store)!;
      for (const known of [
        '/',
        '/cart/',
        '/checkout/',
        own.url,
        `/products/${own.sku}/`,
        paths.content,
        '/blog/',
        paths.blogArticle,
        paths.lookbookList,
        paths.look,
      ]) {
        await expect(storefrontPathExists(store, known), `${store} ${known}`).resolves.toBe(true);
      }
      const foreign = contentPaths(other, store);
      for (const unknown of [
        foreign.content,
        foreign.blogArticle,
        foreign.look,
        '/account/unknown/',
        '/list-page/x/y/',
      ]) {
        await expect(storefrontPathExists(store, unknown), `${store} ${unknown}`).resolves.toBe(false);
      }
    },
  );
});

describe('storefrontPathLookup: the cache tags of a page (xkey for the HTTP cache)', () => {
  it('tags a product page with its product, by URL and by SKU; every page with the catalog and content', async () => {
    const productTags = ['catalog', 'prismic', `product:${product.sku}`];
    expect((await storefrontPathLookup('DE', product.url)).tags).toEqual(productTags);
    expect((await storefrontPathLookup('DE', `/products/${product.sku}/`)).tags).toEqual(productTags);
    expect(await storefrontPathLookup('DE', '/cart/')).toMatchObject({ exists: true, tags: ['catalog', 'prismic'] });
  });
});

describe('storefrontPathLookup: the route that renders a page (lib/routing/page-route.ts)', () => {
  it('sends a product to the PDP route, a list below the top level to the PLP route, the rest to the catch-all', async () => {
    const routeOf = async (pathname: string) => (await storefrontPathLookup('DE', pathname)).route;
    expect(await routeOf(product.url)).toBe('product-detail');
    expect(await routeOf('/damen/schuhe/')).toBe('product-list');
    // A top category may have landing content above its list; the product by SKU and the cart have routes of their own.
    expect(await routeOf('/damen/')).toBe('storefront-path');
    // …on its first page only: sorted, it is a list like any other.
    expect((await storefrontPathLookup('DE', '/damen/', parsePlpState('?sort=new'))).route).toBe('product-list');
    expect(await routeOf(`/products/${product.sku}/`)).toBe('storefront-path');
    expect(await routeOf('/cart/')).toBe('storefront-path');
    expect(await routeOf(contentPaths('DE', 'NL').content)).toBe('storefront-path');
  });
});
