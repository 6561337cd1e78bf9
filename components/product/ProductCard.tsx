import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ProductCardData } from '@/graphql/fragments';
import { Price } from './Price';

/**
 * Product card (spec §2 'Product card'): image at the card ratio 332/470 (498×705 px source) whose
 * hover image replaces it on pointer hover, brand, name, colour and price. Server component.
 */
export function ProductCard({
  product,
  locale,
  priority = false,
}: {
  product: ProductCardData;
  locale: string;
  priority?: boolean;
}) {
  const t = useTranslations('product');
  return (
    <article className="product-card">
      <Link href={product.url} className="product-card__link">
        <div className="product-card__media">
          <Image
            src={product.image}
            alt=""
            width={498}
            height={705}
            unoptimized
            priority={priority}
            className="product-card__image"
          />
          {product.hover_image ? (
            <Image
              src={product.hover_image}
              alt=""
              width={498}
              height={705}
              unoptimized
              className="product-card__hover"
            />
          ) : null}
          {product.isSale && product.discount ? <span className="badge badge--sale">-{product.discount}%</span> : null}
          {product.isNew ? <span className="badge badge--new">{t('new')}</span> : null}
        </div>
        <h3 className="product-card__title">
          <span className="product-card__brand">{product.brand}</span> <span>{product.name}</span>
        </h3>
        <p className="product-card__color">{product.color}</p>
      </Link>
      <Price price={product.price} regularPrice={product.regular_price} locale={locale} />
    </article>
  );
}
