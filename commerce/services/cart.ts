import { and, asc, eq, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import {
  DELIVERY_DAYS_SHORT,
  DELIVERY_DAYS_NOT_IN_STOCK,
  inStockDeliveryDays,
  MAX_LINE_QUANTITY,
  STORES,
  type Currency,
  type StoreKey,
} from '../config/stores';
import { SIZE_ATTRIBUTE } from '../catalog/attributes';
import { isComingSoon, loadProducts, productImages } from './catalog';
import { pointOfMethod, type ChosenServicePoint } from './service-points/choice';
import { storePickupPlan, type StorePickupPlan } from './service-points/pickup';
import { addDeliveryDays, euros, fail, today, UUID_RE, vatOf, type ServiceContext, type Tx } from './common';
import {
  attachVoucher,
  cartVoucher,
  detachVoucher,
  promotionLineId,
  VOUCHER_CURRENCY,
  voucherDiscountCents,
  type VoucherRow,
} from './cart-vouchers';
import { pricesIn, repriced } from './price-list';
import {
  customerDto,
  effectivePaymentMethod,
  effectiveShippingMethod,
  ensureContext,
  findContext,
  lastOrderOf,
  paymentMethodDto,
  randomToken,
  shippingMethodDto,
} from './context';

export interface CartLine {
  lineId: string;
  variantId: number;
  productId: number;
  quantity: number;
  stock: number;
  deliveryTime: string | null;
  size: string;
  variantSku: string;
  sku: string;
  name: string;
  description: string;
  slug: string;
  unitCents: number;
  regularCents: number;
  comingSoonDate: string | null;
}

/**
 * The product lines of the cart of `token`, oldest first, with names in `lang` and prices in
 * `currency` (a line whose product has no price in it is left out: not for sale in this store).
 */
export async function cartLines(db: Tx, token: string, lang: string, currency: Currency): Promise<CartLine[]> {
  return (await cartContents(db, token, lang, currency)).lines;
}

/**
 * The cart's product lines and the id of the voucher kept in it, in one read: the voucher's column
 * comes with the lines (null for an empty cart, whose voucher never counts).
 */
async function cartContents(
  db: Tx,
  token: string,
  lang: string,
  currency: Currency,
): Promise<{ lines: CartLine[]; voucherId: string | null }> {
  const rows = await db
    .select({
      l: s.cartLineItems,
      v: s.variants,
      p: s.products,
      t: s.productTranslations,
      voucherId: s.carts.voucherId,
    })
    .from(s.cartLineItems)
    .innerJoin(s.carts, eq(s.carts.token, s.cartLineItems.cartToken))
    .innerJoin(s.variants, eq(s.variants.id, s.cartLineItems.variantId))
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .innerJoin(
      s.productTranslations,
      and(eq(s.productTranslations.productId, s.products.id), eq(s.productTranslations.lang, lang)),
    )
    .where(eq(s.cartLineItems.cartToken, token))
    .orderBy(asc(s.cartLineItems.createdAt), asc(s.cartLineItems.variantId));
  const prices = await pricesIn(
    db,
    currency,
    rows.map(({ p }) => p.id),
  );
  const lines = rows
    .flatMap(({ l, v, p: product, t }) => {
      const p = repriced(product, prices);
      return p ? [{ l, v, p, t }] : [];
    })
    .map(({ l, v, p, t }) => ({
      lineId: l.id,
      variantId: v.id,
      productId: p.id,
      quantity: l.quantity,
      stock: v.stock,
      deliveryTime: v.deliveryTime,
      size: v.size,
      variantSku: v.sku,
      sku: p.sku,
      name: t.name,
      description: t.description,
      slug: t.slug,
      unitCents: p.salePriceCents ?? p.priceCents,
      regularCents: p.priceCents,
      comingSoonDate: p.comingSoonDate,
    }));
  return { lines, voucherId: rows[0]?.voucherId ?? null };
}

/** Days of a delivery time such as '3-4 weeks' or '5 days'. */
export function parseDeliveryTime(value: string): [number, number] | null {
  const m = /(\d+)\s*(?:-|–|to|tot|à|bis)?\s*(\d+)?\s*(day|dag|jour|tag|week|sem|woche)/i.exec(value);
  if (!m) return null;
  const unit = /^(week|sem|woche)/i.test(m[3]!) ? 7 : 1;
  const a = Number(m[1]) * unit;
  const b = Number(m[2] ?? m[1]) * unit;
  return [Math.min(a, b), Math.max(a, b)];
}

/** A shipping method's own window in delivery days ([min, max]), or null for the §9 default. */
export function methodWindow(
  method: { deliveryMinDays: number | null; deliveryMaxDays: number | null } | null | undefined,
): [number, number] | null {
  if (method?.deliveryMinDays == null) return null;
  const min = Math.max(0, method.deliveryMinDays);
  return [min, Math.max(min, method.deliveryMaxDays ?? min)];
}

/**
 * Spec §9 delivery promise as ISO dates `{ earliest, latest }`, counted in delivery days (Monday to
 * Saturday, so never a Sunday) from `from` (YYYY-MM-DD, default the shop's today):
 * - every line in stock at the distribution centre: the shipping method's own window (`method`,
 *   e.g. [1, 1] for next-day express), else the store's in-stock window (`inStockDays`: the short
 *   1-3, or the long 3-5 of a cross-border store, config/stores.ts `inStockDeliveryDays`);
 * - otherwise DELIVERY_DAYS_NOT_IN_STOCK (5-8), whatever the method: express cannot ship what the
 *   distribution centre does not have;
 * - a variant's delivery time ('3-4 weeks') extends the window when it is longer.
 */
export function deliveryWindow(
  lines: { quantity: number; stock: number; deliveryTime: string | null }[],
  from = today(),
  method: [number, number] | null = null,
  inStockDays: readonly [number, number] = DELIVERY_DAYS_SHORT,
): { earliest: string; latest: string } {
  const inStock = lines.every((l) => l.stock >= l.quantity);
  let range: [number, number] = inStock ? [...(method ?? inStockDays)] : [...DELIVERY_DAYS_NOT_IN_STOCK];
  for (const l of lines) {
    const parsed = l.deliveryTime ? parseDeliveryTime(l.deliveryTime) : null;
    if (parsed) range = [Math.max(range[0], parsed[0]), Math.max(range[1], parsed[1])];
  }
  return { earliest: addDeliveryDays(from, range[0]), latest: addDeliveryDays(from, range[1]) };
}

export interface CartTotals {
  lines: (CartLine & { totalCents: number; taxCents: number })[];
  positionCents: number;
  shippingCents: number;
  shippingTaxCents: number;
  totalCents: number;
  taxCents: number;
  netCents: number;
  vatRate: number;
  shippingMethod: typeof s.shippingMethods.$inferSelect | null;
  delivery: { earliest: string; latest: string };
  /** The club voucher counted, and its discount in cents (VAT incl.; 0 without one). */
  voucher: VoucherRow | null;
  discountCents: number;
  /** A store pickup the chosen store serves from its own stock; null otherwise. */
  pickup: StorePickupPlan | null;
}

/** The context's stored pickup point, read only when the shipping method has a provider. */
export type ServicePointSource = () => Promise<unknown>;

/**
 * The cart's money and delivery promise. `servicePoint` reads the context's pickup point: a store
 * that holds every line makes the promise its ready-for-pickup date (service-points/pickup.ts);
 * anything else keeps the §9 promise from distribution-centre stock.
 */
export async function cartTotals(
  db: Tx,
  storeKey: StoreKey,
  lines: CartLine[],
  shippingMethodId: string | null | undefined,
  voucher: VoucherRow | null = null,
  servicePoint: ServicePointSource = async () => null,
): Promise<CartTotals> {
  const vatRate = STORES[storeKey].vatRate;
  const priced = lines.map((l) => {
    const totalCents = l.unitCents * l.quantity;
    return { ...l, totalCents, taxCents: vatOf(totalCents, vatRate) };
  });
  const positionCents = priced.reduce((sum, l) => sum + l.totalCents, 0);
  const shippingMethod = await effectiveShippingMethod(db, storeKey, shippingMethodId);
  let shippingCents = 0;
  if (priced.length && shippingMethod) {
    shippingCents =
      shippingMethod.freeFromCents != null && positionCents >= shippingMethod.freeFromCents
        ? 0
        : shippingMethod.priceCents;
  }
  const shippingTaxCents = vatOf(shippingCents, vatRate);
  // The voucher lowers the articles' total (and their VAT); free shipping still counts the full price.
  const discountCents = voucherDiscountCents(voucher, positionCents);
  const taxCents = priced.reduce((sum, l) => sum + l.taxCents, 0) - vatOf(discountCents, vatRate) + shippingTaxCents;
  const totalCents = positionCents - discountCents + shippingCents;
  const point =
    shippingMethod?.servicePointsProvider === 'stores' ? pointOfMethod(await servicePoint(), shippingMethod) : null;
  const pickup = await storePickupPlan(db, point, priced);
  return {
    lines: priced,
    positionCents,
    shippingCents,
    shippingTaxCents,
    totalCents,
    taxCents,
    netCents: totalCents - taxCents,
    vatRate,
    shippingMethod,
    delivery: pickup
      ? { earliest: pickup.readyDate, latest: pickup.readyDate }
      : deliveryWindow(priced, today(), methodWindow(shippingMethod), inStockDeliveryDays(storeKey)),
    voucher: discountCents > 0 ? voucher : null,
    discountCents,
    pickup,
  };
}

function calculatedPrice(unitCents: number, quantity: number, totalCents: number, taxCents: number, vatRate: number) {
  return {
    unitPrice: euros(unitCents),
    quantity,
    totalPrice: euros(totalCents),
    calculatedTaxes: [{ tax: euros(taxCents), taxRate: vatRate, price: euros(totalCents) }],
    taxRules: [{ taxRate: vatRate, percentage: 100 }],
  };
}

/** The pickup point stored with a context (contexts.service_point), or null. */
export function contextServicePoint(db: Tx, token: string): ServicePointSource {
  return async () => {
    const [row] = await db
      .select({ servicePoint: s.contexts.servicePoint })
      .from(s.contexts)
      .where(eq(s.contexts.token, token))
      .limit(1);
    return row?.servicePoint ?? null;
  };
}

/** The Cart (spec §3) of a token in the request's store. */
export async function buildCart(db: Tx, ctx: ServiceContext, token: string, shippingMethodId?: string | null) {
  const { lines, voucherId } = await cartContents(db, token, ctx.lang, ctx.store.currency);
  // Only a cart holding a voucher looks it up (an empty cart holds none that counts); club
  // vouchers are in euros and count in a euro store only.
  const attachedVoucher =
    voucherId && ctx.store.currency === VOUCHER_CURRENCY ? await cartVoucher(db, token, voucherId) : null;
  const totals = await cartTotals(
    db,
    ctx.store.key,
    lines,
    shippingMethodId,
    attachedVoucher,
    contextServicePoint(db, token),
  );
  const { vatRate } = totals;
  const sizeGroup = SIZE_ATTRIBUTE[ctx.lang];
  // CartItem.product loads only when selected, once for all lines, after `db` (maybe a mutation's
  // transaction, committed by then) is done: hence the request's own database.
  let products: Promise<Map<number, unknown>> | undefined;
  const productOf = (id: number) => async () => {
    products ??= loadProducts(
      ctx.db,
      lines.map((l) => l.productId),
      ctx.store,
      ctx.lang,
    );
    return (await products).get(id) ?? null;
  };
  const errors: CartError[] = [];
  for (const l of totals.lines) {
    if (l.stock < l.quantity)
      errors.push({
        key: `product-stock-reached-${l.lineId}`,
        messageKey: 'product-stock-reached',
        message: `Only ${l.stock} left of ${l.name} (${l.size}).`,
        level: 10,
      });
  }
  // A voucher kept in the cart that does not count yet: the shopper learns why instead of seeing nothing.
  if (attachedVoucher && !totals.voucher && totals.lines.length > 0)
    errors.push({
      key: `promotion-minimum-not-reached-${attachedVoucher.id}`,
      messageKey: 'promotion-minimum-not-reached',
      message: `This voucher applies from a purchase of ${euros(attachedVoucher.minPurchaseCents).toFixed(2)} euros.`,
      level: 10,
    });
  return {
    name: 'frontend-cart',
    token,
    items: [
      ...totals.lines.map((l) => ({
        id: l.lineId,
        referencedId: String(l.variantId),
        name: l.name,
        description: l.description,
        modified: false,
        quantity: l.quantity,
        label: l.name,
        type: 'product',
        removable: true,
        stackable: true,
        image: productImages(l.sku).image,
        url: `/${l.slug}/`,
        payload: {
          options: [{ group: sizeGroup, option: l.size }],
          stock: l.stock,
          productNumber: l.variantSku,
          size: l.size,
        },
        product: productOf(l.productId),
        price: calculatedPrice(l.unitCents, l.quantity, l.totalCents, l.taxCents, vatRate),
        deliveryInformation: {
          stock: l.stock,
          weight: null,
          height: null,
          width: null,
          length: null,
          freeDelivery: false,
          restockTime: null,
          deliveryTime: l.deliveryTime,
        },
      })),
      ...(totals.voucher ? [promotionItem(totals.voucher, totals.discountCents, vatRate)] : []),
    ],
    price: {
      netPrice: euros(totals.netCents),
      totalPrice: euros(totals.totalCents),
      positionPrice: euros(totals.positionCents),
      calculatedTaxes: [{ tax: euros(totals.taxCents), taxRate: vatRate, price: euros(totals.totalCents) }],
    },
    deliveries:
      lines.length && totals.shippingMethod
        ? [
            {
              shippingCosts: calculatedPrice(
                totals.shippingCents,
                1,
                totals.shippingCents,
                totals.shippingTaxCents,
                vatRate,
              ),
              shippingMethod: shippingMethodDto(totals.shippingMethod),
              deliveryDate: totals.delivery,
            },
          ]
        : [],
    errors,
  };
}

/** The cart line of a club voucher: type promotion, a negative price, removable (§7 item removal). */
function promotionItem(voucher: VoucherRow, discountCents: number, vatRate: number) {
  const label = `Voucher ${voucher.barcode}`;
  return {
    id: promotionLineId(voucher),
    referencedId: voucher.barcode,
    name: label,
    description: null,
    modified: false,
    quantity: 1,
    label,
    type: 'promotion',
    removable: true,
    stackable: false,
    image: null,
    url: null,
    payload: { options: [], stock: 1, productNumber: voucher.barcode, size: null },
    product: async () => null,
    price: calculatedPrice(-discountCents, 1, -discountCents, -vatOf(discountCents, vatRate), vatRate),
    deliveryInformation: {
      stock: 1,
      weight: null,
      height: null,
      width: null,
      length: null,
      freeDelivery: false,
      restockTime: null,
      deliveryTime: null,
    },
  };
}

/** Cart for a read: the stored context's cart, or an empty cart of a fresh (unstored) token. */
export async function getCart(ctx: ServiceContext) {
  const row = await findContext(ctx.db, ctx.token);
  return buildCart(ctx.db, ctx, row?.token ?? randomToken(), row?.shippingMethodId);
}

/** The Context (spec §3); reads never store anything. */
export async function contextDto(db: Tx, ctx: ServiceContext, row: typeof s.contexts.$inferSelect | null) {
  const token = row?.token ?? randomToken();
  const [shipping, payment, customer, lastOrder] = await Promise.all([
    effectiveShippingMethod(db, ctx.store.key, row?.shippingMethodId),
    effectivePaymentMethod(db, ctx.store.key, row?.paymentMethodId),
    customerDto(db, row?.customerId ?? null, ctx),
    row ? lastOrderOf(db, row.token) : null,
  ]);
  const cart = await buildCart(db, ctx, token, row?.shippingMethodId);
  const servicePoint = pointOfMethod(row?.servicePoint, shipping);
  return {
    token,
    cart,
    cartStatus: lastOrder
      ? {
          status: lastOrder.paymentState,
          order: { id: lastOrder.id, state: lastOrder.paymentState, redirectUrl: null },
          recover:
            (lastOrder.paymentState === 'failed' || lastOrder.paymentState === 'cancelled') &&
            !lastOrder.restored &&
            cart.items.length === 0,
        }
      : null,
    customer: withServicePoint(customer, servicePoint),
    salesChannel: {
      id: String(ctx.store.id),
      countryId: ctx.store.country,
      storeKey: ctx.store.key,
      currencyIso: ctx.store.currency,
    },
    shippingMethod: shipping ? shippingMethodDto(shipping) : null,
    paymentMethod: payment ? paymentMethodDto(payment) : null,
    servicePoint,
  };
}

/**
 * The context's customer with the chosen pickup point as its active shipping address's
 * customFields.shipping_address_service_point (a JSON string, spec §3 'Address'); the address book
 * itself is not changed.
 */
function withServicePoint<C extends { activeShippingAddress: { customFields: unknown } | null }>(
  customer: C | null,
  point: ChosenServicePoint | null,
): C | null {
  if (!customer?.activeShippingAddress || !point) return customer;
  return {
    ...customer,
    activeShippingAddress: {
      ...customer.activeShippingAddress,
      customFields: { shipping_address_service_point: JSON.stringify(point) },
    },
  };
}

export async function getContext(ctx: ServiceContext) {
  return contextDto(ctx.db, ctx, await findContext(ctx.db, ctx.token));
}

// ---------------------------------------------------------------- mutations

/** Runs a write in one transaction; a context created by it is announced only after commit. */
export async function inTransaction<T>(
  ctx: ServiceContext,
  fn: (tx: Tx, ensure: () => ReturnType<typeof ensureContext>) => Promise<T>,
): Promise<T> {
  let created: string | undefined;
  const result = await ctx.db.transaction(async (tx) => {
    const ensure = async () => {
      const res = await ensureContext(tx, ctx);
      if (res.created) created = res.row.token;
      return res;
    };
    return fn(tx, ensure);
  });
  if (created) ctx.issuedToken = created;
  return result;
}

function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1)
    throw fail('INVALID_QUANTITY', 'The quantity must be a whole number of at least 1.');
  if (quantity > MAX_LINE_QUANTITY)
    throw fail('QUANTITY_TOO_HIGH', `At most ${MAX_LINE_QUANTITY} per item.`, { max: MAX_LINE_QUANTITY });
}

