import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRISMIC_LANGS } from '@/lib/prismic/lang';
import { LIST_SLICE_TYPES } from '@/lib/prismic/product-list-content';

/**
 * The product_list_page documents (spec §2/§3 page type product_list_page): found by their
 * category_url, so each must name a list path of its own language exactly once, show only the
 * slices a list renders, and carry its page metadata.
 */

const dir = path.resolve(import.meta.dirname, '../../content/documents/product_list_page');

interface Span {
  type: string;
  data?: { link_type?: string; url?: string };
}
interface Block {
  type: string;
  text: string;
  spans: Span[];
}
interface ProductListPageFile {
  id: string;
  uid: string;
  lang: string;
  translation_group?: string;
  data: {
    title: string;
    category_url: string;
    intro: Block[];
    slices: { slice_type: string; primary: { content?: Block[] } }[];
    meta_title: string;
    meta_description: string;
  };
}

const documents: ProductListPageFile[] = readdirSync(dir).map((file) =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
);

/** The women's shoes list in each content language (the catalog's category paths). */
const WOMEN_SHOES: Record<string, string> = {
  'nl-nl': '/dames/schoenen/',
  'nl-be': '/dames/schoenen/',
  'fr-be': '/femme/chaussures/',
  'fr-fr': '/femme/chaussures/',
  'de-de': '/damen/schuhe/',
  'en-gb': '/women/shoes/',
};

const blocksOf = (doc: ProductListPageFile) => [
  ...doc.data.intro,
  ...doc.data.slices.flatMap((slice) => slice.primary.content ?? []),
];

describe('product_list_page documents', () => {
  it('exist for the women’s shoes in every language of the repository, as one translation group', () => {
    expect(Object.keys(WOMEN_SHOES).sort()).toEqual([...PRISMIC_LANGS].sort());
    for (const lang of PRISMIC_LANGS) {
      const doc = documents.find((each) => each.lang === lang && each.data.category_url === WOMEN_SHOES[lang]);
      expect(doc, lang).toBeDefined();
      expect(doc!.translation_group ?? doc!.uid).toBe('dames-schoenen');
    }
  });

  it('name a root-relative list path with its trailing slash, one document per path and language', () => {
    for (const doc of documents) expect(doc.data.category_url, doc.id).toMatch(/^\/(?:[a-z0-9-]+\/)+$/);
    const keys = documents.map((doc) => `${doc.lang} ${doc.data.category_url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('show only the slices a list renders, with a title, an intro and the page metadata', () => {
    for (const doc of documents) {
      for (const slice of doc.data.slices) expect(LIST_SLICE_TYPES, doc.id).toContain(slice.slice_type);
      expect(doc.data.title.trim(), doc.id).not.toBe('');
      expect(doc.data.intro.map((block) => block.text).join(''), doc.id).not.toBe('');
      expect(doc.data.meta_title.length, doc.id).toBeLessThanOrEqual(60);
      expect(doc.data.meta_description.length, doc.id).toBeGreaterThan(20);
      expect(doc.data.meta_description.length, doc.id).toBeLessThanOrEqual(160);
    }
  });

  it('link within their own language’s lists, each link a path with its trailing slash', () => {
    for (const doc of documents) {
      const root = doc.data.category_url.split('/')[1];
      const urls = blocksOf(doc).flatMap((block) =>
        block.spans.flatMap((span) => (span.type === 'hyperlink' && span.data?.url ? [span.data.url] : [])),
      );
      for (const url of urls) expect(url, doc.id).toMatch(new RegExp(`^/${root}/(?:[a-z0-9-]+/)*$`));
    }
  });

  it('write French with the typographic apostrophe', () => {
    const french = documents.filter((doc) => doc.lang.startsWith('fr-'));
    expect(french.length).toBeGreaterThan(0);
    for (const doc of french) {
      const texts = [
        doc.data.title,
        doc.data.meta_title,
        doc.data.meta_description,
        ...blocksOf(doc).map((b) => b.text),
      ];
      expect(
        texts.filter((text) => text.includes("'")),
        doc.id,
      ).toEqual([]);
    }
  });
});
