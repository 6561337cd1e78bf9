import 'server-only';
import { OrderDetail } from '@/graphql/checkout';
import { processApolloClient } from '@/lib/apollo/server-client';
import { decodeOrderReference } from '@/lib/order-reference';
import type { StoreCode } from '@/lib/stores';

/**
 * Whether the finish page's order reference (spec §2 '/checkout/success/?order=…') names an order:
 * proxy.ts asks before rendering, so an unknown or malformed reference is answered by the
 * server-rendered 404 page with status 404 (a page that has started streaming can no longer set a
 * status). Visitor data: asked per request, never kept. When commerce cannot answer the page is
 * served and decides itself.
 *
 * @param reference the `order` query parameter (encoded order id and deep-link code)
 * @param token the visitor's context token, if any (sent as with every visitor read)
 */
export async function orderReferenceExists(
  store: StoreCode,
  reference: string | null,
  token: string | null,
): Promise<boolean> {
  const decoded = decodeOrderReference(reference);
  if (!decoded) return false;
  try {
    const { data, error } = await processApolloClient('customer').query({
      query: OrderDetail,
      variables: { id: decoded.orderId, deepLinkCode: decoded.deepLinkCode },
      context: { store, token },
    });
    if (error) throw error;
    return Boolean(data?.SwOrder);
  } catch (error) {
    console.error(`[routing] could not look up order ${decoded.orderId} (${store}); serving the page`, error);
    return true;
  }
}