async function lockCart(tx: Tx, token: string, storeKey: string) {
  await tx.insert(s.carts).values({ token, storeKey }).onConflictDoNothing();
  const [cart] = await tx.select().from(s.carts).where(eq(s.carts.token, token)).for('update');
  return cart!;
}

/** The variant a line adds: one that exists and, in a store with its own price list, has a price in it. */
async function variantForCart(tx: Tx, referencedId: string, currency: Currency) {
  if (!/^\d{1,9}$/.test(referencedId)) throw fail('PRODUCT_NOT_FOUND', 'This product does not exist.');
  const [row] = await tx
    .select({ v: s.variants, comingSoonDate: s.products.comingSoonDate })
    .from(s.variants)
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .where(eq(s.variants.id, Number(referencedId)))
    .limit(1);
  const prices = row ? await pricesIn(tx, currency, [row.v.productId]) : null;
  if (!row || (prices && !prices.has(row.v.productId))) throw fail('PRODUCT_NOT_FOUND', 'This product does not exist.');
  if (isComingSoon(row.comingSoonDate)) throw fail('PRODUCT_NOT_AVAILABLE', 'This product is not available yet.');
  return row.v;
}

function checkStock(stock: number, quantity: number): void {
  if (stock < 1) throw fail('OUT_OF_STOCK', 'This size is sold out.', { availableStock: 0 });
  if (quantity > stock) throw fail('OUT_OF_STOCK', `Only ${stock} left of this size.`, { availableStock: stock });
}

