import 'server-only';
import { registerApolloClient } from '@apollo/client-integration-nextjs';
import { createServerApolloClient } from './server-client';

/**
 * The per-request customer client of server components (spec §7): visitor reads with the context
 * token. Only usable while rendering server components; route handlers and server actions use
 * `createServerApolloClient` from `./server-client`, and cached catalog reads one default client
 * per process (`lib/commerce/server.ts`).
 */
export const { getClient: getCustomerClient } = registerApolloClient(() => createServerApolloClient('customer'));
