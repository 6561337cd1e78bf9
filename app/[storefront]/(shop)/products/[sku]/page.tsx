import { notFound } from 'next/navigation';
import { ProductDetail } from '@/components/product/ProductDetail';
import { getPdp } from '@/lib/commerce/queries';
import { storefrontFromParams } from '@/lib/storefront';

const SKU = /^\d{6}\.\d{3}$/;

/** Product detail by SKU (spec §2 '/products/{sku}', target of legacy `…-NNNNNNxNNN.html` links). */
export default async function ProductBySkuPage({ params }: { params: Promise<{ storefront: string; sku: string }> }) {
  const storefront = await storefrontFromParams(params);
  const sku = decodeURIComponent((await params).sku);
  if (!SKU.test(sku)) notFound();
  const pdp = await getPdp(storefront.code, sku);
  if (!pdp) notFound();
  return <ProductDetail product={pdp.product} crossSellings={pdp.crossSellings} storefront={storefront} />;
}
