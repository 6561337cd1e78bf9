import 'server-only';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getCustomerClient } from '@/lib/apollo/server';
import { processApolloClient } from '@/lib/apollo/server-client';
import { COOKIES, type StoreCode } from '@/lib/stores';
import { recordPageLoadStatus } from '@/lib/http/page-load-status';
import { CommerceError, type CommerceErrorShape } from './errors';

/**
 * Runs a query with the default client (spec §7; no token: catalog, store config). For cacheable,
 * visitor-independent reads only: they run inside `'use cache'` functions, where per-request
 * clients (`registerApolloClient`) are out of reach, so the process's default client serves them; it
 * never carries a token and keeps no results (`no-cache`).
 *
 * @throws CommerceError when commerce answers with errors or cannot be reached.
 */
export async function queryCatalog<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  store: StoreCode,
): Promise<TData> {
  return run(() => processApolloClient('default').query({ query, variables, context: { store } }));
}

/**
 * {@link queryCatalog} that keeps the data when commerce answers with errors beside it (spec §8
 * 'Product fetch returns errors alongside data'; Apollo's `errorPolicy: 'all'`): a field that failed is
 * null (or, where the schema does not allow null, its nearest nullable parent is) and the rest of the
 * answer is returned with the errors, which are logged once here. Errors without any data, and network
 * failures, still throw.
 *
 * @returns the data as far as commerce answered it, and the GraphQL errors (empty when none)
 * @throws CommerceError when commerce answered no data at all or cannot be reached.
 */
export async function queryCatalogWithErrors<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  store: StoreCode,
): Promise<{ data: TData; errors: readonly CommerceErrorShape[] }> {
  let result: { data?: TData | null | undefined; error?: unknown };
  try {
    result = await processApolloClient('default').query({ query, variables, context: { store }, errorPolicy: 'all' });
  } catch (caught) {
    throw failed(caught);
  }
  const { data, error } = result;
  if (error && !CombinedGraphQLErrors.is(error)) throw failed(error);
  const errors: readonly CommerceErrorShape[] = CombinedGraphQLErrors.is(error) ? error.errors : [];
  if (!data) throw new CommerceError(errors.length ? errors : [{ message: 'Commerce answered without data' }]);
  if (errors.length) console.error(`[commerce] ${store}: answered with errors beside its data`, errors);
  return { data, errors };
}

/**
 * Runs an operation with the customer client (spec §7): the visitor's context token from the
 * httpOnly cookie rides as bearer token. Visitor data: never put the result in a shared cache.
 * Runs at request time only (`connection()`): a prerender, even one for a prefetch that may read
 * cookies, leaves the visitor's part out, so the embedded back end's clock reads (`updatedAt`) never
 * happen inside one (Next refuses `Date.now()` while prerendering).
 *
 * @throws CommerceError when commerce answers with errors or cannot be reached.
 */
export async function queryVisitor<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  store: StoreCode,
  kind: 'query' | 'mutation' = 'query',
): Promise<TData> {
  await connection();
  const token = await readContextToken();
  const context = { store, token };
  const client = getCustomerClient();
  return run(() =>
    kind === 'query'
      ? client.query({ query: document, variables, context })
      : client.mutate({ mutation: document, variables, context }),
  );
}

async function run<TData>(call: () => Promise<{ data?: TData | null | undefined }>): Promise<TData> {
  let result: { data?: TData | null | undefined };
  try {
    result = await call();
  } catch (caught) {
    throw failed(caught);
  }
  if (!result.data) throw new CommerceError([{ message: 'Commerce answered without data' }]);
  return result.data;
}

/**
 * What a failed call throws: the {@link CommerceError}, whose upstream status (a 503 in maintenance) is kept
 * for the response should the page fail on it (spec §8 'Page-load error'; lib/http/page-load-status.ts).
 */
function failed(caught: unknown): CommerceError {
  const error = CommerceError.from(caught);
  recordPageLoadStatus(error);
  return error;
}

/** The visitor's context token from the httpOnly cookie, or null (spec §4 'Context cookie'). */
export async function readContextToken(): Promise<string | null> {
  const value = (await cookies()).get(COOKIES.contextToken)?.value;
  return value && value !== 'null' ? value : null;
}
