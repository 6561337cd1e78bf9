/**
 * Purges cache tags from the HTTP caches in front of the shop (docs/architecture.md 'HTTP cache'):
 * `HTTP_CACHE_PURGE_URL`, one or more Varnish instances (comma-separated URLs), each sent
 * `PURGE /` with the tags, space-separated, in `xkey-purge` (deploy/varnish/default.vcl). Nothing is
 * sent when it is unset. A cache that does not answer within {@link PURGE_TIMEOUT_MS} or refuses is
 * logged, never thrown: a revalidation must not fail because of it (the page then ages out within
 * its `s-maxage`).
 */

/** How long one purge may take, in ms. */
export const PURGE_TIMEOUT_MS = 2_000;

/** The configured purge endpoints (`HTTP_CACHE_PURGE_URL`), in order. */
export function httpCachePurgeUrls(value = process.env.HTTP_CACHE_PURGE_URL): string[] {
  return (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}

/**
 * Purges `tags` (`catalog`, `product:<sku>`, …) from every configured HTTP cache, in parallel.
 * Resolves once each has answered or failed, to the number that confirmed the purge.
 */
export async function purgeHttpCache(tags: string[], urls = httpCachePurgeUrls()): Promise<number> {
  if (tags.length === 0 || urls.length === 0) return 0;
  const results = await Promise.allSettled(
    urls.map(async (url) => {
      const response = await fetch(url, {
        method: 'PURGE',
        headers: { 'xkey-purge': tags.join(' ') },
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    }),
  );
  for (const result of results) {
    if (result.status === 'rejected') console.error('[cache] could not purge the HTTP cache', String(result.reason));
  }
  return results.filter((result) => result.status === 'fulfilled').length;
}
