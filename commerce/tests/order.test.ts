import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  GET_CART,
  PAY,
  PLACE,
  counts,
  startShop,
  stockSnapshot,
  validAddress,
  type Harness,
  type VariantFact,
} from './harness';
import {
  addProduct,
  checkoutReady,
  purchasable,
  sandboxProvider,
  startPayment,
  type SandboxProvider,
} from './checkout-support';

let h: Harness;
let facts: VariantFact[];
let provider: SandboxProvider;

beforeAll(async () => {
  ({ h, facts } = await startShop());
  provider = await sandboxProvider(h);
});
afterAll(async () => h?.stop());

const stockOf = async (id: number) =>
  Number((await h.query<{ stock: number }>(sql`SELECT stock FROM variants WHERE id = ${id}`))[0]!.stock);
const plenty = (skip = 0) => purchasable(facts, 12)[skip]!;

/** A context with `quantity` of variant in its cart and a valid address. */
const readyCart = async (variantId: number, quantity = 1, store = 'NL') =>
  (await checkoutReady(h, variantId, { quantity, store })).token;

/** Starts paying an order; the sandbox is on the back end's own origin. Returns the transaction id. */
async function pay(token: string, orderId: string) {
  const finishUrl = 'http://nl.localhost:3000/checkout/success/?order=x';
  const { redirectUrl, transactionId } = await startPayment(h, token, orderId, { finishUrl });
  expect(redirectUrl.origin).toBe('http://localhost:3000');
  return transactionId;
}

describe('checkout details', () => {
  it('validates the address on the server and lists the bad fields', async () => {
    const add = await addProduct(h, plenty().id);
    const before = await counts(h);
    const bad = await h.gql(
      ADDRESS,
      { input: { ...validAddress(), email: 'not-an-email', firstName: ' ', countryId: 'US', salutationId: 'x' } },
      { token: add.token },
    );
    expect(bad.code).toBe('INVALID_ADDRESS');
    expect(bad.errors![0]!.extensions!.fields).toEqual(
      expect.arrayContaining(['email', 'firstName', 'countryId', 'salutationId']),
    );
    expect(await counts(h)).toEqual(before);
    const de = await h.gql(ADDRESS, { input: validAddress('DE') }, { token: add.token, store: 'NL' });
    expect(de.code).toBe('INVALID_ADDRESS');
    const ok = await h.gql(
      `mutation A($input: AddressInput!) { updateShippingAddress(input: $input) { customer { id email activeShippingAddress { city countryId } } } }`,
      { input: validAddress() },
      { token: add.token },
    );
    expect(ok.data!.updateShippingAddress.customer).toMatchObject({
      email: 'anna@example.com',
      activeShippingAddress: { city: 'Amsterdam', countryId: 'NL' },
    });
  });

  it('validates shipping and payment methods against the store', async () => {
    const add = await addProduct(h, plenty().id);
    const codeOf = async (mutation: string) => (await h.gql(mutation, {}, { token: add.token })).code;
    expect(await codeOf(`mutation { updatePaymentMethod(id: "nl-bancontact") { paymentMethod { id } } }`)).toBe(
      'PAYMENT_METHOD_NOT_FOUND',
    );
    expect(await codeOf(`mutation { updateShippingMethod(id: "de-express") { shippingMethod { id } } }`)).toBe(
      'SHIPPING_METHOD_NOT_FOUND',
    );
    const ok = await h.gql(
      `mutation { updateShippingMethod(id: "nl-express") { shippingMethod { id } cart { deliveries { shippingCosts { totalPrice } } } } }`,
      {},
      { token: add.token },
    );
    expect(ok.data!.updateShippingMethod.shippingMethod.id).toBe('nl-express');
    expect(ok.data!.updateShippingMethod.cart.deliveries[0].shippingCosts.totalPrice).toBe(9.95);
    const methods = await h.gql(`{ getPaymentMethods { id } }`, {}, { store: 'BEFR' });
    expect(methods.data!.getPaymentMethods.map((m: { id: string }) => m.id)).toEqual([
      'befr-bancontact',
      'befr-creditcard',
      'befr-paypal',
    ]);
  });

  it('offers the usual methods per country, each naming its kind; invoice (Klarna) in Germany and Austria', async () => {
    const methodsOf = async (store: 'NL' | 'DE' | 'AT' | 'FR' | 'EN' | 'LUFR') => {
      const res = await h.gql(`{ getPaymentMethods { id name customFields } }`, {}, { store });
      return (res.data!.getPaymentMethods as { id: string; name: string; customFields: { method: string } }[]).map(
        (method) => method.customFields.method,
      );
    };
    expect(await methodsOf('NL')).toEqual(['ideal', 'creditcard', 'paypal', 'klarna']);
    expect(await methodsOf('DE')).toEqual(['creditcard', 'paypal', 'klarna']);
    expect(await methodsOf('AT')).toEqual(['creditcard', 'paypal', 'klarna']);
    expect(await methodsOf('FR')).toEqual(['creditcard', 'paypal']);
    expect(await methodsOf('EN')).toEqual(['creditcard', 'paypal']);
    expect(await methodsOf('LUFR')).toEqual(['creditcard', 'paypal']);
    const german = await h.gql(`{ getPaymentMethods { id name } }`, {}, { store: 'DE' });
    expect(german.data!.getPaymentMethods).toContainEqual({ id: 'de-klarna', name: 'Rechnung (Klarna)' });
  });

  it('refuses to place an empty cart or one without address', async () => {
    expect((await h.gql(PLACE)).code).toBe('CART_EMPTY');
    const add = await addProduct(h, plenty().id);
    const before = await stockSnapshot(h);
    expect((await h.gql(PLACE, {}, { token: add.token })).code).toBe('ADDRESS_REQUIRED');
    expect(await stockSnapshot(h)).toBe(before);
  });
});

