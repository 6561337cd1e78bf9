import { loadOnce } from '@/lib/hydration/load-once';

/**
 * The cart operations with the browser's Apollo client (`./cart-client`), fetched once, on the first
 * cart change or follower of a page (docs/decisions/0018-lazy-apollo-loading.md). One promise for
 * every caller ({@link loadOnce}): a page's seed runs before a shopper's first change.
 */
export const loadCartClient = loadOnce(() => import('./cart-client'));
