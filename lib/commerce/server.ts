import 'server-only';
import { cookies } from 'next/headers';
import { COOKIES, type StoreCode } from '@/lib/stores';
import { CommerceError, type CommerceErrorShape } from './errors';

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: CommerceErrorShape[];
}

/**
 * Sends one GraphQL operation to commerce (spec §7): to `COMMERCE_GRAPHQL_URL` when set, otherwise
 * in-process to the embedded back end through the `/api/graphql` seam. Adds the store key header
 * and the visitor's context token (from the httpOnly cookie) as bearer token.
 *
 * @throws CommerceError when the response carries GraphQL errors.
 */
export async function commerceRequest<T>(
  query: string,
  variables: Record<string, unknown>,
  options: { store: StoreCode; token?: string | null },
): Promise<{ data: T; headers: Headers }> {
  const requestHeaders = new Headers({ 'content-type': 'application/json', accept: 'application/json', 'x-store-key': options.store });
  if (options.token) requestHeaders.set('authorization', `Bearer ${options.token}`);
  const body = JSON.stringify({ query, variables });

  const remote = process.env.COMMERCE_GRAPHQL_URL;
  let response: Response;
  if (remote) {
    response = await fetch(remote, { method: 'POST', headers: requestHeaders, body, cache: 'no-store' });
  } else {
    const { executeEmbeddedCommerce } = await import('@/app/api/graphql/embedded');
    response = await executeEmbeddedCommerce(
      new Request('http://embedded.commerce.local/api/graphql', { method: 'POST', headers: requestHeaders, body }),
    );
  }
  const json = (await response.json()) as GraphQLResponse<T>;
  if (json.errors?.length) throw new CommerceError(json.errors);
  if (!json.data) throw new CommerceError([{ message: `Commerce answered ${response.status} without data` }]);
  return { data: json.data, headers: response.headers };
}

/** The visitor's context token from the httpOnly cookie, or null (spec §4 'Context cookie'). */
export async function readContextToken(): Promise<string | null> {
  const value = (await cookies()).get(COOKIES.contextToken)?.value;
  return value && value !== 'null' ? value : null;
}
