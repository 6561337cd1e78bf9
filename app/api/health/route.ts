import { connection } from 'next/server';
import { prepareEmbeddedCommerce } from '@/lib/embedded-commerce/seam';

/**
 * Readiness check: 200 once the embedded commerce back end is migrated and seeded (first start),
 * 503 while that fails. Used by the end-to-end tests and by orchestrators.
 */
export async function GET() {
  // Answered per request, never prerendered (Cache Components).
  await connection();
  try {
    await prepareEmbeddedCommerce();
    return Response.json({ status: 'ok' });
  } catch (error) {
    console.error('health: commerce not ready', error);
    return Response.json({ status: 'unavailable' }, { status: 503 });
  }
}
