import 'server-only';

/** Origin of in-process requests to the embedded back end; never resolved over the network. */
export const EMBEDDED_COMMERCE_URL = 'http://embedded.commerce.local/api/graphql';

/**
 * The `fetch` of the server-side Apollo link: to `COMMERCE_GRAPHQL_URL` when set (never cached by
 * Next's fetch cache: visitor data must not enter a shared cache), otherwise handed in process to
 * the embedded back end through the `app/api/graphql` seam, with no network hop.
 */
export async function commerceFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const remote = process.env.COMMERCE_GRAPHQL_URL;
  if (remote) return fetch(remote, { ...init, cache: 'no-store' });
  const { executeEmbeddedCommerce } = await import('@/lib/embedded-commerce/seam');
  return executeEmbeddedCommerce(
    new Request(typeof input === 'string' || input instanceof URL ? input : input.url, init),
  );
}
