/**
 * The browser's read of saved looks for the guest wishlist page (spec §7 'Lookbook wishlist fetch by
 * uids'): the page is cached and shared, so the guest's lookbook uids (local storage) are sent to
 * `GET /api/wishlist/looks/?uid=…`, which answers the looks' tiles in the storefront's language.
 */
import type { LookbookTile } from '@/lib/prismic/lookbook-queries';

/** The route that answers saved looks' tiles. */
export const SAVED_LOOKS_PATH = '/api/wishlist/looks';
/** Most uids one request takes (the content read's limit). */
export const MAX_SAVED_LOOKS = 100;
/** A lookbook uid as Prismic makes them: letters, digits, `-` and `_`, at most 100. */
export const LOOK_UID = /^[A-Za-z0-9][\w-]{0,99}$/;

/** The uids of a request's query (`uid` repeated): well-formed, unique, at most {@link MAX_SAVED_LOOKS}; null otherwise. */
export function savedLookUids(query: URLSearchParams): string[] | null {
  const uids = [...new Set(query.getAll('uid'))];
  return uids.length <= MAX_SAVED_LOOKS && uids.every((uid) => LOOK_UID.test(uid)) ? uids : null;
}

/**
 * The tiles of the looks `uids`, in that order (looks no longer published are left out).
 * @throws Error when the request fails
 */
export async function fetchSavedLooks(uids: readonly string[]): Promise<LookbookTile[]> {
  if (uids.length === 0) return [];
  const query = new URLSearchParams(uids.slice(0, MAX_SAVED_LOOKS).map((uid) => ['uid', uid]));
  const response = await fetch(`${SAVED_LOOKS_PATH}/?${query}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`saved looks: status ${response.status}`);
  return ((await response.json()) as { looks: LookbookTile[] }).looks;
}
