import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import * as s from '../db/schema';
import { isComingSoon } from './catalog';
import { cartLines, cartTotals, contextDto, inTransaction } from './cart';
import { euros, fail, rowsOf, UUID_RE, vatOf, type ServiceContext, type Tx } from './common';
import { effectivePaymentMethod, findContext, paymentMethodsOf, randomToken, shippingMethodsOf } from './context';

const text = (max: number) => z.string().trim().min(1).max(max);

function addressSchema(countries: string[]) {
  return z.object({
    salutationId: z.enum(['mr', 'mrs']),
    firstName: text(100),
    lastName: text(100),
    email: z.string().trim().max(254).pipe(z.email()),
    street: text(200),
    zipcode: text(20),
    city: text(100),
    countryId: z.string().trim().toUpperCase().refine((c) => countries.includes(c)),
    phoneNumber: z.string().trim().max(40).regex(/^\+?[0-9 ()./-]{6,}$/).optional().nullable().or(z.literal('')),
    additionalAddressLine1: z.string().trim().max(200).optional().nullable(),
    additionalAddressLine2: z.string().trim().max(200).optional().nullable(),
  });
}

export type AddressInput = Record<string, unknown>;

/** Guest details (spec §7 updateShippingAddress): validated on the server. */
export async function updateShippingAddress(ctx: ServiceContext, input: AddressInput) {
  const parsed = addressSchema(ctx.store.countries).safeParse(input);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'input')))];
    throw fail('INVALID_ADDRESS', `Invalid address: ${fields.join(', ')}.`, { fields });
  }
  const a = parsed.data;
  return inTransaction(ctx, async (tx, ensure) => {
    const { row } = await ensure();
    let customerId = row.customerId;
    const customerValues = { email: a.email.toLowerCase(), firstName: a.firstName, lastName: a.lastName, salutation: a.salutationId, storeKey: ctx.store.key };
    if (!customerId) {
      const [c] = await tx.insert(s.customers).values({ ...customerValues, guest: true, customerNumber: `G${randomToken(10).toUpperCase()}` }).returning();
      customerId = c!.id;
      await tx.update(s.contexts).set({ customerId, updatedAt: new Date() }).where(eq(s.contexts.token, row.token));
      row.customerId = customerId;
    } else {
      await tx.update(s.customers).set(customerValues).where(eq(s.customers.id, customerId));
    }
    const [customer] = await tx.select().from(s.customers).where(eq(s.customers.id, customerId));
    const addressValues = {
      customerId, salutation: a.salutationId, firstName: a.firstName, lastName: a.lastName, street: a.street, zipcode: a.zipcode, city: a.city,
      countryIso: a.countryId, phoneNumber: a.phoneNumber || null, additionalAddressLine1: a.additionalAddressLine1 || null, additionalAddressLine2: a.additionalAddressLine2 || null,
    };
    if (customer!.defaultShippingAddressId) {
      await tx.update(s.addresses).set(addressValues).where(eq(s.addresses.id, customer!.defaultShippingAddressId));
    } else {
      const [addr] = await tx.insert(s.addresses).values(addressValues).returning();
      await tx.update(s.customers).set({ defaultShippingAddressId: addr!.id, defaultBillingAddressId: addr!.id }).where(eq(s.customers.id, customerId));
    }
    return contextDto(tx, ctx, row);
  });
}

/** Sets the context's shipping or payment method after checking the store offers it (spec §7 context mutations). */
async function selectMethod(ctx: ServiceContext, kind: 'shipping' | 'payment', id: string) {
  return inTransaction(ctx, async (tx, ensure) => {
    const methods = kind === 'shipping' ? await shippingMethodsOf(tx, ctx.store.key) : await paymentMethodsOf(tx, ctx.store.key);
    if (!methods.some((m) => m.id === id)) {
      throw kind === 'shipping'
        ? fail('SHIPPING_METHOD_NOT_FOUND', 'This shipping method is not available.')
        : fail('PAYMENT_METHOD_NOT_FOUND', 'This payment method is not available.');
    }
    const { row } = await ensure();
    const column = kind === 'shipping' ? { shippingMethodId: id } : { paymentMethodId: id };
    await tx.update(s.contexts).set({ ...column, updatedAt: new Date() }).where(eq(s.contexts.token, row.token));
    Object.assign(row, column);
    return contextDto(tx, ctx, row);
  });
}

