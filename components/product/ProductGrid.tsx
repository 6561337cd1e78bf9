import type { ProductCardData } from '@/graphql/fragments';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

/** A responsive grid of product cards (2 columns, more on wider screens). */
export function ProductGrid({
  products,
  locale,
  label,
}: {
  products: ProductCardData[];
  locale: string;
  label?: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} locale={locale} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
