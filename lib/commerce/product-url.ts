import 'server-only';
import { ProductUrlBySku } from '@/graphql/catalog';
import { processApolloClient } from '@/lib/apollo/server-client';
import type { StoreCode } from '@/lib/stores';
import { CommerceError } from './errors';

/**
 * The current url of the product with this SKU (`NNNNNN.NNN`) in the store, e.g.
 * `/velora-runner-zwart-100001-001/`, or null when the store does not sell it (spec §2 guards,
 * pdpRedirect). Visitor-independent (default client, no token); usable in server components and in
 * route handlers alike.
 *
 * @throws CommerceError when commerce cannot answer.
 */
export async function getProductUrlBySku(store: StoreCode, sku: string): Promise<string | null> {
  try {
    const { data } = await processApolloClient('default').query({
      query: ProductUrlBySku,
      variables: { sku },
      context: { store },
    });
    return data?.getProductUrlBySku ?? null;
  } catch (caught) {
    throw CommerceError.from(caught);
  }
}
