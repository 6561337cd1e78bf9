/**
 * The locator's query string (spec §2 '/geschaefte/': 'search by zip code or city'; 'Use my
 * location'): `?q=` a zip code or city, or `?lat=&lng=` a position in degrees. Validated here, on
 * the server, before anything reaches commerce. Pure.
 */
import { z } from 'zod';

/** Longest zip code or city name the locator takes (characters). */
export const MAX_LOCATOR_QUERY_LENGTH = 100;

/** What the locator was asked. */
export type LocatorQuery =
  /** Nothing: the overview of every store. */
  | { kind: 'none' }
  /** A zip code or city, trimmed, spaces collapsed. */
  | { kind: 'place'; q: string }
  /** The shopper's position in degrees (rounded to 4 decimals, about 10 m: enough, and fewer cache keys). */
  | { kind: 'position'; lat: number; lng: number }
  /** A query that cannot be asked (too long, a position out of range); `q` is kept for the field. */
  | { kind: 'invalid'; q: string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const degrees = (limit: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The locator query of a request's search params (a repeated key counts once, its first value). A
 * position needs both `lat` and `lng` in range; a text of control characters only is no query.
 */
export function parseLocatorQuery(params: Record<string, string | string[] | undefined>): LocatorQuery {
  const latText = first(params.lat);
  const lngText = first(params.lng);
  if (latText !== undefined || lngText !== undefined) {
    const lat = degrees(90).safeParse(latText ?? '');
    const lng = degrees(180).safeParse(lngText ?? '');
    return lat.success && lng.success
      ? { kind: 'position', lat: round(lat.data), lng: round(lng.data) }
      : { kind: 'invalid', q: '' };
  }
  // Control characters never belong in a place name: they go, and runs of spaces become one.
  const q = (first(params.q) ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!q) return { kind: 'none' };
  if (q.length > MAX_LOCATOR_QUERY_LENGTH) return { kind: 'invalid', q: q.slice(0, MAX_LOCATOR_QUERY_LENGTH) };
  return { kind: 'place', q };
}

/** The locator's own address for a query (`?q=1012%20AB`), for links and the canonical form. */
export function locatorSearch(query: LocatorQuery): string {
  if (query.kind === 'place') return `?${new URLSearchParams({ q: query.q })}`;
  if (query.kind === 'position') return `?${new URLSearchParams({ lat: String(query.lat), lng: String(query.lng) })}`;
  return '';
}
