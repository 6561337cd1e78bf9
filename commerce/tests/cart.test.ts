import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD, GET_CART, counts, startShop, stockSnapshot, type Harness, type VariantFact } from './harness';
import { addDeliveryDays, today } from '../services/common';
import { CartFields } from '../../graphql/fragments';
import { graphql } from '../../graphql/graphql';

let h: Harness;
let facts: VariantFact[];
const effective = (v: VariantFact) => Number(v.sale ?? v.price);
const vat = (cents: number, rate: number) => Math.round((cents * rate) / (100 + rate));

beforeAll(async () => {
  ({ h, facts } = await startShop());
});
afterAll(async () => h?.stop());

// Back-end facts the storefront never selects: the context token in the cart, a line's taxes.
const ADD_TOKEN = `mutation AddToken($items: [CartLineInput!]!) { addToCart(addCartItemsInput: { items: $items }) { token } }`;
const CART_WITH_LINE_TAXES = graphql(
  `
    query CartWithLineTaxes {
      getCart {
        ...CartFields
        items {
          price {
            calculatedTaxes {
              tax
              taxRate
              price
            }
          }
        }
      }
    }
  `,
  [CartFields],
);

const plenty = () => facts.find((v) => v.stock >= 12 && !v.coming && !v.delivery_time && effective(v) >= 5000)!;
const cheap = () => facts.find((v) => v.stock >= 3 && !v.coming && !v.delivery_time && effective(v) < 3500)!;

