'use client';

import { useEffect } from 'react';
import { clickedProduct, pushProductClick } from '@/lib/analytics/data-layer';

/**
 * Pushes `productClick` (spec §7 'Analytics events') when a shopper follows a product card's link,
 * by mouse, keyboard or touch: one listener for the whole document reads the card's data attribute,
 * so server-rendered cards stay free of client code. Renders nothing.
 */
export function ProductClickListener() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const product = clickedProduct(event.target);
      if (product) pushProductClick(product);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
