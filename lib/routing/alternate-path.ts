import 'server-only';
import { getAlternateUrls, resolveUrlRecord } from '@/lib/commerce/queries';
import { blogAlternatePath } from '@/lib/prismic/blog';
import { getContentPage } from '@/lib/prismic/preview';
import { STOREFRONTS, type StoreCode } from '@/lib/stores';
import { DEFAULT_PLP_STATE, plpHref, type PlpState } from '@/lib/catalog/plp-state';

/** A page path as the switcher sends it: root-relative, slash-terminated, no query, bounded. */
const PAGE_PATH = /^\/(?:[\w~.%-]+\/)*$/;

/**
 * The same page in another storefront (spec §2 'Header': the switcher keeps the shopper on the
 * page; §7 'Stores and alternate urls'): a product or category page becomes its URL in `to`
 * (commerce's alternate URLs: same SKU, same category and preset filters); a blog or content page
 * becomes its translation in `to`'s language (Prismic `alternate_languages`); anything else, or a
 * page `to` does not have, is `to`'s home `/`. A list keeps `state` (its filters and sort, read
 * from the page's query) from page 1. `path` is untrusted input: it is only looked up, never
 * returned; `state` is re-written from its parsed, validated values.
 */
export async function alternatePath(
  from: StoreCode,
  to: StoreCode,
  path: string | null,
  state: PlpState = DEFAULT_PLP_STATE,
): Promise<string> {
  if (!path || path === '/' || path.length > 300 || !PAGE_PATH.test(path) || path.includes('..')) return '/';
  const record = await resolveUrlRecord(from, path);
  if (record) {
    const url = (await getAlternateUrls(from, record.id))[to];
    if (!url) return '/';
    // A list keeps its filters and sort (store-independent values), from its first page.
    return record.page_type === 'pdp' ? url : plpHref(url, { ...state, page: 1 });
  }
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
