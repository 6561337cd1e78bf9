/**
 * Lookbook pages for the storefront's routes (spec §2 '/lookbook/', '/lookbook-for-him/', 'Lookbook
 * tile links go to /{parent_url_key}/{url_key}/'; §9 'Paging: lookbook page size 18').
 *
 * Published content is read through `'use cache'` functions (cache life `content`, tags `prismic`
 * and each document's `document:<id>`), as `cached.ts` does; an editor's preview ref is read
 * outside them (`previewRef()`, request data) and then the uncached reads of `lookbook-queries.ts`
 * run under it. Content API failures are logged and read as 'no page' (spec §8 'Content query
 * errors: only logged').
 */
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { CACHE_TAGS } from '@/lib/cache/tags';
import {
  fetchLookbookDetail,
  fetchLookbookListPage,
  fetchLookbookListPageByUid,
  fetchLookbookTiles,
  fetchLookbooks,
  lookbookPageHref,
  parseLookbookPath,
  parsePageNumber,
  type LookbookDetailPageDocument,
  type LookbookListPageDocument,
  type LookbookPage,
  type LookbookReadOptions,
  type LookbookTile,
} from './lookbook-queries';
import { previewRef } from './preview';
import { reportContentError } from './content-errors';

export {
  LOOKBOOK_PAGE_SIZE,
  lookbookHref,
  lookbookPageHref,
  type LookbookDetailPageDocument,
  type LookbookListPageDocument,
  type LookbookTile,
} from './lookbook-queries';

/** What a lookbook path shows: a page of looks, or one look with its list page. */
export type LookbookPageForPath =
  | ({ kind: 'list'; page: LookbookListPageDocument } & LookbookPage)
  | { kind: 'detail'; page: LookbookDetailPageDocument; parent: LookbookListPageDocument };

/** Runs a read; a failure is logged and becomes `fallback`. */
async function logged<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    reportContentError(what, error);
    return fallback;
  }
}

/** Tags a cached read with `prismic` and the ids of the documents it returned. */
function tagDocuments(...ids: Array<string | undefined>) {
  cacheTag(CACHE_TAGS.prismic, ...ids.filter((id): id is string => !!id).map(CACHE_TAGS.document));
}

async function cachedListPage(lang: string, urlKey: string) {
  'use cache';
  cacheLife('content');
  const page = await logged(`lookbook list '${urlKey}' (${lang})`, () => fetchLookbookListPage(lang, urlKey), null);
  tagDocuments(page?.id);
  return page;
}

async function cachedListPageByUid(lang: string, uid: string) {
  'use cache';
  cacheLife('content');
  const page = await logged(`lookbook list uid '${uid}' (${lang})`, () => fetchLookbookListPageByUid(lang, uid), null);
  tagDocuments(page?.id);
  return page;
}

async function cachedLookbooks(lang: string, listPage: Pick<LookbookListPageDocument, 'id' | 'data'>, page: number) {
  'use cache';
  cacheLife('content');
  const result = await logged(
    `looks of '${listPage.id}' page ${page} (${lang})`,
    () => fetchLookbooks(lang, listPage, page),
    { lookbooks: [], pageNumber: page, totalPages: 1, totalResults: 0 } satisfies LookbookPage,
  );
  tagDocuments(listPage.id, ...result.lookbooks.map((tile) => tile.id));
  return result;
}

async function cachedDetail(lang: string, parentUrlKey: string, urlKey: string) {
  'use cache';
  cacheLife('content');
  const result = await logged(
    `look '${parentUrlKey}/${urlKey}' (${lang})`,
    () => fetchLookbookDetail(lang, parentUrlKey, urlKey),
    null,
  );
  tagDocuments(result?.page.id, result?.parent.id);
  return result;
}

async function cachedTiles(lang: string, uids: readonly string[]) {
  'use cache';
  cacheLife('content');
  const tiles = await logged(`saved looks (${lang})`, () => fetchLookbookTiles(lang, uids), [] as LookbookTile[]);
  tagDocuments(...tiles.map((tile) => tile.id));
  return tiles;
}

/** The preview ref of this request as read options (empty for published content). */
async function previewOptions(): Promise<LookbookReadOptions | null> {
  const ref = await previewRef();
  return ref ? { previewRef: ref } : null;
}

/** The lookbook list page at `/{urlKey}/` in Prismic `lang`, or null. */
export async function getLookbookListPage(lang: string, urlKey: string): Promise<LookbookListPageDocument | null> {
  const preview = await previewOptions();
  return preview
    ? logged(`lookbook list '${urlKey}' (preview)`, () => fetchLookbookListPage(lang, urlKey, preview), null)
    : cachedListPage(lang, urlKey);
}

