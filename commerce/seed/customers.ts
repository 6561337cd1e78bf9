/**
 * The seeded demo customer: a confirmed NL account with two addresses, orders in
 * several fulfilment states, club points and a voucher, so the account pages show something real
 * on a fresh install. Deterministic apart from the password hash's salt and the voucher barcode;
 * dates are relative to the seed time. README 'Demo customer' names the login.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { STORES } from '../config/stores';
import { rowsOf, vatOf, type Tx } from '../services/common';
import { creditOrder, creditSignup, settleVouchers } from '../services/loyalty';
import { hashPassword } from '../services/passwords';

export const DEMO_CUSTOMER = { email: 'demo@storefront.example', password: 'demo-shopper-2026' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

interface DemoOrder {
  daysAgo: number;
  orderType: 'sale' | 'return';
  /** Fulfilment: approval, allocation, pick and shipment. */
  status: [string, string, string, string];
  shippedDaysAgo: number | null;
  /** Lines: [index into the first products, quantity]. */
  lines: [number, number][];
}

/** The demo orders, in several fulfilment states (spec §4 'Order status shown'). */
const DEMO_ORDERS: DemoOrder[] = [
  {
    daysAgo: 62,
    orderType: 'sale',
    status: ['approved', 'allocated', 'picked', 'shipped'],
    shippedDaysAgo: 60,
    lines: [
      [0, 1],
      [3, 1],
    ],
  },
  {
    daysAgo: 35,
    orderType: 'return',
    status: ['approved', 'allocated', 'picked', 'shipped'],
    shippedDaysAgo: 33,
    lines: [[5, 1]],
  },
  {
    daysAgo: 6,
    orderType: 'sale',
    status: ['approved', 'allocated', 'picked', 'pending'],
    shippedDaysAgo: null,
    lines: [[7, 1]],
  },
  {
    daysAgo: 1,
    orderType: 'sale',
    status: ['approved', 'pending', 'pending', 'pending'],
    shippedDaysAgo: null,
    lines: [[9, 2]],
  },
];

