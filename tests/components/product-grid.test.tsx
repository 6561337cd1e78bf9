// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from '@/components/product/ProductGrid';
import { product } from '../support/cart-fixture';
import { renderIsland } from '../support/render';

describe('product grid images (issue 6: PLP weight)', () => {
  it('never loads the first two cards lazily (they are preloaded), the rest and every hover image lazily', () => {
    const products = Array.from({ length: 4 }, (_, index) =>
      product([], {
        id: `p${index}`,
        name: `Shoe ${index}`,
        image: `/media/products/10000${index}.001/main-498x705.webp`,
        hover_image: `/media/products/10000${index}.001/hover-498x705.webp`,
      }),
    );
    renderIsland(<ProductGrid products={products} locale="en-GB" />);
    const images = screen.getAllByRole('presentation', { hidden: true }) as HTMLImageElement[];
    const main = images.filter((image) => image.src.includes('/main-'));
    const hover = images.filter((image) => image.src.includes('/hover-'));
    expect(main.map((image) => image.getAttribute('loading'))).toEqual([null, null, 'lazy', 'lazy']);
    expect(hover.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
