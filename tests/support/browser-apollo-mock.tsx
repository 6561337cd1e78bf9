import type { ApolloClient } from '@apollo/client';
import { ApolloProvider as PlainApolloProvider } from '@apollo/client/react';

/**
 * Stands in for `lib/apollo/browser-client.ts` and `lib/apollo/ApolloProvider.tsx` in island tests,
 * so the lazily loaded parts (the mini cart's `MiniCartCart`, the cart operations of
 * `lib/cart/cart-client.ts`) use the client `renderIsland` made, with its MockLink answers (the
 * streaming provider of the Next integration needs Next's runtime). In a test file:
 * `vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'))` and the
 * same for `@/lib/apollo/ApolloProvider`.
 */
let current: ApolloClient | undefined;

/** Makes `client` the browser client until the next call (renderIsland calls it). */
export function setTestBrowserClient(client: ApolloClient): void {
  current = client;
}

/** The client of the last `renderIsland`. Throws before the first. */
export function browserApolloClient(): ApolloClient {
  if (!current) throw new Error('browserApolloClient() before renderIsland()');
  return current;
}

/** Provides {@link browserApolloClient}, as the storefront's provider provides the page's client. */
export function ApolloProvider({ children }: { children: React.ReactNode }) {
  return <PlainApolloProvider client={browserApolloClient()}>{children}</PlainApolloProvider>;
}
