import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { STOREFRONTS, storeFromSegment, type Storefront } from '@/lib/stores';

/**
 * The storefront of an `app/[storefront]/…` route (proxy.ts rewrote the path); sets the
 * next-intl locale for the request. Unknown segments are a 404.
 */
export async function storefrontFromParams(params: Promise<{ storefront: string }>): Promise<Storefront> {
  const code = storeFromSegment((await params).storefront);
  if (!code) notFound();
  const storefront = STOREFRONTS[code];
  setRequestLocale(storefront.locale);
  return storefront;
}
