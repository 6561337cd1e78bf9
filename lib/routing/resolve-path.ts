/**
 * The one answer to "what is this path in this storefront" (spec §2 routes and '/{slug}', the
 * `esUrl` guard; docs/decisions/0019-one-resolver-for-storefront-paths.md). proxy.ts asks it before
 * rendering (to answer an unknown URL with a server-rendered 404), the catch-all page and its
 * metadata ask it to choose what to render, the store switcher to find the same page in another
 * storefront: all through {@link resolveStorefrontPath}, in one precedence order, each with its own {@link PathReader} (the proxy's checks existence without the
 * page cache, the page's reads the cached documents it renders).
 *
 * Precedence, first match wins:
 * 1. an app route of `app/[storefront]/` (generated from its folders, `app-routes.ts`); the search
 *    results page only on a page its results have; internal rewrite targets are unknown;
 * 2. `/products/{sku}/`: the product by SKU (spec §3 SKU `NNNNNN.NNN`), in the default state only;
 *    `/geschaefte/{reference}/` (and each language's word for it): the physical store by reference;
 * 3. a commerce URL record of the store (PLP or PDP): any record in the default state; filters and
 *    a sort only on a list record; a later page only on a list with that many pages;
 * 4. (a filtered or sorted path that is no list is unknown)
 * 5. the blog: `/blog/` (a later page when it has that many) and `/blog/{uid}/` (fixed addresses);
 * 6. a lookbook: a list page `/{url_key}/` (a later page when it has that many) or a look
 *    `/{list url_key}/{url_key}/` (editor-chosen keys);
 * 7. a content page `/{uid}/` (editor-chosen uid), first page only;
 * 8. unknown.
 * A more specific address scheme wins over a more general one: `/blog/` is the blog even when an
 * editor also made a content page with the uid `blog`.
 */
import { isRefined, type PlpState } from '@/lib/catalog/plp-state';
import { parseBlogPath } from '@/lib/prismic/blog-path';
import { parseLookbookPath } from '@/lib/prismic/lookbook-paths';
import { classifyStorefrontPath, SEARCH_RESULTS_PATH, SKU_PATTERN, STORE_REFERENCE_PATTERN } from './storefront-path';

/**
 * The reads the resolver needs, each answering null for "not here". Implementations decide how
 * (uncached existence checks in proxy.ts, cached documents in the page) but not in what order.
 */
export interface PathReader<Product, UrlRecord, Blog, Lookbook, Content> {
  /** The product with this SKU (already `NNNNNN.NNN`). */
  product(sku: string): Promise<Product | null>;
  /** The physical store with this reference (spec §2 '/geschaefte/{reference}/'), anything for found. */
  physicalStore(reference: string): Promise<unknown>;
  /** The store's URL record at `url` (`/dames/schoenen/`, decoded, with slashes). */
  urlRecord(url: string): Promise<UrlRecord | null>;
  /** Whether a record lists products (a PLP, a brand or sale page) rather than one product. */
  isList(record: UrlRecord): boolean;
  /** Pages of the record's list in `state` (its filters), from 1; asked for a later page only. */
  listPageCount(record: UrlRecord, state: PlpState): Promise<number>;
  /** Pages of search results for `state.search` and its filters; asked for a later page only. */
  searchPageCount(state: PlpState): Promise<number>;
  /** The blog page at `url` (`/blog/` or `/blog/{uid}/`), page `page` of the list. */
  blog(url: string, page: number): Promise<Blog | null>;
  /** The lookbook list page (page `page`) or look at `url`. */
  lookbook(url: string, page: number): Promise<Lookbook | null>;
  /** The content page (`cms_page`) with this uid. */
  contentPage(uid: string): Promise<Content | null>;
}

/** What a path is, with what the reader found for it. */
export type ResolvedPath<Product, UrlRecord, Blog, Lookbook, Content> =
  | { kind: 'app-route' }
  | { kind: 'product'; sku: string; product: Product }
  | { kind: 'url-record'; url: string; record: UrlRecord }
  | { kind: 'blog'; url: string; blog: Blog }
  | { kind: 'lookbook'; url: string; lookbook: Lookbook }
  | { kind: 'content'; uid: string; content: Content }
  | { kind: 'unknown' };

const UNKNOWN = { kind: 'unknown' } as const;

/**
 * Resolves a canonical storefront path (with its trailing slash, as requested, percent-escaped) in a
 * list state (page from 1, filters, sort, search text: `listState` of `storefront-path.ts`) in the
 * precedence order of this module's overview. Reads only what the order needs, one after the
 * other.
 *
 * @throws whatever the reader throws (a back end that cannot answer); the caller decides
 */
export async function resolveStorefrontPath<Product, UrlRecord, Blog, Lookbook, Content>(
  pathname: string,
  state: PlpState,
  reader: PathReader<Product, UrlRecord, Blog, Lookbook, Content>,
): Promise<ResolvedPath<Product, UrlRecord, Blog, Lookbook, Content>> {
  const lookup = classifyStorefrontPath(pathname);
  if (lookup.kind === 'internal') return UNKNOWN;
  if (lookup.kind === 'app-route') {
    if (pathname !== SEARCH_RESULTS_PATH || state.page === 1) return lookup;
    // A later page of results needs a term with that many results.
    return state.search && state.page <= (await reader.searchPageCount(state)) ? lookup : UNKNOWN;
  }
  const { page } = state;
  const refined = isRefined(state);
  if (lookup.kind === 'physical-store') {
    if (page > 1 || refined || !STORE_REFERENCE_PATTERN.test(lookup.reference)) return UNKNOWN;
    return (await reader.physicalStore(lookup.reference)) ? { kind: 'app-route' } : UNKNOWN;
  }
  if (lookup.kind === 'product') {
    if (page > 1 || refined || !SKU_PATTERN.test(lookup.sku)) return UNKNOWN;
    const product = await reader.product(lookup.sku);
    return product === null ? UNKNOWN : { kind: 'product', sku: lookup.sku, product };
  }

  const { url } = lookup;
  const record = await reader.urlRecord(url);
  if (record !== null && (await recordHasState(reader, record, state))) {
    return { kind: 'url-record', url, record };
  }
  if (refined) return UNKNOWN;

  const blogPath = parseBlogPath(url);
  if (blogPath && (page === 1 || blogPath.kind === 'list')) {
    const blog = await reader.blog(url, page);
    if (blog !== null) return { kind: 'blog', url, blog };
  }
  const lookbookPath = parseLookbookPath(url);
  if (lookbookPath && (page === 1 || lookbookPath.kind === 'list')) {
    const lookbook = await reader.lookbook(url, page);
    if (lookbook !== null) return { kind: 'lookbook', url, lookbook };
  }
  // Content pages live at one level (`/{uid}/`) and take no page number.
  const uid = url.slice(1, -1);
  if (page === 1 && uid && !uid.includes('/')) {
    const content = await reader.contentPage(uid);
    if (content !== null) return { kind: 'content', uid, content };
  }
  return UNKNOWN;
}

/**
 * Whether a record's page exists in the state: any record in the default state; filters and a sort
 * only on a list (a filtered list without products still shows its empty state); a later page only
 * on a list with that many (filtered) pages.
 */
async function recordHasState<UrlRecord>(
  reader: Pick<PathReader<unknown, UrlRecord, unknown, unknown, unknown>, 'isList' | 'listPageCount'>,
  record: UrlRecord,
  state: PlpState,
): Promise<boolean> {
  if (state.page === 1 && !isRefined(state)) return true;
  if (!reader.isList(record)) return false;
  return state.page === 1 || state.page <= (await reader.listPageCount(record, state));
}
