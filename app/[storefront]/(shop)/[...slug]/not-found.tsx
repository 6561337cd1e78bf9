import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { notFoundMetadata } from '@/components/layout/NotFoundContent';
import { STOREFRONTS } from '@/lib/stores';

/** The 404's own title instead of the shop name alone (WCAG 2.4.2). */
export async function generateMetadata({ params }: { params?: Promise<{ storefront: string }> }): Promise<Metadata> {
  return notFoundMetadata(params);
}

/**
 * 404 inside the shop layout when a page's lookup fails after proxy.ts let it through (the record
 * went away in between). Unknown URLs normally get `app/global-not-found.tsx`, server-rendered.
 */
export default async function ShopNotFound() {
  const locale = await getLocale();
  const storefront = Object.values(STOREFRONTS).find((candidate) => candidate.locale === locale) ?? STOREFRONTS.NL;
  return <NotFoundPage storefront={storefront} />;
}
