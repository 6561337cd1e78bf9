import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import { isReduced, roundToCents } from '@/lib/pricing/cents';
import styles from './LinePrice.module.css';

/**
 * A line's price incl. VAT in `currency` (ISO 4217; default the storefront's): the sale price, and the
 * regular price struck through when the line is on sale (spec §3 'Item product: includes
 * regular_price'). Used by the cart, the checkout summary, the finish page and `Price`. Amounts in
 * euros, compared and shown in whole cents (a regular price × quantity is a float product: spec §9
 * 'sale amount is rounded to 2 decimals'), so a difference below a cent is no sale.
 * `hideDiscount`: only the price paid, no struck-through regular price (Belgium's sale period, spec §9
 * 'Belgium'; `hidesDiscountLabels`).
 */
export function LinePrice({
  price,
  regularPrice,
  locale,
  currency,
  hideDiscount = false,
}: {
  price: number;
  regularPrice: number | null | undefined;
  locale: string;
  currency?: string;
  hideDiscount?: boolean;
}) {
  const t = useTranslations('product');
  const paid = formatPrice(roundToCents(price), locale, currency);
  if (hideDiscount || !isReduced(price, regularPrice)) return <span>{paid}</span>;
  return (
    <span>
      <span className="visually-hidden">{t('salePrice')} </span>
      <span className={styles.sale}>{paid}</span> <span className="visually-hidden">{t('regularPrice')} </span>
      <s className={styles.regular}>{formatPrice(roundToCents(regularPrice!), locale, currency)}</s>
    </span>
  );
}
