// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from '@/components/product/ProductGrid';
import { product } from '../support/cart-fixture';
import { renderIsland } from '../support/render';

const products = Array.from({ length: 4 }, (_, index) =>
  product([], {
    id: `p${index}`,
    name: `Shoe ${index}`,
    image: `/media/products/10000${index}.001/main-498x705.webp`,
    hover_image: `/media/products/10000${index}.001/hover-498x705.webp`,
  }),
);

function imagesOf(kind: 'main' | 'hover') {
  const images = screen.getAllByRole('presentation', { hidden: true }) as HTMLImageElement[];
  return images.filter((image) => image.src.includes(`/${kind}-`));
}

const loadingOf = (kind: 'main' | 'hover') => imagesOf(kind).map((image) => image.getAttribute('loading'));

describe('product grid images (PLP weight, docs/benchmarks.md)', () => {
  it('on a PLP loads the first row eagerly with high priority (the LCP image), the rest and every hover image lazily', () => {
    renderIsland(<ProductGrid products={products} locale="en-GB" aboveTheFold />);
    expect(loadingOf('main')).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(imagesOf('main').map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null]);
    expect(loadingOf('hover').every((loading) => loading === 'lazy')).toBe(true);
  });

  it('further down a page (PDP cross-sells) loads every image lazily: nothing competes with the LCP image', () => {
    renderIsland(<ProductGrid products={products} locale="en-GB" />);
    expect(loadingOf('main')).toEqual(['lazy', 'lazy', 'lazy', 'lazy']);
  });
});
