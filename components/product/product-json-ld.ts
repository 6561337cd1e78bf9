import type { PdpProduct } from '@/graphql/catalog';
import { categoryTrail } from '@/lib/product/category-trail';
import { productDeliveryPromise } from '@/lib/product/delivery-promise';

/**
 * Product structured data of a PDP (spec §2 'Product detail': Product, Offer and BreadcrumbList JSON-LD), with
 * absolute URLs under `origin` (`https://www.example.nl`): the product with brand, colour, SKU and
 * images; its offer in `currency` (ISO 4217, the storefront's) incl. VAT (`price` as a two-decimal string) with availability (pre-order
 * when only pre-order sizes are left, in store only when no size can be delivered but stores hold
 * one, out of stock when sold out or coming soon); and the
 * breadcrumb trail Home › each category level › product (`homeLabel` is the translated 'Home').
 */
export function productJsonLd(
  product: PdpProduct,
  {
    origin,
    currency,
    comingSoon,
    homeLabel,
  }: { origin: string; currency: string; comingSoon: boolean; homeLabel: string },
) {
  const absolute = (path: string) => new URL(path, origin).href;
  const promise = productDeliveryPromise(product, comingSoon);
  const availability =
    promise.kind === 'preOrder'
      ? 'https://schema.org/PreOrder'
      : promise.kind === 'onlyInStores'
        ? 'https://schema.org/InStoreOnly'
        : promise.kind === 'none'
          ? 'https://schema.org/OutOfStock'
          : 'https://schema.org/InStock';
  const trail = [
    { name: homeLabel, url: '/' },
    ...categoryTrail(product.categories).map((step) => ({ name: step.label, url: step.url })),
    { name: product.name, url: product.url },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `${product.brand} ${product.name}`,
      sku: product.sku,
      brand: { '@type': 'Brand', name: product.brand },
      color: product.color,
      description: product.description ?? undefined,
      image: product.images.map(absolute),
      url: absolute(product.url),
      offers: {
        '@type': 'Offer',
        url: absolute(product.url),
        priceCurrency: currency,
        price: product.price.toFixed(2),
        availability,
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: step.name,
        item: absolute(step.url),
      })),
    },
  ];
}
