/**
 * The back end's mails (docs/architecture.md 'Back ends and the seam'): written to the
 * outbox table, which a mailer drains; in development the link is also logged so a developer can
 * follow it without a mail server. The mails themselves (subject, text, HTML per language) are
 * built in commerce/mail/.
 */
import * as s from '../db/schema';
import type { RenderedMail } from '../mail/render';
import type { Tx } from './common';

/**
 * Queues `mail` to `to` in the outbox, in the caller's transaction (it goes out only if that
 * commits); logs `link` outside production and tests.
 * @param mail a rendered mail, or a plain-text one (`html` absent: no HTML part is sent)
 * @param options.key a mail that may exist only once (e.g. `order-confirmation:{orderId}`): when a
 *   mail with this key is already queued or sent, nothing is queued
 * @param options.replyTo the address answers go to (the shopper of a contact message); unset: the sender
 * @returns whether the mail was queued
 */
export async function queueMail(
  tx: Tx,
  to: string,
  mail: RenderedMail | (Omit<RenderedMail, 'html'> & { html?: null }),
  options: { link?: string; key?: string; replyTo?: string } = {},
): Promise<boolean> {
  const queued = await tx
    .insert(s.outboxMails)
    .values({
      to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html ?? null,
      replyTo: options.replyTo ?? null,
      dedupeKey: options.key ?? null,
    })
    .onConflictDoNothing({ target: s.outboxMails.dedupeKey })
    .returning({ id: s.outboxMails.id });
  if (queued.length && process.env.NODE_ENV !== 'production' && process.env.NODE_ENV !== 'test' && !process.env.VITEST)
    console.info(`[commerce] mail to ${to}: ${mail.subject}${options.link ? ` ${options.link}` : ''}`);
  return queued.length > 0;
}
