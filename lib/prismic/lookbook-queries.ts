/**
 * Lookbook reads from Prismic (spec §2 '/lookbook/', 'Lookbook tile links go to
 * /{parent_url_key}/{url_key}/'; §3 'Lookbook'; §7 'Lookbook detail list'; §9 'Paging: lookbook
 * page size 18'), uncached. `lib/prismic/lookbooks.ts` wraps them in the page cache and previews;
 * `lib/routing/path-exists.ts` may call {@link lookbookPathExists} directly (no Next request APIs).
 *
 * A lookbook list page (`lookbook_list_page`) lives at `/{url_key}/`; its looks
 * (`lookbook_detail_page`, linked by `parent_page`) at `/{list url_key}/{url_key}/`. Both are found
 * by `url_key` and Prismic lang, so every language keeps the spec's paths.
 */
import 'server-only';
import * as prismic from '@prismicio/client';
import { createPrismicClient } from './client';
import { lookbookHref, parseLookbookPath, parsePageNumber, URL_KEY } from './lookbook-paths';
import type { DocumentOfType } from './types';

export {
  lookbookHref,
  lookbookPageHref,
  parseLookbookPath,
  parsePageNumber,
  type LookbookPath,
} from './lookbook-paths';

export type LookbookListPageDocument = DocumentOfType<'lookbook_list_page'>;
export type LookbookDetailPageDocument = DocumentOfType<'lookbook_detail_page'>;

/** Looks per list page (spec §9 'Paging: lookbook page size 18'). */
export const LOOKBOOK_PAGE_SIZE = 18;

/** Options of every read: an editor's preview ref, or the published content. */
export interface LookbookReadOptions {
  previewRef?: string;
}

/**
 * A lookbook tile (spec §3 'Lookbook': uid, data.url_key, data.label, data.images[0] (image or
 * video), data.parent_page.data.url_key), as the list query's graphQuery returns it.
 */
export interface LookbookTile {
  id: string;
  uid: string;
  url_key: string;
  label: string;
  image: prismic.ImageField<'wide'>;
  /** Plays instead of the image where a video is shown (spec §3 'image or video'). */
  video: prismic.LinkField;
  /** `/{parent_url_key}/{url_key}/`. */
  href: string;
}

/** One page of a list page's looks, newest first. */
export interface LookbookPage {
  lookbooks: LookbookTile[];
  /** 1-based. */
  pageNumber: number;
  /** At least 1 (an empty lookbook still has its first page). */
  totalPages: number;
  totalResults: number;
}

/** Whether a Prismic error means 'no such document' rather than a failure. */
function isNotFound(error: unknown): boolean {
  return error instanceof prismic.NotFoundError && !(error instanceof prismic.RepositoryNotFoundError);
}

/** The lookbook list page with this `url_key` in `lang`, or null. @throws on content API failures. */
export async function fetchLookbookListPage(
  lang: string,
  urlKey: string,
  options: LookbookReadOptions = {},
): Promise<LookbookListPageDocument | null> {
  if (!URL_KEY.test(urlKey)) return null;
  const response = await createPrismicClient(options).getByType('lookbook_list_page', {
    lang,
    filters: [prismic.filter.at('my.lookbook_list_page.url_key', urlKey)],
    pageSize: 1,
  });
  return response.results[0] ?? null;
}

