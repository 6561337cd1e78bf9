/**
 * Colour contrast (WCAG 2.x relative luminance) for editor-chosen colours. Pure; safe anywhere.
 */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether `value` is a `#rgb` or `#rrggbb` colour. */
export function isHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** Relative luminance (0 black … 1 white) of a `#rgb`/`#rrggbb` colour. */
export function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  const channels = [0, 2, 4]
    .map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

/** Contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const DARK = '#1b1b1b';
const LIGHT = '#ffffff';

/**
 * Text and background colours an editor chose, kept only when they reach AA contrast (4.5:1):
 * otherwise the text becomes dark or white, whichever reads on the background (invalid
 * backgrounds fall back to the shop's dark bar with white text).
 */
export function readableColors(
  text: string | null | undefined,
  background: string | null | undefined,
): { text: string; background: string } {
  const bg = isHexColor(background) ? background : DARK;
  if (isHexColor(text) && contrastRatio(text, bg) >= 4.5) return { text, background: bg };
  return { text: contrastRatio(DARK, bg) >= contrastRatio(LIGHT, bg) ? DARK : LIGHT, background: bg };
}