/** Seeds the demo customer into an empty catalog transaction `tx`, at `now`. */
export async function seedDemoCustomer(tx: Tx, now: Date = new Date()): Promise<void> {
  const store = STORES.NL;
  const [customer] = await tx
    .insert(s.customers)
    .values({
      customerNumber: 'C0000000001',
      guest: false,
      email: DEMO_CUSTOMER.email,
      firstName: 'Sanne',
      lastName: 'Jansen',
      salutation: 'mrs',
      storeKey: store.key,
      passwordHash: await hashPassword(DEMO_CUSTOMER.password),
      confirmedAt: new Date(now.getTime() - 120 * DAY_MS),
      birthday: '1990-05-17',
      newsletter: true,
      customFields: { customer_settings_stores: [], customer_settings_lookbook_wishlist: [] },
      createdAt: new Date(now.getTime() - 120 * DAY_MS),
    })
    .returning();
  const address = (street: string, zipcode: string, city: string, daysAgo: number) => ({
    customerId: customer!.id,
    salutation: 'mrs',
    firstName: 'Sanne',
    lastName: 'Jansen',
    street,
    zipcode,
    city,
    countryIso: 'NL',
    phoneNumber: '+31 20 123 4567',
    createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
  });
  const [home, work] = await tx
    .insert(s.addresses)
    .values([
      address('Keizersgracht 123', '1015 CJ', 'Amsterdam', 120),
      address('Oudegracht 45 B', '3511 AB', 'Utrecht', 90),
    ])
    .returning();
  await tx
    .update(s.customers)
    .set({ defaultBillingAddressId: home!.id, defaultShippingAddressId: home!.id })
    .where(eq(s.customers.id, customer!.id));
  await creditSignup(tx, customer!.id, new Date(now.getTime() - 120 * DAY_MS));

  const variants = await tx
    .select({
      id: s.variants.id,
      sku: s.variants.sku,
      size: s.variants.size,
      name: s.productTranslations.name,
      priceCents: s.products.priceCents,
      saleCents: s.products.salePriceCents,
    })
    .from(s.variants)
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .innerJoin(
      s.productTranslations,
      and(eq(s.productTranslations.productId, s.products.id), eq(s.productTranslations.lang, store.lang)),
    )
    .orderBy(asc(s.products.id), asc(s.variants.position))
    .limit(400);
  // One size of each of the first products.
  const bySku = new Map<string, (typeof variants)[number]>();
  for (const variant of variants) {
    const style = variant.sku.split('.').slice(0, 2).join('.');
    if (!bySku.has(style)) bySku.set(style, variant);
  }
  const picks = [...bySku.values()];
  if (picks.length < 10) return;

  for (const demo of DEMO_ORDERS) {
    const placed = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const lines = demo.lines.map(([index, quantity]) => {
      const variant = picks[index]!;
      const unitCents = variant.saleCents ?? variant.priceCents;
      return { variant, quantity, unitCents, totalCents: unitCents * quantity };
    });
    const positionCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
    const shippingCents = positionCents >= 5000 ? 0 : 495;
    const totalCents = positionCents + shippingCents;
    const taxCents = vatOf(totalCents, store.vatRate);
    const seq = rowsOf<{ n: string | number }>(await tx.execute(sql`SELECT nextval('order_number_seq') AS n`));
    const snapshot = {
      salutation: 'mrs',
      firstName: 'Sanne',
      lastName: 'Jansen',
      street: home!.street,
      zipcode: home!.zipcode,
      city: home!.city,
      countryIso: 'NL',
      phoneNumber: home!.phoneNumber,
      additionalAddressLine1: null,
      additionalAddressLine2: null,
    };
    const [order] = await tx
      .insert(s.orders)
      .values({
        orderNumber: String(seq[0]!.n),
        deepLinkCode: `demo${String(seq[0]!.n)}`.padEnd(32, '0'),
        storeKey: store.key,
        cartToken: `demo-order-${String(seq[0]!.n)}`,
        customerId: customer!.id,
        customer: {
          email: DEMO_CUSTOMER.email,
          firstName: 'Sanne',
          lastName: 'Jansen',
          salutation: 'mrs',
          guest: false,
        },
        billingAddress: snapshot,
        shippingAddress:
          demo.daysAgo === 6
            ? { ...snapshot, street: work!.street, zipcode: work!.zipcode, city: work!.city }
            : snapshot,
        positionCents,
        shippingCents,
        totalCents,
        netCents: totalCents - taxCents,
        taxLines: [{ taxRate: store.vatRate, taxCents, priceCents: totalCents }],
        vatRate: store.vatRate,
        shippingMethodId: 'nl-standard',
        paymentMethodId: 'nl-ideal',
        deliveryEarliest: isoDate(new Date(placed.getTime() + 1 * DAY_MS)),
        deliveryLatest: isoDate(new Date(placed.getTime() + 3 * DAY_MS)),
        state: 'open',
        paymentState: 'paid',
        orderType: demo.orderType,
        approvalStatus: demo.status[0],
        allocationStatus: demo.status[1],
        pickStatus: demo.status[2],
        shipmentStatus: demo.status[3],
        shipmentDate:
          demo.shippedDaysAgo != null ? isoDate(new Date(now.getTime() - demo.shippedDaysAgo * DAY_MS)) : null,
        trackTraceUrl: demo.shippedDaysAgo != null ? `https://track.example/NL/${String(seq[0]!.n)}` : null,
        createdAt: placed,
      })
      .returning();
    await tx.insert(s.orderLineItems).values([
      ...lines.map((line, position) => ({
        orderId: order!.id,
        variantId: line.variant.id,
        sku: line.variant.sku,
        name: line.variant.name,
        size: line.variant.size,
        quantity: line.quantity,
        unitPriceCents: line.unitCents,
        regularPriceCents: line.variant.priceCents,
        totalCents: line.totalCents,
        type: 'article',
        position,
      })),
      {
        orderId: order!.id,
        variantId: null,
        sku: 'nl-standard',
        name: 'Standard delivery',
        size: null,
        quantity: 1,
        unitPriceCents: shippingCents,
        regularPriceCents: shippingCents,
        totalCents: shippingCents,
        type: 'delivery',
        position: lines.length,
      },
    ]);
    if (demo.orderType !== 'return') await creditOrder(tx, order!, placed);
  }
  await settleVouchers(tx, customer!.id, now);
}
