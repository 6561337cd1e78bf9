import type { Metadata } from 'next';
import { contentPagePath } from '@/lib/prismic/links';
import { hreflangAlternates, storefrontsOfPrismicLang } from '@/lib/routing/storefront-origin';
import type { StoreCode } from '@/lib/stores';

/** The robots select (`index,follow`, `noindex,follow`, …; default index,follow, spec §2 'Content page'). */
export function robotsMetadata(value: string | null | undefined): Metadata['robots'] {
  const [index, follow] = (value || 'index,follow').split(',');
  return { index: index !== 'noindex', follow: follow !== 'nofollow' };
}

interface ContentPageMeta {
  uid: string;
  lang: string;
  alternate_languages: { uid?: string; lang: string }[];
  data: {
    title?: string | null;
    meta_title?: string | null;
    meta_description?: string | null;
    robots?: string | null;
  };
}

/**
 * Metadata of a CMS page (spec §2 'Content page'): an editor's meta title as the whole title, else
 * the page title (the layout's template appends the site name); meta description; robots (default
 * index,follow); canonical `/{uid}/` (`/` for home; made absolute by the layout's `metadataBase`);
 * hreflang alternates for every storefront that has a translation of the page, itself included.
 */
export function contentPageMetadata(page: ContentPageMeta): Metadata {
  const paths: Partial<Record<StoreCode, string>> = {};
  for (const { lang, uid } of [...page.alternate_languages, { lang: page.lang, uid: page.uid }]) {
    if (uid) for (const code of storefrontsOfPrismicLang(lang)) paths[code] = contentPagePath(uid);
  }
  return {
    title: page.data.meta_title ? { absolute: page.data.meta_title } : page.data.title || undefined,
    description: page.data.meta_description || undefined,
    robots: robotsMetadata(page.data.robots),
    alternates: { canonical: contentPagePath(page.uid), languages: hreflangAlternates(paths) },
  };
}
