import { Store } from 'lucide-react';
import { categoryTrail } from '@/lib/product/category-trail';
import { getTranslations } from 'next-intl/server';
import type { CrossSellingData, PdpProduct } from '@/graphql/catalog';
import type { Storefront } from '@/lib/stores';
import { getProductContent } from '@/lib/prismic/product-content';
import { sizeKindOf } from '@/lib/product/size-kind';
import { getDeliveryPromise } from '@/lib/commerce/queries';
import { hidesDiscountLabelsToday } from '@/lib/pricing/sale-period';
import { resolveDeliveryPromise } from '@/lib/product/delivery-usps';
import { AddToCart } from './AddToCart';
import { ClientMessages, PRODUCT_CLIENT_NAMESPACES } from '@/lib/i18n/ClientMessages';
import { Price } from './Price';
import { PriceNote } from './PriceNote';
import { SizeAvailability } from './SizeAvailability';
import { productJsonLd } from './product-json-ld';
import { JsonLd } from '@/components/ui/JsonLd';
import { storefrontOrigin } from '@/lib/routing/storefront-origin';
import { RecentlyViewedSection } from './RecentlyViewedSection';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ProductGallery } from './gallery/ProductGallery';
import { ColourVariants } from './ColourVariants';
import { SizeAdvice, SizeChart } from './SizeChart';
import { ProductService } from './ProductService';
import { RelatedLookbooks } from './RelatedLookbooks';
import { CrossSellings } from './CrossSellings';
import { ProductProperties } from './ProductProperties';
import { StoreStockTrigger } from './store-stock/StoreStockTrigger';
import { WishlistHeart } from '@/components/wishlist/WishlistHeart';
import { wishlistProductOf } from '@/lib/wishlist/wishlist-product';
import styles from './ProductDetail.module.css';

/**
 * Product detail page body (spec §2 PDP and 'Product page widgets', 'Product detail'): the gallery (830×1175
 * highlight, 498×705 images, zoom, 360° view and video when the product has them), brand, name,
 * colour variants, regular and sale price with what it includes (`PriceNote`: in Germany 'zzgl.
 * Versandkosten' with the link to the shipping page), the delivery promise and each size's availability
 * (`SizeAvailability`) with the size advice and size chart, add to cart with the size-selection
 * modal, 'Check availability in store' when stores hold a size (`StoreStockTrigger`, a lazily loaded
 * island), the wishlist heart ('Add to wishlist', pressed when saved; server-rendered, served by the
 * document's `WishlistController`), description, the product's visible properties (spec §3
 * swProduct.properties: colour, type, brand), the service block (usps, delivery and returns),
 * the cross-selling groups and related lookbooks. The product content comes from Prismic in the
 * storefront's language (`getProductContent`: the size table by the catalog's `sizeTableId`).
 * Server component; the add-to-cart, zoom, 360° and size chart buttons are client islands, their
 * dialogs load on use.
 */
export async function ProductDetail({
  product,
  crossSellings,
  comingSoon,
  storefront,
}: {
  product: PdpProduct;
  crossSellings: CrossSellingData[];
  /** From `getPdp`: the product's coming-soon date lies ahead (spec §4). */
  comingSoon: boolean;
  storefront: Storefront;
}) {
  const t = await getTranslations('product');
  const tp = await getTranslations('pdp');
  const home = (await getTranslations('breadcrumbs'))('home');
  const [content, deliveryPromise, hideDiscounts] = await Promise.all([
    getProductContent(storefront.prismicLang, product.sku, product.sizeTableId),
    getDeliveryPromise(storefront.code),
    // Belgium's sale period hides every discount label on the page (spec §9), without a clock read here.
    hidesDiscountLabelsToday(storefront.countryCode),
  ]);
  const usps = await resolveDeliveryPromise(content.usps, storefront.code);
  // French names a shoe size 'pointure' and a clothing size 'taille': the size messages go by kind.
  const sizeKind = sizeKindOf(product.sizeTableId);
  const sizeName = t('sizeName', { kind: sizeKind });
  const upsell = crossSellings
    .flatMap((group) => group.products.map((entry) => entry.product))
    .filter((candidate) => candidate.isOneSize);

  // Store stock itself is read live by the island; the cached data only decides whether to offer it.
  const inStores = !comingSoon && product.variants.some((variant) => variant.storeAvailableStock > 0);
  return (
    <div>
      <JsonLd
        data={productJsonLd(product, {
          origin: storefrontOrigin(storefront.code),
          currency: storefront.currency,
          comingSoon,
          homeLabel: home,
        })}
      />
      <Breadcrumbs parents={categoryTrail(product.categories)} current={product.name} />
      {/* One provider for the page's islands: their messages ride in the page once. */}
      <ClientMessages namespaces={PRODUCT_CLIENT_NAMESPACES}>
        <div className={styles.layout}>
          <ProductGallery product={product} />
          <div>
            <h1>
              <span className={styles.brand}>{product.brand}</span> {product.name}
            </h1>
            <p className={styles.muted}>{t('color', { color: product.color })}</p>
            <Price
              price={product.price}
              regularPrice={product.regular_price}
              locale={storefront.locale}
              className={styles.price}
              testId="product-price"
              footnote={false}
              hideDiscount={hideDiscounts}
            />
            <PriceNote
              locale={storefront.locale}
              shippingHref={content.deliveryReturnsHref}
              scope="price"
              className={styles.muted}
            />
            <ColourVariants product={product} />
            <SizeAvailability product={product} comingSoon={comingSoon} deliveryDays={deliveryPromise.inStock} />
            <SizeChart owner={product.sku} table={content.sizeTable} />
            <AddToCart
              product={{
                id: product.id,
                sku: product.sku,
                name: product.name,
                brand: product.brand,
                image: product.thumbnail ?? product.image,
                isOneSize: product.isOneSize,
                sizeTableId: product.sizeTableId,
                price: product.price,
                regular_price: product.regular_price,
                variants: product.variants,
              }}
              sizeAttributeName={sizeName}
              upsell={upsell}
              comingSoon={comingSoon}
              sizeAdvice={<SizeAdvice table={content.sizeTable} />}
              sizeChartLabel={content.sizeTable ? tp('sizeChart', { kind: sizeKind }) : null}
            />
            {inStores ? (
              <div className={styles.storeStock}>
                <StoreStockTrigger
                  label={(await getTranslations('storeStock'))('trigger')}
                  icon={<Store aria-hidden="true" focusable="false" size={20} />}
                  owner={product.sku}
                  sizes={product.variants.map(({ sku, size }) => ({ sku, size }))}
                  isOneSize={product.isOneSize}
                  sizeAttributeName={sizeName}
                />
              </div>
            ) : null}
            <WishlistHeart product={wishlistProductOf(product)} variant="labelled" className={styles.wishlist} />
            <ProductService usps={usps} deliveryReturnsHref={content.deliveryReturnsHref} />
            {product.description ? (
              <section aria-labelledby="pdp-description">
                <h2 id="pdp-description">{t('description')}</h2>
                <p>{product.description}</p>
              </section>
            ) : null}
            <ProductProperties properties={product.swProduct.properties} />
            <p className={styles.muted}>{t('articleNumber', { sku: product.sku })}</p>
          </div>
        </div>
      </ClientMessages>
      <CrossSellings groups={crossSellings} locale={storefront.locale} hideDiscounts={hideDiscounts} />
      <RelatedLookbooks lookbooks={content.lookbooks} />
      <RecentlyViewedSection viewed={product.sku} locale={storefront.locale} hideDiscounts={hideDiscounts} />
    </div>
  );
}
