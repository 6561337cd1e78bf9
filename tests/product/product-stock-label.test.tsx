// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/components/product/ProductCard';
import { LAST_ITEMS_BELOW, productStockLabel, SOLD_OUT_BELOW, STORE_LAST_ITEMS_BELOW } from '@/lib/product/size-state';
import { product, variant } from '../support/cart-fixture';
import { renderIsland } from '../support/render';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const sizes = (...stock: number[]) => stock.map((units) => ({ availableStock: units, deliveryTime: null }));

describe('product stock label (spec §9 last-items threshold 6, sold-out threshold 20)', () => {
  it('holds the thresholds of spec §9, the store list keeping the per-size one', () => {
    expect(LAST_ITEMS_BELOW).toBe(6);
    expect(SOLD_OUT_BELOW).toBe(20);
    expect(STORE_LAST_ITEMS_BELOW).toBe(2);
  });

  it("reads 'Last items' below 6 units over all sizes and 'Almost sold out' below 20", () => {
    expect(productStockLabel(sizes(1), false)).toBe('lastItems');
    expect(productStockLabel(sizes(2, 3), false)).toBe('lastItems');
    expect(productStockLabel(sizes(3, 3), false)).toBe('almostSoldOut');
    expect(productStockLabel(sizes(10, 9), false)).toBe('almostSoldOut');
    expect(productStockLabel(sizes(10, 10), false)).toBeNull();
  });

  it('has no label when nothing ships now, for pre-order sizes or a coming-soon product', () => {
    expect(productStockLabel(sizes(0, 0), false)).toBeNull();
    expect(productStockLabel(sizes(-1, 0), false)).toBeNull();
    expect(productStockLabel([{ availableStock: 3, deliveryTime: '2 weeks' }], false)).toBeNull();
    // A pre-order size does not count towards the ready-to-ship stock.
    expect(productStockLabel([{ availableStock: 30, deliveryTime: '2 weeks' }, ...sizes(4)], false)).toBe('lastItems');
    expect(productStockLabel(sizes(2), true)).toBeNull();
  });

  it('labels the product card', () => {
    const { unmount } = renderIsland(
      <ProductCard product={product([variant('v1', '38', 2), variant('v2', '39', 3)])} locale="nl-NL" />,
    );
    expect(screen.getByText('Last items')).toHaveAttribute('data-stock-label', 'lastItems');
    unmount();

    const view = renderIsland(<ProductCard product={product([variant('v1', '38', 12)])} locale="nl-NL" />);
    expect(screen.getByText('Almost sold out')).toHaveAttribute('data-stock-label', 'almostSoldOut');
    view.unmount();

    renderIsland(<ProductCard product={product([variant('v1', '38', 20)])} locale="nl-NL" />);
    expect(document.querySelector('[data-stock-label]')).toBeNull();
  });
});
