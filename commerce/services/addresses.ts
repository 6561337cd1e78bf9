/**
 * The logged-in customer's address book (spec §7 'Addresses': addresses, addAddress, updateAddress,
 * deleteAddress, defaultBillingAddress, defaultShippingAddress, setShippingAddress). Every address
 * is looked up within the session's own book: another customer's address id is ADDRESS_NOT_FOUND,
 * exactly like an id that does not exist.
 */
import { and, asc, eq } from 'drizzle-orm';
import * as s from '../db/schema';
import { parseInput } from './account-input';
import { addressSchema } from './address-input';
import { contextDto } from './cart';
import { fail, UUID_RE, type ServiceContext, type Tx } from './common';
import { addressDto } from './context';
import { requireCustomer, type CustomerRow } from './session';

/** Most addresses one book holds. */
export const MAX_ADDRESSES = 30;
/** The input as address columns, validated against the store's countries. */
function addressValues(ctx: ServiceContext, input: unknown) {
  const a = parseInput(addressSchema(ctx.store.countries), input, 'INVALID_ADDRESS');
  return {
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
}

/**
 * An address of `customer`'s book.
 * @throws GraphQLError ADDRESS_NOT_FOUND (unknown id, malformed id, or someone else's address)
 */
async function ownAddress(tx: Tx, customer: CustomerRow, addressId: string) {
  const notFound = () => fail('ADDRESS_NOT_FOUND', 'This address does not exist.');
  if (!UUID_RE.test(addressId)) throw notFound();
  const [row] = await tx
    .select()
    .from(s.addresses)
    .where(and(eq(s.addresses.id, addressId), eq(s.addresses.customerId, customer.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** §7 addresses: the book, oldest first. @throws GraphQLError NOT_LOGGED_IN */
export async function listAddresses(ctx: ServiceContext) {
  const { customer } = await requireCustomer(ctx.db, ctx);
  const rows = await ctx.db
    .select()
    .from(s.addresses)
    .where(eq(s.addresses.customerId, customer.id))
    .orderBy(asc(s.addresses.createdAt), asc(s.addresses.id));
  return rows.map((row) => addressDto(row, ctx.lang));
}

/**
 * §7 addAddress; the book's first address becomes the default billing and shipping address.
 * @throws GraphQLError NOT_LOGGED_IN, INVALID_ADDRESS (fields), TOO_MANY_ADDRESSES
 */
export async function addAddress(ctx: ServiceContext, input: unknown) {
  const values = addressValues(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const { customer } = await requireCustomer(tx, ctx);
    const existing = await tx
      .select({ id: s.addresses.id })
      .from(s.addresses)
      .where(eq(s.addresses.customerId, customer.id));
    if (existing.length >= MAX_ADDRESSES)
      throw fail('TOO_MANY_ADDRESSES', `At most ${MAX_ADDRESSES} addresses.`, { max: MAX_ADDRESSES });
    const [row] = await tx
      .insert(s.addresses)
      .values({ ...values, customerId: customer.id })
      .returning();
    await tx
      .update(s.customers)
      .set({
        defaultBillingAddressId: customer.defaultBillingAddressId ?? row!.id,
        defaultShippingAddressId: customer.defaultShippingAddressId ?? row!.id,
      })
      .where(eq(s.customers.id, customer.id));
    return addressDto(row!, ctx.lang);
  });
}

/** §7 updateAddress. @throws GraphQLError NOT_LOGGED_IN, ADDRESS_NOT_FOUND, INVALID_ADDRESS */
export async function updateAddress(ctx: ServiceContext, addressId: string, input: unknown) {
  const values = addressValues(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const { context, customer } = await requireCustomer(tx, ctx);
    await ownAddress(tx, customer, addressId);
    await tx.update(s.addresses).set(values).where(eq(s.addresses.id, addressId));
    return contextDto(tx, ctx, context);
  });
}

/** §7 deleteAddress; a default address stays. @throws GraphQLError NOT_LOGGED_IN, ADDRESS_NOT_FOUND, ADDRESS_IS_DEFAULT */
export async function deleteAddress(ctx: ServiceContext, addressId: string) {
  return ctx.db.transaction(async (tx) => {
    const { customer } = await requireCustomer(tx, ctx);
    await ownAddress(tx, customer, addressId);
    if (customer.defaultBillingAddressId === addressId || customer.defaultShippingAddressId === addressId)
      throw fail('ADDRESS_IS_DEFAULT', 'A default address cannot be deleted. Choose another default first.');
    await tx.delete(s.addresses).where(eq(s.addresses.id, addressId));
    return { success: true };
  });
}

/**
 * §7 defaultBillingAddress, defaultShippingAddress and setShippingAddress (which ships the cart to
 * the address by making it the default shipping address, as Shopware's context does).
 * @throws GraphQLError NOT_LOGGED_IN, ADDRESS_NOT_FOUND
 */
export async function setDefaultAddress(ctx: ServiceContext, kind: 'billing' | 'shipping', addressId: string) {
  return ctx.db.transaction(async (tx) => {
    const { context, customer } = await requireCustomer(tx, ctx);
    await ownAddress(tx, customer, addressId);
    await tx
      .update(s.customers)
      .set(kind === 'billing' ? { defaultBillingAddressId: addressId } : { defaultShippingAddressId: addressId })
      .where(eq(s.customers.id, customer.id));
    return contextDto(tx, ctx, context);
  });
}
