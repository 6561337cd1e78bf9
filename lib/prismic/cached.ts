import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { getPageByUid } from './client';
import type { AllDocumentTypes } from './types';

/**
 * {@link getPageByUid} for published content (docs/architecture.md 'Caching and revalidation'): a `'use cache'`
 * read keyed by type, uid and Prismic lang, kept for the `content` cache life under the `prismic`
 * tag and the document's own `document:<id>` tag, so a Prismic publish (`/api/revalidate`)
 * refreshes it. Previews call `getPageByUid` with a preview ref instead, uncached.
 */
export async function getPublishedPage<T extends AllDocumentTypes['type']>(type: T, uid: string, lang: string) {
  'use cache';
  cacheLife('content');
  const page = await getPageByUid(type, uid, lang);
  cacheTag(CACHE_TAGS.prismic, ...(page ? [CACHE_TAGS.document(page.id)] : []));
  return page;
}
