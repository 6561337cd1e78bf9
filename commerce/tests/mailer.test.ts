import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpStub, type SmtpStub } from '../../tests/support/smtp-stub';
import { MAIL_COPY } from '../mail/copy';
import { backgroundSettled } from '../services/background';
import { outboxIdle } from '../services/mailer';
import { startCommerce, type Harness } from './harness';
import { REGISTER, registration, uniqueEmail } from './account-support';

let h: Harness;
let smtp: SmtpStub;
beforeAll(async () => {
  smtp = await startSmtpStub();
  process.env.SMTP_URL = smtp.url;
  h = await startCommerce();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await h?.stop();
  await smtp?.stop();
});

describe("outbox delivery over SMTP (docs/architecture.md 'Back ends and the seam': SMTP when configured)", () => {
  it('sends a registration mail with its link from MAIL_FROM, as text and HTML, and marks it sent', async () => {
    const email = uniqueEmail('smtp');
    await h.gql(REGISTER, { input: registration(email) });
    await backgroundSettled();
    await outboxIdle();
    const [mail] = smtp.mailsTo(email);
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@storefront.example');
    expect(mail!.subject).toBe(MAIL_COPY.nl.registration.subject);
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    const link = /^http:\/\/nl\.localhost:3000\/account\/finish\/\w{48}\/\?registration=1$/m.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    expect(mail!.text).toContain('Beste Anna,');
    expect(mail!.html).toMatch(/^<!doctype html><html lang="nl">/);
    expect(mail!.html).toContain(`<a href="${link}"`);
    const [row] = await h.query<{ sent: boolean }>(
      sql`SELECT sent_at IS NOT NULL AS sent FROM outbox_mails WHERE "to" = ${email}`,
    );
    expect(row!.sent).toBe(true);
  });

  it('sends the store language: a German subject with umlauts arrives intact, the HTML escapes the name', async () => {
    const email = uniqueEmail('smtp-de');
    await h.gql(REGISTER, { input: registration(email, { firstName: '<b>Jörg</b>' }) }, { store: 'DE' });
    await backgroundSettled();
    await outboxIdle();
    const [mail] = smtp.mailsTo(email);
    expect(mail!.subject).toBe('Bestätigen Sie Ihr Konto');
    expect(mail!.text).toContain('Hallo <b>Jörg</b>,');
    expect(mail!.html).toContain('Hallo &#60;b&#62;Jörg&#60;/b&#62;,');
    expect(mail!.html).not.toContain('<b>');
    expect(mail!.text).toMatch(/^http:\/\/de\.localhost:3000\/account\/finish\/\w{48}\/\?registration=1$/m);
  });

  it('keeps a mail it could not send for the next delivery', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    const email = uniqueEmail('unsent');
    await h.gql(REGISTER, { input: registration(email) });
    await backgroundSettled();
    await outboxIdle();
    const [row] = await h.query<{ sent: boolean; attempts: number; last_error: string }>(
      sql`SELECT sent_at IS NOT NULL AS sent, attempts, last_error FROM outbox_mails WHERE "to" = ${email}`,
    );
    expect(row).toMatchObject({ sent: false, attempts: 1 });
    expect(row!.last_error).toMatch(/ECONNREFUSED/);
    process.env.SMTP_URL = smtp.url;
    // Its wait is over (commerce/tests/mail-faults.test.ts tests the backoff): the next delivery takes it.
    await h.query(sql`UPDATE outbox_mails SET next_attempt_at = now() WHERE "to" = ${email}`);
    await h.gql(REGISTER, { input: registration(uniqueEmail('next')) });
    await backgroundSettled();
    await outboxIdle();
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });
});
