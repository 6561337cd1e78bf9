/**
 * Attribute names of the catalog, shared by the seed and the services that read the catalog back.
 */
import type { Lang } from '../config/stores';

/**
 * The size option group's name per language: `Product.sizeAttributeName` and a cart item's
 * `options[].group` (spec §3 Product and Cart). Every variant of the catalog differs by size only.
 */
export const SIZE_ATTRIBUTE: Readonly<Record<Lang, string>> = { nl: 'maat', fr: 'taille', de: 'Größe', en: 'size' };
