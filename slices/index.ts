/**
 * Slice components by `slice_type`, for `<SliceZone components={components}>` (DESIGN.md
 * 'Content'). Slices without a component here fall back to SliceZone's default (nothing in
 * production).
 */
import Hero from './hero';
import Products from './products';
import Richtext from './richtext';
import Usps from './usps';

export const components = {
  hero: Hero,
  products: Products,
  richtext: Richtext,
  usps: Usps,
};
