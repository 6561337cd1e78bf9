/**
 * The store locator's pages in a storefront's sitemap (spec §2 '/geschaefte/', docs/decisions/0024-…):
 * the locator and each store with a reference, every storefront at its own language's path. Pure.
 */
import { everyStorefrontPath, storeLocatorPath, storePagePath } from '@/lib/physical-stores/paths';
import { storefrontOrigin } from '@/lib/routing/storefront-origin';
import { STOREFRONTS, type StoreCode } from '@/lib/stores';
import type { SitemapEntry } from './xml';

/**
 * The locator and the pages of `stores` (deduplicated by reference, in the order given) for `store`,
 * with their alternates (`alternatesOf`, the pages' own hreflang set).
 */
export function storeEntries(
  store: StoreCode,
  stores: readonly { reference?: string | null }[],
  alternatesOf: (paths: Partial<Record<StoreCode, string>>) => SitemapEntry['alternates'],
): SitemapEntry[] {
  const { language } = STOREFRONTS[store];
  const origin = storefrontOrigin(store);
  const references = [...new Set(stores.flatMap((item) => (item.reference ? [item.reference] : [])))];
  return [
    {
      loc: new URL(storeLocatorPath(language), origin).href,
      alternates: alternatesOf(everyStorefrontPath((own) => storeLocatorPath(own))),
    },
    ...references.map((reference) => ({
      loc: new URL(storePagePath(language, reference), origin).href,
      alternates: alternatesOf(everyStorefrontPath((own) => storePagePath(own, reference))),
    })),
  ];
}
