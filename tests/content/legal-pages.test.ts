import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as prismic from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { createPrismicClient } from '@/lib/prismic/client';
import { contentEntries, type ContentDocument } from '@/lib/sitemap/content-paths';
import { STOREFRONTS } from '@/lib/stores';

/**
 * The legal links of every language lead to content pages of that language, and the French
 * storefronts have their 'Mentions légales' (LCEN art. 6 III in France, CDE art. XII.6 in Belgium):
 * linked from the legal links, served by the embedded content API, listed in the sitemap with the
 * German Impressum as its translation.
 */

const root = path.resolve(import.meta.dirname, '../..');
const documentsDir = path.join(root, 'content/documents');

type Span = { type: string; data?: { url?: string } };
type Block = { text?: string; spans?: Span[] };

function read(type: string, file: string) {
  return JSON.parse(readFileSync(path.join(documentsDir, type, file), 'utf8'));
}

/** uids of the content pages of a Prismic lang. */
function cmsPageUids(lang: string): Set<string> {
  return new Set(
    readdirSync(path.join(documentsDir, 'cms_page'))
      .filter((file) => file.endsWith(`.${lang}.json`))
      .map((file) => read('cms_page', file).uid as string),
  );
}

/** Every root-relative link of a rich text field. */
function internalLinks(blocks: Block[]): string[] {
  return blocks.flatMap((block) =>
    (block.spans ?? []).flatMap((span) =>
      span.type === 'hyperlink' && span.data?.url?.startsWith('/') ? [span.data.url] : [],
    ),
  );
}

const legalLinkFiles = readdirSync(path.join(documentsDir, 'link_list')).filter((file) =>
  file.startsWith('legal-links.'),
);

describe('legal links (every legal-links document)', () => {
  it.each(legalLinkFiles)('%s links only content pages of its language', (file) => {
    const doc = read('link_list', file);
    const uids = cmsPageUids(doc.lang);
    const urls = [
      ...doc.data.links.map((entry: { link: { url: string } }) => entry.link.url),
      doc.data.accessibility_link.url,
    ];
    for (const url of urls) expect(uids.has(/^\/([a-z0-9-]+)\/$/.exec(url)?.[1] ?? ''), `${file}: ${url}`).toBe(true);
  });
});

describe.each(['fr-fr', 'fr-be'])('mentions légales (%s)', (lang) => {
  const storefront = Object.values(STOREFRONTS).find(
    (entry) => entry.prismicLang === lang && entry.countryCode === lang.slice(3).toUpperCase(),
  )!;

  it('is in the legal links and exists as a content page', () => {
    const links = read('link_list', `legal-links.${lang}.json`).data.links;
    expect(links).toContainEqual({ label: 'Mentions légales', link: { link_type: 'Web', url: '/mentions-legales/' } });
    expect(cmsPageUids(lang).has('mentions-legales')).toBe(true);
  });

  it('names the publisher, the publication director, the host and the storefront’s own contact', async () => {
    const page = await createPrismicClient().getByUID('cms_page', 'mentions-legales', { lang });
    expect(page.data.title).toBe('Mentions légales');
    const blocks = (page.data.slices as unknown as { primary: { content: Block[] } }[]).flatMap(
      (slice) => slice.primary.content,
    );
    const text = blocks.map((block) => block.text).join('\n');
    for (const part of ['Éditeur du site', 'Directeur de la publication', 'Hébergement', 'TVA', 'Médiation'])
      expect(text).toContain(part);
    expect(text).toContain(storefront.contact.phone);
    expect(text).toContain(storefront.contact.email);
    // Its own links lead to pages of its language.
    const uids = cmsPageUids(lang);
    for (const url of internalLinks(blocks)) expect(uids.has(url.slice(1, -1)), url).toBe(true);
  });

  it('is in the storefront’s sitemap, with the German Impressum as its translation', async () => {
    const documents = (await createPrismicClient().dangerouslyGetAll({
      filters: [prismic.filter.at('document.type', 'cms_page')],
      lang: '*',
    })) as unknown as ContentDocument[];
    const entries = contentEntries(storefront.code, 'pages', documents, (paths) =>
      Object.entries(paths).map(([code, href]) => ({ hreflang: code, href: href! })),
    );
    const entry = entries.find((candidate) => candidate.loc.endsWith('/mentions-legales/'));
    expect(entry).toBeDefined();
    expect(entry!.alternates).toContainEqual({ hreflang: 'DE', href: '/impressum/' });
  });
});
