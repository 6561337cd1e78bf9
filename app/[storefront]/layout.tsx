import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StorefrontDocument } from '@/components/layout/StorefrontDocument';
import { storefrontFromParams, storefrontStaticParams } from '@/lib/storefront';
import { storefrontOrigin } from '@/lib/routing/storefront-origin';

/** Every storefront is prerendered (Cache Components: the storefront is the root param). */
export const generateStaticParams = storefrontStaticParams;

export async function generateMetadata({ params }: { params: Promise<{ storefront: string }> }): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('meta');
  return {
    // Relative canonical and Open Graph URLs resolve against the storefront's own origin.
    metadataBase: new URL(storefrontOrigin(storefront.code)),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('description'),
  };
}

/** Root layout of every storefront: the storefront's HTML document (language, skip link, providers). */
export default async function StorefrontRootLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ storefront: string }>;
}) {
  const storefront = await storefrontFromParams(params);
  return <StorefrontDocument storefront={storefront}>{children}</StorefrontDocument>;
}
