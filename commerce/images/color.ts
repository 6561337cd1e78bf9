const HEX_RE = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_RE.test(value);
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex(c: [number, number, number]): string {
  return (
    '#' +
    c
      .map((v) =>
        Math.round(Math.min(255, Math.max(0, v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Linear mix of two `#rrggbb` colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Relative luminance 0..1 (sRGB approximation, good enough to pick contrast). */
export function luminance(h: string): number {
  const [r, g, b] = rgb(h);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export interface Palette {
  base: string;
  shade: string;
  deep: string;
  light: string;
  line: string;
  accent: string;
  accentShade: string;
  /** Off-white rubber / stitching colour that reads on both light and dark bases. */
  sole: string;
  rubber: string;
}

export function palette(colorHex: string, accentHex: string): Palette {
  const c = colorHex.toLowerCase();
  const a = accentHex.toLowerCase();
  const dark = luminance(c) < 0.25;
  return {
    base: c,
    shade: mix(c, '#000000', 0.18),
    deep: mix(c, '#000000', 0.42),
    light: mix(c, '#ffffff', dark ? 0.22 : 0.38),
    line: dark ? mix(c, '#000000', 0.55) : mix(c, '#1a1a1a', 0.55),
    accent: a,
    accentShade: mix(a, '#000000', 0.3),
    sole: '#f1efe9',
    rubber: '#2c2a28',
  };
}
