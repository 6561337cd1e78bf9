/**
 * robots.txt (spec §2 crawlers): the paths no crawler needs (the BFF, the cart and the checkout) and the
 * storefront's sitemap index. Pure.
 */

/** Paths crawlers may not fetch. */
export const DISALLOWED_PATHS = ['/api/', '/checkout/', '/cart/'] as const;

/** The robots.txt body naming `sitemapUrl` (absolute). */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
