import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { emitCatalogChange } from '../events';
import { z } from 'zod';
import { COUNTRY_NAMES, type Lang } from '../config/stores';
import * as s from '../db/schema';
import { isComingSoon, productImages } from './catalog';
import { cartLines, cartTotals, contextDto, inTransaction } from './cart';
import { euros, fail, rowsOf, UUID_RE, vatOf, type ServiceContext, type Tx } from './common';
import {
  effectivePaymentMethod,
  effectiveShippingMethod,
  findContext,
  paymentMethodDto,
  paymentMethodsOf,
  randomToken,
  salutationDto,
  shippingMethodDto,
  shippingMethodsOf,
} from './context';
import { cartVoucher, claimVoucher, dropVoucher, VOUCHER_CURRENCY } from './cart-vouchers';
import { currencyOfStore } from './price-list';
import { addressSchema } from './address-input';
import { branchCodeInput } from './branch-code';
import { checkServicePointChoice, type ServicePointChoice } from './service-points/choice';
import { orderServicePoint } from './service-points/order-point';
import { storePickupPlan, takeStoreStock } from './service-points/pickup';
import { sizeTableIdsOfVariants } from './product-extras';

/** Guest details: an address of the store's countries and the email the order confirmation goes to. */
function detailsSchema(countries: string[]) {
  return addressSchema(countries).extend({ email: z.string().trim().max(254).pipe(z.email()) });
}

export type AddressInput = Record<string, unknown>;

/** Guest details (spec §7 updateShippingAddress): validated on the server. */
export async function updateShippingAddress(ctx: ServiceContext, input: AddressInput) {
  const parsed = detailsSchema(ctx.store.countries).safeParse(input);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'input')))];
    throw fail('INVALID_ADDRESS', `Invalid address: ${fields.join(', ')}.`, { fields });
  }
  const a = parsed.data;
  return inTransaction(ctx, async (tx, ensure) => {
    const { row } = await ensure();
    let customerId = row.customerId;
    const customerValues = {
      email: a.email.toLowerCase(),
      firstName: a.firstName,
      lastName: a.lastName,
      salutation: a.salutationId,
      storeKey: ctx.store.key,
    };
    if (!customerId) {
      const [c] = await tx
        .insert(s.customers)
        .values({ ...customerValues, guest: true, customerNumber: `G${randomToken(10).toUpperCase()}` })
        .returning();
      customerId = c!.id;
      await tx.update(s.contexts).set({ customerId, updatedAt: new Date() }).where(eq(s.contexts.token, row.token));
      row.customerId = customerId;
    }
    const [current] = await tx.select().from(s.customers).where(eq(s.customers.id, customerId));
    // An account's email and name change only through its own calls (changeEmail needs the password).
    if (current!.guest) await tx.update(s.customers).set(customerValues).where(eq(s.customers.id, customerId));
    const [customer] = await tx.select().from(s.customers).where(eq(s.customers.id, customerId));
    const addressValues = {
      customerId,
      salutation: a.salutationId,
      firstName: a.firstName,
      lastName: a.lastName,
      street: a.street,
      zipcode: a.zipcode,
      city: a.city,
      countryIso: a.countryId,
      phoneNumber: a.phoneNumber || null,
      additionalAddressLine1: a.additionalAddressLine1 || null,
      additionalAddressLine2: a.additionalAddressLine2 || null,
    };
    // A guest has one address; an account's book keeps its entries and gains this one as the default.
    if (customer!.guest && customer!.defaultShippingAddressId) {
      await tx.update(s.addresses).set(addressValues).where(eq(s.addresses.id, customer!.defaultShippingAddressId));
    } else {
      const [addr] = await tx.insert(s.addresses).values(addressValues).returning();
      await tx
        .update(s.customers)
        .set({ defaultShippingAddressId: addr!.id, defaultBillingAddressId: addr!.id })
        .where(eq(s.customers.id, customerId));
    }
    return contextDto(tx, ctx, row);
  });
}

/**
 * Sets the context's payment method, or its shipping method and pickup point (`point`: the checked
 * point for a method with a provider, null otherwise), after checking the store offers the method
 * (spec §7 context mutations).
 */
