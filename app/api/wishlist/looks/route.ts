import type { NextRequest } from 'next/server';
import { getLookbookTiles } from '@/lib/prismic/lookbooks';
import { STORE_CODES, STOREFRONTS, type StoreCode } from '@/lib/stores';
import { savedLookUids } from '@/lib/wishlist/saved-looks';

/**
 * The tiles of saved looks (spec §7 'Lookbook wishlist fetch by uids'; the guest wishlist page,
 * whose shell is cached and reads the guest's uids from local storage): `GET ?uid=a&uid=b` answers
 * `{ looks: LookbookTile[] }` in the language of the storefront proxy.ts resolved from host and
 * cookies (`x-store-key`), in the order asked, unpublished looks left out (read through the content
 * cache). Anything but up to 100 well-formed uids is a 400.
 */
export async function GET(request: NextRequest) {
  const uids = savedLookUids(request.nextUrl.searchParams);
  if (!uids) return Response.json({ error: 'invalid uid' }, { status: 400 });
  const key = request.headers.get('x-store-key');
  const store: StoreCode = (STORE_CODES as readonly string[]).includes(key ?? '') ? (key as StoreCode) : 'NL';
  const looks = await getLookbookTiles(STOREFRONTS[store].prismicLang, uids);
  return Response.json(
    { looks },
    // The language follows the host and (in Belgium) the locale cookie: a browser may keep it, no shared cache.
    { headers: { 'cache-control': 'private, max-age=60' } },
  );
}
