// graphql-yoga's own factory: the error is an instance of the GraphQLError class yoga checks, even
// when the bundler loads two copies of graphql (CJS and ESM).
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { CommerceDb, Tx } from '../db/client';
import type { Lang, StoreDefinition } from '../config/stores';

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
}

export type { CommerceDb, Tx };

function camel(code: string): string {
  return code.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A client-facing error: `extensions: { code, messageKey }`. */
export function fail(code: string, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(message, { extensions: { code, messageKey: `errors.${camel(code)}`, ...extensions } }) as unknown as GraphQLError;
}

export const euros = (cents: number): number => Math.round(cents) / 100;

/** VAT contained in a gross amount (cents). */
export const vatOf = (grossCents: number, rate: number): number => Math.round((grossCents * rate) / (100 + rate));

export function today(): string {
  return new Date().toISOString().slice(0, 10);
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
