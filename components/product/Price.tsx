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
 *
 * `regularPrice` is left out where only the price paid is shown (the add-to-cart popup's upsell);
 * `hideDiscount` leaves the struck-through regular price out during Belgium's sale period (spec §9
 * 'Belgium': discount labels hidden; the page decides with `hidesDiscountLabelsToday`).
 */
export function Price({
  price,
  regularPrice,
  locale,
  className,
  testId,
  footnote = true,
  hideDiscount = false,
}: {
  price: number;
  /** The regular price (euros): struck through beside a lower price; none where only the price paid shows. */
  regularPrice?: number | null;
  locale: string;
  className?: string;
  /** `data-testid`: a price has no role to find it by. */
  testId?: string;
  /** Mark the price with the list note's asterisk where the storefront needs it (default); false beside a full note. */
  footnote?: boolean;
  /** Show only the price paid, no struck-through regular price (Belgium's sale period). */
  hideDiscount?: boolean;
}) {
  return (
    <p className={cx(styles.price, className)} data-testid={testId}>
      <LinePrice price={price} regularPrice={regularPrice} locale={locale} hideDiscount={hideDiscount} />
      {footnote && marksListPrices(locale) ? (
        <span className={styles.footnote} aria-hidden="true" data-testid="price-footnote">
          *
        </span>
      ) : null}
    </p>
  );
}
