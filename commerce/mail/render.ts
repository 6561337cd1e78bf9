/**
 * Renders a mail from its blocks into a plain-text body and an HTML alternative, both with the
 * greeting, the shop's name and the support hours (spec §9). Copy and values are plain text; every
 * one is escaped here, so no customer's name or address can add markup to a mail. Links are
 * absolute http(s) URLs of the storefront (commerce/config/links.ts).
 */
import { SHOP_NAME, SUPPORT_HOURS } from '../config/shop';
import type { Lang } from '../config/stores';
import { MAIL_COPY } from './copy';

/** A part of a mail's content, rendered as text and as HTML. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A link the mail is about: a button in HTML, the written-out URL in both parts. */
  | { kind: 'action'; label: string; url: string }
  /** Label and value pairs, e.g. order number and date. */
  | { kind: 'facts'; rows: readonly { label: string; value: string }[] }
  /** The lines of an order with their column names, then the totals (shipping, discount, total). */
  | {
      kind: 'items';
      heading: string;
      columns: { product: string; size: string; quantity: string; price: string };
      /** `sizeLabel`: the name of this line's size in the text part (`Pointure`); the size column's name without it. */
      rows: readonly { name: string; size: string | null; sizeLabel?: string; quantity: number; price: string }[];
      totals: readonly { label: string; value: string }[];
    }
  /** A postal address, one line per entry. */
  | { kind: 'address'; heading: string; lines: readonly string[] };

/** A mail ready for the outbox: subject, plain-text body, HTML body. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The URL of a link, checked: the mails link only to http(s) pages.
 * @throws Error for another scheme (a programming error, not input)
 */
function linkUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`Not a web link: ${url}`);
  return parsed.toString();
}

const STYLE = {
  body: 'margin:0;padding:0;background:#f5f5f2;color:#1a1a1a;font:16px/1.5 Arial,Helvetica,sans-serif',
  main: 'max-width:600px;margin:0 auto;padding:24px;background:#ffffff',
  p: 'margin:0 0 16px',
  h2: 'margin:24px 0 8px;font-size:18px',
  button:
    'display:inline-block;padding:12px 20px;background:#1a1a1a;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px',
  small: 'margin:0 0 16px;font-size:14px;color:#4a4a4a;word-break:break-all',
  table: 'border-collapse:collapse;width:100%;margin:0 0 16px',
  cell: 'padding:6px 8px 6px 0;text-align:left;vertical-align:top;border-bottom:1px solid #d4d4cf',
  amount: 'padding:6px 0;text-align:right;vertical-align:top;border-bottom:1px solid #d4d4cf;white-space:nowrap',
  footer: 'margin:24px 0 0;padding-top:16px;border-top:1px solid #d4d4cf;font-size:14px;color:#4a4a4a',
};

function blockText(block: MailBlock, lang: Lang): string {
  const colon = MAIL_COPY[lang].colon;
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'action':
      return `${block.label}${colon.trimEnd()}\n${linkUrl(block.url)}`;
    case 'facts':
      return block.rows.map((row) => `${row.label}${colon}${row.value}`).join('\n');
    case 'items':
      return [
        block.heading,
        ...block.rows.map(
          (row) =>
            `${row.quantity} × ${row.name}${row.size ? ` (${row.sizeLabel ?? block.columns.size} ${row.size})` : ''}${colon}${row.price}`,
        ),
        ...block.totals.map((row) => `${row.label}${colon}${row.value}`),
      ].join('\n');
    case 'address':
      return [block.heading, ...block.lines].join('\n');
  }
}

function blockHtml(block: MailBlock, lang: Lang): string {
  const e = escapeHtml;
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${STYLE.p}">${e(block.text)}</p>`;
    case 'action': {
      const url = e(linkUrl(block.url));
      return (
        `<p style="${STYLE.p}"><a href="${url}" style="${STYLE.button}">${e(block.label)}</a></p>` +
        `<p style="${STYLE.small}">${e(MAIL_COPY[lang].linkFallback)}<br><a href="${url}">${url}</a></p>`
      );
    }
    case 'facts':
      return `<table style="${STYLE.table}"><tbody>${block.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="${STYLE.cell}">${e(row.label)}</th><td style="${STYLE.cell}">${e(row.value)}</td></tr>`,
        )
        .join('')}</tbody></table>`;
    case 'items': {
      const c = block.columns;
      const head = [c.product, c.size, c.quantity]
        .map((label) => `<th scope="col" style="${STYLE.cell}">${e(label)}</th>`)
        .join('');
      const rows = block.rows
        .map(
          (row) =>
            `<tr><td style="${STYLE.cell}">${e(row.name)}</td><td style="${STYLE.cell}">${e(row.size ?? '')}</td>` +
            `<td style="${STYLE.cell}">${row.quantity}</td><td style="${STYLE.amount}">${e(row.price)}</td></tr>`,
        )
        .join('');
      const totals = block.totals
        .map(
          (row) =>
            `<tr><th scope="row" colspan="3" style="${STYLE.cell}">${e(row.label)}</th><td style="${STYLE.amount}">${e(row.value)}</td></tr>`,
        )
        .join('');
      return (
        `<h2 style="${STYLE.h2}">${e(block.heading)}</h2>` +
        `<table style="${STYLE.table}"><thead><tr>${head}<th scope="col" style="${STYLE.amount}">${e(c.price)}</th></tr></thead>` +
        `<tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>`
      );
    }
    case 'address':
      return `<h2 style="${STYLE.h2}">${e(block.heading)}</h2><p style="${STYLE.p}">${block.lines.map(e).join('<br>')}</p>`;
  }
}

/**
 * A mail in `lang`: the greeting (with `name`, the customer's first name, when known), the blocks,
 * the closing with the shop's name and the support hours; as text and as an HTML document.
 */
export function renderMail(
  lang: Lang,
  mail: { subject: string; name: string | null; blocks: MailBlock[] },
): RenderedMail {
  const copy = MAIL_COPY[lang];
  const name = mail.name?.trim() || null;
  const support = copy.support(SUPPORT_HOURS.opens, SUPPORT_HOURS.closes);
  const text = [
    copy.greeting(name),
    ...mail.blocks.map((block) => blockText(block, lang)),
    `${copy.closing}\n${SHOP_NAME}`,
    support,
  ].join('\n\n');
  const e = escapeHtml;
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(mail.subject)}</title></head>` +
    `<body style="${STYLE.body}"><div style="${STYLE.main}">` +
    `<p style="${STYLE.p}">${e(copy.greeting(name))}</p>` +
    mail.blocks.map((block) => blockHtml(block, lang)).join('') +
    `<p style="${STYLE.p}">${e(copy.closing)}<br>${e(SHOP_NAME)}</p>` +
    `<p style="${STYLE.footer}">${e(support)}</p>` +
    `</div></body></html>`;
  return { subject: mail.subject, text, html };
}
