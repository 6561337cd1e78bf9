import * as prismic from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { htmlMessagePage } from '@/lib/http/responses';
import { createPrismicClient } from '@/lib/prismic/client';
import { previewTokenResolves } from '@/lib/prismic/preview-token';
import { STOREFRONTS, storeFromSegment } from '@/lib/stores';

/** A small page in the store's language for a preview link that does not resolve (400, nothing set). */
async function invalidLink(segment: string): Promise<Response> {
  const { locale } = STOREFRONTS[storeFromSegment(segment) ?? 'NL'];
  const t = await getTranslations({ locale, namespace: 'preview' });
  return htmlMessagePage({
    status: 400,
    locale,
    title: t('invalidTitle'),
    text: t('invalidText'),
    homeLabel: t('backHome'),
  });
}

/**
 * Content preview (spec §2 '/preview', name prismic-preview; docs/architecture.md 'Previews'): the link
 * Prismic's Preview button opens, `/preview/?token=<preview token>&documentId=<id>`. Only a token the
 * content API resolves to a ref, with the document under it, turns anything on
 * (`lib/prismic/preview-token.ts`): then the token goes into the `io.prismic.preview` cookie, Next's
 * draft mode turns on (every cached read is skipped and nothing rendered is kept,
 * `lib/prismic/preview.ts`) and the editor lands on the document's page, or home when it has none. A
 * missing or unknown token is a 400 page and sets nothing: draft mode makes every page render
 * uncached, so it must not be anyone's for the asking. Offline, the embedded repository's token is
 * `EMBEDDED_PREVIEW_TOKEN` (`content/api`). `/api/exit-preview/` ends it.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ storefront: string }> }) {
  const token = request.nextUrl.searchParams.get('token');
  const documentId = request.nextUrl.searchParams.get('documentId');
  const client = createPrismicClient();
  if (!(await previewTokenResolves(client, token, documentId))) return invalidLink((await params).storefront);
  let url = '/';
  try {
    url = await client.resolvePreviewURL({ documentID: documentId!, previewToken: token!, defaultURL: '/' });
  } catch (error) {
    console.error('[preview] could not resolve the document URL', error instanceof Error ? error.message : error);
  }
  (await cookies()).set(prismic.cookie.preview, token!, { path: '/', sameSite: 'lax', secure: true });
  (await draftMode()).enable();
  redirect(url.startsWith('/') && !url.startsWith('//') ? url : '/');
}
