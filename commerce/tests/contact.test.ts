import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpStub, type SmtpStub } from '../../tests/support/smtp-stub';
import { SendContactMessage } from '../../graphql/contact';
import { CUSTOMER_SERVICE_EMAIL } from '../config/customer-service';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../services/contact';
import { outboxIdle } from '../services/mailer';
import { startCommerce, type Harness } from './harness';

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

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Eva Bos',
  email: 'Eva.Bos@Example.com',
  orderNumber: '10023',
  message: 'Where is my parcel?\nIt was due yesterday.',
  ...overrides,
});

interface OutboxRow {
  to: string;
  reply_to: string | null;
  subject: string;
  body: string;
  html: string | null;
}

const outboxRows = () =>
  h.query<OutboxRow>(
    sql`SELECT "to", reply_to, subject, body, html FROM outbox_mails WHERE reply_to IS NOT NULL ORDER BY created_at`,
  );

describe('sendContactMessage (the contact options’ form: a message to customer service)', () => {
  it('mails the store’s own desk as plain text, Reply-To the shopper', async () => {
    const result = await h.gql(SendContactMessage, { input: input() }, { store: 'BEFR' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.sendContactMessage.success).toBe(true);
    await outboxIdle();
    const [mail] = smtp.mailsTo(CUSTOMER_SERVICE_EMAIL.BEFR);
    expect(CUSTOMER_SERVICE_EMAIL.BEFR).toBe('service@be.stride-style.example');
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/^Reply-To: eva\.bos@example\.com\r?$/im);
    expect(mail!.html).toBeNull();
    expect(mail!.raw).not.toMatch(/text\/html/i);
    expect(mail!.subject).toBe('Stride & Style – Formulaire de contact – commande 10023');
    expect(mail!.text).toContain('Nom: Eva Bos');
    // SMTP carries lines with CRLF.
    expect(mail!.text).toMatch(/^Where is my parcel\?\r?\nIt was due yesterday\.\r?$/m);
  });

  it('sends each store’s message to that store’s desk, never another’s', async () => {
    await h.gql(SendContactMessage, { input: input({ orderNumber: null, email: 'de@example.com' }) }, { store: 'DE' });
    await h.gql(SendContactMessage, { input: input({ orderNumber: '', email: 'nl@example.com' }) }, { store: 'NL' });
    const rows = await outboxRows();
    expect(rows.find((row) => row.reply_to === 'de@example.com')).toMatchObject({
      to: 'kundenservice@de.stride-style.example',
      subject: 'Stride & Style – Kontaktformular',
      html: null,
    });
    expect(rows.find((row) => row.reply_to === 'nl@example.com')).toMatchObject({
      to: 'klantenservice@nl.stride-style.example',
      subject: 'Stride & Style – Contactformulier',
    });
  });

  it('keeps markup as typed text: nothing from the input becomes HTML', async () => {
    await h.gql(SendContactMessage, {
      input: input({ email: 'html@example.com', message: '<img src=x onerror=alert(1)> <b>hi</b>' }),
    });
    const row = (await outboxRows()).find((mail) => mail.reply_to === 'html@example.com')!;
    expect(row.html).toBeNull();
    expect(row.body).toContain('<img src=x onerror=alert(1)> <b>hi</b>');
  });

  it.each([
    ['a missing name', { name: '  ' }, 'name'],
    ['a name with a line break (a header injection)', { name: 'Eva\r\nBcc: x@example.com' }, 'name'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['an email with a line break', { email: 'a@example.com\nBcc: x@example.com' }, 'email'],
    ['an order number with other characters', { orderNumber: '10023\nBcc: x' }, 'orderNumber'],
    ['an empty message', { message: ' \n ' }, 'message'],
    ['a message over the limit', { message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) }, 'message'],
  ])('refuses %s with INVALID_INPUT and queues nothing', async (_, overrides, field) => {
    const before = (await outboxRows()).length;
    const result = await h.gql(SendContactMessage, { input: input({ email: 'refused@example.com', ...overrides }) });
    expect(result.code).toBe('INVALID_INPUT');
    expect(result.errors![0]!.extensions!.fields).toEqual([field]);
    expect(await outboxRows()).toHaveLength(before);
  });
});
