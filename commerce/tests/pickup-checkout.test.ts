/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL results are checked by the assertions. */
/**
 * Pickup in checkout (spec §3 'Shipping method' service_points_provider, 'Address'
 * shipping_address_service_point, §5 'DHL customer number required', §9 delivery promise): choosing
 * a point with updateShippingMethod, every refusal leaving the context as it was, and orders to a
 * Packstation and to a store whose detail and confirmation mail carry the point.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE, counts, startShop, stockSnapshot, type Harness, type VariantFact } from './harness';
import { checkoutReady, purchasable, sandboxProvider, startPayment } from './checkout-support';
import { readyForPickupDate } from '../services/service-points/opening';
import { storePoint } from '../services/service-points/records';
import * as schema from '../db/schema';
import { getDb, onCatalogChange, type CatalogChange } from '../index';
import { eq } from 'drizzle-orm';

let h: Harness;
let facts: VariantFact[];

beforeAll(async () => {
  ({ h, facts } = await startShop());
});
afterAll(async () => h?.stop());

const CHOOSE = `mutation($id: ID!, $point: ServicePointChoiceInput) {
  updateShippingMethod(id: $id, servicePoint: $point) {
    shippingMethod { id service_points_provider }
    servicePoint { provider providerId title street houseNumber houseNumberAddition postcode city country locationType dhlCustomerNumber }
    customer { activeShippingAddress { street customFields } }
    cart { deliveries { deliveryDate { earliest latest } } }
  }
}`;
const CONTEXT = `{ getContext { shippingMethod { id } servicePoint { provider providerId dhlCustomerNumber }
  customer { activeShippingAddress { customFields } } } }`;
const FIND = `query($q: ServicePointQueryInput!) { findServicePoints(query: $q) { provider providerId locationType country } }`;
const DETAIL = `query($id: ID!) { SwOrder(id: $id) { deliveryDate { earliest latest } shippingMethod { id }
  shippingAddress { street zipcode customFields } } }`;

async function pointsNear(location: string, providers: string[], store: string) {
  const found = await h.gql(FIND, { q: { providers, location, limit: 50 } }, { store });
  expect(found.errors).toBeUndefined();
  return found.data!.findServicePoints as {
    provider: string;
    providerId: string;
    locationType: string;
    country: string;
  }[];
}

/** The context's method, point and raw stored row: what a refused choice must leave unchanged. */
async function contextState(token: string, store: string) {
  const context = await h.gql(CONTEXT, {}, { token, store });
  const [row] = await h.query<{ shipping_method_id: string | null; service_point: unknown }>(
    sql`SELECT shipping_method_id, service_point FROM contexts WHERE token = ${token}`,
  );
  return { context: context.data, row };
}

