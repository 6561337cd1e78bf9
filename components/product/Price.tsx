import { LinePrice } from '@/components/cart/LinePrice';
import { clsx as cx } from 'clsx';
import styles from './Price.module.css';

/**
 * Price of a product in euros incl. VAT: the sale price with the regular price struck through when
 * on sale (spec §3 price, regular_price), as a paragraph. Works in server and client components.
 */
export function Price({
  price,
  regularPrice,
  locale,
  className,
  testId,
}: {
  price: number;
  regularPrice: number;
  locale: string;
  className?: string;
  /** `data-testid`: a price has no role to find it by. */
  testId?: string;
}) {
  return (
    <p className={cx(styles.price, className)} data-testid={testId}>
      <LinePrice price={price} regularPrice={regularPrice} locale={locale} />
    </p>
  );
}
