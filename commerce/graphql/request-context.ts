/**
 * The GraphQL request's context (request, database, request-scoped state) and how a resolver runs a
 * service in it: the store from `x-store-key`, the context token from the arguments or the bearer
 * header, and a token the service issued passed back to the yoga plugin (`x-context-token`).
 */
import { resolveStore } from '../config/stores';
import { fail, type CommerceDb, type ServiceContext } from '../services/common';

/** Request-scoped state shared with the yoga plugin (x-context-token). */
export interface RequestState {
  issuedToken?: string;
  /** The request's once-only work (ServiceContext.perRequest). */
  perRequest?: Map<string, Promise<unknown>>;
}

export interface GraphQLContext {
  request: Request;
  db: CommerceDb;
  state: RequestState;
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return m ? m[1]! : null;
}

function serviceContext(context: GraphQLContext, args: { token?: string | null }): ServiceContext {
  const store = resolveStore(context.request.headers.get('x-store-key'));
  if (!store) throw fail('STORE_NOT_FOUND', 'Unknown store (x-store-key).');
  let origin: string | null = null;
  try {
    origin = new URL(context.request.url).origin;
  } catch {
    origin = null;
  }
  const token = args.token != null && args.token !== '' ? args.token : bearer(context.request);
  context.state.perRequest ??= new Map();
  return { db: context.db, store, lang: store.lang, token, origin, perRequest: context.state.perRequest };
}

/** The shape of {@link run}, for resolver modules beside this one. */
export type RunService = typeof run;

/** Runs a service with the request's store and token and records a context it created. */
export async function run<T>(
  context: GraphQLContext,
  args: { token?: string | null },
  fn: (ctx: ServiceContext) => Promise<T>,
): Promise<T> {
  const ctx = serviceContext(context, args);
  const result = await fn(ctx);
  if (ctx.issuedToken) context.state.issuedToken = ctx.issuedToken;
  return result;
}
