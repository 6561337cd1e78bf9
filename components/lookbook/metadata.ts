import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { lookbookHref, lookbookPageHref } from '@/lib/prismic/lookbook-paths';
import type { LookbookPageForPath } from '@/lib/prismic/lookbooks';
import { robotsMetadata } from '@/components/content/metadata';

/**
 * Title, description, robots and canonical link of a lookbook page (spec §2 'Content page: the
 * title falls back from meta title to page title. Meta description, robots (default
 * index,follow) and a canonical link are set'). A look's title falls back to its label; a list
 * page's later pages have their own title ('Lookbook – page 2') and canonical (`?page=2`).
 */
export async function lookbookMetadata(result: LookbookPageForPath): Promise<Metadata> {
  const { data } = result.page;
  const common = { description: data.meta_description || undefined, robots: robotsMetadata(data.robots) };
  if (result.kind === 'detail') {
    const parentKey = result.parent.data.url_key || result.parent.uid;
    return {
      ...common,
      title: result.page.data.meta_title || result.page.data.title || result.page.data.label || undefined,
      alternates: { canonical: lookbookHref(parentKey, result.page.data.url_key || result.page.uid) },
    };
  }
  const urlKey = result.page.data.url_key || result.page.uid;
  const title = result.page.data.meta_title || result.page.data.title || undefined;
  const canonical = lookbookPageHref(urlKey, result.pageNumber);
  if (result.pageNumber === 1 || !title) return { ...common, title, alternates: { canonical } };
  const t = await getTranslations('lookbook');
  return { ...common, title: t('pageTitle', { title, page: result.pageNumber }), alternates: { canonical } };
}
