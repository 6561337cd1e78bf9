import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeCommerceDb, configureCommerceDb, configureSeed, ensureCommerceReady } from '@/commerce/index';
import manifest from '@/graphql/persisted-operations.json';

const cacheTag = vi.hoisted(() => vi.fn());
// Next's cache is out of reach here: the test checks what the BFF keys and tags, not that Next keeps it.
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  cacheLife: () => {},
  cacheTag,
}));

const { POST } = await import('@/app/api/graphql/[[...path]]/route');
const { productSkusOf, publicCatalogOperationId } = await import('@/lib/commerce/public-catalog');

/**
 * Public catalog reads through the BFF (docs/architecture.md 'Caching and revalidation'): the
 * trusted queries of `search` only are answered from the shared cache, tagged with every product
 * in them; visitor reads and documents outside the manifest never are.
 */

const params = Promise.resolve({ path: undefined });

function bodyOf(name: string) {
  return manifest.operations.find((operation) => operation.name === name)!.body;
}

function persistedRequest(name: string, variables: Record<string, unknown>, store = 'NL'): NextRequest {
  const id = manifest.operations.find((operation) => operation.name === name)!.id;
  return new NextRequest('http://localhost:3000/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', 'x-store-key': store },
    body: JSON.stringify({
      operationName: name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: id } },
    }),
  });
}

beforeAll(async () => {
  configureCommerceDb({ dataDir: 'memory://' });
  configureSeed({ products: 40, images: false });
  await ensureCommerceReady();
});
afterAll(closeCommerceDb);
beforeEach(() => cacheTag.mockClear());

describe('public catalog reads', () => {
  it('are the trusted queries of search only', () => {
    for (const name of ['SearchOverlay', 'SearchCategoryFacets', 'ListProducts', 'CardAddProduct', 'WishlistProducts'])
      expect(publicCatalogOperationId(bodyOf(name)), name).toMatch(/^[0-9a-f]{64}$/);
    for (const name of ['VisitorCart', 'GetContext', 'GetCustomer', 'CustomerWishlist', 'Pdp', 'StoreStockSaved'])
      expect(publicCatalogOperationId(bodyOf(name)), name).toBeNull();
    // The same read sent as an ad-hoc document (a trusted caller may) is not one of the shop's own.
    expect(publicCatalogOperationId('{ search(search: "") { productData { totalCount } } }')).toBeNull();
  });

  it('answers the overlay’s quick search tagged with the catalog and each product shown', async () => {
    const response = await POST(persistedRequest('SearchOverlay', { search: 'sneakers', isQuickSearch: true }), {
      params,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const { data } = (await response.json()) as {
      data: { search: { productData: { products: { sku: string }[] } } };
    };
    const skus = data.search.productData.products.map((product) => product.sku);
    expect(skus.length).toBeGreaterThan(0);
    expect(skus.length).toBeLessThanOrEqual(3);
    const tags = cacheTag.mock.calls.flat();
    expect(tags).toContain('catalog');
    for (const sku of skus) expect(tags).toContain(`product:${sku}`);
  });

  it('keeps each storefront’s answer apart', async () => {
    const names = async (store: string) => {
      const response = await POST(persistedRequest('ListProducts', { search: '', page: 1, itemsPerPage: 3 }, store), {
        params,
      });
      const { data } = (await response.json()) as {
        data: { search: { productData: { products: { url: string }[] } } };
      };
      return data.search.productData.products.map((product) => product.url);
    };
    expect(await names('DE')).not.toEqual(await names('NL'));
  });

  it('leaves a rejected read to commerce, which reports the error', async () => {
    const response = await POST(persistedRequest('ListProducts', { search: '', page: 'first', itemsPerPage: 3 }), {
      params,
    });
    const json = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    expect(json.data ?? null).toBeNull();
    expect(json.errors?.[0]?.message).toMatch(/\$page/);
  });

  it('never caches a visitor read', async () => {
    const response = await POST(persistedRequest('VisitorCart', {}), { params });
    expect(response.status).toBe(200);
    expect(cacheTag).not.toHaveBeenCalled();
  });
});

describe('productSkusOf', () => {
  it('finds the products at any depth, once each', () => {
    const data = {
      search: {
        productData: {
          products: [
            { __typename: 'Product', sku: '100001.001', relatedProducts: [{ __typename: 'RelatedProduct', sku: 'x' }] },
            { __typename: 'Product', sku: '100002.002' },
            { __typename: 'Product', sku: '100001.001' },
          ],
        },
      },
    };
    expect(productSkusOf(data)).toEqual(['100001.001', '100002.002']);
    expect(productSkusOf(null)).toEqual([]);
  });
});
