/**
 * The logged-in customer's wishlist calls on the browser's Apollo client (spec §7 getWishlist,
 * addToWishlist, deleteFromWishlist; lookbook favourites in customFields through getCustomer and
 * updateCustomer; §6 'The wishlist server call is made only for logged-in users'). Loaded only when
 * the hint says the visitor is logged in, so Apollo stays out of a guest's page load. Every call
 * rejects with a {@link CommerceError} (translate its `messageKey`).
 */
import { GetCustomer, UpdateCustomer } from '@/graphql/account';
import { AccountWishlist, AddToWishlist, DeleteFromWishlist } from '@/graphql/wishlist';
import { browserApolloClient } from '@/lib/apollo/browser-client';
import { CommerceError } from '@/lib/commerce/errors';
import type { AccountLists } from '@/lib/state/wishlist-store';
import { customerSettings, LOOKBOOK_WISHLIST_FIELD } from './customer-settings';

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

/** The lookbook writes of this page, one after another (each reads what the one before wrote). */
let lookbookWrites: Promise<unknown> = Promise.resolve();

/**
 * Read-modify-write of the saved lookbook uids in customFields: reads them fresh (another tab or
 * device may have changed them), writes `change(current)` and resolves to the list the back end
 * kept. Writes of one page run one at a time, so two toggles never overwrite each other.
 */
export function updateLookbooks(change: (current: readonly string[]) => string[]): Promise<string[]> {
  const write = lookbookWrites.then(async () => {
    const client = browserApolloClient();
    const { data } = await commerceCall(() => client.query({ query: GetCustomer, fetchPolicy: 'network-only' }));
    if (!data?.getCustomer) throw notLoggedIn();
    const next = change(customerSettings(data.getCustomer.customFields).lookbooks);
    const answer = await commerceCall(() =>
      client.mutate({
        mutation: UpdateCustomer,
        variables: { input: { customFields: { [LOOKBOOK_WISHLIST_FIELD]: next } } },
      }),
    );
    return customerSettings(answer.data?.updateCustomer.customer?.customFields).lookbooks;
  });
  lookbookWrites = write.catch(() => undefined);
  return write;
}
