import 'server-only';
import { registerApolloClient } from '@apollo/client-integration-nextjs';
import { createServerApolloClient } from './server-client';

/**
 * Per-request Apollo clients of server components (spec §7 'a default client and a customer
 * client'). Only usable while rendering server components; route handlers and server actions use
 * `createServerApolloClient` from `./server-client`.
 */
export const { getClient: getDefaultClient } = registerApolloClient(() => createServerApolloClient('default'));
export const { getClient: getCustomerClient } = registerApolloClient(() => createServerApolloClient('customer'));
