/**
 * Sends the outbox (docs/architecture.md 'Back ends and the seam': an outbox table, SMTP
 * when configured). With `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`) every queued mail
 * goes out through nodemailer from `MAIL_FROM`, as plain text with its HTML alternative
 * (multipart/alternative) when it has one, and with a Reply-To when it names one; without it mails
 * stay in the outbox (and development logs their links).
 *
 * Delivery runs after the writing transaction committed, at least once per mail: a mail is marked sent
 * only once the server took it, so a connection lost after the server took it but before it answered
 * sends it again on the next try. A mail the server refuses, or that times out (`SMTP_TIMEOUT_MS`, default
 * 20 s per connection, greeting and socket wait), stays unsent with its attempt count, last error and next
 * attempt: after {@link retryDelayMs} (30 s, doubling, at most an hour), never in a tight loop. A timer
 * brings the next due mail round without a new mail to trigger it; each failure is logged, and a mail
 * failing {@link FAILING_AFTER} times or more is logged as an error and counted by {@link outboxHealth}
 * (the health endpoint).
 */
import { and, asc, count, eq, isNull, lte, min, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import * as s from '../db/schema';
import { SHOP_NAME } from '../config/shop';
import type { CommerceDb } from './common';

/** Sender of the shop's mails when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = `${SHOP_NAME} <no-reply@storefront.example>`;
/** Mails sent per delivery run. */
const BATCH = 25;
/** The wait after a mail's first failure, in ms; it doubles with each further failure. */
const RETRY_BASE_MS = 30_000;
/** The longest wait between two attempts at one mail, in ms. */
const RETRY_MAX_MS = 60 * 60_000;
/** A mail that failed this many times is 'failing': logged as an error and reported by the health endpoint. */
export const FAILING_AFTER = 3;
/** Default of `SMTP_TIMEOUT_MS`: how long the server may take to connect, greet or answer, in ms. */
const DEFAULT_SMTP_TIMEOUT_MS = 20_000;

let transport: { key: string; transporter: Transporter } | null = null;
let running: Promise<void> | null = null;
let again = false;
let retryTimer: { at: number; timer: NodeJS.Timeout } | null = null;

function transporter(): Transporter | null {
  const url = process.env.SMTP_URL;
  if (!url) return null;
  const timeout = Number(process.env.SMTP_TIMEOUT_MS) || DEFAULT_SMTP_TIMEOUT_MS;
  const key = `${url} ${timeout}`;
  if (transport?.key !== key) {
    transport = {
      key,
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      }),
    };
  }
  return transport.transporter;
}

/** The wait in ms before the next attempt at a mail that has failed `attempts` times (1 or more). */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/** Unsent mails whose next attempt is due. */
const due = () =>
  and(
    isNull(s.outboxMails.sentAt),
    or(isNull(s.outboxMails.nextAttemptAt), lte(s.outboxMails.nextAttemptAt, sql`now()`)),
  );

/** Keeps a failed mail for later: one more attempt, its error, and when to try again. */
async function recordFailure(db: CommerceDb, mail: typeof s.outboxMails.$inferSelect, error: Error): Promise<void> {
  const attempts = mail.attempts + 1;
  const delay = retryDelayMs(attempts);
  const message = (error.message || String(error)).slice(0, 500);
  await db
    .update(s.outboxMails)
    .set({ attempts, lastError: message, nextAttemptAt: new Date(Date.now() + delay) })
    .where(eq(s.outboxMails.id, mail.id));
  const line = `[commerce] mail ${mail.id} not sent (attempt ${attempts}: ${message}); it stays in the outbox, next try in ${Math.round(delay / 1000)} s`;
  if (attempts >= FAILING_AFTER) console.error(`${line}; failing since ${attempts} attempts`);
  else console.warn(line);
}

/**
 * Sends up to one batch of due mails, oldest first; returns how many went out. Stops at the first failure:
 * the server is likely down for the rest too, and each mail keeps its own backoff.
 */
async function deliverBatch(db: CommerceDb, smtp: Transporter): Promise<number> {
  const mails = await db.select().from(s.outboxMails).where(due()).orderBy(asc(s.outboxMails.createdAt)).limit(BATCH);
  let sent = 0;
  for (const mail of mails) {
    try {
      await smtp.sendMail({
        from: process.env.MAIL_FROM || DEFAULT_MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    } catch (error) {
      await recordFailure(db, mail, error as Error);
      return 0;
    }
    await db.update(s.outboxMails).set({ sentAt: new Date() }).where(eq(s.outboxMails.id, mail.id));
    sent += 1;
  }
  return mails.length === BATCH ? sent : 0;
}

/** Sets the timer for the earliest next attempt of an unsent mail, if any (one timer per process). */
async function scheduleRetry(db: CommerceDb): Promise<void> {
  const [row] = await db
    .select({ next: min(s.outboxMails.nextAttemptAt) })
    .from(s.outboxMails)
    .where(isNull(s.outboxMails.sentAt));
  if (!row?.next) return;
  const at = Math.max(new Date(row.next).getTime(), Date.now() + 1000);
  if (retryTimer && retryTimer.at <= at) return;
  if (retryTimer) clearTimeout(retryTimer.timer);
  const timer = setTimeout(() => {
    retryTimer = null;
    void deliverOutbox(db);
  }, at - Date.now());
  // The timer alone keeps no process alive (tests, the seed CLI).
  timer.unref();
  retryTimer = { at, timer };
}

/**
 * Delivers the outbox now, in the background: one run at a time per process; a call during a run
 * makes it go round once more. Resolves when this run is over (tests, shutdown).
 */
export function deliverOutbox(db: CommerceDb): Promise<void> {
  const smtp = transporter();
  if (!smtp) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      while ((await deliverBatch(db, smtp)) > 0) {
        // a full batch went out: there may be more
      }
    } while (again);
    await scheduleRetry(db);
  })()
    .catch((error: unknown) => console.error('[commerce] outbox delivery failed', error))
    .finally(() => {
      running = null;
    });
  return running;
}

/** Resolves once the delivery running now, if any, is over, and stops the retry timer (shutdown, tests). */
export async function outboxIdle(): Promise<void> {
  await (running ?? Promise.resolve());
  if (retryTimer) clearTimeout(retryTimer.timer);
  retryTimer = null;
}

/** What the health endpoint tells of the outbox: mails not sent yet, those failing, the oldest one's age. */
export interface OutboxHealth {
  /** Mails not sent yet (queued or waiting for their next attempt). */
  unsent: number;
  /** Unsent mails that failed {@link FAILING_AFTER} times or more. */
  failing: number;
  /** Age in seconds of the oldest unsent mail; 0 when none. */
  oldestUnsentSeconds: number;
}

/** The outbox's state for the health endpoint (see {@link OutboxHealth}). */
export async function outboxHealth(db: CommerceDb): Promise<OutboxHealth> {
  // One query: the health endpoint is asked every few seconds.
  const [totals] = await db
    .select({
      unsent: count(),
      failing: sql<number>`count(*) filter (where ${s.outboxMails.attempts} >= ${FAILING_AFTER})`,
      oldest: min(s.outboxMails.createdAt),
    })
    .from(s.outboxMails)
    .where(isNull(s.outboxMails.sentAt));
  const oldest = totals?.oldest ? new Date(totals.oldest).getTime() : null;
  return {
    unsent: Number(totals?.unsent ?? 0),
    failing: Number(totals?.failing ?? 0),
    oldestUnsentSeconds: oldest === null ? 0 : Math.max(0, Math.round((Date.now() - oldest) / 1000)),
  };
}
