import { mutationRootFields } from '@/lib/graphql/root-fields';

/** What a forwarded operation did to the visitor's login, for the BFF's readable hint cookie. */
export type SessionEffect = 'logged-in' | 'logged-out' | null;

const LOGS_IN = new Set(['login', 'confirmRegistration']);
const LOGS_OUT = new Set(['logout', 'DeleteCustomer']);
/** Errors that prove the session is not logged in (a stale hint after a revoked token). */
const NOT_LOGGED_IN_CODES = new Set(['NOT_LOGGED_IN', 'ALREADY_LOGGED_OUT']);

/**
 * The session effect of a forwarded operation and its answer (COOKIES.customerHint; docs/architecture.md 'The
 * BFF and the session'): a successful `login` or `confirmRegistration` logs in; `logout` or `DeleteCustomer`
 * (also when it failed as "already logged out") and any NOT_LOGGED_IN answer log out; anything else changes
 * nothing.
 *
 * @param document the GraphQL document the BFF forwarded
 * @param response the commerce answer (`{ data, errors }`)
 */
export function sessionEffectOf(document: string, operationName: string | undefined, response: unknown): SessionEffect {
  const errors = (response as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors ?? [];
  const codes = errors.map((error) => error?.extensions?.code);
  if (codes.some((code) => typeof code === 'string' && NOT_LOGGED_IN_CODES.has(code))) return 'logged-out';
  const fields = mutationRootFields(document, operationName);
  if (errors.length === 0 && fields.some((field) => LOGS_IN.has(field))) return 'logged-in';
  if (errors.length === 0 && fields.some((field) => LOGS_OUT.has(field))) return 'logged-out';
  return null;
}
