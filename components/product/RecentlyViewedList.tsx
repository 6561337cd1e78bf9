'use client';

import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { RecentlyViewedProduct } from '@/graphql/recently-viewed';
import { loadRecentlyViewed } from '@/lib/product/recently-viewed';
import { Price } from './Price';
import styles from './RecentlyViewedList.module.css';

/**
 * The recently viewed products of `skus` (in that order) as small cards: image (498×705 px source),
 * brand, name and price (without the struck-through regular price when `hideDiscounts`: Belgium's sale
 * period, spec §9). A failed load shows nothing and is only logged (an extra, spec §8).
 */
export function RecentlyViewedList({
  skus,
  locale,
  hideDiscounts = false,
}: {
  skus: string[];
  locale: string;
  hideDiscounts?: boolean;
}) {
  const t = useTranslations('product');
  const [products, setProducts] = useState<RecentlyViewedProduct[]>([]);
  const key = skus.join(',');

  useEffect(() => {
    let current = true;
    loadRecentlyViewed(key.split(','))
      .then((loaded) => current && setProducts(loaded))
      .catch((error: unknown) => console.error('recently viewed products could not be loaded', error));
    return () => {
      current = false;
    };
  }, [key]);

  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed">
      <h2 id="recently-viewed">{t('recentlyViewed')}</h2>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.sku}>
            <Link href={product.url} className={styles.link}>
              <Image src={product.image} alt="" width={498} height={705} unoptimized loading="lazy" />
              <span className={styles.brand}>{product.brand}</span> <span>{product.name}</span>
            </Link>
            <Price
              price={product.price}
              regularPrice={product.regular_price}
              locale={locale}
              hideDiscount={hideDiscounts}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
