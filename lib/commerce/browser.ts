import { CommerceError, type CommerceErrorShape } from './errors';

/**
 * Sends a GraphQL operation from a client island to the BFF (`POST /api/graphql`, same origin; the
 * context token rides in the httpOnly cookie). Spec §7.
 *
 * @throws CommerceError with a translatable `messageKey` on GraphQL or network errors.
 */
export async function commerceMutate<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  let json: { data?: T | null; errors?: CommerceErrorShape[] };
  try {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
      credentials: 'same-origin',
    });
    json = (await response.json()) as typeof json;
  } catch {
    throw new CommerceError([{ message: 'Network error', extensions: { code: 'NETWORK', messageKey: 'errors.generic' } }]);
  }
  if (json.errors?.length) throw new CommerceError(json.errors);
  if (!json.data) throw new CommerceError([{ message: 'Empty response' }]);
  return json.data;
}

/** Window event the mini cart listens to after a cart change; detail is the new cart. */
export const CART_UPDATED_EVENT = 'storefront:cart-updated';
