/** A picture of the PDP gallery in the spec's two sizes (§9 'Images: product images 498x705 (highlight 830x1175)'). */
export interface GalleryImage {
  /** URL of the 830×1175 picture (the highlight, and the zoom dialog). */
  highlight: string;
  /** URL of the 498×705 picture (the gallery's other images). */
  product: string;
  /** Alternative text: the product for the first picture, empty (decorative) for the others. */
  alt: string;
}

const SIZED = /-(\d{2,4})x(\d{2,4})(\.\w+)$/;

/**
 * The gallery's pictures from a product's `images` (830×1175 URLs, spec §3): each with its 498×705
 * variant, named as the embedded back end names them (`…/main-830x1175.webp` →
 * `…/main-498x705.webp`); a URL without a size in its name is used for both. The first picture
 * carries `alt` (product, brand and colour: the other pictures show the same product and are
 * decorative, WCAG 1.1.1).
 */
export function galleryImages(images: readonly string[], alt: string): GalleryImage[] {
  return images.map((url, index) => ({
    highlight: url,
    product: SIZED.test(url) ? url.replace(SIZED, '-498x705$3') : url,
    alt: index === 0 ? alt : '',
  }));
}
