export { PRODUCT_IMAGE_KINDS, PRODUCT_IMAGE_SIZES, type ProductImageKind, type ProductImageView } from './types';
export { productImageSvg, productThreeSixtySvg, type ProductImageSvgOptions } from './svg';
export {
  renderProductImageSet,
  renderThreeSixtyFrames,
  productImageFileNames,
  threeSixtyFileName,
  THREESIXTY_FRAME_SIZE,
  type RenderProductImageSetOptions,
} from './render';
