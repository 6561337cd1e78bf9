import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import * as s from '../db/schema';
import { COUNTRY_NAMES, SALUTATIONS } from '../config/stores';
import { fail, type ServiceContext, type Tx } from './common';

export const TOKEN_RE = /^[A-Za-z0-9]{32,64}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random token of `length` alphanumerics (crypto, no modulo bias). */
export function randomToken(length = 40): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

export type ContextRow = typeof s.contexts.$inferSelect;

/** Stored context for a token, or null (unknown, missing or malformed token). */
export async function findContext(db: Tx, token: string | null): Promise<ContextRow | null> {
  if (!token || !TOKEN_RE.test(token)) return null;
  const [row] = await db.select().from(s.contexts).where(eq(s.contexts.token, token)).limit(1);
  return row ?? null;
}

/** For writes: the stored context, or a new one with a server-chosen token. Malformed token → INVALID_TOKEN. */
export async function ensureContext(tx: Tx, ctx: ServiceContext): Promise<{ row: ContextRow; created: boolean }> {
  if (ctx.token != null && ctx.token !== '' && !TOKEN_RE.test(ctx.token))
    throw fail('INVALID_TOKEN', 'The context token is malformed.');
  const existing = await findContext(tx, ctx.token);
  if (existing) {
    if (existing.storeKey !== ctx.store.key) {
      await tx
        .update(s.contexts)
        .set({ storeKey: ctx.store.key, updatedAt: new Date() })
        .where(eq(s.contexts.token, existing.token));
      existing.storeKey = ctx.store.key;
    }
    return { row: existing, created: false };
  }
  return { row: await createContext(tx, { storeKey: ctx.store.key }), created: true };
}

/**
 * Stores a new context with its empty cart under a new server-chosen token (a guest's first write,
 * a login, a logout, a parked cart). `values` are the context's other columns.
 */
export async function createContext(
  tx: Tx,
  values: Omit<typeof s.contexts.$inferInsert, 'token' | 'createdAt' | 'updatedAt'>,
): Promise<ContextRow> {
  const token = randomToken();
  const [row] = await tx
    .insert(s.contexts)
    .values({ ...values, token })
    .returning();
  await tx.insert(s.carts).values({ token, storeKey: values.storeKey });
  return row!;
}

export async function shippingMethodsOf(db: Tx, storeKey: string) {
  return db
    .select()
    .from(s.shippingMethods)
    .where(and(eq(s.shippingMethods.storeKey, storeKey), eq(s.shippingMethods.active, true)))
    .orderBy(asc(s.shippingMethods.position));
}

export async function paymentMethodsOf(db: Tx, storeKey: string) {
  return db
    .select()
    .from(s.paymentMethods)
    .where(and(eq(s.paymentMethods.storeKey, storeKey), eq(s.paymentMethods.active, true)))
    .orderBy(asc(s.paymentMethods.position));
}

/** The context's shipping method if valid for the store, else the store's default. */
export async function effectiveShippingMethod(db: Tx, storeKey: string, selected: string | null | undefined) {
  const methods = await shippingMethodsOf(db, storeKey);
  return methods.find((m) => m.id === selected) ?? methods[0] ?? null;
}

export async function effectivePaymentMethod(db: Tx, storeKey: string, selected: string | null | undefined) {
  const methods = await paymentMethodsOf(db, storeKey);
  return methods.find((m) => m.id === selected) ?? methods[0] ?? null;
}

export function shippingMethodDto(m: typeof s.shippingMethods.$inferSelect) {
  const gross = m.priceCents / 100;
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    active: m.active,
    position: m.position,
    reference: m.type,
    type: m.type,
    service_points_provider: m.servicePointsProvider,
    service_point_types: m.servicePointTypes ?? null,
    // Shopware price matrix: calculation 2 = by cart amount; quantityStart is the amount in euros from which a row applies.
    prices: [
      { calculation: 2, currencyPrice: [{ net: gross, gross }], quantityStart: 0, quantityEnd: null, ruleId: null },
      ...(m.freeFromCents != null
        ? [
            {
              calculation: 2,
              currencyPrice: [{ net: 0, gross: 0 }],
              quantityStart: m.freeFromCents / 100,
              quantityEnd: null,
              ruleId: 'free-shipping',
            },
          ]
        : []),
    ],
  };
}

/**
 * A payment method as the contract's PaymentMethod (§3); `customFields.method` names its kind
 * (`ideal`, `creditcard`, `klarna`…: the id after its store, `de-klarna`), from which the storefront
 * shows the method's logos.
 */
export function paymentMethodDto(m: typeof s.paymentMethods.$inferSelect) {
  const method = m.id.slice(m.id.indexOf('-') + 1);
  return { id: m.id, name: m.name, description: m.description, customFields: { provider: m.provider, method } };
}

export function salutationDto(key: string | null, lang: keyof (typeof SALUTATIONS)['mr']) {
  if (key !== 'mr' && key !== 'mrs') return null;
  return { id: key, key, displayName: SALUTATIONS[key][lang] };
}

/** An address row as the contract's Address (§3), country name in `lang`. */
export function addressDto(addr: typeof s.addresses.$inferSelect, lang: keyof (typeof SALUTATIONS)['mr']) {
  return {
    id: addr.id,
    country: {
      id: addr.countryIso,
      iso: addr.countryIso,
      name: COUNTRY_NAMES[addr.countryIso]?.[lang] ?? addr.countryIso,
    },
    salutation: salutationDto(addr.salutation, lang),
    salutationId: addr.salutation,
    countryId: addr.countryIso,
    zipcode: addr.zipcode,
    city: addr.city,
    street: addr.street,
    firstName: addr.firstName,
    lastName: addr.lastName,
    phoneNumber: addr.phoneNumber,
    additionalAddressLine1: addr.additionalAddressLine1,
    additionalAddressLine2: addr.additionalAddressLine2,
    customFields: null,
  };
}

export async function customerDto(db: Tx, customerId: string | null, ctx: ServiceContext) {
  if (!customerId) return null;
  const [c] = await db.select().from(s.customers).where(eq(s.customers.id, customerId)).limit(1);
  if (!c) return null;
  const addr = c.defaultShippingAddressId
    ? (await db.select().from(s.addresses).where(eq(s.addresses.id, c.defaultShippingAddressId)).limit(1))[0]
    : undefined;
  const billing =
    c.defaultBillingAddressId && c.defaultBillingAddressId !== c.defaultShippingAddressId
      ? (await db.select().from(s.addresses).where(eq(s.addresses.id, c.defaultBillingAddressId)).limit(1))[0]
      : addr;
  return {
    id: c.id,
    customerNumber: c.customerNumber,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    emailToken: null,
    guest: c.guest,
    birthday: c.birthday,
    newsletter: c.newsletter,
    salutation: salutationDto(c.salutation, ctx.lang),
    defaultBillingAddressId: c.defaultBillingAddressId,
    defaultShippingAddressId: c.defaultShippingAddressId,
    activeBillingAddress: billing ? addressDto(billing, ctx.lang) : null,
    activeShippingAddress: addr ? addressDto(addr, ctx.lang) : null,
    customFields: c.guest ? null : c.customFields,
  };
}

/** The last order placed from this context's cart. */
export async function lastOrderOf(db: Tx, token: string) {
  const [o] = await db
    .select()
    .from(s.orders)
    .where(eq(s.orders.cartToken, token))
    .orderBy(desc(s.orders.createdAt), desc(s.orders.orderNumber))
    .limit(1);
  return o ?? null;
}
