import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StorePage } from '@/components/physical-stores/StorePage';
import { storePageMetadata } from '@/components/physical-stores/metadata';
import { ClientMessages, STORE_LOCATOR_CLIENT_NAMESPACES } from '@/lib/i18n/ClientMessages';
import { buildTimeSampleStore, getPhysicalStore } from '@/lib/physical-stores/queries';
import { STORE_REFERENCE_PATTERN } from '@/lib/routing/storefront-path';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string; reference: string }> };

/** Rendered in full before it is sent, then served from cache (its store read is cached). */
export const instant = false;

/**
 * One store per storefront is prerendered (Cache Components wants a sample per route); every other
 * store page is cached on its first visit. Without any store (a back end that has none yet) a
 * placeholder no store can have stands in, and answers 404.
 */
export async function generateStaticParams({ params }: { params: { storefront: string } }) {
  return [{ reference: (await buildTimeSampleStore(params.storefront)) ?? '_none' }];
}

/** The storefront and the store of `/geschaefte/{reference}/`; the store is null for an unknown reference. */
async function storeOf(params: Props['params']) {
  const storefront = await storefrontFromParams(params);
  const reference = decodeURIComponent((await params).reference);
  const store = STORE_REFERENCE_PATTERN.test(reference) ? await getPhysicalStore(storefront.code, reference) : null;
  return { storefront, store };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { storefront, store } = await storeOf(params);
  return store ? storePageMetadata(storefront, store) : {};
}

/**
 * A store's page (spec §2 '/geschaefte/{reference}/' store detail; also at `/winkels/{reference}/`
 * and `/magasins/{reference}/`). proxy.ts answers an unknown reference with the 404 page before
 * rendering; this page 404s too should the store have gone since.
 */
export default async function PhysicalStorePage({ params }: Props) {
  const { storefront, store } = await storeOf(params);
  if (!store) notFound();
  return (
    <ClientMessages namespaces={STORE_LOCATOR_CLIENT_NAMESPACES}>
      <StorePage storefront={storefront} store={store} />
    </ClientMessages>
  );
}