async function selectMethod(
  ctx: ServiceContext,
  kind: 'shipping' | 'payment',
  id: string,
  choice?: ServicePointChoice | null,
) {
  return inTransaction(ctx, async (tx, ensure) => {
    const methods =
      kind === 'shipping' ? await shippingMethodsOf(tx, ctx.store.key) : await paymentMethodsOf(tx, ctx.store.key);
    const method = methods.find((m) => m.id === id);
    if (!method) {
      throw kind === 'shipping'
        ? fail('SHIPPING_METHOD_NOT_FOUND', 'This shipping method is not available.')
        : fail('PAYMENT_METHOD_NOT_FOUND', 'This payment method is not available.');
    }
    const provider = 'servicePointsProvider' in method ? method.servicePointsProvider : null;
    const servicePoint =
      provider && 'servicePointTypes' in method
        ? await checkServicePointChoice(
            ctx,
            tx,
            { servicePointsProvider: provider, servicePointTypes: method.servicePointTypes },
            choice,
          )
        : null;
    const { row } = await ensure();
    const column = kind === 'shipping' ? { shippingMethodId: id, servicePoint } : { paymentMethodId: id };
    await tx
      .update(s.contexts)
      .set({ ...column, updatedAt: new Date() })
      .where(eq(s.contexts.token, row.token));
    Object.assign(row, column);
    return contextDto(tx, ctx, row);
  });
}

/**
 * §7 updateShippingMethod: the store's method `id`; a method with service_points_provider needs
 * `servicePoint` (checked by checkServicePointChoice, stored as read from its provider), a method
 * without one clears the context's point. On an error nothing changes.
 */
export const updateShippingMethod = (ctx: ServiceContext, id: string, servicePoint?: ServicePointChoice | null) =>
  selectMethod(ctx, 'shipping', id, servicePoint);
export const updatePaymentMethod = (ctx: ServiceContext, id: string) => selectMethod(ctx, 'payment', id);

type OrderRow = typeof s.orders.$inferSelect;

/** The address snapshot placeOrder stores in orders.billing_address / shipping_address. */
interface AddressSnapshot {
  salutation: string | null;
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
  countryIso: string;
  phoneNumber: string | null;
  additionalAddressLine1: string | null;
  additionalAddressLine2: string | null;
  /** A pickup order's point: shipping_address_service_point as a JSON string (spec §3 'Address'). */
  customFields?: { shipping_address_service_point: string } | null;
}

/** An address row as the order keeps it, unchanged by later edits of the book. */
function addressSnapshot(address: typeof s.addresses.$inferSelect): AddressSnapshot {
  return {
    salutation: address.salutation,
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    zipcode: address.zipcode,
    city: address.city,
    countryIso: address.countryIso,
    phoneNumber: address.phoneNumber,
    additionalAddressLine1: address.additionalAddressLine1,
    additionalAddressLine2: address.additionalAddressLine2,
  };
}

/** OrderAddress (schema) of an order's address snapshot; the country name in `lang`. */
export function orderAddressDto(snapshot: unknown, lang: Lang) {
  const a = snapshot as AddressSnapshot;
  return {
    zipcode: a.zipcode,
    salutation: salutationDto(a.salutation, lang),
    firstName: a.firstName,
    lastName: a.lastName,
    street: a.street,
    city: a.city,
    country: { id: a.countryIso, iso: a.countryIso, name: COUNTRY_NAMES[a.countryIso]?.[lang] ?? a.countryIso },
    countryId: a.countryIso,
    phoneNumber: a.phoneNumber ?? null,
    additionalAddressLine1: a.additionalAddressLine1 ?? null,
    additionalAddressLine2: a.additionalAddressLine2 ?? null,
    customFields: a.customFields ?? null,
  };
}

/** Order (spec §3 'Order after placing') of an order row; addresses in `lang`. */
export function orderDto(o: OrderRow, lang: Lang) {
  const customer = o.customer as { email: string; firstName: string; lastName: string };
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    deepLinkCode: o.deepLinkCode,
    billingAddress: orderAddressDto(o.billingAddress, lang),
    orderCustomer: { email: customer.email, firstName: customer.firstName, lastName: customer.lastName },
    createdAt: (o.createdAt instanceof Date ? o.createdAt : new Date(o.createdAt)).toISOString(),
    number: o.orderNumber,
    orderType: o.orderType,
    shipmentDate: null,
  };
}

/**
 * Places the cart as an order in ONE transaction (spec §7 placeOrder): locks the cart, returns the
 * order it already became (idempotent), else decrements stock atomically and snapshots the lines.
 * `branchCode` (an order placed on a store's tablet, spec §4 'Tabletop session status') is kept on
 * the order, whose orderType becomes `tabletop`.
 * @throws GraphQLError INVALID_INPUT (`fields: ['branchCode']`) when no store has the branch code;
 * CART_EMPTY, ADDRESS_REQUIRED, OUT_OF_STOCK, VOUCHER_NOT_AVAILABLE …
 */
