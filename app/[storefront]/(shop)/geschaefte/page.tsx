import type { Metadata } from 'next';
import { StoreLocator } from '@/components/physical-stores/StoreLocator';
import { storeLocatorMetadata } from '@/components/physical-stores/metadata';
import { ClientMessages, STORE_LOCATOR_CLIENT_NAMESPACES } from '@/lib/i18n/ClientMessages';
import { parseLocatorQuery } from '@/lib/physical-stores/locator-query';
import { storefrontFromParams } from '@/lib/storefront';

type Props = {
  params: Promise<{ storefront: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  return storeLocatorMetadata(storefront, parseLocatorQuery(await searchParams).kind !== 'none');
}

/** Each search is its own: rendered per request (its store reads are cached per query). */
export const instant = false;

/**
 * The store locator (spec §2 '/geschaefte/' Stores; also at `/winkels/` and `/magasins/`, which
 * proxy.ts rewrites here): `?q=` a zip code or city, `?lat=&lng=` a position, else every store.
 */
export default async function StoreLocatorPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  return (
    <ClientMessages namespaces={STORE_LOCATOR_CLIENT_NAMESPACES}>
      <StoreLocator storefront={storefront} query={parseLocatorQuery(await searchParams)} />
    </ClientMessages>
  );
}
