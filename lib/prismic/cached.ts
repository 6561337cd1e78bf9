import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getPageByUid } from './client';

/** How long published content stays cached, in seconds (`revalidateTag('prismic')` refreshes it). */
export const CONTENT_REVALIDATE_SECONDS = 60;

/**
 * {@link getPageByUid} for published content, kept in Next's data cache under the `prismic` tag and
 * deduplicated per request. Previews call `getPageByUid` with a preview ref instead, uncached.
 */
export const getPublishedPage = cache(
  unstable_cache((type: 'cms_page', uid: string, lang: string) => getPageByUid(type, uid, lang), ['prismic', 'page'], {
    tags: ['prismic'],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  }),
);
