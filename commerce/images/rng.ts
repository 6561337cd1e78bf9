/** Small deterministic PRNG (mulberry32) so a variantSeed always yields the same details. */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Float in [a, b), rounded to 1 decimal so SVG output stays short and stable. */
  range(a: number, b: number): number;
  /** Integer in [0, n). */
  int(n: number): number;
  chance(p: number): boolean;
}

export function createRng(seed: number, salt: string): Rng {
  let h = 2166136261 ^ (seed | 0);
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 16777619);
  let s = h >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (a, b) => Math.round((a + (b - a) * next()) * 10) / 10,
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
  };
}
