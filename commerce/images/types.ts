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
