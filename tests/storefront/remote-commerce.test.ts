import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { graphql as graphqlHandler, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/graphql/[[...path]]/route';
import { UrlRecord } from '@/graphql/catalog';
import { GetContext } from '@/graphql/checkout';
import manifest from '@/graphql/persisted-operations.json';
import { createServerApolloClient, processApolloClient } from '@/lib/apollo/server-client';
import { CommerceError } from '@/lib/commerce/errors';
import en from '@/messages/en.json';

/**
 * The storefront against a *remote* commerce endpoint (`COMMERCE_GRAPHQL_URL` set), msw answering on
 * the contract of `commerce/schema.graphql`: every document that arrives must validate against it.
 */

const REMOTE = 'https://commerce.example.test/graphql';
const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../commerce/schema.graphql'), 'utf8'));
const remote = graphqlHandler.link(REMOTE);
const received: { operationName: string; headers: Headers; query: string }[] = [];
const ADD_TO_CART = manifest.operations.find((operation) => operation.name === 'AddToCart')!;

function record(request: Request, operationName: string, query: string) {
  const errors = validate(schema, parse(query));
  if (errors.length)
    throw new Error(`invalid document sent to commerce: ${errors.map((error) => error.message).join('; ')}`);
  received.push({ operationName, headers: request.headers, query });
}

const server = setupServer(
  remote.mutation('AddToCart', ({ request, operationName, query, variables }) => {
    record(request, operationName, query);
    if ((variables.items as { referencedId: string }[])[0]!.referencedId === 'sold-out') {
      return HttpResponse.json({
        errors: [{ message: 'Out of stock', extensions: { code: 'OUT_OF_STOCK', messageKey: 'errors.outOfStock' } }],
      });
    }
    return HttpResponse.json(
      {
        data: {
          addToCart: {
            __typename: 'Cart',
            name: 'frontend-cart',
            token: 'new-context-token-0123456789abcdef',
            items: [],
            price: { netPrice: 0, totalPrice: 0, positionPrice: 0, calculatedTaxes: [] },
            deliveries: [],
            errors: [],
          },
        },
      },
      { headers: { 'x-context-token': 'new-context-token-0123456789abcdef' } },
    );
  }),
  remote.query('GetContext', ({ request, operationName, query }) => {
    record(request, operationName, query);
    return HttpResponse.json({
      data: {
        getContext: {
          __typename: 'Context',
          cart: {
            __typename: 'Cart',
            name: 'frontend-cart',
            items: [],
            price: { __typename: 'CartPrice', netPrice: 0, totalPrice: 0, positionPrice: 0, calculatedTaxes: [] },
            deliveries: [],
            errors: [],
          },
          customer: null,
          shippingMethod: null,
          paymentMethod: null,
          salesChannel: { __typename: 'SalesChannel', countryId: 'de' },
        },
      },
    });
  }),
);

function browserPost(body: unknown, cookie?: string): NextRequest {
  const headers = new Headers({ 'content-type': 'application/json', host: 'de.localhost:3000', 'x-store-key': 'DE' });
  if (cookie) headers.set('cookie', cookie);
  return new NextRequest('http://de.localhost:3000/api/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}
const params = Promise.resolve({ path: undefined });
const addBody = (referencedId: string) => ({
  operationName: 'AddToCart',
  variables: { items: [{ referencedId, type: 'product', quantity: 1 }] },
  extensions: { persistedQuery: { version: 1, sha256Hash: ADD_TO_CART.id } },
});

beforeAll(() => {
  vi.stubEnv('COMMERCE_GRAPHQL_URL', REMOTE);
  vi.stubEnv('NODE_ENV', 'production');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

describe('BFF against a remote commerce endpoint', () => {
  it('forwards the full trusted document with the bearer token and store key, and adopts a new token into the httpOnly cookie', async () => {
    const response = await POST(browserPost(addBody('variant-1'), '__Host-sw-context-token=old-token-abc'), { params });
    expect(received).toHaveLength(1);
    expect(received[0]!.query).toBe(ADD_TO_CART.body);
    expect(received[0]!.headers.get('authorization')).toBe('Bearer old-token-abc');
    expect(received[0]!.headers.get('x-store-key')).toBe('DE');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-sw-context-token=new-context-token-0123456789abcdef;/);
    expect(cookie).toMatch(/HttpOnly/i);
    const json = (await response.json()) as { data: { addToCart: { token: string | null } } };
    expect(json.data.addToCart.token).toBeNull();
  });

  it('passes commerce errors through with their message key, which the storefront translates', async () => {
    const response = await POST(browserPost(addBody('sold-out')), { params });
    const json = (await response.json()) as { errors: { message: string; extensions: { messageKey: string } }[] };
    const error = new CommerceError(json.errors);
    expect(error.messageKey).toBe('errors.outOfStock');
    expect(en.errors.outOfStock).toBe('Sorry, this size is no longer in stock in the quantity you chose.');
  });
});

describe('server-side Apollo clients against a remote commerce endpoint', () => {
  it('the customer client sends the store key and the bearer token', async () => {
    const client = createServerApolloClient('customer');
    const { data } = await client.query({ query: GetContext, context: { store: 'FR', token: 'visitor-token' } });
    expect(data?.getContext.salesChannel.countryId).toBe('de');
    expect(received[0]!.headers.get('x-store-key')).toBe('FR');
    expect(received[0]!.headers.get('authorization')).toBe('Bearer visitor-token');
  });

  it('a client shared by the process keeps simultaneous identical queries of two stores apart', async () => {
    server.use(
      remote.query('UrlRecord', async ({ request }) => {
        const store = request.headers.get('x-store-key');
        await new Promise((resolve) => setTimeout(resolve, 20)); // both requests in flight at once
        return HttpResponse.json({
          data: {
            url: {
              __typename: 'UrlRecord',
              id: store,
              url: '/sale/',
              page_type: 'category',
              category_id: '1',
              sku: null,
              label: `Sale ${store}`,
              gender: null,
              parents: [],
            },
          },
        });
      }),
    );
    const client = processApolloClient('default');
    const [nl, de] = await Promise.all(
      (['NL', 'DE'] as const).map((store) =>
        client.query({ query: UrlRecord, variables: { url: '/sale/' }, context: { store } }),
      ),
    );
    expect(nl!.data?.url?.label).toBe('Sale NL');
    expect(de!.data?.url?.label).toBe('Sale DE');
  });

  it('the default client never sends a token, even when given one', async () => {
    const client = createServerApolloClient('default');
    await client.query({ query: GetContext, context: { store: 'NL', token: 'visitor-token' } });
    expect(received[0]!.headers.get('authorization')).toBeNull();
    expect(received[0]!.headers.get('x-store-key')).toBe('NL');
  });
});
