import { redirectToPreviewURL } from '@prismicio/next';
import type { NextRequest } from 'next/server';
import { createPrismicClient } from '@/lib/prismic/client';

/**
 * Content preview (spec §2 '/preview', name prismic-preview; docs/architecture.md 'Previews'): the link
 * Prismic's Preview button opens, `/preview/?token=<preview token>&documentId=<id>`. Keeps the token
 * in the `io.prismic.preview` cookie, turns on Next's draft mode (every cached read is skipped and
 * nothing rendered is kept, `lib/prismic/preview.ts`) and redirects to the document's page, or
 * home when it has none. Offline, the embedded repository's token is `EMBEDDED_PREVIEW_TOKEN`
 * (`content/api`). `/api/exit-preview/` ends it.
 */
export async function GET(request: NextRequest) {
  return redirectToPreviewURL({ client: createPrismicClient(), request });
}
