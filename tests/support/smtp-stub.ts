/**
 * A stand-in mail server for tests and journeys (mail delivery is outside the project): an SMTP
 * server on 127.0.0.1 that keeps every message it receives, so a test can follow the link in a
 * registration, recovery or newsletter mail as a shopper would. It reads single-part mails and the
 * shop's multipart/alternative ones (plain text with an HTML alternative).
 */
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  /** The raw message (headers and body) as received. */
  raw: string;
  /** The subject (encoded words decoded) and the plain-text body, transfer encoding decoded. */
  subject: string;
  text: string;
  /** The HTML alternative of a multipart/alternative message, decoded; null when the mail has none. */
  html: string | null;
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

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Headers (names in lower case, folded lines joined) and body of a message or MIME part. */
function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** The decoded text/plain and text/html parts of a message, single-part or multipart. */
function leafParts(raw: string): { type: string; content: string }[] {
  const { headers, body } = splitPart(raw);
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => leafParts(section.replace(/^\r?\n/, '')));
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const content =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return [{ type: type.split(';')[0]!.trim(), content: content.trim() }];
}

/** Subject, plain text and HTML of a raw message. */
function readMessage(raw: string): { subject: string; text: string; html: string | null } {
  const parts = leafParts(raw);
  return {
    subject: decodeHeader(splitPart(raw).headers.subject ?? ''),
    text: parts.find((part) => part.type === 'text/plain')?.content ?? '',
    html: parts.find((part) => part.type === 'text/html')?.content ?? null,
  };
}

/**
 * A fault the stub plays, for the outbox's retry tests: `refuse` answers every recipient with 451 (try
 * later), `hang` takes a message and never answers it, `drop` closes the connection in the middle of a
 * message; `none` takes every mail.
 */
export type SmtpFault = 'none' | 'refuse' | 'hang' | 'drop';

export interface SmtpStub {
  /** `smtp://127.0.0.1:{port}` for `SMTP_URL`. */
  url: string;
  mails: ReceivedMail[];
  /** The fault played from the next command on (default `none`). */
  fault: SmtpFault;
  /** The mails to `address` so far (any case). */
  mailsTo(address: string): ReceivedMail[];
  stop(): Promise<void>;
}

/** Starts the stub on `port` (0: any free port). */
export async function startSmtpStub(port = 0): Promise<SmtpStub> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (stub.fault !== 'refuse') return callback();
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (stub.fault === 'drop') for (const socket of sockets) socket.destroy();
      });
      stream.on('end', () => {
        if (stub.fault !== 'none') return; // hang: never answered; drop: the connection is gone
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
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  const stub: SmtpStub = {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    fault: 'none',
    mailsTo: (to) => mails.filter((mail) => mail.to.includes(to.toLowerCase())),
    stop: () =>
      new Promise<void>((resolve) => {
        // A hanging message's connection would keep the server from closing.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return stub;
}
