/**
 * File names in a product's media folder (`/media/products/{sku}/`): the image generator writes
 * them when the seed renders the images, the services build the media URLs from them.
 */

/** File name of 360° frame `index` (0-based), e.g. `threesixty-03-498x705.webp`. */
export const threeSixtyFrameFile = (index: number) => `threesixty-${String(index).padStart(2, '0')}-498x705.webp`;
