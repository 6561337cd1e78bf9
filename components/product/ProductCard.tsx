import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ProductCardData } from '@/graphql/fragments';
import { Price } from './Price';
import { clsx as cx } from 'clsx';
import styles from './ProductCard.module.css';

/**
 * Product card (spec §2 'Product card'): image at the card ratio 332/470 (498×705 px source) whose
 * hover image replaces it on pointer hover, brand, name, colour and price. Server component.
 * `priority`: the card is above the fold (the first row of a PLP), so its image is preloaded with high
 * fetch priority (it may be the LCP element) and never lazy; the others and every hover image load lazily.
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
    <article>
      <Link href={product.url} className={styles.link}>
        <div className={styles.media}>
          <Image
            src={product.image}
            alt=""
            width={498}
            height={705}
            unoptimized
            priority={priority}
            fetchPriority={priority ? 'high' : undefined}
          />
          {product.hover_image ? (
            <Image src={product.hover_image} alt="" width={498} height={705} unoptimized className={styles.hover} />
          ) : null}
          {product.isSale && product.discount ? (
            <span className={cx(styles.badge, styles.sale)}>-{product.discount}%</span>
          ) : null}
          {product.isNew ? <span className={cx(styles.badge, styles.new)}>{t('new')}</span> : null}
        </div>
        <h3 className={styles.title}>
          <span className={styles.brand}>{product.brand}</span> <span>{product.name}</span>
        </h3>
        <p className={styles.color}>{product.color}</p>
      </Link>
      <Price price={product.price} regularPrice={product.regular_price} locale={locale} testId="card-price" />
    </article>
  );
}
