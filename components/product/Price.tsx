import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';

/**
 * Price of a product in euros incl. VAT: the sale price with the regular price struck through when
 * on sale (spec §3 price, regular_price). Works in server and client components.
 */
export function Price({
  price,
  regularPrice,
  locale,
  className,
}: {
  price: number;
  regularPrice: number;
  locale: string;
  className?: string;
}) {
  const t = useTranslations('product');
  const onSale = regularPrice > price;
  return (
    <p className={`price ${className ?? ''}`}>
      {onSale ? (
        <>
          <span className="visually-hidden">{t('salePrice')}</span>
          <span className="price__sale">{formatPrice(price, locale)}</span>{' '}
          <span className="visually-hidden">{t('regularPrice')}</span>
          <s className="price__regular">{formatPrice(regularPrice, locale)}</s>
        </>
      ) : (
        <span>{formatPrice(price, locale)}</span>
      )}
    </p>
  );
}