export async function placeOrder(
  ctx: ServiceContext,
  input: { customerComment?: string | null; branchCode?: string | null } | null | undefined,
) {
  const branchCode = await branchCodeInput(ctx.db, input?.branchCode, 'branchCode');
  // Products whose stock this call took, announced once the transaction committed.
  let stockTaken: string[] = [];
  const order = await inTransaction(ctx, async (tx, ensure) => {
    const { row, created } = await ensure();
    if (created) throw fail('CART_EMPTY', 'The cart is empty.');
    const [cart] = await tx.select().from(s.carts).where(eq(s.carts.token, row.token)).for('update');
    if (!cart) throw fail('CART_EMPTY', 'The cart is empty.');
    if (cart.placedOrderId) {
      const [existing] = await tx.select().from(s.orders).where(eq(s.orders.id, cart.placedOrderId));
      if (existing) return orderDto(existing, ctx.lang);
    }
    const lines = await cartLines(tx, row.token, ctx.lang, ctx.store.currency);
    if (!lines.length) throw fail('CART_EMPTY', 'The cart is empty.');
    const [customer] = row.customerId
      ? await tx.select().from(s.customers).where(eq(s.customers.id, row.customerId))
      : [];
    const [address] = customer?.defaultShippingAddressId
      ? await tx.select().from(s.addresses).where(eq(s.addresses.id, customer.defaultShippingAddressId))
      : [];
    if (!customer || !address) throw fail('ADDRESS_REQUIRED', 'Enter your details and address first.');
    if (!ctx.store.countries.includes(address.countryIso))
      throw fail('ADDRESS_REQUIRED', 'The address is not in a country this store ships to.');
    const method = await effectiveShippingMethod(tx, ctx.store.key, row.shippingMethodId);
    const servicePoint = await orderServicePoint(ctx, tx, method, row.servicePoint);

    for (const line of lines)
      if (isComingSoon(line.comingSoonDate)) throw fail('PRODUCT_NOT_AVAILABLE', `${line.name} is not available yet.`);
    // A store pickup the store can serve takes the store's stock; everything else the distribution centre's.
    const plan = await storePickupPlan(tx, servicePoint, lines);
    const pickup = plan && (await takeStoreStock(tx, plan.storeId, lines)) ? plan : null;
    // Atomic stock: one conditional UPDATE per line, in variant order (no deadlocks between orders).
    for (const line of pickup ? [] : [...lines].sort((a, b) => a.variantId - b.variantId)) {
      const updated = rowsOf<{ id: number }>(
        await tx.execute(
          sql`UPDATE variants SET stock = stock - ${line.quantity} WHERE id = ${line.variantId} AND stock >= ${line.quantity} RETURNING id`,
        ),
      );
      if (!updated.length)
        throw fail('OUT_OF_STOCK', `${line.name} (${line.size}) is no longer available in this quantity.`, {
          referencedId: String(line.variantId),
        });
    }
    stockTaken = lines.map((line) => line.sku);
    // Club vouchers count in euro stores only (the cart showed none elsewhere).
    const voucherCounts = ctx.store.currency === VOUCHER_CURRENCY;
    const voucher = voucherCounts ? await cartVoucher(tx, row.token, cart.voucherId) : null;
    // A voucher in the cart that can no longer be used (taken by another order, expired) stops the
    // order: the shopper must not pay more than the cart promised without being told.
    if (voucherCounts && cart.voucherId && !voucher)
      throw fail('VOUCHER_NOT_AVAILABLE', 'This voucher can no longer be used.');
    const totals = await cartTotals(tx, ctx.store.key, lines, row.shippingMethodId, voucher);
    const payment = await effectivePaymentMethod(tx, ctx.store.key, row.paymentMethodId);
    const seq = rowsOf<{ n: string | number }>(await tx.execute(sql`SELECT nextval('order_number_seq') AS n`));
    // An account may bill to another address of its book; a guest has one address for both.
    const [billing] =
      customer.defaultBillingAddressId && customer.defaultBillingAddressId !== address.id
        ? await tx.select().from(s.addresses).where(eq(s.addresses.id, customer.defaultBillingAddressId))
        : [address];
    const [order] = await tx
      .insert(s.orders)
      .values({
        orderNumber: String(seq[0]!.n),
        deepLinkCode: randomToken(32),
        storeKey: ctx.store.key,
        cartToken: row.token,
        customerId: customer.id,
        customer: {
          email: customer.email,
          firstName: customer.firstName,
          lastName: customer.lastName,
          salutation: customer.salutation,
          guest: customer.guest,
        },
        billingAddress: addressSnapshot(billing ?? address),
        shippingAddress: {
          ...addressSnapshot(address),
          customFields: servicePoint ? { shipping_address_service_point: JSON.stringify(servicePoint) } : null,
        },
        positionCents: totals.positionCents,
        shippingCents: totals.shippingCents,
        totalCents: totals.totalCents,
        netCents: totals.netCents,
        taxLines: [{ taxRate: totals.vatRate, taxCents: totals.taxCents, priceCents: totals.totalCents }],
        vatRate: totals.vatRate,
        shippingMethodId: totals.shippingMethod?.id ?? null,
        paymentMethodId: payment?.id ?? null,
        deliveryEarliest: pickup?.readyDate ?? totals.delivery.earliest,
        deliveryLatest: pickup?.readyDate ?? totals.delivery.latest,
        pickupStoreId: pickup?.storeId ?? null,
        customerComment: input?.customerComment?.slice(0, 1000) ?? null,
        branchCode,
        orderType: branchCode ? 'tabletop' : 'sale',
      })
      .returning();
    await tx.insert(s.orderLineItems).values([
      ...totals.lines.map((l, position) => ({
        orderId: order!.id,
        variantId: l.variantId,
        sku: l.variantSku,
        name: l.name,
        size: l.size,
        quantity: l.quantity,
        unitPriceCents: l.unitCents,
        regularPriceCents: l.regularCents,
        totalCents: l.totalCents,
        type: 'article',
        position,
      })),
      {
        orderId: order!.id,
        variantId: null,
        sku: totals.shippingMethod?.id ?? 'shipping',
        name: totals.shippingMethod?.name ?? 'Shipping',
        size: null,
        quantity: 1,
        unitPriceCents: totals.shippingCents,
        regularPriceCents: totals.shippingCents,
        totalCents: totals.shippingCents,
        type: 'delivery',
        position: totals.lines.length,
      },
      ...(totals.voucher
        ? [
            {
              orderId: order!.id,
              variantId: null,
              sku: totals.voucher.barcode,
              name: 'Voucher',
              size: null,
              quantity: 1,
              unitPriceCents: -totals.discountCents,
              regularPriceCents: -totals.discountCents,
              totalCents: -totals.discountCents,
              type: 'discount',
              position: totals.lines.length + 1,
            },
          ]
        : []),
    ]);
    // One conditional UPDATE: of checkouts racing with one voucher, one order gets it; the others
    // roll back whole (stock included) and the shopper sees why.
    if (totals.voucher && !(await claimVoucher(tx, totals.voucher, order!.id)))
      throw fail('VOUCHER_NOT_AVAILABLE', 'This voucher has just been used for another order.');
    await tx
      .update(s.carts)
      .set({ placedOrderId: order!.id, voucherId: null, updatedAt: new Date() })
      .where(eq(s.carts.token, row.token));
    await tx.delete(s.cartLineItems).where(eq(s.cartLineItems.cartToken, row.token));
    return orderDto(order!, ctx.lang);
  }).catch(async (error: unknown) => {
    // The order rolled back; the voucher that stopped it leaves the cart, so the next try is told the
    // real total instead of failing again.
    if (isVoucherUnavailable(error) && ctx.token) await dropVoucher(ctx.db, ctx.token);
    throw error;
  });
  emitCatalogChange({ kind: 'stock', skus: stockTaken });
  return order;
}

