import type { ProductCardData } from '@/graphql/fragments';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

/** Cards in the first row on a phone (2 columns): the ones whose images are preloaded when the grid leads the page. */
const FIRST_ROW = 2;

/**
 * A responsive grid of product cards (2 columns, more on wider screens). `aboveTheFold`: the grid
 * leads the page (a PLP), so the first row's images are preloaded (its LCP image, docs/benchmarks.md
 * 'Lighthouse: what moved it'); a grid further down (the PDP's cross-sells) preloads nothing, so it does not
 * compete with the page's LCP image.
 */
export function ProductGrid({
  products,
  locale,
  label,
  aboveTheFold = false,
  wishlisted = false,
  hideDiscounts,
}: {
  products: ProductCardData[];
  locale: string;
  label?: string;
  aboveTheFold?: boolean;
  /** Every product is on the visitor's wishlist as the server knows it (the customer wishlist page). */
  wishlisted?: boolean;
  /** Hide the cards' discount labels (Belgium's sale period; `ProductCard`'s `hideDiscounts`). */
  hideDiscounts?: boolean;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            locale={locale}
            position={index + 1}
            priority={aboveTheFold && index < FIRST_ROW}
            wishlisted={wishlisted}
            hideDiscounts={hideDiscounts}
          />
        </li>
      ))}
    </ul>
  );
}