export const updateShippingMethod = (ctx: ServiceContext, id: string) => selectMethod(ctx, 'shipping', id);
export const updatePaymentMethod = (ctx: ServiceContext, id: string) => selectMethod(ctx, 'payment', id);

type OrderRow = typeof s.orders.$inferSelect;

export function orderDto(o: OrderRow) {
  const customer = o.customer as { email: string; firstName: string; lastName: string };
  const billing = o.billingAddress as { zipcode: string };
  return {
    id: o.id, orderNumber: o.orderNumber, deepLinkCode: o.deepLinkCode, billingAddress: { zipcode: billing.zipcode },
    orderCustomer: { email: customer.email, firstName: customer.firstName, lastName: customer.lastName },
    createdAt: (o.createdAt instanceof Date ? o.createdAt : new Date(o.createdAt)).toISOString(),
    number: o.orderNumber, orderType: 'sale', shipmentDate: null,
  };
}

/**
 * Places the cart as an order in ONE transaction (spec §7 placeOrder): locks the cart, returns the
 * order it already became (idempotent), else decrements stock atomically and snapshots the lines.
 */
export async function placeOrder(ctx: ServiceContext, input: { customerComment?: string | null } | null | undefined) {
  return inTransaction(ctx, async (tx, ensure) => {
    const { row, created } = await ensure();
    if (created) throw fail('CART_EMPTY', 'The cart is empty.');
    const [cart] = await tx.select().from(s.carts).where(eq(s.carts.token, row.token)).for('update');
    if (!cart) throw fail('CART_EMPTY', 'The cart is empty.');
    if (cart.placedOrderId) {
      const [existing] = await tx.select().from(s.orders).where(eq(s.orders.id, cart.placedOrderId));
      if (existing) return orderDto(existing);
    }
    const lines = await cartLines(tx, row.token, ctx.lang);
    if (!lines.length) throw fail('CART_EMPTY', 'The cart is empty.');
    const [customer] = row.customerId ? await tx.select().from(s.customers).where(eq(s.customers.id, row.customerId)) : [];
    const [address] = customer?.defaultShippingAddressId ? await tx.select().from(s.addresses).where(eq(s.addresses.id, customer.defaultShippingAddressId)) : [];
    if (!customer || !address) throw fail('ADDRESS_REQUIRED', 'Enter your details and address first.');
    if (!ctx.store.countries.includes(address.countryIso)) throw fail('ADDRESS_REQUIRED', 'The address is not in a country this store ships to.');

    // Atomic stock: one conditional UPDATE per line, in variant order (no deadlocks between orders).
    for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
      if (isComingSoon(line.comingSoonDate)) throw fail('PRODUCT_NOT_AVAILABLE', `${line.name} is not available yet.`);
      const updated = rowsOf<{ id: number }>(await tx.execute(sql`UPDATE variants SET stock = stock - ${line.quantity} WHERE id = ${line.variantId} AND stock >= ${line.quantity} RETURNING id`));
      if (!updated.length) throw fail('OUT_OF_STOCK', `${line.name} (${line.size}) is no longer available in this quantity.`, { referencedId: String(line.variantId) });
    }
    const totals = await cartTotals(tx, ctx.store.key, lines, row.shippingMethodId);
    const payment = await effectivePaymentMethod(tx, ctx.store.key, row.paymentMethodId);
    const seq = rowsOf<{ n: string | number }>(await tx.execute(sql`SELECT nextval('order_number_seq') AS n`));
    const snapshotAddress = {
      salutation: address.salutation, firstName: address.firstName, lastName: address.lastName, street: address.street, zipcode: address.zipcode,
      city: address.city, countryIso: address.countryIso, phoneNumber: address.phoneNumber, additionalAddressLine1: address.additionalAddressLine1, additionalAddressLine2: address.additionalAddressLine2,
    };
    const [order] = await tx
      .insert(s.orders)
      .values({
        orderNumber: String(seq[0]!.n), deepLinkCode: randomToken(32), storeKey: ctx.store.key, cartToken: row.token, customerId: customer.id,
        customer: { email: customer.email, firstName: customer.firstName, lastName: customer.lastName, salutation: customer.salutation, guest: customer.guest },
        billingAddress: snapshotAddress, shippingAddress: snapshotAddress,
        positionCents: totals.positionCents, shippingCents: totals.shippingCents, totalCents: totals.totalCents, netCents: totals.netCents,
        taxLines: [{ taxRate: totals.vatRate, taxCents: totals.taxCents, priceCents: totals.totalCents }], vatRate: totals.vatRate,
        shippingMethodId: totals.shippingMethod?.id ?? null, paymentMethodId: payment?.id ?? null,
        deliveryEarliest: totals.delivery.earliest, deliveryLatest: totals.delivery.latest,
        customerComment: input?.customerComment?.slice(0, 1000) ?? null,
      })
      .returning();
    await tx.insert(s.orderLineItems).values([
      ...totals.lines.map((l, position) => ({
        orderId: order!.id, variantId: l.variantId, sku: l.variantSku, name: l.name, size: l.size, quantity: l.quantity,
        unitPriceCents: l.unitCents, regularPriceCents: l.regularCents, totalCents: l.totalCents, type: 'article', position,
      })),
      {
        orderId: order!.id, variantId: null, sku: totals.shippingMethod?.id ?? 'shipping', name: totals.shippingMethod?.name ?? 'Shipping', size: null, quantity: 1,
        unitPriceCents: totals.shippingCents, regularPriceCents: totals.shippingCents, totalCents: totals.shippingCents, type: 'delivery', position: totals.lines.length,
      },
    ]);
    await tx.update(s.carts).set({ placedOrderId: order!.id, updatedAt: new Date() }).where(eq(s.carts.token, row.token));
    await tx.delete(s.cartLineItems).where(eq(s.cartLineItems.cartToken, row.token));
    return orderDto(order!);
  });
}

