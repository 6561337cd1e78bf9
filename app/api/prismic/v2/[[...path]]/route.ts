import { connection } from 'next/server';
import { handlePrismicApiRequest } from '@/content/api';

/**
 * Embedded Prismic REST v2 API over `content/` (docs/architecture.md 'Back ends and the seam'): `GET
 * /api/prismic/v2` (repository) and `GET /api/prismic/v2/documents/search`. See `content/api/index.ts` for
 * parameters and errors.
 */
export async function GET(request: Request): Promise<Response> {
  // Reads `content/` at request time (drafts, development reloads): never prerendered.
  await connection();
  return handlePrismicApiRequest(request);
}
