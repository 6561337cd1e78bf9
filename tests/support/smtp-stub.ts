/**
 * A stand-in mail server for tests and journeys (mail delivery is outside the project): an SMTP
 * server on 127.0.0.1 that keeps every message it receives, so a test can follow the link in a
 * registration, recovery or newsletter mail as a shopper would.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  /** The raw message (headers and body) as received. */
  raw: string;
  /** The subject and the plain-text body, quoted-printable decoded. */
  subject: string;
  text: string;
}

/** Decodes a quoted-printable body (soft line breaks, `=XX` bytes as UTF-8). */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Subject and text of a raw single-part message. */
function readMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  const quoted = /Content-Transfer-Encoding: quoted-printable/i.test(headers);
  return { subject, text: (quoted ? decodeQuotedPrintable(body) : body).trim() };
}

export interface SmtpStub {
  /** `smtp://127.0.0.1:{port}` for `SMTP_URL`. */
  url: string;
  mails: ReceivedMail[];
  /** The mails to `address` so far (any case). */
  mailsTo(address: string): ReceivedMail[];
  stop(): Promise<void>;
}

/** Starts the stub on `port` (0: any free port). */
export async function startSmtpStub(port = 0): Promise<SmtpStub> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
          ...readMessage(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    mailsTo: (to) => mails.filter((mail) => mail.to.includes(to.toLowerCase())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
