/**
 * The logged-in customer's wishlist calls on the browser's Apollo client (spec §7 getWishlist,
 * addToWishlist, deleteFromWishlist; lookbook favourites in customFields through getCustomer and
 * updateCustomer; §6 'The wishlist server call is made only for logged-in users'). Loaded only when
 * the hint says the visitor is logged in, so Apollo stays out of a guest's page load. Saved stores
 * are kept in customFields like the lookbooks. Every call
 * rejects with a {@link CommerceError} (translate its `messageKey`).
 */
import { GetCustomer, UpdateCustomer } from '@/graphql/account';
import { AccountWishlist, AddToWishlist, DeleteFromWishlist } from '@/graphql/wishlist';
import { browserApolloClient } from '@/lib/apollo/browser-client';
import { CommerceError } from '@/lib/commerce/errors';
import type { AccountLists } from '@/lib/state/wishlist-store';
import { customerSettings, LOOKBOOK_WISHLIST_FIELD, STORES_FIELD } from './customer-settings';

/** Runs a call, turning whatever it threw into a CommerceError. */
async function commerceCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (caught) {
    throw CommerceError.from(caught);
  }
}

/** The error of a session that turned out not to be logged in (the back end's NOT_LOGGED_IN). */
function notLoggedIn(): CommerceError {
  return new CommerceError([
    { message: 'Not logged in', extensions: { code: 'NOT_LOGGED_IN', messageKey: 'errors.notLoggedIn' } },
  ]);
}

/** The account's lists now (fresh from the back end): wishlist products, saved lookbooks and stores. */
export async function loadAccountLists(): Promise<AccountLists> {
  const { data } = await commerceCall(() =>
    browserApolloClient().query({ query: AccountWishlist, fetchPolicy: 'network-only' }),
  );
  if (!data?.getCustomer) throw notLoggedIn();
  return {
    products: data.getWishlist.products.map(({ id, sku }) => ({ id, sku })),
    ...customerSettings(data.getCustomer.customFields),
  };
}

/** Adds (`save`) or removes the product `productId` (Product.id); both are idempotent on the back end. */
export async function saveProduct(productId: string, save: boolean): Promise<void> {
  const client = browserApolloClient();
  await commerceCall<unknown>(() =>
    save
      ? client.mutate({ mutation: AddToWishlist, variables: { productId } })
      : client.mutate({ mutation: DeleteFromWishlist, variables: { productId } }),
  );
}

/** The customFields list writes of this page, one after another (each reads what the one before wrote). */
let customFieldWrites: Promise<unknown> = Promise.resolve();

/**
 * Read-modify-write of one id list in customFields (`list`: the saved lookbook uids or store ids):
 * reads it fresh (another tab or device may have changed it), writes `change(current)` and
 * resolves to the list the back end kept. Writes of one page run one at a time, so two toggles
 * never overwrite each other.
 */
function updateCustomerList(
  list: 'lookbooks' | 'stores',
  change: (current: readonly string[]) => string[],
): Promise<string[]> {
  const field = list === 'lookbooks' ? LOOKBOOK_WISHLIST_FIELD : STORES_FIELD;
  const write = customFieldWrites.then(async () => {
    const client = browserApolloClient();
    const { data } = await commerceCall(() => client.query({ query: GetCustomer, fetchPolicy: 'network-only' }));
    if (!data?.getCustomer) throw notLoggedIn();
    const next = change(customerSettings(data.getCustomer.customFields)[list]);
    const answer = await commerceCall(() =>
      client.mutate({ mutation: UpdateCustomer, variables: { input: { customFields: { [field]: next } } } }),
    );
    return customerSettings(answer.data?.updateCustomer.customer?.customFields)[list];
  });
  customFieldWrites = write.catch(() => undefined);
  return write;
}

/** Read-modify-write of the saved lookbook uids in customFields (see {@link updateCustomerList}). */
export function updateLookbooks(change: (current: readonly string[]) => string[]): Promise<string[]> {
  return updateCustomerList('lookbooks', change);
}

/**
 * Read-modify-write of the saved stores' provider ids in customFields (`customer_settings_stores`,
 * spec §3 Customer; §6 'saved stores'; see {@link updateCustomerList}).
 */
export function updateStores(change: (current: readonly string[]) => string[]): Promise<string[]> {
  return updateCustomerList('stores', change);
}
