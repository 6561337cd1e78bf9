/**
 * The outbox when the mail server fails (commerce/services/mailer.ts): a mail the server refuses, never
 * answers or drops mid-message stays in the outbox with its attempt count, last error and next attempt;
 * it is not tried again before its backoff is over (no tight loop), goes out once when the server is back,
 * is tried again by a timer without a new mail to trigger it, and a mail that keeps failing is logged as an
 * error and counted by the health endpoint's outbox figures.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpStub, type SmtpFault, type SmtpStub } from '../../tests/support/smtp-stub';
import { getDb } from '../index';
import { deliverOutbox, FAILING_AFTER, outboxHealth, outboxIdle, retryDelayMs } from '../services/mailer';
import { startCommerce, type Harness } from './harness';

let h: Harness;
let smtp: SmtpStub;
let next = 0;
beforeAll(async () => {
  smtp = await startSmtpStub();
  process.env.SMTP_URL = smtp.url;
  // A hanging server is given up on after a second, not the default 20.
  process.env.SMTP_TIMEOUT_MS = '1000';
  h = await startCommerce();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.SMTP_TIMEOUT_MS;
  await h?.stop();
  await smtp?.stop();
});
beforeEach(async () => {
  smtp.fault = 'none';
  // Mails of other tests are out of the way.
  await h.query(sql`UPDATE outbox_mails SET sent_at = now() WHERE sent_at IS NULL`);
});

interface OutboxRow {
  sent: boolean;
  attempts: number;
  last_error: string | null;
  wait_seconds: number | null;
}

/** Queues a mail to a new address, as the services do (a row in the outbox); returns the address. */
async function queue(): Promise<string> {
  const to = `fault-${(next += 1)}-${Date.now()}@example.com`;
  await h.query(sql`INSERT INTO outbox_mails ("to", subject, body) VALUES (${to}, 'Your order', 'Thank you')`);
  return to;
}

async function rowOf(to: string): Promise<OutboxRow> {
  const [row] = await h.query<OutboxRow>(
    sql`SELECT sent_at IS NOT NULL AS sent, attempts, last_error,
               round(extract(epoch FROM next_attempt_at - now()))::int AS wait_seconds
        FROM outbox_mails WHERE "to" = ${to}`,
  );
  return row!;
}

async function deliver(): Promise<void> {
  await deliverOutbox(await getDb());
  await outboxIdle();
}

/** Time passes: every unsent mail's wait is over. */
const waitOver = () => h.query(sql`UPDATE outbox_mails SET next_attempt_at = now() WHERE sent_at IS NULL`);

describe('the outbox when the mail server fails', () => {
  it.each([
    ['refuses it', 'refuse', /451|try again later/i],
    ['never answers', 'hang', /timeout/i],
    ['drops the connection mid-message', 'drop', /connection|closed|ECONNRESET|socket/i],
  ] as const)(
    'keeps a mail the server %s, waits its backoff, and sends it once when the server is back',
    async (_case, fault: SmtpFault, error) => {
      const to = await queue();
      smtp.fault = fault;
      await deliver();
      const failed = await rowOf(to);
      expect(failed).toMatchObject({ sent: false, attempts: 1 });
      expect(failed.last_error).toMatch(error);
      expect(failed.wait_seconds).toBeGreaterThan(25);
      expect(smtp.mailsTo(to)).toHaveLength(0);

      // Not before its wait is over, however often delivery runs: no tight loop.
      smtp.fault = 'none';
      await deliver();
      await deliver();
      expect(await rowOf(to)).toMatchObject({ sent: false, attempts: 1 });

      await waitOver();
      await deliver();
      await deliver();
      expect((await rowOf(to)).sent).toBe(true);
      expect(smtp.mailsTo(to)).toHaveLength(1);
    },
  );

  it('waits 30 s after the first failure, doubling, at most an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });

  it('logs a mail failing again and again as an error, and the health figures count it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const to = await queue();
      smtp.fault = 'refuse';
      for (let attempt = 1; attempt <= FAILING_AFTER; attempt += 1) {
        await deliver();
        await waitOver();
      }
      expect((await rowOf(to)).attempts).toBe(FAILING_AFTER);
      expect(warnings.mock.calls.flat().join('\n')).toMatch(/not sent \(attempt 1: .*451/);
      expect(errors.mock.calls.flat().join('\n')).toMatch(new RegExp(`failing since ${FAILING_AFTER} attempts`));
      const health = await outboxHealth(await getDb());
      expect(health).toMatchObject({ unsent: 1, failing: 1 });
      expect(health.oldestUnsentSeconds).toBeGreaterThanOrEqual(0);

      smtp.fault = 'none';
      await deliver();
      expect(await outboxHealth(await getDb())).toEqual({ unsent: 0, failing: 0, oldestUnsentSeconds: 0 });
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it('tries a waiting mail again by itself when its wait is over, without a new mail to trigger it', async () => {
    const to = await queue();
    // It failed once before and may be tried again in a moment.
    await h.query(
      sql`UPDATE outbox_mails SET attempts = 1, next_attempt_at = now() + interval '1.5 seconds' WHERE "to" = ${to}`,
    );
    await deliverOutbox(await getDb());
    expect(smtp.mailsTo(to)).toHaveLength(0);
    await vi.waitFor(() => expect(smtp.mailsTo(to)).toHaveLength(1), { timeout: 10_000, interval: 200 });
    await vi.waitFor(async () => expect((await rowOf(to)).sent).toBe(true), { timeout: 5_000 });
  });
});
