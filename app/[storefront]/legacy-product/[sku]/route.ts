import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getProductUrlBySku } from '@/lib/commerce/product-url';
import { htmlMessagePage } from '@/lib/http/responses';
import { STOREFRONTS, storeFromSegment, type StoreCode } from '@/lib/stores';

const SKU = /^\d{6}\.\d{3}$/;

/** How long browsers and caches may keep the redirect: the product's url can change (spec: its *current* url). */
const REDIRECT_MAX_AGE_SECONDS = 60 * 60;

/** A path on this storefront (`/…`), never another origin or a protocol-relative `//host` URL. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/**
 * Legacy product links (spec §2 guards, pdpRedirect): proxy.ts rewrites `…-NNNNNNxNNN.html` to
 * `/{store}/legacy-product/NNNNNN.NNN`, without the query string. The SKU is looked up in the store
 * and the shopper is redirected 301 to the product's current url; an unknown SKU is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ storefront: string; sku: string }> }) {
  // Answered per request, never prerendered (Cache Components).
  await connection();
  const { storefront, sku } = await params;
  const store = storeFromSegment(storefront);
  if (!store) return notFoundResponse('NL');
  const url = SKU.test(sku) ? await getProductUrlBySku(store, sku) : null;
  if (!url || !isSitePath(url)) return notFoundResponse(store);
  return new Response(null, {
    status: 301,
    headers: { location: url, 'cache-control': `public, max-age=${REDIRECT_MAX_AGE_SECONDS}` },
  });
}

/**
 * A small 404 document in the store's language (a route handler cannot render the shop's 404 page):
 * title, heading and a link home.
 */
async function notFoundResponse(store: StoreCode): Promise<Response> {
  const { locale } = STOREFRONTS[store];
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const siteName = (await getTranslations({ locale, namespace: 'meta' }))('siteName');
  return htmlMessagePage({
    status: 404,
    locale,
    title: t('title'),
    documentTitle: `${t('title')} | ${siteName}`,
    homeLabel: t('backHome'),
  });
}
