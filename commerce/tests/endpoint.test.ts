/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL results are checked by the assertions. */
/**
 * The commerce endpoint's hardening (docs/decisions/0004-trusted-documents.md): operation limits, typed
 * request errors without suggestions or internals, and introspection off in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceYoga, MAX_ALIASES, MAX_COST, MAX_DEPTH, MAX_TOKENS } from '../graphql/yoga';
import { ADD, startCommerce, variantFacts, type Harness } from './harness';
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { AddToCart } from '../../graphql/cart';
import { ListProducts, Pdp, SearchProducts } from '../../graphql/catalog';
import { GetContext } from '../../graphql/checkout';
import { STOREFRONT_OPERATIONS } from '../../graphql/index';

let h: Harness;
beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => h?.stop());

type Errors = { message: string; locations?: unknown; extensions?: Record<string, any> }[];

/** Every request error has the typed shape and gives nothing away. */
function expectRequestError(errors: Errors | undefined, code: string) {
  expect(errors?.length).toBeGreaterThan(0);
  for (const error of errors!) {
    expect(error.extensions).toMatchObject({ code, messageKey: 'errors.invalidRequest' });
    expect(error.message).not.toMatch(/did you mean/i);
    expect(Object.keys(error).sort()).toEqual(expect.arrayContaining(['extensions', 'message']));
    for (const key of Object.keys(error)) expect(['message', 'locations', 'path', 'extensions']).toContain(key);
    for (const key of Object.keys(error.extensions!)) expect(['code', 'messageKey']).toContain(key);
  }
}

/** `depth` nested inline fragments on Context around `token`: valid, and as deep as asked. */
function nested(depth: number): string {
  let inner = 'token';
  for (let i = 0; i < depth; i++) inner = `... on Context { ${inner} }`;
  return `{ getContext { ${inner} } }`;
}

describe('operation limits', () => {
  it('rejects 1,000 aliases of one field with OPERATION_TOO_COMPLEX before running anything', async () => {
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: storeConfig { currency { iso } }`).join(' ')} }`;
    const res = await h.gql(query);
    expect(res.data).toBeNull();
    expectRequestError(res.errors, 'OPERATION_TOO_COMPLEX');
  });

  it(`allows ${MAX_ALIASES} aliases and rejects one more`, async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: getProductUrlBySku(sku: "100001.001")`).join(' ')} }`;
    const ok = await h.gql(aliases(MAX_ALIASES));
    expect(ok.errors).toBeUndefined();
    expect(Object.keys(ok.data!)).toHaveLength(MAX_ALIASES);
    const tooMany = await h.gql(aliases(MAX_ALIASES + 1));
    expect(tooMany.data).toBeNull();
    expectRequestError(tooMany.errors, 'OPERATION_TOO_COMPLEX');
    expect(tooMany.errors![0]!.message).toMatch(/aliases/);
  });

  it(`rejects an operation nested deeper than ${MAX_DEPTH} levels`, async () => {
    // getContext + the fragments + token: MAX_DEPTH - 2 fragments make MAX_DEPTH levels.
    expect((await h.gql(nested(MAX_DEPTH - 2))).errors).toBeUndefined();
    const deep = await h.gql(nested(MAX_DEPTH - 1));
    expect(deep.data).toBeNull();
    expectRequestError(deep.errors, 'OPERATION_TOO_COMPLEX');
    expect(deep.errors![0]!.message).toMatch(/nested too deeply/);
    expectRequestError((await h.gql(nested(200))).errors, 'OPERATION_TOO_COMPLEX');
  });

  it(`rejects an operation that costs more than ${MAX_COST} though within the depth and alias limits`, async () => {
    // Repeating a field is valid GraphQL and merges; each copy still costs 1.5^(depth - 1).
    let inner = Array.from({ length: 150 }, () => 'id').join(' ');
    for (let i = 0; i < 5; i++) inner = `... on Variant { ${inner} }`;
    const query = `{ getContext { cart { items { product { variants { ${inner} } } } } } }`;
    const res = await h.gql(query);
    expect(res.data).toBeNull();
    expectRequestError(res.errors, 'OPERATION_TOO_COMPLEX');
    expect(res.errors![0]!.message).toMatch(/expensive/);
  });

  it(`rejects a document of more than ${MAX_TOKENS} tokens`, async () => {
    const query = `{ getCart { ${Array.from({ length: MAX_TOKENS + 1 }, () => 'token').join(' ')} } }`;
    const res = await h.gql(query);
    expectRequestError(res.errors, 'OPERATION_TOO_COMPLEX');
    expect(res.errors![0]!.message).toMatch(/too long/);
  });
});