export async function addToCart(
  ctx: ServiceContext,
  items: { referencedId: string; type: string; quantity: number }[],
) {
  if (!items.length) throw fail('INVALID_INPUT', 'No items to add.');
  for (const item of items) {
    if (item.type !== 'product' && item.type !== 'promotion')
      throw fail('INVALID_LINE_TYPE', 'Only product and promotion lines can be added.');
    checkQuantity(item.quantity);
  }
  return inTransaction(ctx, async (tx, ensure) => {
    const { row } = await ensure();
    const cart = await lockCart(tx, row.token, ctx.store.key);
    let voucherAdded = false;
    for (const item of items) {
      if (item.type === 'promotion') {
        await attachVoucher(tx, ctx, row.token, item.referencedId);
        voucherAdded = true;
        continue;
      }
      const variant = await variantForCart(tx, item.referencedId, ctx.store.currency);
      const [existing] = await tx
        .select()
        .from(s.cartLineItems)
        .where(and(eq(s.cartLineItems.cartToken, row.token), eq(s.cartLineItems.variantId, variant.id)));
      const quantity = (existing?.quantity ?? 0) + item.quantity;
      if (quantity > MAX_LINE_QUANTITY)
        throw fail('QUANTITY_TOO_HIGH', `At most ${MAX_LINE_QUANTITY} per item.`, { max: MAX_LINE_QUANTITY });
      checkStock(variant.stock, quantity);
      if (existing) await tx.update(s.cartLineItems).set({ quantity }).where(eq(s.cartLineItems.id, existing.id));
      else await tx.insert(s.cartLineItems).values({ cartToken: row.token, variantId: variant.id, quantity });
    }
    // A cart that was placed as an order starts a new purchase when something is added.
    await tx
      .update(s.carts)
      .set({ placedOrderId: null, storeKey: ctx.store.key, updatedAt: new Date() })
      .where(eq(s.carts.token, cart.token));
    const answer = await buildCart(tx, ctx, row.token, row.shippingMethodId);
    return voucherAdded ? withVoucherNotice(answer) : answer;
  });
}

