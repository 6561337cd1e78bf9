/**
 * The HTTP answers of the sitemap routes: XML that shared caches may keep for an hour (a catalogue or
 * content change purges them by their tags, `xkey` from proxy.ts), and a plain 404.
 */

/** How long browsers and shared caches may keep a sitemap, in seconds. */
export const SITEMAP_MAX_AGE_SECONDS = 60 * 60;

/** An XML document answer. */
export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`,
    },
  });
}

/** A sitemap that does not exist. */
export function sitemapNotFound(): Response {
  return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
