'use client';

import { ApolloNextAppProvider } from '@apollo/client-integration-nextjs';
import { makeBrowserApolloClient } from './browser-client';

/** Provides the islands' Apollo client (spec §7 customer client, through the BFF). */
export function ApolloProvider({ children }: { children: React.ReactNode }) {
  return <ApolloNextAppProvider makeClient={makeBrowserApolloClient}>{children}</ApolloNextAppProvider>;
}