/**
 * Spec §5 'Cart notifications': the answer to adding a voucher says `promotion-discount-added` (a
 * success) when its promotion line counts; when it does not yet, buildCart already says why.
 */
function withVoucherNotice<C extends { items: { type: string }[]; errors: CartError[] }>(cart: C): C {
  if (!cart.items.some((item) => item.type === 'promotion')) return cart;
  const notice = {
    key: 'promotion-discount-added',
    messageKey: 'promotion-discount-added',
    message: 'Your voucher has been added.',
    level: 0,
  };
  return { ...cart, errors: [...cart.errors, notice] };
}

type CartError = { key: string; messageKey: string; message: string; level: number };

async function findLine(tx: Tx, token: string, id: string) {
  const cond = UUID_RE.test(id)
    ? eq(s.cartLineItems.id, id)
    : /^\d{1,9}$/.test(id)
      ? eq(s.cartLineItems.variantId, Number(id))
      : null;
  if (!cond) throw fail('CART_ITEM_NOT_FOUND', 'This item is not in the cart.');
  const [line] = await tx
    .select()
    .from(s.cartLineItems)
    .where(and(eq(s.cartLineItems.cartToken, token), cond))
    .limit(1);
  if (!line) throw fail('CART_ITEM_NOT_FOUND', 'This item is not in the cart.');
  return line;
}

