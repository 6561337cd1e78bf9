import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchResultsPage } from '@/components/search/SearchResultsPage';
import { parsePlpState } from '@/lib/catalog/plp-state';
import { storefrontFromParams } from '@/lib/storefront';

type Props = {
  params: Promise<{ storefront: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The query of a request as URLSearchParams (repeated keys kept). */
async function queryOf(searchParams: Props['searchParams']): Promise<URLSearchParams> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  }
  return query;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  const t = await getTranslations('search');
  const { search } = parsePlpState(await queryOf(searchParams));
  // Results pages are endless in number and thin: not for search engines (spec §2 '/search/').
  return { title: search ? t('resultsTitle', { term: search }) : t('title'), robots: { index: false, follow: true } };
}

/** Each search is its own: rendered per request, in full (its product reads are cached per query and state). */
export const instant = false;

/** Search results (spec §2 '/search/', query parameter q, with the facets and sorts of spec §2 'Product lists'). */
export default async function SearchPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  return <SearchResultsPage storefront={storefront} state={parsePlpState(await queryOf(searchParams))} />;
}
