import { exitPreview } from '@prismicio/next';

/**
 * Ends a content preview (spec §2 '/preview'): turns draft mode off and drops the preview cookie,
 * so the editor sees published, cached pages again. Prismic's preview toolbar calls it.
 */
export async function GET() {
  return exitPreview();
}
