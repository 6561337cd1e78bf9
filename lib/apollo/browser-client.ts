// Apollo's own classes, not the Next integration's streaming ones: no island renders Apollo on the server (each
// loads on first use, after hydration), so there is no server-rendered query to hand over to the browser.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { COMMERCE_CACHE_CONFIG } from './cache';
import { createPersistedOperationsLink } from './persisted';

/** The BFF every browser operation goes to (same origin; the context token rides in its httpOnly cookie). */
export const BFF_PATH = '/api/graphql';

/**
 * A new Apollo client for client islands (docs/architecture.md 'Storefront data layer'): persisted operations
 * to the same-origin BFF, the storefront's cache policies. Islands use {@link browserApolloClient}.
 */
function makeBrowserApolloClient(): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache(COMMERCE_CACHE_CONFIG),
    link: ApolloLink.from([
      createPersistedOperationsLink(),
      new HttpLink({ uri: BFF_PATH, credentials: 'same-origin' }),
    ]),
  });
}

let pageClient: ApolloClient | undefined;

/**
 * The browser's one Apollo client, created on first use: every island's `ApolloProvider`, the form
 * mutations (`useCommerceMutation`) and the lazily loaded cart operations (`lib/cart/cart-client.ts`)
 * share it, so they share one normalised cache. On the server (should a provider ever render there)
 * a new client per call: a module-level client there would be shared by every visitor.
 */
export function browserApolloClient(): ApolloClient {
  if (typeof window === 'undefined') return makeBrowserApolloClient();
  pageClient ??= makeBrowserApolloClient();
  return pageClient;
}
