/**
 * Lookbook addresses (spec §2 '/lookbook/', 'Lookbook tile links go to /{parent_url_key}/{url_key}/';
 * §9 'Paging: lookbook page size 18'): parsing a storefront path and building the links. Pure:
 * safe in server and client code.
 */

/** Highest `?page=` honoured; anything above is not a page. */
const MAX_PAGE = 9_999;

/** A lookbook path: a list page, or one look of it; `page` from a `?page=` in the path, if any. */
export type LookbookPath =
  { kind: 'list'; listKey: string; page?: number } | { kind: 'detail'; listKey: string; urlKey: string };

/** A URL segment an editor can give as url_key: lowercase letters, digits and dashes. */
export const URL_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Splits a storefront path into a lookbook list (`/lookbook/`, optionally `?page=N`) or look
 * (`/lookbook/city-spring/`) address; null for the root, deeper paths and segments that cannot be a
 * url_key. Trailing slash optional; percent-escapes are decoded.
 */
export function parseLookbookPath(path: string): LookbookPath | null {
  const [pathname = '', query = ''] = path.split('?', 2);
  let segments: string[];
  try {
    segments = pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  if (segments.length === 0 || segments.length > 2 || !segments.every((segment) => URL_KEY.test(segment))) return null;
  if (segments.length === 2) return { kind: 'detail', listKey: segments[0]!, urlKey: segments[1]! };
  const page = new URLSearchParams(query).get('page');
  return page === null
    ? { kind: 'list', listKey: segments[0]! }
    : { kind: 'list', listKey: segments[0]!, page: parsePageNumber(page) };
}

/** A `?page=` value as a page number; anything but a positive integer up to 9999 is page 1. */
export function parsePageNumber(value: string | number | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page <= MAX_PAGE ? page : 1;
}

/** The link to a look: `/{parent_url_key}/{url_key}/` (spec §2). */
export function lookbookHref(parentUrlKey: string, urlKey: string): string {
  return `/${parentUrlKey}/${urlKey}/`;
}

/** The link to page `page` of a lookbook list: `/{url_key}/` for page 1, else `/{url_key}/?page=N`. */
export function lookbookPageHref(urlKey: string, page: number): string {
  return page > 1 ? `/${urlKey}/?page=${page}` : `/${urlKey}/`;
}
