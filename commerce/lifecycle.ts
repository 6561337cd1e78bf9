/**
 * Shutting the embedded commerce back end down (tests, the seed CLI, benches). It sits above the
 * services and the database, so the database layer needs to know nothing of the work that still
 * uses it.
 */
import { closeDbHandle } from './db/client';
import { backgroundSettled } from './services/background';
import { outboxIdle } from './services/mailer';

/**
 * Closes the database so the process can exit; the next use opens it again. First it waits for the
 * work started after an answer (the account mails, `services/background.ts`) and for the outbox
 * delivery under way (`services/mailer.ts`): both still need the database.
 */
export async function closeCommerceDb(): Promise<void> {
  await backgroundSettled();
  await outboxIdle();
  await closeDbHandle();
}

// The production server (server.mjs, not bundled with the shop) closes the back end through this on SIGTERM,
// after the requests in flight: mails being sent go out, the database closes cleanly.
(globalThis as unknown as Record<symbol, unknown>)[Symbol.for('storefront.commerce.close')] ??= closeCommerceDb;
