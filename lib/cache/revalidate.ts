import 'server-only';
import { revalidateTag } from 'next/cache';
import { forgetPathAnswers } from '@/lib/routing/path-answers';
import { purgeHttpCache } from './http-purge';
import { CACHE_TAGS } from './tags';

/** A catalog change as the commerce back end reports it (`commerce/events.ts`, `/api/revalidate`). */
export interface CatalogChangeEvent {
  kind: 'stock' | 'price' | 'product';
  skus: string[];
}

/**
 * Expires tags at once: the next read fetches again (a sold-out size must not stay buyable), and the
 * HTTP caches in front drop the pages carrying them (`http-purge.ts`; not awaited: a slow cache never
 * holds up a revalidation).
 */
function expire(tags: string[]): string[] {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a route handler or server function (e.g. during a render) Next refuses; the entry
      // then ages out within its revalidate time.
      console.error(`[cache] could not revalidate ${tag}`, error);
    }
  }
  forgetPathAnswers();
  void purgeHttpCache(tags);
  return tags;
}

/**
 * Revalidates what a catalog change touches: the products' pages for a stock change; for a price or
 * product change also every list (prices and names show on cards). Returns the tags expired.
 */
export function revalidateCatalogChange(change: CatalogChangeEvent): string[] {
  const productTags = change.skus.map(CACHE_TAGS.product);
  return expire(change.kind === 'stock' ? productTags : [...productTags, CACHE_TAGS.catalog]);
}

/** Revalidates published content after a Prismic publish: all content reads and each document. */
export function revalidateContent(documentIds: string[]): string[] {
  return expire([CACHE_TAGS.prismic, ...documentIds.map(CACHE_TAGS.document)]);
}
