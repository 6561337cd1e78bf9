import { NextResponse } from 'next/server';

/**
 * Small responses that route handlers share. Locations are relative (RFC 9110 allows it), so no
 * redirect is ever built from the request's Host header; nothing here is cached.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * 303 See Other (after a form post), `no-store`; cookies may be set on it. `location` is a path on
 * this host, or an absolute URL built from configuration (another storefront's origin).
 */
export function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/**
 * A minimal HTML document for a route handler that cannot render the shop's pages (a 404 of a
 * legacy link, a preview link that does not resolve): `title` as title and heading, optional
 * `text`, a link home labelled `homeLabel`; `noindex`, `no-store`. Every text is escaped.
 *
 * @param locale the document's language (BCP 47)
 * @param documentTitle the `<title>`, when it should say more than the heading (e.g. with the site name)
 */
export function htmlMessagePage({
  status,
  locale,
  title,
  documentTitle = title,
  text,
  homeLabel,
}: {
  status: number;
  locale: string;
  title: string;
  documentTitle?: string;
  text?: string;
  homeLabel: string;
}): Response {
  const paragraph = text ? `<p>${escapeHtml(text)}</p>` : '';
  const body = `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(documentTitle)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${paragraph}<p><a href="/">${escapeHtml(homeLabel)}</a></p></main></body></html>`;
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
