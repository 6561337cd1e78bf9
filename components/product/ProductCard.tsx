import { Link } from '@/components/ui/Link';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductCardData } from '@/graphql/fragments';
import { PRODUCT_CLICK_ATTRIBUTE, type ClickedProduct } from '@/lib/analytics/data-layer';
import { isMarketingLabelKey, saleLabelFor } from '@/lib/product/card-labels';
import { countryOfLocale, hidesDiscountLabels } from '@/lib/pricing/belgium';
import { productStockLabel } from '@/lib/product/size-state';
import { Price } from './Price';
import { CardAddButton } from './CardAddButton';
import { ColourThumbs } from './ColourThumbs';
import { WishlistHeart } from '@/components/wishlist/WishlistHeart';
import { wishlistProductOf } from '@/lib/wishlist/wishlist-product';
import { clsx as cx } from 'clsx';
import styles from './ProductCard.module.css';

/**
 * Product card (spec §2 'Product card'): image at the card ratio 332/470 (498×705 px
 * source) whose hover image replaces it on pointer hover; the sale label of the storefront's
 * country (`sale_label.sac_<country>`; hidden in Belgium's sale period, spec §9), the
 * marketing label, the stock label ('Last items' / 'Almost sold out', §9 stock thresholds,
 * `productStockLabel`) and 'New' over it; brand, name, colour, price, the other colours as thumbnails,
 * the add button (`CardAddButton`: server-rendered, one document listener acts on it) and the
 * wishlist heart over the image's top right corner (`WishlistHeart`, likewise; described by the
 * card's title). Following the card's link pushes `productClick` with
 * `position` (1-based, in its list) through the document's listener. Server component.
 * `priority`: the card is above the fold (the first row of a PLP), so its image is preloaded with
 * high fetch priority (it may be the LCP element) and never lazy; the others and every hover image load lazily.
 */
export function ProductCard({
  product,
  locale,
  position = 1,
  priority = false,
  wishlisted = false,
  hideDiscounts,
}: {
  product: ProductCardData;
  /** The storefront's locale (`nl-BE`): formats, and its region is the country of the sale label. */
  locale: string;
  /** 1-based place in its list, for analytics. */
  position?: number;
  priority?: boolean;
  /** The product is on the visitor's wishlist as the server knows it (the customer wishlist page). */
  wishlisted?: boolean;
  /**
   * Hide the sale label and the struck-through regular price (Belgium's sale period, spec §9), as the
   * page decided with `hidesDiscountLabelsToday` (a prerendered card must not read the clock): every
   * cached page passes it. Left out (the wishlist, rendered per visitor), the card decides itself with
   * `hidesDiscountLabels`, which reads the clock when the rule is on.
   */
  hideDiscounts?: boolean;
}) {
  const t = useTranslations('product');
  const titleId = useId();
  const country = countryOfLocale(locale);
  const hidden = hideDiscounts ?? hidesDiscountLabels(country);
  const saleLabel = hidden ? null : saleLabelFor(product, country);
  const marketing = product.marketing_label;
  // A cached card cannot compare the coming-soon date with today: any product with one gets no stock label.
  const stockLabel = productStockLabel(product.variants, Boolean(product.comingSoonDate));
  const clicked: ClickedProduct = {
    id: product.sku,
    name: product.name,
    brand: product.brand,
    variant: product.color,
    price: product.price,
    position,
  };
  return (
    <article className={styles.card}>
      <Link href={product.url} className={styles.link} {...{ [PRODUCT_CLICK_ATTRIBUTE]: JSON.stringify(clicked) }}>
        <div className={styles.media}>
          <CardImage src={product.image} eager={priority} />
          {product.hover_image ? <CardImage src={product.hover_image} className={styles.hover} /> : null}
          <span className={styles.labels}>
            {saleLabel ? <span className={cx(styles.badge, styles.sale)}>{saleLabel}</span> : null}
            {marketing ? (
              <span className={styles.badge}>
                {isMarketingLabelKey(marketing) ? t(`marketingLabel.${marketing}`) : marketing}
              </span>
            ) : null}
            {stockLabel ? (
              <span className={cx(styles.badge, styles.stock)} data-stock-label={stockLabel}>
                {t(`stockLabel.${stockLabel}`)}
              </span>
            ) : null}
          </span>
          {product.isNew ? <span className={cx(styles.badge, styles.new)}>{t('new')}</span> : null}
        </div>
        <h3 className={styles.title} id={titleId}>
          <span className={styles.brand}>{product.brand}</span> <span>{product.name}</span>
        </h3>
        <p className={styles.color}>{product.color}</p>
      </Link>
      <Price
        price={product.price}
        regularPrice={product.regular_price}
        locale={locale}
        testId="card-price"
        hideDiscount={hidden}
      />
      <ColourThumbs product={product} />
      <CardAddButton sku={product.sku} name={`${product.brand} ${product.name}`} isOneSize={product.isOneSize} />
      <WishlistHeart
        product={wishlistProductOf(product)}
        describedBy={titleId}
        className={styles.heart}
        pressed={wishlisted}
      />
    </article>
  );
}

/**
 * A card image as generated (498×705 px), decorative (the card's title names the product). A plain image, as the
 * colour thumbnails (ColourThumbs): a grid would otherwise hydrate 48 `next/image` components, and these files need
 * no optimizer. `eager`: above the fold, possibly the LCP image: loaded at once with high priority; else lazily.
 */
function CardImage({ src, eager = false, className }: { src: string; eager?: boolean; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt=""
      width={498}
      height={705}
      decoding="async"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={className}
    />
  );
}
