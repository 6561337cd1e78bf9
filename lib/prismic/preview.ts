import 'server-only';
import * as prismic from '@prismicio/client';
import { cookies, draftMode } from 'next/headers';
import { connection } from 'next/server';
import { getPublishedPage } from './cached';
import { getPageByUid } from './client';
import type { AllDocumentTypes } from './types';

/**
 * The Prismic preview ref of this request (spec §2 '/preview'; docs/architecture.md 'Previews'), or undefined
 * outside a preview: Next's draft mode must be on (`/preview/` turns it on) and the
 * `io.prismic.preview` cookie must hold a preview token (Prismic's contain `websitePreviewId=`).
 * Read outside any `'use cache'` function (cookies are request data) and passed in (Cache Components
 * forbid request data inside it); the same check as `getPreviewRef` of @prismicio/next, whose barrel would
 * pull its client components into every page that imports it.
 */
export async function previewRef(): Promise<string | undefined> {
  if (!(await draftMode()).isEnabled) return undefined;
  // A preview is rendered for this request only (the Prismic client reads the clock for its ref cache).
  await connection();
  const token = (await cookies()).get(prismic.cookie.preview)?.value;
  return token?.includes('websitePreviewId=') ? token : undefined;
}

/**
 * A content document by type, uid and Prismic lang, or null (never throws). Published content
 * comes from the page cache's `'use cache'` read ({@link getPublishedPage}); an editor's preview
 * reads the drafts under the preview ref, uncached (in draft mode Next skips every cached function
 * and keeps nothing it renders, so no shopper is ever served a draft).
 */
export async function getContentPage<T extends AllDocumentTypes['type']>(type: T, uid: string, lang: string) {
  const ref = await previewRef();
  return ref ? getPageByUid(type, uid, lang, { previewRef: ref }) : getPublishedPage(type, uid, lang);
}
