import { handlePrismicApiRequest } from '@/content/api';

/** The embedded content API reads `content/` at request time (drafts, development reloads). */
export const dynamic = 'force-dynamic';

/**
 * Embedded Prismic REST v2 API over `content/` (DESIGN.md 'Content'): `GET /api/prismic/v2` (repository)
 * and `GET /api/prismic/v2/documents/search`. See `content/api/index.ts` for parameters and errors.
 */
export async function GET(request: Request): Promise<Response> {
  return handlePrismicApiRequest(request);
}
