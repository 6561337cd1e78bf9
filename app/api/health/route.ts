import { connection } from 'next/server';
import { embeddedCommerceHealth } from '@/lib/embedded-commerce/seam';

/**
 * Readiness check: 200 once the embedded commerce back end is migrated and seeded (first start),
 * 503 while that fails. Used by the end-to-end tests and by orchestrators. With the embedded back end the
 * body also tells the operator of the mail outbox: `{ status: 'ok', mail: { unsent, failing,
 * oldestUnsentSeconds } }` (`failing`: mails that failed 3 times or more; mail trouble keeps the instance
 * ready, the shop serves without it).
 */
export async function GET() {
  // Answered per request, never prerendered (Cache Components).
  await connection();
  try {
    const health = await embeddedCommerceHealth();
    return Response.json({ status: 'ok', ...health });
  } catch (error) {
    console.error('health: commerce not ready', error);
    return Response.json({ status: 'unavailable' }, { status: 503 });
  }
}
