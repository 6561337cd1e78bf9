'use client';

import { ApolloNextAppProvider } from '@apollo/client-integration-nextjs';
import { browserApolloClient } from './browser-client';

/**
 * Provides the browser's Apollo client (spec §7 customer client, through the BFF) to the islands
 * below it that the server renders too: the cart page and the checkout steps. Pages without one
 * (home, PLP, PDP, content) load Apollo only when a visitor has a cart or adds to one
 * (`components/header/MiniCartCart.tsx`, `lib/cart/cart-client.ts`): it is a third of their
 * JavaScript (docs/decisions/0018-lazy-apollo-loading.md).
 */
export function ApolloProvider({ children }: { children: React.ReactNode }) {
  return <ApolloNextAppProvider makeClient={browserApolloClient}>{children}</ApolloNextAppProvider>;
}