describe('choosing a DHL pickup point (DE)', () => {
  let token: string;
  let packstation: string;
  let parcelshop: string;

  beforeAll(async () => {
    ({ token } = await checkoutReady(h, purchasable(facts, 5)[0]!.id, {
      store: 'DE',
      address: { zipcode: '50667', city: 'Köln', street: 'Hohe Straße 5' },
    }));
    const points = await pointsNear('Köln', ['dhl'], 'DE');
    packstation = points.find((p) => p.locationType === 'packstation')!.providerId;
    parcelshop = points.find((p) => p.locationType === 'parcelshop')!.providerId;
    // A first, valid choice: every refusal below must leave exactly this in place.
    const chosen = await h.gql(
      CHOOSE,
      { id: 'de-dhl-paketshop', point: { provider: 'dhl', providerId: parcelshop } },
      { token, store: 'DE' },
    );
    expect(chosen.errors).toBeUndefined();
  });

  const refusals: [string, string, Record<string, unknown> | null, string][] = [
    ['no point for a pickup method', 'de-dhl-packstation', null, 'SERVICE_POINT_REQUIRED'],
    [
      'an unknown point id',
      'de-dhl-packstation',
      { provider: 'dhl', providerId: 'DE-PS-00000-99', dhlCustomerNumber: '12345678' },
      'SERVICE_POINT_NOT_FOUND',
    ],
    [
      'a point of another carrier',
      'de-dhl-packstation',
      { provider: 'postnl', providerId: 'PNL-1012AB-01' },
      'SERVICE_POINT_PROVIDER_MISMATCH',
    ],
    [
      'a store for the Packstation method',
      'de-dhl-packstation',
      { provider: 'stores', providerId: 'store-kol-01' },
      'SERVICE_POINT_PROVIDER_MISMATCH',
    ],
    [
      'a store in a country the store does not ship to',
      'de-pickup-store',
      { provider: 'stores', providerId: 'store-ams-01' },
      'SERVICE_POINT_COUNTRY_NOT_ALLOWED',
    ],
  ];
  it.each(refusals)('refuses %s and changes nothing', async (_, id, point, code) => {
    const before = await contextState(token, 'DE');
    const answer = await h.gql(CHOOSE, { id, point }, { token, store: 'DE' });
    expect(answer.code).toBe(code);
    expect(await contextState(token, 'DE')).toEqual(before);
  });

  it('refuses a parcel shop for the Packstation method', async () => {
    const before = await contextState(token, 'DE');
    const answer = await h.gql(
      CHOOSE,
      { id: 'de-dhl-packstation', point: { provider: 'dhl', providerId: parcelshop } },
      { token, store: 'DE' },
    );
    expect(answer.code).toBe('SERVICE_POINT_PROVIDER_MISMATCH');
    expect(await contextState(token, 'DE')).toEqual(before);
  });

  it.each([
    [undefined, 'DHL_CUSTOMER_NUMBER_REQUIRED'],
    ['', 'DHL_CUSTOMER_NUMBER_REQUIRED'],
    ['12345', 'DHL_CUSTOMER_NUMBER_INVALID'],
    ['12345678901', 'DHL_CUSTOMER_NUMBER_INVALID'],
    ['12a45678', 'DHL_CUSTOMER_NUMBER_INVALID'],
  ])('a Packstation with the DHL number %j is refused with %s, nothing changed', async (number, code) => {
    const before = await contextState(token, 'DE');
    const point = {
      provider: 'dhl',
      providerId: packstation,
      ...(number === undefined ? {} : { dhlCustomerNumber: number }),
    };
    const answer = await h.gql(CHOOSE, { id: 'de-dhl-packstation', point }, { token, store: 'DE' });
    expect(answer.code).toBe(code);
    expect(await contextState(token, 'DE')).toEqual(before);
  });

  it('a parcel shop needs no DHL number and keeps none', async () => {
    const answer = await h.gql(
      CHOOSE,
      { id: 'de-dhl-paketshop', point: { provider: 'dhl', providerId: parcelshop, dhlCustomerNumber: '12345678' } },
      { token, store: 'DE' },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateShippingMethod.servicePoint).toMatchObject({
      providerId: parcelshop,
      locationType: 'parcelshop',
      dhlCustomerNumber: null,
    });
  });

  it('a method without a provider clears the point', async () => {
    const answer = await h.gql(CHOOSE, { id: 'de-standard', point: null }, { token, store: 'DE' });
    expect(answer.data!.updateShippingMethod.servicePoint).toBeNull();
    const { row } = await contextState(token, 'DE');
    expect(row!.service_point).toBeNull();
  });

  it('orders to a Packstation: the point comes from the provider and reaches the order and its mail', async () => {
    const chosen = await h.gql(
      CHOOSE,
      {
        id: 'de-dhl-packstation',
        point: { provider: 'dhl', providerId: packstation, dhlCustomerNumber: '123 456 78' },
      },
      { token, store: 'DE' },
    );
    expect(chosen.errors).toBeUndefined();
    const context = chosen.data!.updateShippingMethod;
    expect(context.shippingMethod).toEqual({ id: 'de-dhl-packstation', service_points_provider: 'dhl' });
    const [stored] = await h.query<any>(
      sql`SELECT * FROM carrier_points WHERE provider = 'dhl' AND provider_id = ${packstation}`,
    );
    expect(context.servicePoint).toEqual({
      provider: 'dhl',
      providerId: packstation,
      title: stored.title,
      street: stored.street,
      houseNumber: stored.house_number,
      houseNumberAddition: stored.house_number_addition,
      postcode: stored.postcode,
      city: 'Köln',
      country: 'DE',
      locationType: 'packstation',
      dhlCustomerNumber: '12345678',
    });
    // The address book keeps the customer's address; the context's address carries the point.
    expect(context.customer.activeShippingAddress.street).toBe('Hohe Straße 5');
    expect(JSON.parse(context.customer.activeShippingAddress.customFields.shipping_address_service_point)).toEqual(
      context.servicePoint,
    );
    const [book] = await h.query<{ street: string }>(
      sql`SELECT a.street FROM contexts c JOIN customers cu ON cu.id = c.customer_id JOIN addresses a ON a.id = cu.default_shipping_address_id WHERE c.token = ${token}`,
    );
    expect(book!.street).toBe('Hohe Straße 5');

    const placed = await h.gql(PLACE, {}, { token, store: 'DE' });
    expect(placed.errors).toBeUndefined();
    const orderId = placed.data!.placeOrder.id;
    const detail = await h.gql(DETAIL, { id: orderId }, { token, store: 'DE' });
    const address = detail.data!.SwOrder.shippingAddress;
    expect(address.street).toBe('Hohe Straße 5');
    expect(JSON.parse(address.customFields.shipping_address_service_point)).toEqual(context.servicePoint);
    expect(detail.data!.SwOrder.shippingMethod.id).toBe('de-dhl-packstation');

    const provider = await sandboxProvider(h);
    const { transactionId } = await startPayment(h, token, orderId, { store: 'DE' });
    expect((await provider.webhook(transactionId, 'paid')).status).toBe(200);
    const [mail] = await h.query<{ body: string }>(
      sql`SELECT body FROM outbox_mails WHERE dedupe_key = ${`order-confirmation:${orderId}`}`,
    );
    expect(mail!.body).toContain('Abholstelle');
    expect(mail!.body).toContain(stored.title);
    expect(mail!.body).toContain('DHL Postnummer: 12345678');
    expect(mail!.body).toContain('Abholbereit');
  });
});

