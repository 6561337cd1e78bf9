import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { ShopFrame } from '@/components/layout/ShopFrame';
import { StorefrontDocument } from '@/components/layout/StorefrontDocument';
import { storefrontFromRequest } from '@/lib/storefront';

/**
 * Rendered per request: the storefront comes from the host and cookies (there is no storefront
 * segment on an unknown URL), so the whole document waits for them.
 */
export const instant = false;

/** The 404's own title (WCAG 2.4.2) with the shop name, noindex. */
export async function generateMetadata(): Promise<Metadata> {
  await storefrontFromRequest();
  const t = await getTranslations('notFound');
  const siteName = (await getTranslations('meta'))('siteName');
  return { title: `${t('title')} | ${siteName}`, robots: { index: false } };
}

/**
 * The 404 page of every storefront for unknown URLs (spec §2 'Page not found', §8): proxy.ts
 * rewrites a path that is no route, URL record, product or content page to an unmatched path, and
 * Next serves this document server-rendered with status 404, in the shop layout of the visitor's
 * storefront.
 */
export default async function GlobalNotFound() {
  const storefront = await storefrontFromRequest();
  return (
    <StorefrontDocument storefront={storefront}>
      <ShopFrame storefront={storefront}>
        <NotFoundPage storefront={storefront} />
      </ShopFrame>
    </StorefrontDocument>
  );
}
