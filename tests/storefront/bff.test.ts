import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCommerceDb, configureCommerceDb, configureSeed, ensureCommerceReady } from '@/commerce/index';
import { POST } from '@/app/api/graphql/[[...path]]/route';

/**
 * The BFF against the real embedded back end on an in-memory PGlite (docs/architecture.md 'The BFF and the
 * session').
 */

const params = Promise.resolve({ path: undefined });

function graphqlRequest(body: unknown, cookie?: string, store = 'NL'): NextRequest {
  const headers = new Headers({ 'content-type': 'application/json', host: 'localhost:3000', 'x-store-key': store });
  if (cookie) headers.set('cookie', cookie);
  return new NextRequest('http://localhost:3000/api/graphql', { method: 'POST', headers, body: JSON.stringify(body) });
}

async function firstVariantInStock(): Promise<string> {
  const response = await POST(
    graphqlRequest({
      query:
        '{ search(search: "", itemsPerPage: 40) { productData { products { comingSoonDate variants { id availableStock deliveryTime } } } } }',
    }),
    { params },
  );
  const { data } = (await response.json()) as {
    data: {
      search: {
        productData: {
          products: {
            comingSoonDate: string | null;
            variants: { id: string; availableStock: number; deliveryTime: string | null }[];
          }[];
        };
      };
    };
  };
  const variant = data.search.productData.products
    .filter((product) => !product.comingSoonDate)
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.availableStock >= 5 && !candidate.deliveryTime);
  if (!variant) throw new Error('seed has no variant in stock');
  return variant.id;
}

const ADD =
  'mutation($id: ID!) { addToCart(addCartItemsInput: { items: [{ referencedId: $id, type: "product", quantity: 1 }] }) { token items { quantity } } }';

beforeAll(async () => {
  configureCommerceDb({ dataDir: 'memory://' });
  configureSeed({ products: 40, images: false });
  await ensureCommerceReady();
});
afterAll(closeCommerceDb);

describe('BFF /api/graphql', () => {
  it('keeps the context token in an httpOnly cookie and out of the response body', async () => {
    const id = await firstVariantInStock();
    const response = await POST(graphqlRequest({ query: ADD, variables: { id } }), { params });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-sw-context-token=[A-Za-z0-9]{32,64};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    const json = (await response.json()) as {
      data: { addToCart: { token: string | null; items: { quantity: number }[] } };
    };
    expect(json.data.addToCart.token).toBeNull();
    expect(json.data.addToCart.items).toEqual([{ quantity: 1 }]);

    // The cookie is the session: the same variant again increments the same cart (spec §4 Cart).
    const again = await POST(graphqlRequest({ query: ADD, variables: { id } }, cookie.split(';')[0]), { params });
    const second = (await again.json()) as { data: { addToCart: { items: { quantity: number }[] } } };
    expect(second.data.addToCart.items).toEqual([{ quantity: 2 }]);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('answers a price sent by the client with a validation error and changes nothing', async () => {
    const id = await firstVariantInStock();
    const response = await POST(
      graphqlRequest({
        query:
          'mutation($id: ID!) { addToCart(addCartItemsInput: { items: [{ referencedId: $id, type: "product", quantity: 1, price: 0.01 }] }) { items { quantity } } }',
        variables: { id },
      }),
      { params },
    );
    const json = (await response.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
    expect(json.errors[0]!.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses oversized request bodies', async () => {
    const response = await POST(
      graphqlRequest({ query: `{ storeConfig { currency { iso } } }${' '.repeat(70 * 1024)}` }),
      { params },
    );
    expect(response.status).toBe(413);
  });
});
