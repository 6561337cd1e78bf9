import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * Commerce errors as the storefront sees them: GraphQL errors carry `extensions.code` and
 * `extensions.messageKey` (e.g. `errors.outOfStock`); the UI translates the key.
 */
export interface CommerceErrorShape {
  message: string;
  extensions?: { code?: string; messageKey?: string; fields?: string[] } | Record<string, unknown>;
}

/**
 * A failed commerce call with a translatable `messageKey` (the back end's `errors.*` key, or
 * `errors.generic` when it sent none or the network failed); translate it with
 * `useCommerceErrorMessage`. `fields` names the input fields the back end rejected.
 */
export class CommerceError extends Error {
  readonly code: string;
  readonly messageKey: string;
  readonly fields: string[];
  /**
   * The HTTP status commerce answered with, when it refused the request (a 503 in maintenance, a 429);
   * a page whose load fails on it answers the same status (spec §8 'Page-load error').
   */
  readonly status: number | undefined;

  constructor(errors: readonly CommerceErrorShape[], status?: number) {
    const first = errors[0];
    super(first?.message ?? 'Commerce request failed');
    this.name = 'CommerceError';
    const extensions = (first?.extensions ?? {}) as { code?: unknown; messageKey?: unknown; fields?: unknown };
    this.code = typeof extensions.code === 'string' ? extensions.code : 'UNKNOWN';
    this.messageKey = typeof extensions.messageKey === 'string' ? extensions.messageKey : 'errors.generic';
    this.fields = Array.isArray(extensions.fields)
      ? extensions.fields.filter((field): field is string => typeof field === 'string')
      : [];
    this.status = status;
  }

  /**
   * Whatever an Apollo call threw, as a CommerceError: GraphQL errors keep their code and key;
   * a refused request (429 and the like) keeps the BFF's typed errors; network failures and other
   * server errors become `errors.generic` with code `NETWORK`. An answer with an HTTP status keeps it
   * as `status`.
   */
  static from(caught: unknown): CommerceError {
    if (caught instanceof CommerceError) return caught;
    if (CombinedGraphQLErrors.is(caught)) return new CommerceError(caught.errors);
    // A refusal with a status (429 rate limit, 413, 400) still carries the BFF's typed errors.
    if (ServerError.is(caught)) {
      return new CommerceError(errorsOfBody(caught.bodyText) ?? [networkError(caught.message)], caught.statusCode);
    }
    return new CommerceError([networkError(caught instanceof Error ? caught.message : 'Network error')]);
  }
}

/** A failure without typed errors: the generic message. */
function networkError(message: string): CommerceErrorShape {
  return { message, extensions: { code: 'NETWORK', messageKey: 'errors.generic' } };
}

/** The `errors` of a GraphQL response body, or null when it has none. */
function errorsOfBody(body: string): CommerceErrorShape[] | null {
  try {
    const errors = (JSON.parse(body) as { errors?: unknown }).errors;
    return Array.isArray(errors) && errors.length > 0 ? (errors as CommerceErrorShape[]) : null;
  } catch {
    return null;
  }
}
