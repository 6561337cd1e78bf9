import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a caller's secret equals the configured one, compared in constant time. An unset or
 * empty configured secret matches nothing: the door stays shut until the owner sets one.
 */
export function secretMatches(expected: string | undefined, given: string | null | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
