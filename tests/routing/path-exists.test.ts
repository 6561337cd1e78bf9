import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCommerceDb, configureCommerceDb, configureSeed, ensureCommerceReady } from '@/commerce/index';
import { SearchProducts } from '@/graphql/catalog';
import { createServerApolloClient } from '@/lib/apollo/server-client';
import { storefrontPathExists } from '@/lib/routing/path-exists';
import { parsePlpState } from '@/lib/catalog/plp-state';

const atPage = (page: number) => parsePlpState(`?page=${page}`);

/** The proxy's existence check against the real embedded commerce (in-memory PGlite) and content API. */

let product: { sku: string; url: string };

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
});
