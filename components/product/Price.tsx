import { LinePrice } from '@/components/cart/LinePrice';

/**
 * Price of a product in euros incl. VAT: the sale price with the regular price struck through when
 * on sale (spec §3 price, regular_price), as a paragraph. Works in server and client components.
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
  return (
    <p className={`price ${className ?? ''}`}>
      <LinePrice price={price} regularPrice={regularPrice} locale={locale} />
    </p>
  );
}
