'use client';

import { ApolloProvider as PlainApolloProvider } from '@apollo/client/react';
import { browserApolloClient } from './browser-client';

/**
 * Provides the browser's Apollo client (spec §7 customer client, through the BFF) to islands that
 * query with Apollo's React hooks (`useQuery`, `useFragment`): the mini cart's `MiniCartCart`, the
 * pickup picker, the store stock dialog, the newsletter block's customer. Each brings it inside its
 * own lazily loaded chunk, so no page loads Apollo with its first load; it hands out the page's one
 * client, so they share one cache. Mutations need no provider (`useCommerceMutation`)
 * (docs/decisions/0018-lazy-apollo-loading.md). Apollo's plain provider: these islands render only in
 * the browser, so the Next integration's streaming provider (SSR query hand-over) would be dead weight.
 */
export function ApolloProvider({ children }: { children: React.ReactNode }) {
  return <PlainApolloProvider client={browserApolloClient()}>{children}</PlainApolloProvider>;
}