describe('cart', () => {
  it('creates a context on the first add and announces its token', async () => {
    const v = plenty();
    const res = await h.gql(ADD_TOKEN, { items: [{ referencedId: String(v.id), type: 'product', quantity: 1 }] });
    expect(res.errors).toBeUndefined();
    expect(res.token).toMatch(/^[A-Za-z0-9]{32,64}$/);
    expect(res.data!.addToCart.token).toBe(res.token);
    const again = await h.gql(GET_CART, {}, { token: res.token });
    expect(again.data!.getCart.items).toHaveLength(1);
    expect(again.token).toBeNull();
  });

  it('never accepts a client-chosen token for a new context', async () => {
    const chosen = 'A'.repeat(40);
    const res = await h.gql(
      ADD_TOKEN,
      { items: [{ referencedId: String(plenty().id), type: 'product', quantity: 1 }] },
      { token: chosen },
    );
    expect(res.errors).toBeUndefined();
    expect(res.token).not.toBe(chosen);
    expect(res.data!.addToCart.token).toBe(res.token);
  });

  it('computes line totals, VAT per store country and the shipping threshold', async () => {
    const v = plenty();
    const first = await h.gql(ADD, { items: [{ referencedId: String(v.id), type: 'product', quantity: 2 }] });
    const token = first.token!;
    for (const [store, rate] of [
      ['NL', 21],
      ['DE', 19],
      ['FR', 20],
      ['BEFR', 21],
    ] as const) {
      const { data } = await h.gql(CART_WITH_LINE_TAXES, {}, { token, store });
      const cart = data!.getCart;
      const line = effective(v) * 2;
      expect(cart.items[0].price.unitPrice).toBe(effective(v) / 100);
      expect(cart.items[0].price.totalPrice).toBe(line / 100);
      expect(cart.items[0].price.calculatedTaxes[0]).toEqual({
        tax: vat(line, rate) / 100,
        taxRate: rate,
        price: line / 100,
      });
      expect(cart.price.positionPrice).toBe(line / 100);
      expect(cart.deliveries[0].shippingCosts.totalPrice).toBe(0); // >= 50.00: free
      expect(cart.price.totalPrice).toBe(line / 100);
      expect(cart.price.calculatedTaxes[0].taxRate).toBe(rate);
      expect(cart.price.netPrice).toBe((line - vat(line, rate)) / 100);
    }

    const c = cheap();
    const small = await h.gql(
      ADD,
      { items: [{ referencedId: String(c.id), type: 'product', quantity: 1 }] },
      { store: 'DE' },
    );
    const cart = small.data!.addToCart;
    const line = effective(c);
    expect(cart.deliveries[0].shippingCosts.totalPrice).toBe(4.95);
    expect(cart.price.totalPrice).toBe((line + 495) / 100);
    expect(cart.price.calculatedTaxes[0].tax).toBe((vat(line, 19) + vat(495, 19)) / 100);
    expect(cart.price.netPrice).toBe((line + 495 - vat(line, 19) - vat(495, 19)) / 100);
  });

  it('increments the quantity when the same variant is added again', async () => {
    const v = plenty();
    const a = await h.gql(ADD, { items: [{ referencedId: String(v.id), type: 'product', quantity: 1 }] });
    const b = await h.gql(
      ADD,
      { items: [{ referencedId: String(v.id), type: 'product', quantity: 1 }] },
      { token: a.token },
    );
    expect(b.data!.addToCart.items).toHaveLength(1);
    expect(b.data!.addToCart.items[0].quantity).toBe(2);
  });

  it('checks stock on add, including what is already in the cart', async () => {
    const last = facts.find((v) => v.stock === 1 && !v.coming && !v.delivery_time)!;
    const tooMany = await h.gql(ADD, { items: [{ referencedId: String(last.id), type: 'product', quantity: 2 }] });
    expect(tooMany.code).toBe('OUT_OF_STOCK');
    expect(tooMany.errors![0]!.extensions!.messageKey).toBe('errors.outOfStock');
    const ok = await h.gql(ADD, { items: [{ referencedId: String(last.id), type: 'product', quantity: 1 }] });
    expect(ok.errors).toBeUndefined();
    const again = await h.gql(
      ADD,
      { items: [{ referencedId: String(last.id), type: 'product', quantity: 1 }] },
      { token: ok.token },
    );
    expect(again.code).toBe('OUT_OF_STOCK');
    const cart = await h.gql(GET_CART, {}, { token: ok.token });
    expect(cart.data!.getCart.items[0].quantity).toBe(1);
  });

  it('promises 1-3 days for DC stock and the variant delivery time for pre-orders', async () => {
    const v = plenty();
    const a = await h.gql(ADD, { items: [{ referencedId: String(v.id), type: 'product', quantity: 1 }] });
    // Delivery days skip Sundays (addDeliveryDays has its own unit test).
    const day = (n: number) => addDeliveryDays(today(), n);
    expect(a.data!.addToCart.deliveries[0].deliveryDate).toEqual({ earliest: day(1), latest: day(3) });
    const pre = facts.find((f) => f.delivery_time && !f.coming)!;
    const b = await h.gql(
      ADD,
      { items: [{ referencedId: String(pre.id), type: 'product', quantity: 1 }] },
      { token: a.token },
    );
    expect(b.data!.addToCart.items[1].deliveryInformation.deliveryTime).toBe('3-4 weeks');
    expect(b.data!.addToCart.deliveries[0].deliveryDate).toEqual({ earliest: day(21), latest: day(28) });
  });

  it('resolves CartItem.product (brand, colour, prices, variants) and the line size in the payload', async () => {
    const ITEMS = `mutation Add($items: [CartLineInput!]!) { addToCart(addCartItemsInput: { items: $items }) {
      items { referencedId payload { size productNumber options { option } } product { sku brand color regular_price price variants { id size } } } } }`;
    const clothing = facts.find((f) => f.stock >= 2 && !f.coming && !/\.\d+$/.test(f.sku))!; // a letter size (S, M, …)
    const shoe = plenty();
    for (const store of ['NL', 'BEFR', 'DE']) {
      const a = await h.gql(
        ITEMS,
        {
          items: [
            { referencedId: String(shoe.id), type: 'product', quantity: 1 },
            { referencedId: String(clothing.id), type: 'product', quantity: 1 },
          ],
        },
        { store },
      );
      expect(a.errors).toBeUndefined();
      for (const item of a.data!.addToCart.items) {
        const pdp = (
          await h.gql(
            `query P($sku: String!) { pdp(sku: $sku) { product { sku brand color regular_price price } } }`,
            { sku: item.product.sku },
            { store },
          )
        ).data!.pdp.product;
        expect(item.product).toMatchObject(pdp);
        // The storefront finds the chosen size as the variant whose id is the line's referencedId.
        const chosen = item.product.variants.find((v: { id: string }) => v.id === item.referencedId);
        expect(chosen.size).toBe(item.payload.size);
        expect(item.payload.size).toBe(item.payload.options[0].option);
        expect(
          item.payload.productNumber.endsWith(`.${item.payload.size.toLowerCase().replace(/[^a-z0-9]/g, '')}`),
        ).toBe(true);
      }
    }
  });

  it('updates and deletes lines; quantity 0 is INVALID_QUANTITY', async () => {
    const v = plenty();
    const a = await h.gql(ADD, { items: [{ referencedId: String(v.id), type: 'product', quantity: 1 }] });
    const lineId = a.data!.addToCart.items[0].id;
    const UPDATE = `mutation U($id: ID!, $q: Int!) { updateCartItem(cartItemInput: { id: $id, quantity: $q }) { items { id quantity } } }`;
    const up = await h.gql(UPDATE, { id: lineId, q: 3 }, { token: a.token });
    expect(up.data!.updateCartItem.items[0].quantity).toBe(3);
    for (const [q, code] of [
      [0, 'INVALID_QUANTITY'],
      [-2, 'INVALID_QUANTITY'],
      [11, 'QUANTITY_TOO_HIGH'],
      [v.stock + 1 > 10 ? 10 : v.stock + 1, v.stock + 1 > 10 ? null : 'OUT_OF_STOCK'],
    ] as const) {
      if (!code) continue;
      const before = await stockSnapshot(h);
      const res = await h.gql(UPDATE, { id: lineId, q }, { token: a.token });
      expect(res.code).toBe(code);
      expect(await stockSnapshot(h)).toBe(before);
      expect((await h.gql(GET_CART, {}, { token: a.token })).data!.getCart.items[0].quantity).toBe(3);
    }
    const missing = await h.gql(UPDATE, { id: '00000000-0000-0000-0000-000000000000', q: 1 }, { token: a.token });
    expect(missing.code).toBe('CART_ITEM_NOT_FOUND');
    const del = await h.gql(
      `mutation D($id: ID!) { deleteCartItem(id: $id) { items { id } } }`,
      { id: lineId },
      { token: a.token },
    );
    expect(del.data!.deleteCartItem.items).toEqual([]);
  });
});

