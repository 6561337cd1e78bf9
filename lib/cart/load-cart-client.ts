type CartClient = typeof import('./cart-client');

let cartClient: Promise<CartClient> | undefined;

/**
 * The cart operations with the browser's Apollo client (`./cart-client`), fetched once, on the first
 * cart change or follower of a page (docs/decisions/0018-lazy-apollo-loading.md). One promise for
 * every caller, so callbacks run in the order they were registered: a page's seed before a
 * shopper's first change.
 */
export function loadCartClient(): Promise<CartClient> {
  cartClient ??= import('./cart-client').catch((error: unknown) => {
    // A failed fetch (offline) is tried again by the next caller.
    cartClient = undefined;
    throw error;
  });
  return cartClient;
}
