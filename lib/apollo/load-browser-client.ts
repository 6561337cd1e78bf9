import { loadOnce } from '@/lib/hydration/load-once';

/**
 * The browser's Apollo client module (`./browser-client`), fetched once, on first use
 * (docs/decisions/0018-lazy-apollo-loading.md): Apollo, graphql-js and rxjs are about 75 kB gzip that
 * no page needs before its first commerce call. For the form mutations (`useCommerceMutation`) and
 * the cache reset after a login (`useEnterAccount`).
 */
export const loadBrowserClient = loadOnce(() => import('./browser-client'));
