import path from 'node:path';
import type { Group } from './data';

/** Frames of a seeded 360° view: one every 22.5°. */
export const THREESIXTY_FRAMES = 16;

/**
 * Style-colours with a product video: a short turntable clip of the product, committed as
 * `commerce/videos/{sku}.mp4` (H.264, muted, made offline from the product's own 360° frames) and
 * copied into the media folder as `video.mp4` when the images are rendered.
 */
export const VIDEO_SKUS: ReadonlySet<string> = new Set(['100002.002', '100004.001']);

/** File name of a product video in the product's media folder. */
export const VIDEO_FILE = 'video.mp4';

/**
 * Which seeded products have a 360° view and a video (spec §3 'Size and media'): every shoe whose
 * 0-based style-colour index `k` is 1 modulo 20 (about one shoe in eight at scale 1, and the second
 * product of any catalog) gets {@link THREESIXTY_FRAMES} frames; the SKUs in {@link VIDEO_SKUS}
 * get a video. Deterministic: the same index, SKU and group always give the same media.
 */
export function productMedia(k: number, sku: string, group: Group): { threesixtyFrames: number; video: string | null } {
  return {
    threesixtyFrames: group === 'shoes' && k % 20 === 1 ? THREESIXTY_FRAMES : 0,
    video: VIDEO_SKUS.has(sku) ? VIDEO_FILE : null,
  };
}

/** The committed video of a SKU (read when the images are rendered, from the project's working directory). */
export function videoSource(sku: string): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), 'commerce', 'videos', `${sku}.mp4`);
}
