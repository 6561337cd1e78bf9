import 'server-only';
import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import type { StoreCode } from '@/lib/stores';
import { createCommerceCache } from './cache';
import { commerceFetch, EMBEDDED_COMMERCE_URL } from './embedded-fetch';

/** What every server-side operation passes in its Apollo `context`. */
export interface CommerceRequestContext {
  /** Storefront of the request; sent as `x-store-key`. */
  store: StoreCode;
  /** Context token for visitor data; only the customer client sends it. */
  token?: string | null;
}

/**
 * Which of the spec's two clients (§7): `default` never sends a token (cacheable reads: catalog,
 * store config); `customer` sends the visitor's context token as bearer token.
 */
export type CommerceClientKind = 'default' | 'customer';

/**
 * A server-side Apollo client for commerce (spec §7). Each operation names its storefront (and, for
 * the customer client, the token) in `context`; the link turns them into the `x-store-key` and
 * `Authorization: Bearer` headers. Results are not kept between requests (`no-cache`): Next's data
 * cache decides what is shared, and visitor data never is.
 *
 * Server components use `getCustomerClient` (`./server`) for visitor reads; route handlers, server
 * actions and cached catalog reads call this directly (`registerApolloClient` does not reach them).
 */
export function createServerApolloClient(kind: CommerceClientKind): ApolloClient {
  const headersLink = new ApolloLink((operation, forward) => {
    const { store, token } = operation.getContext() as Partial<CommerceRequestContext>;
    if (!store) throw new Error(`commerce operation ${operation.operationName} has no store in its context`);
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        'x-store-key': store,
        ...(kind === 'customer' && token ? { authorization: `Bearer ${token}` } : {}),
      },
    }));
    return forward(operation);
  });
  return new ApolloClient({
    cache: createCommerceCache(),
    link: ApolloLink.from([headersLink, new HttpLink({ uri: EMBEDDED_COMMERCE_URL, fetch: commerceFetch })]),
    // Apollo merges identical in-flight queries by document and variables alone; the store and the
    // token ride in the context, so two stores' (or visitors') requests must never be merged.
    queryDeduplication: false,
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
}

const processClients: Partial<Record<CommerceClientKind, ApolloClient>> = {};

/**
 * One {@link createServerApolloClient} of each kind for the whole process: the clients keep no
 * results (`no-cache`) and take store and token from each operation's context, so sharing them is
 * safe. For code outside a server component's render: cached catalog reads (`'use cache'`),
 * proxy.ts lookups, route handlers.
 */
export function processApolloClient(kind: CommerceClientKind): ApolloClient {
  return (processClients[kind] ??= createServerApolloClient(kind));
}
