import { createHash } from 'node:crypto';
import { secretMatches } from '@/lib/security/secret';
import manifest from '@/graphql/persisted-operations.json';

/** A GraphQL-over-HTTP request body as Apollo's persisted-queries link sends it. */
export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | unknown;
}

/** What the BFF forwards to commerce: always the full document. */
export interface ForwardedOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export type TrustedOperationResult =
  | { ok: true; operation: ForwardedOperation }
  | {
      ok: false;
      status: number;
      code: 'PERSISTED_QUERY_NOT_FOUND' | 'OPERATION_NOT_TRUSTED' | 'BAD_REQUEST';
      message: string;
    };

/** The manifest's documents by id (sha256 of the document). */
const TRUSTED = new Map<string, string>(manifest.operations.map((operation) => [operation.id, operation.body]));

/**
 * Whether a request carries the trusted-caller secret: an `x-commerce-api-key` header equal to
 * `COMMERCE_API_KEY` (unset or empty: nobody). Compared in constant time.
 */
export function hasCommerceApiKey(header: string | null): boolean {
  return secretMatches(process.env.COMMERCE_API_KEY, header);
}

/**
 * Decides which document the BFF forwards (docs/decisions/0004-trusted-documents.md):
 * - an id from the manifest (`extensions.persistedQuery.sha256Hash`) runs the manifest's document;
 * - a full document runs when it is itself in the manifest, in development, or for a trusted
 *   caller (`mayRunAdHoc`); otherwise it is refused with `OPERATION_NOT_TRUSTED`;
 * - an unknown id without a document answers `PERSISTED_QUERY_NOT_FOUND`, so Apollo's link retries
 *   with the document (which the rules above then judge).
 */
export function resolveTrustedOperation(body: unknown, mayRunAdHoc: boolean): TrustedOperationResult {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, status: 400, code: 'BAD_REQUEST', message: 'Expected one GraphQL operation as a JSON object' };
  }
  const { query, variables, operationName, extensions } = body as GraphQLRequestBody;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return { ok: false, status: 400, code: 'BAD_REQUEST', message: 'variables must be an object' };
  }
  const base = {
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: typeof operationName === 'string' ? operationName : undefined,
  };
  const hash = (extensions as GraphQLRequestBody['extensions'] & { persistedQuery?: { sha256Hash?: unknown } })
    ?.persistedQuery?.sha256Hash;
  if (typeof hash === 'string') {
    const trusted = TRUSTED.get(hash);
    if (trusted) return { ok: true, operation: { ...base, query: trusted } };
  }
  if (typeof query === 'string' && query.length > 0) {
    const id = createHash('sha256').update(query).digest('hex');
    if (TRUSTED.has(id) || mayRunAdHoc) return { ok: true, operation: { ...base, query } };
    return {
      ok: false,
      status: 400,
      code: 'OPERATION_NOT_TRUSTED',
      message: "Only the storefront's own operations are accepted here",
    };
  }
  if (typeof hash === 'string')
    return { ok: false, status: 200, code: 'PERSISTED_QUERY_NOT_FOUND', message: 'PersistedQueryNotFound' };
  return { ok: false, status: 400, code: 'BAD_REQUEST', message: 'Missing query' };
}
