/**
 * The storefronts' sitemaps (docs/decisions/0032-sitemaps-and-hreflang.md) against the real embedded
 * back ends: every file of every storefront valid against the sitemaps.org schemas (alternates against
 * the xhtml:link schema), alternates reciprocal and one URL per language-region, sharding, robots.txt.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { storefrontOrigin } from '@/lib/routing/storefront-origin';
import { STORE_CODES, STOREFRONTS, type StoreCode } from '@/lib/stores';
import { withEmbeddedCommerce } from '../support/embedded-commerce';

vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));

const { sitemapEntries, sitemapFiles, parseSitemapFileName, SITEMAP_SECTIONS } = await import('@/lib/sitemap/sections');
const { sitemapIndexXml, urlSetXml, xmlEscape } = await import('@/lib/sitemap/xml');
const { robotsTxt } = await import('@/lib/sitemap/robots');

withEmbeddedCommerce();

const schemas = path.resolve(import.meta.dirname, 'schemas');
const schemaFile = (fileName: string) => ({ fileName, contents: readFileSync(path.join(schemas, fileName), 'utf8') });

/** Validates `xml` against a schema of tests/sitemap/schemas; the errors, none when valid. */
async function schemaErrors(xml: string, schema: string, preload: string[] = []): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [schemaFile(schema)],
    preload: preload.map(schemaFile),
  });
  return result.errors.map((error) => error.rawMessage);
}
const urlsetErrors = (xml: string) =>
  schemaErrors(xml, 'urlset-with-alternates.xsd', ['sitemap.xsd', 'xhtml-link.xsd']);

type Entry = NonNullable<Awaited<ReturnType<typeof sitemapEntries>>>[number];

const read = new Map<StoreCode, Map<string, Entry[]>>();

/** Every URL of a storefront's sitemaps, by section (read once per file: the cache is not there in tests). */
async function storefrontEntries(store: StoreCode): Promise<Map<string, Entry[]>> {
  const known = read.get(store);
  if (known) return known;
  const bySection = new Map<string, Entry[]>();
  for (const section of SITEMAP_SECTIONS) bySection.set(section, (await sitemapEntries(store, section, 1)) ?? []);
  read.set(store, bySection);
  return bySection;
}

describe('sitemap documents', () => {
  it('escapes what XML needs escaped and names the sitemap and xhtml namespaces', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = urlSetXml([
      {
        loc: 'https://shop.example/?a=1&b=2',
        lastmod: null,
        alternates: [{ hreflang: 'x-default', href: 'https://shop.example/' }],
      },
    ]);
    expect(xml).toContain('<loc>https://shop.example/?a=1&amp;b=2</loc>');
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('the schemas refuse what search engines refuse: a relative loc, a bad date, an unknown element', async () => {
    const bad = urlSetXml([
      { loc: '/relative/', lastmod: '29-11-2026', alternates: [{ hreflang: 'nl_NL', href: '/x/' }] },
    ]);
    const errors = await urlsetErrors(bad);
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(await schemaErrors(sitemapIndexXml([{ loc: 'x' }]), 'siteindex.xsd')).not.toEqual([]);
  });

  it('reads sitemap file names back, and nothing else', () => {
    expect(parseSitemapFileName('products-2')).toEqual({ section: 'products', shard: 2 });
    expect(parseSitemapFileName('stores-1')).toEqual({ section: 'stores', shard: 1 });
    for (const name of ['products-0', 'products', 'secrets-1', '../products-1', 'products-1.xml'])
      expect(parseSitemapFileName(name)).toBeNull();
  });

  it('robots.txt keeps crawlers out of the BFF, cart and checkout and names the sitemap', () => {
    const robots = robotsTxt('https://www.example.nl/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /checkout/');
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.example\.nl\/sitemap\.xml$/m);
  });
});

describe.each(STORE_CODES)('%s sitemaps', (store) => {
  it('are schema-valid, on the storefront’s own origin, one URL per language-region each', async () => {
    const origin = storefrontOrigin(store);
    const files = await sitemapFiles(store);
    expect(files.map((file) => file.name)).toEqual(SITEMAP_SECTIONS.map((section) => `${section}-1`));
    const index = sitemapIndexXml(
      files.map(({ name, lastmod }) => ({ loc: `${origin}/sitemaps/${name}.xml`, lastmod })),
    );
    expect(await schemaErrors(index, 'siteindex.xsd')).toEqual([]);
    for (const [section, entries] of await storefrontEntries(store)) {
      expect(entries.length, section).toBeGreaterThan(0);
      expect(await urlsetErrors(urlSetXml(entries)), section).toEqual([]);
      for (const entry of entries) {
        expect(new URL(entry.loc).origin).toBe(origin);
        const languages = entry.alternates.map((alternate) => alternate.hreflang);
        expect(new Set(languages).size, entry.loc).toBe(languages.length);
        const hrefs = entry.alternates.filter((a) => a.hreflang !== 'x-default').map((a) => a.href);
        expect(new Set(hrefs).size, `one URL per language-region at ${entry.loc}`).toBe(hrefs.length);
        expect(entry.alternates).toContainEqual({ hreflang: STOREFRONTS[store].locale, href: entry.loc });
        expect(languages).toContain('x-default');
      }
    }
  });
});

describe('alternates across storefronts', () => {
  it('are reciprocal: each alternate is listed by its storefront with the same set of alternates', async () => {
    const all = new Map<string, Entry>();
    for (const store of STORE_CODES)
      for (const entries of (await storefrontEntries(store)).values())
        for (const entry of entries) all.set(entry.loc, entry);
    let checked = 0;
    for (const entry of all.values()) {
      for (const alternate of entry.alternates) {
        if (alternate.hreflang === 'x-default') continue;
        const other = all.get(alternate.href);
        expect(other, `${alternate.href} (alternate of ${entry.loc})`).toBeDefined();
        expect(other!.alternates).toEqual(entry.alternates);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('give the Belgian languages distinct URLs on their own hosts, and name English as x-default', async () => {
    const [product] = (await sitemapEntries('BENL', 'products', 1))!;
    const byLanguage = Object.fromEntries(product!.alternates.map((a) => [a.hreflang, a.href]));
    expect(new URL(byLanguage['nl-BE']!).host).toMatch(/^nl\.be\.localhost/);
    expect(new URL(byLanguage['fr-BE']!).host).toMatch(/^fr\.be\.localhost/);
    expect(byLanguage['x-default']).toBe(byLanguage['en-GB']);
  });
});

describe('sharding', () => {
  it('splits a section into files of at most the maximum, together every URL once', async () => {
    const whole = (await sitemapEntries('NL', 'products', 1))!;
    const maxUrls = 7;
    const files = (await sitemapFiles('NL', maxUrls)).filter((file) => file.name.startsWith('products-'));
    expect(files).toHaveLength(Math.ceil(whole.length / maxUrls));
    const shards = [];
    for (let shard = 1; shard <= files.length; shard++) {
      const entries = (await sitemapEntries('NL', 'products', shard, maxUrls))!;
      expect(entries.length).toBeLessThanOrEqual(maxUrls);
      shards.push(...entries);
    }
    expect(shards.map((entry) => entry.loc)).toEqual(whole.map((entry) => entry.loc));
    expect(await sitemapEntries('NL', 'products', files.length + 1, maxUrls)).toBeNull();
    expect(await sitemapEntries('NL', 'pages', 2)).toBeNull();
  });
});