/** The order if the caller may see it: placed from this context / by its customer, or the deepLinkCode matches. */
export async function authorizedOrder(db: Tx, ctx: ServiceContext, id: string, deepLinkCode?: string | null): Promise<OrderRow | null> {
  if (!UUID_RE.test(id)) return null;
  const [order] = await db.select().from(s.orders).where(eq(s.orders.id, id)).limit(1);
  if (!order) return null;
  if (deepLinkCode && deepLinkCode === order.deepLinkCode) return order;
  const row = await findContext(db, ctx.token);
  if (!row) return null;
  if (order.cartToken === row.token) return order;
  if (row.customerId && order.customerId === row.customerId) return order;
  return null;
}

export async function orderDetail(ctx: ServiceContext, id: string, deepLinkCode?: string | null) {
  const order = await authorizedOrder(ctx.db, ctx, id, deepLinkCode);
  if (!order) return null;
  const items = await ctx.db.select().from(s.orderLineItems).where(eq(s.orderLineItems.orderId, order.id)).orderBy(asc(s.orderLineItems.position));
  const customer = order.customer as { email: string; firstName: string; lastName: string };
  const rate = order.vatRate;
  const shippingTax = vatOf(order.shippingCents, rate);
  return {
    id: order.id, number: order.orderNumber, createdAt: (order.createdAt instanceof Date ? order.createdAt : new Date(order.createdAt)).toISOString(),
    customer: { email: customer.email, firstName: customer.firstName, lastName: customer.lastName },
    price: {
      netPrice: euros(order.netCents), totalPrice: euros(order.totalCents), positionPrice: euros(order.positionCents),
      calculatedTaxes: [{ tax: euros(order.totalCents - order.netCents), taxRate: rate, price: euros(order.totalCents) }],
    },
    shippingCosts: {
      unitPrice: euros(order.shippingCents), quantity: 1, totalPrice: euros(order.shippingCents),
      calculatedTaxes: [{ tax: euros(shippingTax), taxRate: rate, price: euros(order.shippingCents) }], taxRules: [{ taxRate: rate, percentage: 100 }],
    },
    paymentState: order.paymentState,
    deliveryDate: { earliest: String(order.deliveryEarliest), latest: String(order.deliveryLatest) },
    items: items.map((i) => ({ sku: i.sku, name: i.name, size: i.size, quantity: i.quantity, regularPrice: euros(i.regularPriceCents), salePrice: euros(i.unitPriceCents), type: i.type })),
  };
}