const isVoucherUnavailable = (error: unknown) =>
  (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'VOUCHER_NOT_AVAILABLE';

/** The order if the caller may see it: placed from this context / by its customer, or the deepLinkCode matches. */
export async function authorizedOrder(
  db: Tx,
  ctx: ServiceContext,
  id: string,
  deepLinkCode?: string | null,
): Promise<OrderRow | null> {
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

/** Product facts of article lines for the finish page, keyed by variant id: image, url, brand, colour in `lang`. */
async function orderItemProducts(db: Tx, variantIds: number[], lang: Lang) {
  if (!variantIds.length) return new Map<number, { image: string; url: string; brand: string; color: string }>();
  const rows = await db
    .select({
      variantId: s.variants.id,
      sku: s.products.sku,
      brand: s.brands.name,
      slug: s.productTranslations.slug,
      color: s.productTranslations.colorName,
    })
    .from(s.variants)
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .innerJoin(s.brands, eq(s.brands.id, s.products.brandId))
    .innerJoin(
      s.productTranslations,
      and(eq(s.productTranslations.productId, s.products.id), eq(s.productTranslations.lang, lang)),
    )
    .where(inArray(s.variants.id, variantIds));
  return new Map(
    rows.map((r) => [
      r.variantId,
      { image: productImages(r.sku).image, url: `/${r.slug}/`, brand: r.brand, color: r.color },
    ]),
  );
}

/**
 * §7 SwOrder: the order detail a finish page shows (OrderDetail in the schema), or null when the
 * order does not exist or the caller may not see it (see authorizedOrder). Money in euros incl.
 * VAT; item prices are unit prices; addresses, country and product names in the request's store
 * language; the shipping and payment methods as they are now (null when deleted).
 */
export async function orderDetail(ctx: ServiceContext, id: string, deepLinkCode?: string | null) {
  const order = await authorizedOrder(ctx.db, ctx, id, deepLinkCode);
  if (!order) return null;
  const items = await ctx.db
    .select()
    .from(s.orderLineItems)
    .where(eq(s.orderLineItems.orderId, order.id))
    .orderBy(asc(s.orderLineItems.position));
  const articleVariants = items.filter((i) => i.type === 'article' && i.variantId != null).map((i) => i.variantId!);
  // Methods by id, also inactive ones: the order keeps the method it was placed with.
  const [products, sizeTables, [shipping], [payment]] = await Promise.all([
    orderItemProducts(ctx.db, articleVariants, ctx.lang),
    sizeTableIdsOfVariants(ctx.db, articleVariants),
    order.shippingMethodId
      ? ctx.db.select().from(s.shippingMethods).where(eq(s.shippingMethods.id, order.shippingMethodId)).limit(1)
      : [],
    order.paymentMethodId
      ? ctx.db.select().from(s.paymentMethods).where(eq(s.paymentMethods.id, order.paymentMethodId)).limit(1)
      : [],
  ]);
  const customer = order.customer as { email: string; firstName: string; lastName: string };
  const rate = order.vatRate;
  const shippingTax = vatOf(order.shippingCents, rate);
  return {
    id: order.id,
    number: order.orderNumber,
    createdAt: (order.createdAt instanceof Date ? order.createdAt : new Date(order.createdAt)).toISOString(),
    currency: currencyOfStore(order.storeKey),
    customer: { email: customer.email, firstName: customer.firstName, lastName: customer.lastName },
    price: {
      netPrice: euros(order.netCents),
      totalPrice: euros(order.totalCents),
      positionPrice: euros(order.positionCents),
      calculatedTaxes: [
        { tax: euros(order.totalCents - order.netCents), taxRate: rate, price: euros(order.totalCents) },
      ],
    },
    shippingCosts: {
      unitPrice: euros(order.shippingCents),
      quantity: 1,
      totalPrice: euros(order.shippingCents),
      calculatedTaxes: [{ tax: euros(shippingTax), taxRate: rate, price: euros(order.shippingCents) }],
      taxRules: [{ taxRate: rate, percentage: 100 }],
    },
    paymentState: order.paymentState,
    deliveryDate: { earliest: String(order.deliveryEarliest), latest: String(order.deliveryLatest) },
    items: items.map((i) => {
      const product = i.type === 'article' && i.variantId != null ? products.get(i.variantId) : undefined;
      return {
        sku: i.sku,
        name: i.name,
        size: i.size,
        quantity: i.quantity,
        regularPrice: euros(i.regularPriceCents),
        salePrice: euros(i.unitPriceCents),
        type: i.type,
        image: product?.image ?? null,
        url: product?.url ?? null,
        brand: product?.brand ?? null,
        color: product?.color ?? null,
        sizeTableId: i.type === 'article' && i.variantId != null ? (sizeTables.get(i.variantId) ?? null) : null,
      };
    }),
    shippingAddress: orderAddressDto(order.shippingAddress, ctx.lang),
    billingAddress: orderAddressDto(order.billingAddress, ctx.lang),
    shippingMethod: shipping ? shippingMethodDto(shipping) : null,
    paymentMethod: payment ? paymentMethodDto(payment) : null,
  };
}