describe('typed request errors', () => {
  it('a parse error has GRAPHQL_PARSE_FAILED and errors.invalidRequest, standard locations, no internals', async () => {
    const res = await h.gql('{ getCart { token ');
    expectRequestError(res.errors, 'GRAPHQL_PARSE_FAILED');
    expect((res.errors![0] as { locations?: unknown }).locations).toEqual([{ line: 1, column: 19 }]);
  });

  it('an unknown field has GRAPHQL_VALIDATION_FAILED and no suggestion of the real name', async () => {
    const res = await h.gql('{ getCart { tokn } }');
    expectRequestError(res.errors, 'GRAPHQL_VALIDATION_FAILED');
    expect(res.errors![0]!.message).toBe('Cannot query field "tokn" on type "Cart".');
    const arg = await h.gql('{ search(search: "x", itemsPerPag: 3) { productData { totalCount } } }');
    expectRequestError(arg.errors, 'GRAPHQL_VALIDATION_FAILED');
    expect(arg.errors![0]!.message).not.toContain('itemsPerPage');
  });

  it('a variable of the wrong shape has BAD_USER_INPUT and no suggestion', async () => {
    const res = await h.gql(`mutation A($input: AddressInput!) { updateShippingAddress(input: $input) { token } }`, {
      input: {
        salutationId: 'mr',
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        street: 'S 1',
        zipcode: '1000 AA',
        countryId: 'NL',
        cty: 'Amsterdam',
      },
    });
    expectRequestError(res.errors, 'BAD_USER_INPUT');
    expect(res.errors!.map((e) => e.message).join(' ')).not.toContain('"city"?');
    const quantity = await h.gql(ADD, { items: [{ referencedId: '1', type: 'product', quantity: 1.5 }] });
    expectRequestError(quantity.errors, 'BAD_USER_INPUT');
  });

  it('a request without a query has BAD_REQUEST and errors.invalidRequest', async () => {
    const res = await h.request('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    });
    expectRequestError(((await res.json()) as { errors: Errors }).errors, 'BAD_REQUEST');
  });

  it('service errors keep their own code and messageKey', async () => {
    const res = await h.gql(ADD, { items: [{ referencedId: '9999999', type: 'product', quantity: 1 }] });
    expect(res.errors![0]!.extensions).toEqual({ code: 'PRODUCT_NOT_FOUND', messageKey: 'errors.productNotFound' });
  });
});

describe('introspection', () => {
  const introspect = (yoga: ReturnType<typeof createCommerceYoga>) =>
    yoga.fetch(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: '{ __schema { queryType { name } } __type(name: "Cart") { name } }' }),
      }),
    );

  it('is rejected in production with a typed error', async () => {
    const json = (await (await introspect(createCommerceYoga({ production: true }))).json()) as {
      data?: unknown;
      errors: Errors;
    };
    expect(json.data).toBeUndefined();
    expectRequestError(json.errors, 'GRAPHQL_VALIDATION_FAILED');
    expect(json.errors.map((e) => e.message).join(' ')).toMatch(/introspection has been disabled/);
    // __typename is not introspection: Apollo Client adds it to every selection set.
    const typename = await createCommerceYoga({ production: true }).fetch(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ getCart { __typename } }' }),
      }),
    );
    expect(await typename.json()).toEqual({ data: { getCart: { __typename: 'Cart' } } });
  });

  it('stays on in development and test', async () => {
    const json = (await (await introspect(createCommerceYoga({ production: false }))).json()) as {
      data: any;
      errors?: unknown;
    };
    expect(json.errors).toBeUndefined();
    expect(json.data).toEqual({ __schema: { queryType: { name: 'Query' } }, __type: { name: 'Cart' } });
  });
});

describe('the storefront operations pass the limits', () => {
  /** A storefront operation as Apollo Client sends it: `__typename` in every selection set. */
  const asSent = (document: DocumentNode) => addTypenameToDocument(document);
  /** Codes saying the back end cannot take the document at all (not about its variables or data). */
  const UNANSWERABLE = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'OPERATION_TOO_COMPLEX'];

  it.each(Object.entries(STOREFRONT_OPERATIONS))('%s is valid here and within the limits', async (_name, document) => {
    // No variables: an operation that needs some stops at BAD_USER_INPUT, after validation and the limits.
    const res = await h.gql(asSent(document as DocumentNode));
    const codes = (res.errors ?? []).map((error) => error.extensions?.code);
    for (const code of UNANSWERABLE) expect(codes).not.toContain(code);
    expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
  });

  it('getContext with the whole cart (cart items → product → variants)', async () => {
    const v = (await variantFacts(h)).find((f) => f.stock >= 5 && !f.coming && !f.delivery_time)!;
    const add = await h.gql(asSent(AddToCart), {
      items: [{ referencedId: String(v.id), type: 'product', quantity: 1 }],
    });
    expect(add.errors).toBeUndefined();
    const res = await h.gql(asSent(GetContext), {}, { token: add.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.getContext.cart.items[0].product.brand).toEqual(expect.any(String));
    expect(res.data!.getContext.cart.items[0].payload.size).toEqual(expect.any(String));
  });

  it('search → products → variants and the pdp with cross-sellings', async () => {
    const search = await h.gql(asSent(SearchProducts), { search: 'sneakers', itemsPerPage: 24 });
    expect(search.errors).toBeUndefined();
    expect(search.data!.search.productData.products.length).toBeGreaterThan(0);
    const list = await h.gql(asSent(ListProducts), { search: '', itemsPerPage: 24 });
    expect(list.errors).toBeUndefined();
    expect(list.data!.search.productData.aggregations.length).toBeGreaterThan(0);
    const pdp = await h.gql(asSent(Pdp), { sku: '100001.001' });
    expect(pdp.errors).toBeUndefined();
    expect(pdp.data!.pdp.product.sku).toBe('100001.001');
    expect(pdp.data!.pdp.product.variants.length).toBeGreaterThan(0);
  });
});
