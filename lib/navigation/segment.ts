/**
 * Navigation segments (spec §2 Header, §4 'Segment'): the for-her and for-him menus. for-her is the
 * default; the shopper's choice is kept in the `sw-segment` cookie for 365 days (§9).
 */
export const SEGMENTS = ['for-her', 'for-him'] as const;

export type Segment = (typeof SEGMENTS)[number];

export const DEFAULT_SEGMENT: Segment = 'for-her';

/** A cookie or other untrusted value as a segment; anything else is the default. */
export function parseSegment(value: string | null | undefined): Segment {
  return (SEGMENTS as readonly string[]).includes(value ?? '') ? (value as Segment) : DEFAULT_SEGMENT;
}