describe('placeOrder', () => {
  it('decrements stock, snapshots the order and empties the cart', async () => {
    const v = plenty();
    const before = await stockOf(v.id);
    const token = await readyCart(v.id, 2);
    const res = await h.gql(
      `mutation { placeOrder(order: {}) { id orderNumber deepLinkCode orderCustomer { email } } }`,
      {},
      { token },
    );
    expect(res.errors).toBeUndefined();
    const order = res.data!.placeOrder;
    expect(order.orderNumber).toMatch(/^\d{8}$/);
    expect(order.deepLinkCode).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(order.orderCustomer.email).toBe('anna@example.com');
    expect(await stockOf(v.id)).toBe(before - 2);
    expect((await h.gql(GET_CART, {}, { token })).data!.getCart.items).toEqual([]);
    const detail = await h.gql(
      `query O($id: ID!) { SwOrder(id: $id) { number paymentState price { totalPrice } items { sku quantity type salePrice } } }`,
      { id: order.id },
      { token },
    );
    expect(detail.data!.SwOrder.number).toBe(order.orderNumber);
    expect(detail.data!.SwOrder.paymentState).toBe('open');
    expect(detail.data!.SwOrder.items.map((i: { type: string }) => i.type)).toEqual(['article', 'delivery']);
    // Someone else cannot read it, unless they hold the deepLinkCode.
    const stranger = await addProduct(h, plenty(1).id);
    expect(
      (await h.gql(`query O($id: ID!) { SwOrder(id: $id) { number } }`, { id: order.id }, { token: stranger.token }))
        .data!.SwOrder,
    ).toBeNull();
    expect(
      (
        await h.gql(`query O($id: ID!, $c: String) { SwOrder(id: $id, deepLinkCode: $c) { number } }`, {
          id: order.id,
          c: order.deepLinkCode,
        })
      ).data!.SwOrder.number,
    ).toBe(order.orderNumber);
  });

  it('is idempotent: the same cart placed twice (also concurrently) is one order', async () => {
    const v = plenty();
    const token = await readyCart(v.id, 1);
    const stock = await stockOf(v.id);
    const [a, b] = await Promise.all([h.gql(PLACE, {}, { token }), h.gql(PLACE, {}, { token })]);
    const c = await h.gql(PLACE, {}, { token });
    expect(a.errors).toBeUndefined();
    expect(b.data!.placeOrder.orderNumber).toBe(a.data!.placeOrder.orderNumber);
    expect(c.data!.placeOrder.orderNumber).toBe(a.data!.placeOrder.orderNumber);
    const rows = await h.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE cart_token = ${token}`);
    expect(Number(rows[0]!.n)).toBe(1);
    expect(await stockOf(v.id)).toBe(stock - 1);
  });

  it('sells the last item exactly once when two carts compete', async () => {
    const last = facts.find((v) => v.stock === 1 && !v.coming && !v.delivery_time)!;
    const t1 = await readyCart(last.id, 1);
    const t2 = await readyCart(last.id, 1);
    const results = await Promise.all([h.gql(PLACE, {}, { token: t1 }), h.gql(PLACE, {}, { token: t2 })]);
    const ok = results.filter((r) => !r.errors);
    const failed = results.filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.code).toBe('OUT_OF_STOCK');
    expect(await stockOf(last.id)).toBe(0);
    const orders = await h.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM order_line_items WHERE variant_id = ${last.id}`,
    );
    expect(Number(orders[0]!.n)).toBe(1);
    // The losing cart keeps its line; nothing went below zero.
    const loser = results[0]!.errors ? t1 : t2;
    expect((await h.gql(GET_CART, {}, { token: loser })).data!.getCart.items).toHaveLength(1);
    const [neg] = await h.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM variants WHERE stock < 0`);
    expect(Number(neg!.n)).toBe(0);
  });

  it('rolls back everything when one line is out of stock', async () => {
    const v = plenty(2);
    const low = facts.find((f) => f.stock >= 2 && f.stock <= 4 && !f.coming && !f.delivery_time)!;
    const token = await readyCart(v.id, 1);
    await addProduct(h, low.id, { quantity: low.stock, token });
    // Another shopper buys one of the low-stock items first.
    const other = await readyCart(low.id, 1);
    expect((await h.gql(PLACE, {}, { token: other })).errors).toBeUndefined();
    const before = await stockSnapshot(h);
    const countsBefore = await counts(h);
    const res = await h.gql(PLACE, {}, { token });
    expect(res.code).toBe('OUT_OF_STOCK');
    expect(await stockSnapshot(h)).toBe(before);
    expect(await counts(h)).toEqual(countsBefore);
  });
});

describe('order detail for the finish page', () => {
  const DETAIL = `query O($id: ID!, $c: String) { SwOrder(id: $id, deepLinkCode: $c) {
    number shippingCosts { totalPrice } price { totalPrice }
    shippingAddress { salutation { key } firstName lastName street zipcode city phoneNumber country { id iso name } countryId }
    billingAddress { zipcode city country { iso } }
    shippingMethod { id name } paymentMethod { id name }
    items { sku name size quantity type image url regularPrice salePrice brand color } } }`;

  it('shows address, methods, shipping cost and per item image, url, prices, size, brand and colour', async () => {
    const onSale = facts.find((v) => v.stock >= 3 && !v.coming && !v.delivery_time && v.sale != null)!;
    const address = {
      ...validAddress('BE'),
      salutationId: 'mr',
      firstName: 'Luc',
      lastName: 'Peeters',
      street: 'Meir 48',
      zipcode: '2000',
      city: 'Antwerpen',
      phoneNumber: '+32 3 123 45 67',
    };
    const { token } = await checkoutReady(h, onSale.id, { quantity: 2, store: 'BEFR', address });
    expect(
      (await h.gql(`mutation { updateShippingMethod(id: "befr-express") { token } }`, {}, { token, store: 'BEFR' }))
        .errors,
    ).toBeUndefined();
    expect(
      (await h.gql(`mutation { updatePaymentMethod(id: "befr-paypal") { token } }`, {}, { token, store: 'BEFR' }))
        .errors,
    ).toBeUndefined();
    const placed = await h.gql(
      `mutation { placeOrder(order: {}) { id deepLinkCode billingAddress { zipcode firstName city country { iso name } } } }`,
      {},
      { token, store: 'BEFR' },
    );
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder;
    expect(order.billingAddress).toEqual({
      zipcode: '2000',
      firstName: 'Luc',
      city: 'Antwerpen',
      country: { iso: 'BE', name: 'Belgique' },
    });

    // The finish page reads it with the deepLinkCode (no context token).
    const res = await h.gql(DETAIL, { id: order.id, c: order.deepLinkCode }, { store: 'BEFR' });
    expect(res.errors).toBeUndefined();
    const detail = res.data!.SwOrder;
    expect(detail.shippingAddress).toEqual({
      salutation: { key: 'mr' },
      firstName: 'Luc',
      lastName: 'Peeters',
      street: 'Meir 48',
      zipcode: '2000',
      city: 'Antwerpen',
      phoneNumber: '+32 3 123 45 67',
      country: { id: 'BE', iso: 'BE', name: 'Belgique' },
      countryId: 'BE',
    });
    expect(detail.billingAddress).toEqual({ zipcode: '2000', city: 'Antwerpen', country: { iso: 'BE' } });
    expect(detail.shippingMethod).toEqual({ id: 'befr-express', name: 'Livraison express' });
    expect(detail.paymentMethod).toEqual({ id: 'befr-paypal', name: 'PayPal' });
    expect(detail.shippingCosts.totalPrice).toBe(9.95);

    const [article, delivery] = detail.items;
    const product = (
      await h.gql(
        `query P($sku: String!) { pdp(sku: $sku) { product { sku url image brand color price regular_price variants { sku size } } } }`,
        { sku: onSale.sku },
        { store: 'BEFR' },
      )
    ).data!.pdp.product;
    const variant = product.variants.find((v: { sku: string }) => v.sku === onSale.sku);
    expect(article).toEqual({
      sku: onSale.sku,
      name: expect.any(String),
      size: variant.size,
      quantity: 2,
      type: 'article',
      image: product.image,
      url: product.url,
      brand: product.brand,
      color: product.color,
      regularPrice: Number(onSale.price) / 100,
      salePrice: Number(onSale.sale) / 100,
    });
    expect(article.salePrice).toBe(product.price);
    expect(article.regularPrice).toBe(product.regular_price);
    expect(delivery).toMatchObject({
      type: 'delivery',
      name: 'Livraison express',
      image: null,
      url: null,
      brand: null,
      color: null,
    });
    expect(detail.price.totalPrice).toBe((2 * Number(onSale.sale) + 995) / 100);
  });
});

describe('payment', () => {
  it('rejects finish URLs on other hosts and changes nothing', async () => {
    const token = await readyCart(plenty().id, 1);
    const order = (await h.gql(PLACE, {}, { token })).data!.placeOrder;
    const before = await counts(h);
    for (const finishUrl of [
      'https://evil.example.com/checkout/success/',
      'javascript:alert(1)',
      '/checkout/success/',
      'http://localhost.evil.com/',
    ]) {
      const res = await h.gql(
        PAY,
        { input: { orderId: order.id, finishUrl, errorUrl: 'http://localhost:3000/checkout/payment/' } },
        { token },
      );
      expect(res.code).toBe('INVALID_REDIRECT_URL');
    }
    const bad = await h.gql(
      PAY,
      { input: { orderId: order.id, finishUrl: 'http://localhost:3000/ok', errorUrl: 'https://evil.example.com/' } },
      { token },
    );
    expect(bad.code).toBe('INVALID_REDIRECT_URL');
    const stranger = await h.gql(
      PAY,
      { input: { orderId: order.id, finishUrl: 'http://localhost:3000/ok', errorUrl: 'http://localhost:3000/err' } },
      { token: 'B'.repeat(40) },
    );
    expect(stranger.code).toBe('ORDER_NOT_FOUND');
    expect(await counts(h)).toEqual(before);
  });

  it('releases stock once on a failed payment, ignores replays, and restores the cart once', async () => {
    const v = plenty(3);
    const start = await stockOf(v.id);
    const token = await readyCart(v.id, 2);
    const order = (await h.gql(PLACE, {}, { token })).data!.placeOrder;
    expect(await stockOf(v.id)).toBe(start - 2);
    const tx = await pay(token, order.id);

    expect((await provider.webhook(tx, 'failed', 'deadbeef')).status).toBe(401);
    expect(await stockOf(v.id)).toBe(start - 2);

    const first = await provider.webhook(tx, 'failed');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ paymentState: 'failed', changed: true });
    expect(await stockOf(v.id)).toBe(start);
    for (const status of ['failed', 'cancelled', 'paid', 'open']) {
      const replay = await provider.webhook(tx, status);
      expect(replay.status).toBe(200);
      expect(await replay.json()).toMatchObject({ paymentState: 'failed', changed: false });
    }
    expect(await stockOf(v.id)).toBe(start);

    const ctx = await h.gql(`{ getContext { cartStatus { status recover order { id state } } } }`, {}, { token });
    expect(ctx.data!.getContext.cartStatus).toMatchObject({ status: 'failed', recover: true, order: { id: order.id } });
    const RESTORE = `mutation { restoreCart { cart { items { referencedId quantity } } cartStatus { recover } } }`;
    const restored = await h.gql(RESTORE, {}, { token });
    expect(restored.data!.restoreCart.cart.items).toEqual([{ referencedId: String(v.id), quantity: 2 }]);
    expect(restored.data!.restoreCart.cartStatus.recover).toBe(false);
    // Emptied again, restoring is a no-op (already restored).
    const lineId = (await h.gql(GET_CART, {}, { token })).data!.getCart.items[0].id;
    await h.gql(`mutation D($id: ID!) { deleteCartItem(id: $id) { token } }`, { id: lineId }, { token });
    expect((await h.gql(RESTORE, {}, { token })).data!.restoreCart.cart.items).toEqual([]);
    // A failed order cannot be paid again; the shopper places the restored cart instead.
    expect(
      (
        await h.gql(
          PAY,
          { input: { orderId: order.id, finishUrl: 'http://localhost:3000/a', errorUrl: 'http://localhost:3000/b' } },
          { token },
        )
      ).code,
    ).toBe('ORDER_NOT_PAYABLE');
  });

  it('keeps paid final and refuses to pay twice', async () => {
    const v = plenty(4);
    const token = await readyCart(v.id, 1);
    const order = (await h.gql(PLACE, {}, { token })).data!.placeOrder;
    const stock = await stockOf(v.id);
    const tx = await pay(token, order.id);
    expect(await (await provider.webhook(tx, 'open')).json()).toMatchObject({ paymentState: 'open', changed: false });
    expect(await (await provider.webhook(tx, 'paid')).json()).toMatchObject({ paymentState: 'paid', changed: true });
    expect(await (await provider.webhook(tx, 'paid')).json()).toMatchObject({ paymentState: 'paid', changed: false });
    expect(await (await provider.webhook(tx, 'cancelled')).json()).toMatchObject({
      paymentState: 'paid',
      changed: false,
    });
    expect(await stockOf(v.id)).toBe(stock);
    const again = await h.gql(
      PAY,
      { input: { orderId: order.id, finishUrl: 'http://localhost:3000/a', errorUrl: 'http://localhost:3000/b' } },
      { token },
    );
    expect(again.code).toBe('ORDER_ALREADY_PAID');
    const [mail] = await h.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox_mails`);
    expect(Number(mail!.n)).toBeGreaterThanOrEqual(1);
  });

  it('serves the sandbox page and applies its outcome with a 303', async () => {
    const v = plenty(5);
    const token = await readyCart(v.id, 1, 'DE');
    const order = (await h.gql(PLACE, {}, { token, store: 'DE' })).data!.placeOrder;
    const finishUrl = 'http://de.localhost:3000/checkout/success/?order=abc';
    const path = (await startPayment(h, token, order.id, { store: 'DE', finishUrl })).redirectUrl.pathname;
    const page = await h.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<main>');
    expect(html).toContain('<h1>Sandbox-Zahlung</h1>');
    expect(html).toContain(order.orderNumber);
    expect(html).toContain('€');
    expect(html.match(/<button type="submit"/g)).toHaveLength(4);
    const signature = /name="signature" value="([0-9a-f]+)"/.exec(html)![1]!;

    const forged = await h.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `status=paid&signature=${'0'.repeat(64)}`,
    });
    expect(forged.status).toBe(403);
    const stock = await stockOf(v.id);
    const cancelled = await h.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `status=cancelled&signature=${signature}`,
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('http://de.localhost:3000/checkout/payment/?status=cancelled');
    expect(await stockOf(v.id)).toBe(stock + 1);

    const token2 = await readyCart(plenty(6).id, 1);
    const order2 = (await h.gql(PLACE, {}, { token: token2 })).data!.placeOrder;
    const tx2 = await pay(token2, order2.id);
    const p2 = `/api/graphql/payment-sandbox/${tx2}`;
    const sig2 = /name="signature" value="([0-9a-f]+)"/.exec(await (await h.request(p2)).text())![1]!;
    const paid = await h.request(p2, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `status=paid&signature=${sig2}`,
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://nl.localhost:3000/checkout/success/?order=x');
    expect((await h.request('/api/graphql/payment-sandbox/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });
});
