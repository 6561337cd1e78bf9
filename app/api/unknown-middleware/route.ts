import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { htmlMessagePage } from '@/lib/http/responses';
import { STOREFRONTS, type StoreCode } from '@/lib/stores';

/**
 * Spec §8 error catalogue, 'Missing named middleware': proxy.ts rewrites a request here when its guard
 * chain names a guard the registry lacks (lib/routing/guards.ts), whatever the method. Status 500,
 * 'Unknown middleware' (the spec's words, for the developer who misspelt the name) and a link home in
 * the storefront's language (the store key proxy.ts stamped). A route handler rather than proxy.ts
 * itself: the proxy cannot read the request's translations.
 */
async function unknownMiddleware(request: NextRequest): Promise<Response> {
  const store = (request.headers.get('x-store-key') ?? 'NL') as StoreCode;
  const { locale } = STOREFRONTS[store] ?? STOREFRONTS.NL;
  const t = await getTranslations({ locale });
  return htmlMessagePage({ status: 500, locale, title: 'Unknown middleware', homeLabel: t('notFound.backHome') });
}

export const GET = unknownMiddleware;
export const HEAD = unknownMiddleware;
export const POST = unknownMiddleware;
export const PUT = unknownMiddleware;
export const PATCH = unknownMiddleware;
export const DELETE = unknownMiddleware;
