import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import styles from './LinePrice.module.css';

/**
 * A line's price incl. VAT in `currency` (ISO 4217; default the storefront's): the sale price, and the regular price struck through when the
 * line is on sale (spec §3 'Item product: includes regular_price'). Used by the cart, the checkout
 * summary and the finish page.
 */
export function LinePrice({
  price,
  regularPrice,
  locale,
  currency,
}: {
  price: number;
  regularPrice: number | null | undefined;
  locale: string;
  currency?: string;
}) {
  const t = useTranslations('product');
  if (!regularPrice || regularPrice <= price) return <span>{formatPrice(price, locale, currency)}</span>;
  return (
    <span>
      <span className="visually-hidden">{t('salePrice')} </span>
      <span className={styles.sale}>{formatPrice(price, locale, currency)}</span>{' '}
      <span className="visually-hidden">{t('regularPrice')} </span>
      <s className={styles.regular}>{formatPrice(regularPrice, locale, currency)}</s>
    </span>
  );
}
