import type { Palette } from './color';
import type { Rng } from './rng';

/** Product kinds that have a drawn template. */
export type ProductImageKind =
  | 'sneaker'
  | 'boot'
  | 'pump'
  | 'sandal'
  | 'loafer'
  | 'bag'
  | 'dress'
  | 'shirt'
  | 'jacket'
  | 'trousers'
  | 'spray'
  | 'polish'
  | 'brush';

/** Which picture of the product: the catalogue shot or the alternative shown on hover. */
export type ProductImageView = 'main' | 'hover';

export const PRODUCT_IMAGE_KINDS: readonly ProductImageKind[] = [
  'sneaker',
  'boot',
  'pump',
  'sandal',
  'loafer',
  'bag',
  'dress',
  'shirt',
  'jacket',
  'trousers',
  'spray',
  'polish',
  'brush',
];

/** Output sizes in px (portrait 332:470, the card ratio). The largest is rendered, the others are resized from it. */
export const PRODUCT_IMAGE_SIZES = [
  { width: 498, height: 705 },
  { width: 830, height: 1175 },
  { width: 166, height: 235 },
] as const;

/** SVG user-space canvas (viewBox) every template draws in. */
export const CANVAS = { width: 332, height: 470 } as const;

/**
 * One template draws the product in the 332×470 user space (see CANVAS).
 * `hover` says how the alternative view is derived: shoes are turned (mirrored + tilted),
 * everything else gets a zoomed detail around (x, y).
 */
export interface Drawing {
  body: string;
  /** Floor shadow under the product (user units). */
  shadow: { cx: number; cy: number; rx: number; ry: number };
  hover: { type: 'turn'; cx: number; cy: number; tilt: number } | { type: 'zoom'; x: number; y: number; scale: number };
}

export type Template = (c: Palette, r: Rng) => Drawing;
