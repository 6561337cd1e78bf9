/**
 * The content a PDP shows beside the catalog data (spec §7 'Lookbook wishlist fetch by uids;
 * product content (usps, size table chosen by id, delivery and returns page, related lookbooks)'),
 * read from Prismic in the storefront's language.
 *
 * - **usps:** the `usps` document with uid `pdp`.
 * - **size table:** the `size_table` document whose uid is the catalog's `Product.sizeTableId`
 *   (commerce decides it from the product's category: `shoes-women`, `shoes-men`, `clothing`; none
 *   for one-size products). No id, no document or no rows: no size chart.
 * - **delivery and returns page:** the `cms_page` {@link DELIVERY_RETURNS_UID} of the master
 *   language (nl-nl) in the storefront's language, found through its translations
 *   (`alternate_languages`, `findTranslatedPage`), so every language keeps its own uid.
 * - **related lookbooks:** looks (`lookbook_detail_page`) whose shop-the-look products name the
 *   product's SKU, newest first, at most {@link MAX_RELATED_LOOKBOOKS}.
 *
 * Published content is cached (`'use cache'`, cache life `content`, tags `prismic` and each
 * document's own); an editor's preview reads the drafts uncached. Failures are logged and read as
 * 'no content' (spec §8). Never throws.
 */
import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife, cacheTag } from 'next/cache';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { toSizeTable, type SizeTable } from '@/lib/product/size-table';
import { createPrismicClient } from './client';
import { toUsps, type LayoutUsp } from './layout-content';
import { LOOKBOOK_TILE_GRAPHQUERY, toLookbookTile, type LookbookTile } from './lookbook-queries';
import { previewRef } from './preview';
import { findTranslatedPage, read, SERVICE_PAGE_UIDS } from './translated-page';

/** uid of the delivery and returns page in the master language (nl-nl). */
export const DELIVERY_RETURNS_UID = SERVICE_PAGE_UIDS.deliveryReturns;
/** Most related looks a PDP shows. */
export const MAX_RELATED_LOOKBOOKS = 4;

export interface ProductContent {
  usps: LayoutUsp[];
  sizeTable: SizeTable | null;
  /** Root-relative URL of the delivery and returns page in this language (`/{uid}/`), or null. */
  deliveryReturnsHref: string | null;
  lookbooks: LookbookTile[];
}

type Client = ReturnType<typeof createPrismicClient>;

async function relatedLookbooks(client: Client, lang: string, sku: string): Promise<LookbookTile[]> {
  const response = await read(`lookbooks with ${sku} (${lang})`, () =>
    client.get({
      lang,
      filters: [
        prismic.filter.at('document.type', 'lookbook_detail_page'),
        prismic.filter.at('my.lookbook_detail_page.products.sku', sku),
      ],
      orderings: [{ field: 'document.first_publication_date', direction: 'desc' }],
      pageSize: MAX_RELATED_LOOKBOOKS,
      graphQuery: LOOKBOOK_TILE_GRAPHQUERY,
    }),
  );
  return (response?.results ?? []).flatMap(
    (doc) => toLookbookTile(doc as unknown as Parameters<typeof toLookbookTile>[0]) ?? [],
  );
}

/** Reads the product content (see the module doc) with the master ref or an editor's preview ref. */
async function fetchProductContent(
  lang: string,
  sku: string,
  sizeTableId: string | null,
  ref?: string,
): Promise<ProductContent & { documentIds: string[] }> {
  const client = createPrismicClient({ previewRef: ref });
  const [usps, table, delivery, lookbooks] = await Promise.all([
    read(`usps pdp (${lang})`, () => client.getByUID('usps', 'pdp', { lang })),
    sizeTableId
      ? read(`size_table ${sizeTableId} (${lang})`, () => client.getByUID('size_table', sizeTableId, { lang }))
      : null,
    findTranslatedPage(client, DELIVERY_RETURNS_UID, lang),
    relatedLookbooks(client, lang, sku),
  ]);
  return {
    usps: toUsps(usps ?? undefined),
    sizeTable: toSizeTable(table),
    deliveryReturnsHref: delivery?.uid ? `/${delivery.uid}/` : null,
    lookbooks,
    documentIds: [usps?.id, table?.id, delivery?.id, ...lookbooks.map((look) => look.id)].filter(
      (id): id is string => !!id,
    ),
  };
}

async function publishedProductContent(lang: string, sku: string, sizeTableId: string | null) {
  'use cache';
  cacheLife('content');
  const { documentIds, ...content } = await fetchProductContent(lang, sku, sizeTableId);
  cacheTag(CACHE_TAGS.prismic, ...documentIds.map(CACHE_TAGS.document));
  return content;
}

/**
 * The PDP's content in Prismic lang `lang` for product `sku` (`NNNNNN.NNN`) and its size table id
 * (`Product.sizeTableId`, or null): see the module doc. Never throws.
 */
export async function getProductContent(
  lang: string,
  sku: string,
  sizeTableId: string | null,
): Promise<ProductContent> {
  const ref = await previewRef();
  if (!ref) return publishedProductContent(lang, sku, sizeTableId);
  const content: ProductContent & { documentIds?: string[] } = await fetchProductContent(lang, sku, sizeTableId, ref);
  delete content.documentIds;
  return content;
}