export async function updateCartItem(
  ctx: ServiceContext,
  input: { id: string; quantity: number; type?: string | null },
) {
  if (input.type != null && input.type !== 'product')
    throw fail('INVALID_LINE_TYPE', 'Only product lines can be changed.');
  checkQuantity(input.quantity);
  return inTransaction(ctx, async (tx, ensure) => {
    const { row } = await ensure();
    await lockCart(tx, row.token, ctx.store.key);
    const line = await findLine(tx, row.token, input.id);
    const [variant] = await tx.select().from(s.variants).where(eq(s.variants.id, line.variantId));
    checkStock(variant!.stock, input.quantity);
    await tx.update(s.cartLineItems).set({ quantity: input.quantity }).where(eq(s.cartLineItems.id, line.id));
    await tx.update(s.carts).set({ updatedAt: new Date() }).where(eq(s.carts.token, row.token));
    return buildCart(tx, ctx, row.token, row.shippingMethodId);
  });
}

export async function deleteCartItem(ctx: ServiceContext, id: string) {
  return inTransaction(ctx, async (tx, ensure) => {
    const { row } = await ensure();
    await lockCart(tx, row.token, ctx.store.key);
    if (await detachVoucher(tx, row.token, id)) return buildCart(tx, ctx, row.token, row.shippingMethodId);
    const line = await findLine(tx, row.token, id);
    await tx.delete(s.cartLineItems).where(eq(s.cartLineItems.id, line.id));
    await tx.update(s.carts).set({ updatedAt: new Date() }).where(eq(s.carts.token, row.token));
    return buildCart(tx, ctx, row.token, row.shippingMethodId);
  });
}

