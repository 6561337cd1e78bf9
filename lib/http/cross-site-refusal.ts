import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { configuredDomainMap, COOKIES, resolveStore, STOREFRONTS } from '@/lib/stores';
import { htmlMessagePage } from './responses';

const domainMap = configuredDomainMap();

/**
 * The 403 page for a form post from another site to a route that writes a shopper's settings (the store
 * switch, the cookie settings): in the language of the store the request's host and cookies choose.
 */
export async function crossSiteRefusal(request: NextRequest): Promise<Response> {
  const store = resolveStore(
    request.headers.get('host'),
    { locale: request.cookies.get(COOKIES.locale)?.value, store: request.cookies.get(COOKIES.store)?.value },
    domainMap,
  );
  const { locale } = STOREFRONTS[store];
  const t = await getTranslations({ locale });
  return htmlMessagePage({
    status: 403,
    locale,
    title: t('errors.crossSiteRequest'),
    homeLabel: t('notFound.backHome'),
  });
}