/** The lookbook list page with uid `uid` (`lookbook`, `lookbook-for-him`) in Prismic `lang`, or null. */
export async function getLookbookListPageByUid(lang: string, uid: string): Promise<LookbookListPageDocument | null> {
  const preview = await previewOptions();
  return preview
    ? logged(`lookbook list uid '${uid}' (preview)`, () => fetchLookbookListPageByUid(lang, uid, preview), null)
    : cachedListPageByUid(lang, uid);
}

/**
 * Page `page` (from 1) of a list page's looks: 18 tiles, newest first, with the page count (at
 * least 1) and the number of looks. A failed read gives an empty page.
 */
export async function getLookbooks(
  lang: string,
  listPage: Pick<LookbookListPageDocument, 'id' | 'data'>,
  page = 1,
): Promise<LookbookPage> {
  const pageNumber = parsePageNumber(page);
  // Only what the query needs goes into the cache key.
  const key = { id: listPage.id, data: { url_key: listPage.data.url_key } } as Pick<
    LookbookListPageDocument,
    'id' | 'data'
  >;
  const preview = await previewOptions();
  return preview
    ? logged(`looks of '${listPage.id}' (preview)`, () => fetchLookbooks(lang, key, pageNumber, preview), {
        lookbooks: [] as LookbookTile[],
        pageNumber,
        totalPages: 1,
        totalResults: 0,
      })
    : cachedLookbooks(lang, key, pageNumber);
}

/** The look at `/{parentUrlKey}/{urlKey}/` in Prismic `lang` with its list page, or null. */
export async function getLookbookDetail(
  lang: string,
  parentUrlKey: string,
  urlKey: string,
): Promise<{ page: LookbookDetailPageDocument; parent: LookbookListPageDocument } | null> {
  const preview = await previewOptions();
  return preview
    ? logged(
        `look '${parentUrlKey}/${urlKey}' (preview)`,
        () => fetchLookbookDetail(lang, parentUrlKey, urlKey, preview),
        null,
      )
    : cachedDetail(lang, parentUrlKey, urlKey);
}

/**
 * What a storefront path shows if it is a lookbook page, in Prismic `lang` (e.g. `nl-nl`):
 * - `/{list url_key}/` → `{ kind: 'list', page, lookbooks, pageNumber, totalPages, totalResults }`,
 *   page `page` (from 1; a `?page=N` in `path` wins) of 18 looks, newest first;
 * - `/{list url_key}/{url_key}/` → `{ kind: 'detail', page, parent }` (the look must belong to
 *   that list page);
 * - anything else, an unknown url_key or a page past the last → null (the route's 404).
 */
export async function lookbookPageForPath(lang: string, path: string, page = 1): Promise<LookbookPageForPath | null> {
  const target = parseLookbookPath(path);
  if (!target) return null;
  if (target.kind === 'detail') {
    const detail = await getLookbookDetail(lang, target.listKey, target.urlKey);
    return detail ? { kind: 'detail', ...detail } : null;
  }
  const listPage = await getLookbookListPage(lang, target.listKey);
  if (!listPage) return null;
  const looks = await getLookbooks(lang, listPage, target.page ?? page);
  if (looks.pageNumber > looks.totalPages) return null;
  return { kind: 'list', page: listPage, ...looks };
}

/**
 * The tiles of saved looks by uid in Prismic `lang` (spec §7 'Lookbook wishlist fetch by uids'; the
 * wishlist pages), in the order of `uids`; uids without a published look are left out, at most 100.
 * A failed read gives none.
 */
export async function getLookbookTiles(lang: string, uids: readonly string[]): Promise<LookbookTile[]> {
  if (uids.length === 0) return [];
  const preview = await previewOptions();
  return preview
    ? logged(`saved looks (preview)`, () => fetchLookbookTiles(lang, uids, preview), [] as LookbookTile[])
    : cachedTiles(lang, [...uids]);
}

/**
 * The same lookbook page in Prismic `toLang` (the store switcher, spec §2 'Header'): a list page's
 * translation from its first page (`/{url_key}/`), a look's translation (`/{list url_key}/{url_key}/`), or
 * the translated list page when the look has no translation. Null when the list page has none either.
 */
export async function lookbookAlternatePath(toLang: string, found: LookbookPageForPath): Promise<string | null> {
  const translationUid = (document: { alternate_languages: { lang: string; uid?: string }[] }) =>
    document.alternate_languages.find((alternate) => alternate.lang === toLang)?.uid;
  if (found.kind === 'detail') {
    const lookUid = translationUid(found.page);
    const [tile] = lookUid ? await getLookbookTiles(toLang, [lookUid]) : [];
    if (tile) return tile.href;
  }
  const listUid = translationUid(found.kind === 'list' ? found.page : found.parent);
  const list = listUid ? await getLookbookListPageByUid(toLang, listUid) : null;
  return list?.data.url_key ? lookbookPageHref(list.data.url_key, 1) : null;
}