describe('store pickup (NL)', () => {
  /** A variant a store holds `qty` or more of, with distribution-centre stock too. */
  async function heldBy(providerId: string, qty = 1, skip = 0) {
    const rows = await h.query<{
      id: number;
      store_qty: number;
      sku: string;
    }>(sql`SELECT v.id, ss.qty AS store_qty, p.sku FROM store_stock ss
      JOIN physical_stores ps ON ps.id = ss.physical_store_id JOIN variants v ON v.id = ss.variant_id JOIN products p ON p.id = v.product_id
      WHERE ps.provider_id = ${providerId} AND ss.qty >= ${qty} AND v.stock >= 5 AND v.delivery_time IS NULL AND (p.coming_soon_date IS NULL OR p.coming_soon_date <= current_date)
      ORDER BY v.id`);
    return rows[skip]!;
  }

  it('ready for pickup from the store’s own stock: its stock is taken, not the distribution centre’s', async () => {
    const variant = await heldBy('store-ams-01');
    const { token } = await checkoutReady(h, variant.id);
    const chosen = await h.gql(
      CHOOSE,
      { id: 'nl-pickup-store', point: { provider: 'stores', providerId: 'store-ams-01' } },
      { token },
    );
    expect(chosen.errors).toBeUndefined();
    const db = await getDb();
    const [store] = await db
      .select()
      .from(schema.physicalStores)
      .where(eq(schema.physicalStores.providerId, 'store-ams-01'));
    const ready = readyForPickupDate(storePoint(store!), new Date(), 120)!;
    expect(chosen.data!.updateShippingMethod.cart.deliveries[0].deliveryDate).toEqual({
      earliest: ready,
      latest: ready,
    });

    const dcBefore = await stockSnapshot(h);
    const changes: CatalogChange[] = [];
    const stop = onCatalogChange((change) => changes.push(change));
    const placed = await h.gql(PLACE, {}, { token });
    stop();
    expect(placed.errors).toBeUndefined();
    // The product's store stock changed: cached product data is told, as for distribution-centre stock.
    expect(changes).toEqual([{ kind: 'stock', skus: [variant.sku] }]);
    expect(await stockSnapshot(h)).toBe(dcBefore);
    const [after] = await h.query<{ qty: number }>(
      sql`SELECT ss.qty FROM store_stock ss JOIN physical_stores ps ON ps.id = ss.physical_store_id WHERE ps.provider_id = 'store-ams-01' AND ss.variant_id = ${variant.id}`,
    );
    expect(Number(after!.qty)).toBe(Number(variant.store_qty) - 1);
    const detail = await h.gql(DETAIL, { id: placed.data!.placeOrder.id }, { token });
    expect(detail.data!.SwOrder.deliveryDate).toEqual({ earliest: ready, latest: ready });
    const point = JSON.parse(detail.data!.SwOrder.shippingAddress.customFields.shipping_address_service_point);
    expect(point).toMatchObject({
      provider: 'stores',
      providerId: 'store-ams-01',
      title: 'Amsterdam Kalverstraat',
      locationType: 'store',
    });

    // A failed payment puts the units back on the store's shelf.
    const provider = await sandboxProvider(h);
    const { transactionId } = await startPayment(h, token, placed.data!.placeOrder.id);
    await provider.webhook(transactionId, 'failed');
    const [back] = await h.query<{ qty: number }>(
      sql`SELECT ss.qty FROM store_stock ss JOIN physical_stores ps ON ps.id = ss.physical_store_id WHERE ps.provider_id = 'store-ams-01' AND ss.variant_id = ${variant.id}`,
    );
    expect(Number(back!.qty)).toBe(Number(variant.store_qty));
  });

  it('a store without the items gets them from the distribution centre with the normal promise', async () => {
    const held = new Set(
      (
        await h.query<{ variant_id: number }>(
          sql`SELECT variant_id FROM store_stock ss JOIN physical_stores ps ON ps.id = ss.physical_store_id WHERE ps.provider_id = 'store-utr-01'`,
        )
      ).map((r) => Number(r.variant_id)),
    );
    const variant = purchasable(facts, 5).find((v) => !held.has(v.id))!;
    const { token } = await checkoutReady(h, variant.id);
    const chosen = await h.gql(
      CHOOSE,
      { id: 'nl-pickup-store', point: { provider: 'stores', providerId: 'store-utr-01' } },
      { token },
    );
    const standard = await h.gql(CHOOSE, { id: 'nl-standard', point: null }, { token });
    expect(chosen.data!.updateShippingMethod.cart.deliveries[0].deliveryDate).toEqual(
      standard.data!.updateShippingMethod.cart.deliveries[0].deliveryDate,
    );
    await h.gql(
      CHOOSE,
      { id: 'nl-pickup-store', point: { provider: 'stores', providerId: 'store-utr-01' } },
      { token },
    );
    const stock = Number(
      (await h.query<{ stock: number }>(sql`SELECT stock FROM variants WHERE id = ${variant.id}`))[0]!.stock,
    );
    const placed = await h.gql(PLACE, {}, { token });
    expect(placed.errors).toBeUndefined();
    expect(
      Number((await h.query<{ stock: number }>(sql`SELECT stock FROM variants WHERE id = ${variant.id}`))[0]!.stock),
    ).toBe(stock - 1);
  });

  it('a Belgian store is a pickup point for NL (NL ships to BE)', async () => {
    const { token } = await checkoutReady(h, purchasable(facts, 5)[1]!.id);
    const chosen = await h.gql(
      CHOOSE,
      { id: 'nl-pickup-store', point: { provider: 'stores', providerId: 'store-ant-01' } },
      { token },
    );
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data!.updateShippingMethod.servicePoint.country).toBe('BE');
  });

  it('placeOrder refuses a pickup method without a point, and a point whose country is no longer allowed', async () => {
    const { token } = await checkoutReady(h, purchasable(facts, 5)[2]!.id);
    await h.query(
      sql`UPDATE contexts SET shipping_method_id = 'nl-pickup-store', service_point = NULL WHERE token = ${token}`,
    );
    const before = { counts: await counts(h), stock: await stockSnapshot(h) };
    const refused = await h.gql(PLACE, {}, { token });
    expect(refused.code).toBe('SERVICE_POINT_REQUIRED');
    expect({ counts: await counts(h), stock: await stockSnapshot(h) }).toEqual(before);

    const chosen = await h.gql(
      CHOOSE,
      { id: 'nl-pickup-store', point: { provider: 'stores', providerId: 'store-ant-01' } },
      { token },
    );
    expect(chosen.errors).toBeUndefined();
    // As if the store stopped shipping to Belgium after the point was chosen.
    await h.query(
      sql`UPDATE contexts SET service_point = jsonb_set(service_point, '{country}', '"DE"') WHERE token = ${token}`,
    );
    const moved = await h.gql(PLACE, {}, { token });
    expect(moved.code).toBe('SERVICE_POINT_COUNTRY_NOT_ALLOWED');
    expect({ counts: await counts(h), stock: await stockSnapshot(h) }).toEqual(before);
  });

  it('lists the pickup methods with their providers', async () => {
    const methods = await h.gql(
      `{ getShippingMethods { id type service_points_provider service_point_types prices { currencyPrice { gross } } } }`,
      {},
      { store: 'DE' },
    );
    const byId = Object.fromEntries(methods.data!.getShippingMethods.map((m: any) => [m.id, m]));
    expect(byId['de-pickup-store']).toMatchObject({ type: 'pickup', service_points_provider: 'stores' });
    expect(byId['de-pickup-store'].prices[0].currencyPrice[0].gross).toBe(0);
    expect(byId['de-dhl-packstation']).toMatchObject({
      service_points_provider: 'dhl',
      service_point_types: ['packstation'],
    });
    expect(byId['de-dhl-paketshop'].service_point_types).toEqual(['parcelshop', 'postoffice']);
    expect(byId['de-dhl-packstation'].prices.map((p: any) => p.currencyPrice[0].gross)).toEqual([4.95, 0]);
    expect(byId['de-standard'].service_points_provider).toBeNull();
  });
});
