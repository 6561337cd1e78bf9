import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StorefrontDocument } from '@/components/layout/StorefrontDocument';
import { storefrontFromParams, storefrontStaticParams } from '@/lib/storefront';

/** Every storefront is prerendered (Cache Components: the storefront is the root param). */
export const generateStaticParams = storefrontStaticParams;

export async function generateMetadata({ params }: { params: Promise<{ storefront: string }> }): Promise<Metadata> {
  await storefrontFromParams(params);
  const t = await getTranslations('meta');
  return { title: { default: t('siteName'), template: `%s | ${t('siteName')}` }, description: t('description') };
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
