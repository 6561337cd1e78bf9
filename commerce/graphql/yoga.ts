import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
// Aliased: it is an envelop plugin factory, not a React hook (react-hooks/rules-of-hooks reads the name).
import { useDisableIntrospection as disableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { ExecutionResult, GraphQLError, ValidationContext } from 'graphql';
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { commerceGlobal, getDb } from '../db/client';
import { handlePaymentRoute } from './payment-routes';
import { resolvers } from './resolvers';
import { handleTabletopRoute, TABLETOP_BASE } from './tabletop-routes';
import type { GraphQLContext, RequestState } from './request-context';
import { typeDefs } from './typeDefs';

// Limits per operation (docs/decisions/0004-trusted-documents.md: the endpoint limits depth and aliases).
// Measured on the storefront's operations in graphql/ with the __typename Apollo Client adds to
// every selection set: deepest 8 (getContext → cart → …CartFields → items → product → variants),
// costliest about 815 (getContext with the whole cart), longest about 160 tokens, no aliases.

/**
 * Deepest selection nesting per operation, counted as graphql-armor counts it: every field,
 * fragment spread and inline fragment is one level. The storefront's deepest operation is 8.
 */
export const MAX_DEPTH = 12;
/** Most aliases per operation (`__typename` aliases do not count). The storefront uses none. */
export const MAX_ALIASES = 15;
/**
 * Highest graphql-armor cost per operation (an object field costs 2, a scalar 1, each level deeper
 * weighs 1.5 times more). The storefront's costliest operation is about 815: six of them fit.
 */
export const MAX_COST = 5000;
/** Most lexical tokens per document (names, punctuation, values). The storefront's longest is about 160. */
export const MAX_TOKENS = 1000;

/** messageKey of every error about the request itself (parse, validation, limits, bad variables). */
export const INVALID_REQUEST_KEY = 'errors.invalidRequest';

/** Codes of errors about the request itself rather than about commerce data. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_TOO_COMPLEX',
  'BAD_REQUEST',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** graphql-js appends suggestions ("Did you mean "token"?") that map the schema for a caller who may not introspect it. */
const SUGGESTION_RE = /\s*Did you mean [^?]*\?/g;

function tooComplex(message: string): GraphQLError {
  return createGraphQLError(message, {
    extensions: { code: 'OPERATION_TOO_COMPLEX', messageKey: INVALID_REQUEST_KEY, http: { status: 400 } },
  }) as unknown as GraphQLError;
}

/** Validation-phase limits report one typed error (alongside other validation errors) instead of armor's "Syntax Error: …". */
const report =
  (message: string) =>
  (context: ValidationContext | null): void => {
    context?.reportError(tooComplex(message));
  };

/** graphql-armor with the limits above; the token limit runs in the parser, which has no validation context to report to. */
function armor(): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: {
      n: MAX_DEPTH,
      propagateOnRejection: false,
      onReject: [report(`The operation is nested too deeply (at most ${MAX_DEPTH} levels).`)],
    },
    maxAliases: {
      n: MAX_ALIASES,
      propagateOnRejection: false,
      onReject: [report(`The operation has too many aliases (at most ${MAX_ALIASES}).`)],
    },
    costLimit: {
      maxCost: MAX_COST,
      propagateOnRejection: false,
      onReject: [report(`The operation is too expensive (cost limit ${MAX_COST}).`)],
    },
    maxTokens: {
      n: MAX_TOKENS,
      propagateOnRejection: false,
      onReject: [
        () => {
          throw tooComplex(`The operation is too long (at most ${MAX_TOKENS} tokens).`);
        },
      ],
    },
    // Directives are not part of the storefront's operations; the default limit (50) stays.
    blockFieldSuggestion: { mask: '' },
  }) as Plugin;
}

/**
 * The error as the storefront reads every commerce error: `extensions.code` and
 * `extensions.messageKey` (spec §8), without suggestions or server internals (stack, original error).
 */
export function typedError(error: GraphQLError): GraphQLError {
  const extensions: Record<string, unknown> = { ...error.extensions };
  // yoga adds the original error (with its stack) in development; the server log has it.
  for (const internal of ['originalError', 'stack', 'exception']) delete extensions[internal];
  // No code: a variable that failed coercion (no path, a request error) or an unexpected execution error.
  const code =
    typeof extensions.code === 'string' ? extensions.code : error.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT';
  const messageKey =
    typeof extensions.messageKey === 'string'
      ? extensions.messageKey
      : REQUEST_ERROR_CODES.has(code)
        ? INVALID_REQUEST_KEY
        : 'errors.generic';
  return createGraphQLError(error.message.replace(SUGGESTION_RE, '').trim(), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...extensions, code, messageKey },
  }) as unknown as GraphQLError;
}

function typedResult<T extends ExecutionResult>(result: T): T {
  return result.errors?.length ? { ...result, errors: result.errors.map(typedError) } : result;
}

/** Types every outgoing error, whichever stage produced it (request parsing, parse, validation, variables, execution). */
const typedErrorsPlugin: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result)) setResult(result.map(typedResult));
    else if (result && typeof result === 'object' && !(Symbol.asyncIterator in result))
      setResult(typedResult(result as ExecutionResult));
  },
};

const states = new WeakMap<Request, RequestState>();
function stateOf(request: Request): RequestState {
  let state = states.get(request);
  if (!state) {
    state = {};
    states.set(request, state);
  }
  return state;
}

const commercePlugin: Plugin = {
  async onRequest({ request, endResponse }) {
    const pathname = new URL(request.url).pathname;
    const handle = pathname.startsWith('/api/graphql/payment-')
      ? handlePaymentRoute
      : pathname === TABLETOP_BASE || pathname.startsWith(`${TABLETOP_BASE}/`)
        ? handleTabletopRoute
        : null;
    if (!handle) return;
    const response = await handle(await getDb(), request);
    if (response) endResponse(response);
  },
  onResponse({ request, response }) {
    const issued = states.get(request)?.issuedToken;
    if (issued) response.headers.set('x-context-token', issued);
    response.headers.set('cache-control', 'no-store');
  },
};

export interface CommerceYogaOptions {
  /** Production hides introspection and GraphiQL. Default: NODE_ENV === 'production'. */
  production?: boolean;
}

/**
 * A graphql-yoga instance of the commerce contract at /api/graphql (spec §7), with the sandbox
 * payment routes, the tabletop session service (`/api/graphql/tabletop/…`, spec §7 'Tabletop'), the
 * operation limits above (MAX_DEPTH, MAX_ALIASES, MAX_COST, MAX_TOKENS) and typed errors.
 * Introspection and GraphiQL are on in development and test, off in production.
 */
export function createCommerceYoga(options: CommerceYogaOptions = {}) {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  return createYoga({
    schema: createSchema<GraphQLContext>({ typeDefs, resolvers }),
    graphqlEndpoint: '/api/graphql',
    landingPage: false,
    graphiql: !production,
    maskedErrors: true,
    plugins: [commercePlugin, armor(), ...(production ? [disableIntrospection()] : []), typedErrorsPlugin],
    context: async ({ request }): Promise<Omit<GraphQLContext, 'request'>> => ({
      db: await getDb(),
      state: stateOf(request),
    }),
  });
}

export type CommerceYoga = ReturnType<typeof createCommerceYoga>;

/** The process's graphql-yoga instance (a globalThis singleton). */
export function getCommerceYoga(): CommerceYoga {
  const state = commerceGlobal();
  state.yoga ??= createCommerceYoga();
  return state.yoga as CommerceYoga;
}
