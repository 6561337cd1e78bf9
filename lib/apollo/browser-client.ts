import { ApolloLink, HttpLink } from '@apollo/client';
import { ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';
import { COMMERCE_CACHE_CONFIG } from './cache';
import { createPersistedOperationsLink } from './persisted';

/** The BFF every browser operation goes to (same origin; the context token rides in its httpOnly cookie). */
export const BFF_PATH = '/api/graphql';

/**
 * The Apollo client of client islands (DESIGN.md 'Storefront data layer'): persisted operations to
 * the same-origin BFF, one normalised cache shared by every island on the page. Created once per
 * browser session by `ApolloNextAppProvider` (and once per request during SSR, where islands run
 * no operations: the server passes visitor data in as props).
 */
export function makeBrowserApolloClient(): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache(COMMERCE_CACHE_CONFIG),
    link: ApolloLink.from([
      createPersistedOperationsLink(),
      new HttpLink({ uri: BFF_PATH, credentials: 'same-origin' }),
    ]),
  });
}
