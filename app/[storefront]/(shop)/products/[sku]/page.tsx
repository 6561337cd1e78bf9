import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductDetail } from '@/components/product/ProductDetail';
import { getPdp } from '@/lib/commerce/queries';
import { buildTimeSampleProduct } from '@/lib/commerce/static-params';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string; sku: string }> };

const SKU = /^\d{6}\.\d{3}$/;

/** Rendered in full before it is sent, then served from cache (see the catch-all page). */
export const instant = false;

/** One product per storefront is prerendered; every other SKU is cached on its first visit. */
export async function generateStaticParams({ params }: { params: { storefront: string } }) {
  const sample = await buildTimeSampleProduct(params.storefront);
  return sample ? [{ sku: sample.sku }] : [];
}

/** The storefront and the product of `/products/{sku}/`; the product is null for an unknown SKU. */
async function productOf(params: Props['params']) {
  const storefront = await storefrontFromParams(params);
  const sku = decodeURIComponent((await params).sku);
  const pdp = SKU.test(sku) ? await getPdp(storefront.code, sku) : null;
  return { storefront, pdp };
}

/**
 * Title, description and a canonical link to the product's own url (the catch-all PDP), so this
 * SKU address never competes with it (spec §2 '/products/{sku}'). An unknown SKU takes the 404's
 * metadata from `not-found.tsx`.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { pdp } = await productOf(params);
  if (!pdp) return {};
  const { product } = pdp;
  return {
    title: `${product.brand} ${product.name}`,
    description: product.description ?? undefined,
    alternates: { canonical: product.url },
  };
}

/**
 * Product detail by SKU (spec §2 '/products/{sku}'), canonical form `/products/NNNNNN.NNN/` (proxy.ts
 * adds the slash). Legacy `…-NNNNNNxNNN.html` links do not come here: they go to the product's
 * current url (`legacy-product/[sku]`).
 */
export default async function ProductBySkuPage({ params }: Props) {
  const { storefront, pdp } = await productOf(params);
  if (!pdp) notFound();
  return <ProductDetail {...pdp} storefront={storefront} />;
}
