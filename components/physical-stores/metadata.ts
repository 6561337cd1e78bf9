import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { PhysicalStoreData } from '@/graphql/store-locator';
import { everyStorefrontPath, storeLocatorPath, storePagePath } from '@/lib/physical-stores/paths';
import { hreflangAlternates } from '@/lib/routing/storefront-origin';
import type { Storefront } from '@/lib/stores';

/** The same page in every storefront, each at its own language's path, as hreflang alternates. */
function everyStorefront(path: (language: Storefront['language']) => string): Record<string, string> {
  return hreflangAlternates(everyStorefrontPath(path));
}

/**
 * The locator's metadata (spec §2 '/geschaefte/'; docs/decisions/0024-…): its title and
 * description, the storefront's own path as canonical (`/winkels/` in nl) and every storefront's
 * own path as hreflang alternates. A search (`searched`) is not for search engines: noindex,
 * follow, the canonical still the locator.
 */
export async function storeLocatorMetadata(storefront: Storefront, searched: boolean): Promise<Metadata> {
  const t = await getTranslations('storeLocator');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    ...(searched ? { robots: { index: false, follow: true } } : {}),
    alternates: {
      canonical: storeLocatorPath(storefront.language),
      languages: everyStorefront((language) => storeLocatorPath(language)),
    },
  };
}

/**
 * A store page's metadata (spec §2 '/geschaefte/{reference}/'): '{title} in {city}: opening hours
 * and address', a description, its path in the storefront's language as canonical and in every
 * storefront's as hreflang alternates (the reference is the same chain-wide).
 */
export async function storePageMetadata(storefront: Storefront, store: PhysicalStoreData): Promise<Metadata> {
  const t = await getTranslations('storeLocator');
  const reference = store.reference ?? '';
  return {
    title: t('storePageTitle', { title: store.title, city: store.city }),
    description: t('storePageDescription', {
      title: store.title,
      city: store.city,
      street: [store.street, store.houseNumber].join(' '),
    }),
    alternates: {
      canonical: storePagePath(storefront.language, reference),
      languages: everyStorefront((language) => storePagePath(language, reference)),
    },
  };
}
