import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife, cacheTag } from 'next/cache';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { createPrismicClient } from './client';
import { previewRef } from './preview';
import type { AllDocumentTypes } from './types';
import { toCheckoutLayout, toLayout, type CheckoutLayoutContent, type LayoutContent } from './layout-content';
import { reportContentError } from './content-errors';

export type { CheckoutLayoutContent, LayoutContent } from './layout-content';

/** Custom types of the default layout's documents (spec §7 'Layout content'). */
const LAYOUT_TYPES = [
  'promo_banner',
  'usps',
  'link_list',
  'footer_navigation',
  'socials',
  'icons',
  'jobs_block',
  'reviews_stats',
] as const;

/**
 * Every layout document of one Prismic lang in one query (the spec's single layout query), or an
 * empty list when the content API fails (spec §8: content errors are logged, the blocks render empty).
 */
async function fetchLayoutDocuments(lang: string, ref?: string): Promise<AllDocumentTypes[]> {
  try {
    return await createPrismicClient({ previewRef: ref }).dangerouslyGetAll({
      filters: [prismic.filter.any('document.type', [...LAYOUT_TYPES])],
      lang,
    });
  } catch (error) {
    reportContentError(`layout documents (${lang})`, error);
    return [];
  }
}

interface LayoutDocuments {
  documents: AllDocumentTypes[];
  /** When they were read (epoch ms): the promo banners' visibility in the rendered HTML. */
  readAt: number;
}

/** Published layout documents, cached per lang under the content tags (revalidated on publish). */
async function publishedLayoutDocuments(lang: string): Promise<LayoutDocuments> {
  'use cache';
  cacheLife('content');
  const documents = await fetchLayoutDocuments(lang);
  cacheTag(CACHE_TAGS.prismic, ...documents.map((document) => CACHE_TAGS.document(document.id)));
  return { documents, readAt: Date.now() };
}

async function layoutDocuments(lang: string): Promise<LayoutDocuments> {
  const ref = await previewRef();
  return ref
    ? { documents: await fetchLayoutDocuments(lang, ref), readAt: Date.now() }
    : publishedLayoutDocuments(lang);
}

/**
 * The default layout's content for one Prismic lang (spec §7 'Layout content'): promo banners,
 * header usps and links, footer menus, legal links, socials, payment icons, jobs block and review
 * stats, cached per storefront language and previewable like every content read. Never throws.
 */
export async function getLayoutContent(lang: string): Promise<LayoutContent> {
  const { documents, readAt } = await layoutDocuments(lang);
  return toLayout(documents, readAt);
}

/**
 * The checkout layout's content (spec §7: usps `checkout-header` and `cart`, icons
 * `payment-methods`) for one Prismic lang. Never throws.
 */
export async function getCheckoutLayoutContent(lang: string): Promise<CheckoutLayoutContent> {
  return toCheckoutLayout((await layoutDocuments(lang)).documents);
}
