/**
 * Sitemap documents (sitemaps.org protocol 0.9, with Google's `xhtml:link` alternates; spec §2 crawlers,
 * docs/decisions/0032-sitemaps-and-hreflang.md): a `urlset` of absolute URLs, each with its `lastmod` and
 * the page's URL per language-region, and a `sitemapindex` naming the sitemaps of a storefront. Pure.
 */

/** One language-region's URL of a page: `hreflang` a BCP 47 locale (`nl-BE`) or `x-default`. */
export interface SitemapAlternate {
  hreflang: string;
  href: string;
}

/** One page of a sitemap: its absolute URL, when it last changed (ISO 8601) and its alternates. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string | null;
  alternates: readonly SitemapAlternate[];
}

/** A sitemap named by the index: its absolute URL and its newest `lastmod`, when known. */
export interface SitemapReference {
  loc: string;
  lastmod?: string | null;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Text or attribute value escaped for XML: `&`, `<`, `>`, quotes. */
export function xmlEscape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const lastmodXml = (lastmod: string | null | undefined) => (lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : '');

/** A `urlset` document of `entries`, in their order. */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates
      .map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${xmlEscape(alternate.hreflang)}" href="${xmlEscape(alternate.href)}"/>`,
      )
      .join('');
    return `<url><loc>${xmlEscape(entry.loc)}</loc>${lastmodXml(entry.lastmod)}${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A `sitemapindex` document naming `sitemaps`. */
export function sitemapIndexXml(sitemaps: readonly SitemapReference[]): string {
  const items = sitemaps.map(
    (sitemap) => `<sitemap><loc>${xmlEscape(sitemap.loc)}</loc>${lastmodXml(sitemap.lastmod)}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}