/** The lookbook list page with this uid in `lang`, or null. @throws on content API failures. */
export async function fetchLookbookListPageByUid(
  lang: string,
  uid: string,
  options: LookbookReadOptions = {},
): Promise<LookbookListPageDocument | null> {
  try {
    return await createPrismicClient(options).getByUID('lookbook_list_page', uid, { lang });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * What the tiles need of each look (spec §7 'Lookbook detail list: … graphQuery'): its url_key,
 * label, images and the parent's url_key.
 */
export const LOOKBOOK_TILE_GRAPHQUERY = `{
  lookbook_detail_page {
    url_key
    label
    images { image video }
    parent_page { ...on lookbook_list_page { url_key } }
  }
}`;

type TileDocument = Pick<LookbookDetailPageDocument, 'id' | 'uid'> & {
  data: Partial<Pick<LookbookDetailPageDocument['data'], 'url_key' | 'label' | 'images'>> & {
    parent_page?: { data?: { url_key?: string | null } } | null;
  };
};

/** A tile from a look as the list query returns it; null without url_key, label or parent url_key. */
export function toLookbookTile(doc: TileDocument, fallbackParentKey?: string): LookbookTile | null {
  const urlKey = doc.data.url_key?.trim();
  const label = doc.data.label?.trim();
  const parentKey = doc.data.parent_page?.data?.url_key?.trim() || fallbackParentKey;
  if (!urlKey || !label || !parentKey) return null;
  const first = doc.data.images?.[0];
  return {
    id: doc.id,
    uid: doc.uid,
    url_key: urlKey,
    label,
    image: (first?.image ?? {}) as prismic.ImageField<'wide'>,
    video: first?.video ?? { link_type: 'Any' },
    href: lookbookHref(parentKey, urlKey),
  };
}

/**
 * One page of the looks of a list page (by its document id), newest first (first publication date
 * descending), {@link LOOKBOOK_PAGE_SIZE} per page. A page past the last gives no looks.
 * @throws on content API failures.
 */
export async function fetchLookbooks(
  lang: string,
  listPage: Pick<LookbookListPageDocument, 'id' | 'data'>,
  pageNumber: number,
  options: LookbookReadOptions = {},
): Promise<LookbookPage> {
  const page = parsePageNumber(pageNumber);
  const response = await createPrismicClient(options).get({
    lang,
    filters: [
      prismic.filter.at('document.type', 'lookbook_detail_page'),
      prismic.filter.at('my.lookbook_detail_page.parent_page', listPage.id),
    ],
    orderings: [{ field: 'document.first_publication_date', direction: 'desc' }],
    pageSize: LOOKBOOK_PAGE_SIZE,
    page,
    graphQuery: LOOKBOOK_TILE_GRAPHQUERY,
  });
  const parentKey = listPage.data.url_key ?? undefined;
  return {
    lookbooks: response.results.flatMap((doc) => toLookbookTile(doc as unknown as TileDocument, parentKey) ?? []),
    pageNumber: page,
    totalPages: Math.max(1, response.total_pages),
    totalResults: response.total_results_size,
  };
}

/** Most looks one wishlist read returns. */
const MAX_SAVED_LOOKS = 100;

/**
 * The tiles of saved looks by uid (spec §7 'Lookbook wishlist fetch by uids'; §4 'Lookbooks are
 * identified by uid'), in the order of `uids`; uids without a published look in `lang` are left
 * out. At most 100. @throws on content API failures.
 */
export async function fetchLookbookTiles(
  lang: string,
  uids: readonly string[],
  options: LookbookReadOptions = {},
): Promise<LookbookTile[]> {
  const wanted = [...new Set(uids.filter((uid) => typeof uid === 'string' && uid !== ''))].slice(0, MAX_SAVED_LOOKS);
  if (wanted.length === 0) return [];
  const response = await createPrismicClient(options).get({
    lang,
    filters: [
      prismic.filter.at('document.type', 'lookbook_detail_page'),
      prismic.filter.any('my.lookbook_detail_page.uid', wanted),
    ],
    pageSize: MAX_SAVED_LOOKS,
    graphQuery: LOOKBOOK_TILE_GRAPHQUERY,
  });
  const tiles = response.results.flatMap((doc) => toLookbookTile(doc as unknown as TileDocument) ?? []);
  return wanted.flatMap((uid) => tiles.find((tile) => tile.uid === uid) ?? []);
}

/**
 * The look at `/{parentUrlKey}/{urlKey}/` in `lang` with its list page, or null when either is
 * missing or the look belongs to another list page. @throws on content API failures.
 */
export async function fetchLookbookDetail(
  lang: string,
  parentUrlKey: string,
  urlKey: string,
  options: LookbookReadOptions = {},
): Promise<{ page: LookbookDetailPageDocument; parent: LookbookListPageDocument } | null> {
  if (!URL_KEY.test(urlKey)) return null;
  const parent = await fetchLookbookListPage(lang, parentUrlKey, options);
  if (!parent) return null;
  const response = await createPrismicClient(options).getByType('lookbook_detail_page', {
    lang,
    filters: [
      prismic.filter.at('my.lookbook_detail_page.url_key', urlKey),
      prismic.filter.at('my.lookbook_detail_page.parent_page', parent.id),
    ],
    pageSize: 1,
  });
  const page = response.results[0];
  return page ? { page, parent } : null;
}

/**
 * Whether a storefront path is a published lookbook list page (`/{url_key}/`; a `?page=` beyond
 * the last page is not) or look (`/{list url_key}/{url_key}/`) in `lang`, for the 404 guard
 * (`lib/routing/path-exists.ts`). Uncached, published content only. @throws on content API failures
 * (the guard then serves the path).
 */
export async function lookbookPathExists(lang: string, path: string): Promise<boolean> {
  const target = parseLookbookPath(path);
  if (!target) return false;
  if (target.kind === 'detail') return (await fetchLookbookDetail(lang, target.listKey, target.urlKey)) !== null;
  const listPage = await fetchLookbookListPage(lang, target.listKey);
  if (!listPage) return false;
  if (!target.page || target.page === 1) return true;
  return target.page <= (await fetchLookbooks(lang, listPage, target.page)).totalPages;
}
