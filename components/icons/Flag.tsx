import { AT, BE, DE, FR, GB, LU, NL } from 'country-flag-icons/react/3x2';

/** The countries the storefronts serve (lib/stores.ts `countryCode`); named imports keep the bundle to these. */
const FLAGS = { AT, BE, DE, FR, GB, LU, NL } as const;

/**
 * A country flag as inline SVG (docs/architecture.md 'Rendering': flags as SVG, never emoji: emoji flags are
 * empty boxes on Linux and letter pairs on Windows). Decorative: always next to a text label, so it
 * is hidden from assistive technology. 3:2, sized by `className` (1.5em × 1em by default).
 */
export function Flag({ country, className }: { country: string; className?: string }) {
  const Svg = FLAGS[country as keyof typeof FLAGS];
  if (!Svg) return null;
  return (
    <Svg aria-hidden="true" focusable="false" className={className} width="1.5em" height="1em" data-flag={country} />
  );
}
