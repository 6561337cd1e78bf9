import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { CrossSellingData, PdpProduct } from '@/graphql/catalog';
import type { ProductCardData } from '@/graphql/fragments';
import type { Storefront } from '@/lib/stores';
import { AddToCart } from './AddToCart';
import { ClientMessages, PRODUCT_CLIENT_NAMESPACES } from '@/lib/i18n/ClientMessages';
import { Price } from './Price';
import { SizeAvailability } from './SizeAvailability';
import { productJsonLd } from './product-json-ld';
import { JsonLd } from '@/components/ui/JsonLd';
import { storefrontOrigin } from '@/lib/routing/storefront-origin';
import { ProductGrid } from './ProductGrid';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import styles from './ProductDetail.module.css';

/**
 * Product detail page body (spec §2 PDP): gallery (830×1175 px highlight images), brand, name,
 * colour, regular and sale price, the delivery promise and each size's availability
 * (`SizeAvailability`), add to cart with the size-selection modal, description and
 * cross-sellings. Server component; only the add-to-cart part is a client island.
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
  const home = (await getTranslations('breadcrumbs'))('home');
  const crossSold: ProductCardData[] = crossSellings.flatMap((group) => group.products.map((entry) => entry.product));
  const upsell = crossSold.filter((candidate) => candidate.isOneSize);
  const category = [...product.categories].sort((a, b) => b.level - a.level)[0];
  return (
    <div>
      <JsonLd
        data={productJsonLd(product, { origin: storefrontOrigin(storefront.code), comingSoon, homeLabel: home })}
      />
      <Breadcrumbs
        parents={category?.url ? [{ label: category.name, url: category.url }] : []}
        current={product.name}
      />
      <div className={styles.layout}>
        <section className={styles.gallery} aria-label={t('gallery')}>
          {product.images.map((src, index) => (
            <Image
              key={src}
              src={src}
              alt={index === 0 ? `${product.brand} ${product.name} ${product.color}` : ''}
              width={830}
              height={1175}
              unoptimized
              priority={index === 0}
              fetchPriority={index === 0 ? 'high' : undefined}
              sizes="(min-width: 64em) 50vw, 100vw"
            />
          ))}
        </section>
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
          />
          <p className={styles.muted}>{t('vatIncluded')}</p>
          <SizeAvailability product={product} comingSoon={comingSoon} />
          <ClientMessages namespaces={PRODUCT_CLIENT_NAMESPACES}>
            <AddToCart
              product={{
                id: product.id,
                sku: product.sku,
                name: product.name,
                brand: product.brand,
                image: product.thumbnail ?? product.image,
                isOneSize: product.isOneSize,
                price: product.price,
                regular_price: product.regular_price,
                variants: product.variants,
              }}
              sizeAttributeName={product.sizeAttributeName}
              upsell={upsell}
              comingSoon={comingSoon}
            />
          </ClientMessages>
          {product.description ? (
            <section aria-labelledby="pdp-description">
              <h2 id="pdp-description">{t('description')}</h2>
              <p>{product.description}</p>
            </section>
          ) : null}
          <p className={styles.muted}>{t('articleNumber', { sku: product.sku })}</p>
        </div>
      </div>
      {crossSold.length > 0 ? (
        <section className={styles.related} aria-labelledby="pdp-related">
          <h2 id="pdp-related">{t('related')}</h2>
          <ProductGrid products={crossSold.slice(0, 4)} locale={storefront.locale} />
        </section>
      ) : null}
    </div>
  );
}