/** Puts the article lines of the last failed / cancelled order back (once) when the cart is empty (spec §8). */
export async function restoreCart(ctx: ServiceContext) {
  return inTransaction(ctx, async (tx) => {
    if (ctx.token != null && ctx.token !== '' && !/^[A-Za-z0-9]{32,64}$/.test(ctx.token))
      throw fail('INVALID_TOKEN', 'The context token is malformed.');
    const row = await findContext(tx, ctx.token);
    if (!row) return contextDto(tx, ctx, null);
    await lockCart(tx, row.token, ctx.store.key);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(s.cartLineItems)
      .where(eq(s.cartLineItems.cartToken, row.token));
    const order = await lastOrderOf(tx, row.token);
    if (
      Number(n) === 0 &&
      order &&
      (order.paymentState === 'failed' || order.paymentState === 'cancelled') &&
      !order.restored
    ) {
      const [locked] = await tx
        .update(s.orders)
        .set({ restored: true })
        .where(and(eq(s.orders.id, order.id), eq(s.orders.restored, false)))
        .returning({ id: s.orders.id });
      if (locked) {
        const lines = await tx
          .select()
          .from(s.orderLineItems)
          .where(and(eq(s.orderLineItems.orderId, order.id), eq(s.orderLineItems.type, 'article')))
          .orderBy(asc(s.orderLineItems.position));
        for (const line of lines) {
          if (!line.variantId) continue;
          const [v] = await tx.select().from(s.variants).where(eq(s.variants.id, line.variantId));
          const quantity = Math.min(line.quantity, v?.stock ?? 0, MAX_LINE_QUANTITY);
          if (quantity > 0)
            await tx
              .insert(s.cartLineItems)
              .values({ cartToken: row.token, variantId: line.variantId, quantity })
              .onConflictDoNothing();
        }
        await tx
          .update(s.carts)
          .set({ placedOrderId: null, updatedAt: new Date() })
          .where(eq(s.carts.token, row.token));
      }
    }
    return contextDto(tx, ctx, row);
  });
}
