import 'server-only';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import {
  configuredDomainMap,
  COOKIES,
  resolveStore,
  STORE_CODES,
  STOREFRONTS,
  storeFromSegment,
  storeSegment,
  type Storefront,
} from '@/lib/stores';

/**
 * The storefront of an `app/[storefront]/…` route (proxy.ts rewrote the path). next-intl takes the
 * same storefront from the root param (`i18n/request.ts`). Unknown segments are a 404.
 */
export async function storefrontFromParams(params: Promise<{ storefront: string }>): Promise<Storefront> {
  const code = storeFromSegment((await params).storefront);
  if (!code) notFound();
  return STOREFRONTS[code];
}

/** Route params of the root layout: one per storefront (Cache Components prerenders each). */
export function storefrontStaticParams(): { storefront: string }[] {
  return STORE_CODES.map((code) => ({ storefront: storeSegment(code) }));
}

/**
 * The storefront of a request that has no `[storefront]` segment (`app/global-not-found.tsx`):
 * resolved from host and cookies exactly as proxy.ts does; sets the next-intl locale.
 */
export async function storefrontFromRequest(): Promise<Storefront> {
  const [requestHeaders, requestCookies] = await Promise.all([headers(), cookies()]);
  const code = resolveStore(
    requestHeaders.get('host'),
    { locale: requestCookies.get(COOKIES.locale)?.value, store: requestCookies.get(COOKIES.store)?.value },
    configuredDomainMap(),
  );
  const storefront = STOREFRONTS[code];
  setRequestLocale(storefront.locale);
  return storefront;
}
