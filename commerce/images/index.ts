export { PRODUCT_IMAGE_KINDS, PRODUCT_IMAGE_SIZES, type ProductImageKind, type ProductImageView } from './types';
export { productImageSvg, type ProductImageSvgOptions } from './svg';
export { renderProductImageSet, productImageFileNames, type RenderProductImageSetOptions } from './render';