describe('bad input changes nothing', () => {
  let token: string;
  let before: { cart: unknown; stock: string; counts: Record<string, number> };

  beforeAll(async () => {
    const a = await h.gql(ADD, { items: [{ referencedId: String(plenty().id), type: 'product', quantity: 2 }] });
    token = a.token!;
  });

  const snapshot = async () => ({
    cart: (await h.gql(GET_CART, {}, { token })).data!.getCart,
    stock: await stockSnapshot(h),
    counts: await counts(h),
  });

  const cases: [
    string,
    () => { query?: string; variables: Record<string, unknown>; token?: string },
    (code: string | undefined, res: { errors?: unknown[] }) => void,
  ][] = [
    [
      'quantity 0',
      () => ({ variables: { items: [{ referencedId: String(plenty().id), type: 'product', quantity: 0 }] } }),
      (c) => expect(c).toBe('INVALID_QUANTITY'),
    ],
    [
      'quantity -1',
      () => ({ variables: { items: [{ referencedId: String(plenty().id), type: 'product', quantity: -1 }] } }),
      (c) => expect(c).toBe('INVALID_QUANTITY'),
    ],
    [
      'quantity 1.5',
      () => ({ variables: { items: [{ referencedId: String(plenty().id), type: 'product', quantity: 1.5 }] } }),
      (c, r) => {
        expect(r.errors?.length).toBeGreaterThan(0);
        expect(c).not.toBe('INTERNAL_SERVER_ERROR');
      },
    ],
    [
      'quantity 99999999999',
      () => ({ variables: { items: [{ referencedId: String(plenty().id), type: 'product', quantity: 99999999999 }] } }),
      (c, r) => {
        expect(r.errors?.length).toBeGreaterThan(0);
        expect(c).not.toBe('INTERNAL_SERVER_ERROR');
      },
    ],
    [
      'quantity 11',
      () => ({ variables: { items: [{ referencedId: String(plenty().id), type: 'product', quantity: 11 }] } }),
      (c) => expect(c).toBe('QUANTITY_TOO_HIGH'),
    ],
    [
      'quantity 9 on top of 2',
      () => ({ variables: { items: [{ referencedId: String(plenty().id), type: 'product', quantity: 9 }] } }),
      (c) => expect(c).toBe('QUANTITY_TOO_HIGH'),
    ],
    [
      'unknown variant',
      () => ({ variables: { items: [{ referencedId: '9999999', type: 'product', quantity: 1 }] } }),
      (c) => expect(c).toBe('PRODUCT_NOT_FOUND'),
    ],
    [
      'non-numeric variant',
      () => ({ variables: { items: [{ referencedId: '1; DROP TABLE variants', type: 'product', quantity: 1 }] } }),
      (c) => expect(c).toBe('PRODUCT_NOT_FOUND'),
    ],
    [
      'sold-out variant',
      () => ({
        variables: {
          items: [
            { referencedId: String(facts.find((v) => v.stock === 0 && !v.coming)!.id), type: 'product', quantity: 1 },
          ],
        },
      }),
      (c) => expect(c).toBe('OUT_OF_STOCK'),
    ],
    [
      'coming-soon product',
      () => ({
        variables: { items: [{ referencedId: String(facts.find((v) => v.coming)!.id), type: 'product', quantity: 1 }] },
      }),
      (c) => expect(c).toBe('PRODUCT_NOT_AVAILABLE'),
    ],
    [
      'line type custom',
      () => ({ variables: { items: [{ referencedId: String(plenty().id), type: 'custom', quantity: 1 }] } }),
      (c) => expect(c).toBe('INVALID_LINE_TYPE'),
    ],
    [
      'a good line and a bad line together',
      () => ({
        variables: {
          items: [
            { referencedId: String(plenty().id), type: 'product', quantity: 1 },
            { referencedId: '9999999', type: 'product', quantity: 1 },
          ],
        },
      }),
      (c) => expect(c).toBe('PRODUCT_NOT_FOUND'),
    ],
    [
      'price in CartLineInput',
      () => ({
        variables: { items: [{ referencedId: String(plenty().id), type: 'product', quantity: 1, price: 0.01 }] },
      }),
      (c, r) => expect(r.errors?.length).toBeGreaterThan(0),
    ],
    [
      'totalPrice in an inline CartLineInput',
      () => ({
        query: `mutation { addToCart(addCartItemsInput: { items: [{ referencedId: "${plenty().id}", type: "product", quantity: 1, totalPrice: 0 }] }) { token } }`,
        variables: {},
      }),
      (c, r) => {
        expect(r.errors?.length).toBeGreaterThan(0);
        expect(c).toBe('GRAPHQL_VALIDATION_FAILED');
      },
    ],
    [
      'malformed token',
      () => ({
        variables: { items: [{ referencedId: String(plenty().id), type: 'product', quantity: 1 }] },
        token: 'short',
      }),
      (c) => expect(c).toBe('INVALID_TOKEN'),
    ],
    [
      'token with symbols',
      () => ({
        variables: { items: [{ referencedId: String(plenty().id), type: 'product', quantity: 1 }] },
        token: `${'a'.repeat(40)}'--`,
      }),
      (c) => expect(c).toBe('INVALID_TOKEN'),
    ],
  ];

  for (const [name, make, check] of cases) {
    it(name, async () => {
      before = await snapshot();
      const { query, variables, token: override } = make();
      const res = await h.gql(query ?? ADD, variables, { token: override ?? token });
      check(res.code, res);
      expect(res.data?.addToCart ?? null).toBeNull();
      expect(res.token).toBeNull();
      expect(await snapshot()).toEqual(before);
    });
  }

  it('unknown store key is STORE_NOT_FOUND', async () => {
    const res = await h.gql(GET_CART, {}, { token, store: 'XX' });
    expect(res.code).toBe('STORE_NOT_FOUND');
    expect(res.errors![0]!.extensions!.messageKey).toBe('errors.storeNotFound');
  });
});
