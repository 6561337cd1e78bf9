/**
 * The core slices (those of the home and error pages: hero, products, richtext, usps), imported
 * statically. Pages that can only show these (the 404 boundary) use this map instead of the full
 * registry in `./index.ts`.
 */
import Hero from './hero';
import Products from './products';
import Richtext from './richtext';
import Usps from './usps';

export const coreSlices = {
  hero: Hero,
  products: Products,
  richtext: Richtext,
  usps: Usps,
};
