import { LinePrice } from '@/components/cart/LinePrice';
import { marksListPrices } from '@/lib/pricing/price-note';
import { clsx as cx } from 'clsx';
import styles from './Price.module.css';

/**
 * Price of a product in euros incl. VAT: the sale price with the regular price struck through when
 * on sale (spec §3 price, regular_price), as a paragraph. Works in server and client components.
 *
 * In a storefront whose prices need the shipping note (`lib/pricing/price-note.ts`, Germany's PAngV)
 * a list's price ends in an asterisk that the footer's note explains (`PriceNote scope="list"`).
 * The asterisk is hidden from assistive technology: the note itself is text in the page, and
 * "star" after every price of a list would only be noise. The product page, which states the note
 * beside its price, passes `footnote={false}`.
 */
export function Price({
  price,
  regularPrice,
  locale,
  className,
  testId,
  footnote = true,
}: {
  price: number;
  regularPrice: number;
  locale: string;
  className?: string;
  /** `data-testid`: a price has no role to find it by. */
  testId?: string;
  /** Mark the price with the list note's asterisk where the storefront needs it (default); false beside a full note. */
  footnote?: boolean;
}) {
  return (
    <p className={cx(styles.price, className)} data-testid={testId}>
      <LinePrice price={price} regularPrice={regularPrice} locale={locale} />
      {footnote && marksListPrices(locale) ? (
        <span className={styles.footnote} aria-hidden="true" data-testid="price-footnote">
          *
        </span>
      ) : null}
    </p>
  );
}
