// graphql-yoga's own factory: the error is an instance of the GraphQLError class yoga checks, even
// when the bundler loads two copies of graphql (CJS and ESM).
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { CommerceDb, Tx } from '../db/client';
import { SHOP_TIME_ZONE, type Lang, type StoreDefinition } from '../config/stores';

/** Per-request state of a commerce call. */
export interface ServiceContext {
  db: CommerceDb;
  store: StoreDefinition;
  lang: Lang;
  /** Token from the args or the bearer header (not validated). */
  token: string | null;
  /** Origin of the request (for absolute URLs), when known. */
  origin: string | null;
  /** A context created by this request (sent back in x-context-token). */
  issuedToken?: string;
  /**
   * Work done once per GraphQL request, shared by the resolvers of one operation (e.g. settling a
   * customer's vouchers, which both `loyalty` and `vouchers` need); absent outside a request.
   */
  perRequest?: Map<string, Promise<unknown>>;
}

export type { CommerceDb, Tx };

function camel(code: string): string {
  return code.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A client-facing error: `extensions: { code, messageKey }`. */
export function fail(code: string, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(message, {
    extensions: { code, messageKey: `errors.${camel(code)}`, ...extensions },
  }) as unknown as GraphQLError;
}

export const euros = (cents: number): number => Math.round(cents) / 100;

/** VAT contained in a gross amount (cents). */
export const vatOf = (grossCents: number, rate: number): number => Math.round((grossCents * rate) / (100 + rate));

const shopDate = new Intl.DateTimeFormat('en', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The shop's calendar date (YYYY-MM-DD) at `now` in SHOP_TIME_ZONE: an order placed on Saturday
 * 00:30 in Amsterdam is a Saturday order, though it is still Friday in UTC.
 */
export function today(now: Date = new Date()): string {
  const part = Object.fromEntries(shopDate.formatToParts(now).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}`;
}

/** Adds delivery days to an ISO date: carriers deliver Monday to Saturday, so Sundays do not count. */
export function addDeliveryDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rows of a raw query, for both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
