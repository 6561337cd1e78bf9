/**
 * The back end's mails (DESIGN.md 'Mail'): written to the outbox table, which a mailer drains; in
 * development the link is also logged so a developer can follow it without a mail server.
 */
import * as s from '../db/schema';
import type { Tx } from './common';

/** Queues a mail in the outbox; logs `link` outside production and tests. */
export async function queueMail(tx: Tx, mail: { to: string; subject: string; body: string; link?: string }) {
  await tx.insert(s.outboxMails).values({ to: mail.to, subject: mail.subject, body: mail.body });
  if (process.env.NODE_ENV !== 'production' && process.env.NODE_ENV !== 'test' && !process.env.VITEST)
    console.info(`[commerce] mail to ${mail.to}: ${mail.subject}${mail.link ? ` ${mail.link}` : ''}`);
}
