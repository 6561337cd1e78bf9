import 'server-only';
import { getPdp, resolveUrlRecord } from '@/lib/commerce/queries';
import { blogAlternatePath } from '@/lib/prismic/blog';
import { getContentPage } from '@/lib/prismic/preview';
import { STOREFRONTS, type StoreCode } from '@/lib/stores';

/** A page path as the switcher sends it: root-relative, slash-terminated, no query, bounded. */
const PAGE_PATH = /^\/(?:[\w~.%-]+\/)*$/;

/**
 * The same page in another storefront (spec §2 'Header': the switcher keeps the shopper on the
 * page; §7 'Stores and alternate urls'): a product page becomes the product's URL in `to` (same
 * SKU); a content page becomes its translation in `to`'s language (Prismic `alternate_languages`);
 * anything else, or a page `to` does not have, is `to`'s home `/`. `path` is untrusted input: it
 * is only looked up, never returned. Category pages follow once commerce serves alternate URLs
 * per store (catalog discovery).
 */
export async function alternatePath(from: StoreCode, to: StoreCode, path: string | null): Promise<string> {
  if (!path || path === '/' || path.length > 300 || !PAGE_PATH.test(path) || path.includes('..')) return '/';
  const record = await resolveUrlRecord(from, path);
  if (record?.page_type === 'pdp' && record.sku) {
    const pdp = await getPdp(to, record.sku);
    return pdp?.product.url ?? '/';
  }
  if (record) return '/';
  const blog = await blogAlternatePath(STOREFRONTS[from].prismicLang, STOREFRONTS[to].prismicLang, path);
  if (blog) return blog;
  const segments = path.split('/').filter(Boolean);
  if (segments.length !== 1) return '/';
  const page = await getContentPage('cms_page', decodeURIComponent(segments[0]!), STOREFRONTS[from].prismicLang);
  const translation = page?.alternate_languages.find((alternate) => alternate.lang === STOREFRONTS[to].prismicLang);
  if (page && STOREFRONTS[from].prismicLang === STOREFRONTS[to].prismicLang) return path;
  if (!translation?.uid || translation.uid === 'home') return '/';
  return `/${translation.uid}/`;
}
