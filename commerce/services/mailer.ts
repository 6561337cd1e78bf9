/**
 * Sends the outbox (docs/architecture.md 'Back ends and the seam': an outbox table, SMTP
 * when configured). With `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`) every queued mail
 * goes out through nodemailer from `MAIL_FROM`, as plain text with its HTML alternative
 * (multipart/alternative) when it has one, and with a Reply-To when it names one; without it mails
 * stay in the outbox (and development logs their links).
 * Delivery runs after the writing transaction committed; a mail that fails stays unsent and goes
 * with the next delivery (the next mail, or the next start).
 */
import { asc, eq, isNull } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import * as s from '../db/schema';
import { SHOP_NAME } from '../config/shop';
import type { CommerceDb } from './common';

/** Sender of the shop's mails when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = `${SHOP_NAME} <no-reply@storefront.example>`;
/** Mails sent per delivery run. */
const BATCH = 25;

let transport: { url: string; transporter: Transporter } | null = null;
let running: Promise<void> | null = null;
let again = false;

function transporter(): Transporter | null {
  const url = process.env.SMTP_URL;
  if (!url) return null;
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/** Sends up to one batch of unsent mails, oldest first; returns how many went out. */
async function deliverBatch(db: CommerceDb, smtp: Transporter): Promise<number> {
  const mails = await db
    .select()
    .from(s.outboxMails)
    .where(isNull(s.outboxMails.sentAt))
    .orderBy(asc(s.outboxMails.createdAt))
    .limit(BATCH);
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
      console.error(`[commerce] mail ${mail.id} not sent; it stays in the outbox:`, (error as Error).message);
      return sent;
    }
    await db.update(s.outboxMails).set({ sentAt: new Date() }).where(eq(s.outboxMails.id, mail.id));
    sent += 1;
  }
  return mails.length === BATCH ? sent : 0;
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
  })()
    .catch((error: unknown) => console.error('[commerce] outbox delivery failed', error))
    .finally(() => {
      running = null;
    });
  return running;
}

/** Resolves once the delivery running now, if any, is over (shutdown, tests). */
export function outboxIdle(): Promise<void> {
  return running ?? Promise.resolve();
}
