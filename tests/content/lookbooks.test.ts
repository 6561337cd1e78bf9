import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetContentIndex } from '@/content/api';
import { fetchLookbookTiles, lookbookPathExists, parseLookbookPath } from '@/lib/prismic/lookbook-queries';
import { lookbookAlternatePath, lookbookPageForPath, type LookbookPageForPath } from '@/lib/prismic/lookbooks';

/**
 * Lookbook routes against the embedded content API and the demo content (spec §2 '/lookbook/',
 * '/lookbook-for-him/', 'Lookbook tile links go to /{parent_url_key}/{url_key}/'; §9 'Paging:
 * lookbook page size 18'). Next's cache is a no-op here and the preview ref comes from `preview`.
 */
const preview = vi.hoisted(() => ({ ref: undefined as string | undefined }));
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));
vi.mock('@/lib/prismic/preview', () => ({ previewRef: async () => preview.ref }));

const STOREFRONT_LANGS = ['nl-nl', 'nl-be', 'fr-be', 'fr-fr', 'de-de', 'en-gb'];

function list(result: LookbookPageForPath | null) {
  if (result?.kind !== 'list') throw new Error(`expected a list page, got ${result?.kind ?? 'null'}`);
  return result;
}

function detail(result: LookbookPageForPath | null) {
  if (result?.kind !== 'detail') throw new Error(`expected a look, got ${result?.kind ?? 'null'}`);
  return result;
}

afterEach(() => {
  preview.ref = undefined;
});

describe('lookbook paths', () => {
  it('reads a list path, a look path and a ?page= in the path; anything else is not a lookbook path', () => {
    expect(parseLookbookPath('/lookbook/')).toEqual({ kind: 'list', listKey: 'lookbook' });
    expect(parseLookbookPath('/lookbook/?page=2')).toEqual({ kind: 'list', listKey: 'lookbook', page: 2 });
    expect(parseLookbookPath('/lookbook-for-him/smart-in-de-stad')).toEqual({
      kind: 'detail',
      listKey: 'lookbook-for-him',
      urlKey: 'smart-in-de-stad',
    });
    for (const other of ['/', '', '/a/b/c/', '/Lookbook/', '/lookbook/%zz/', '/look book/'])
      expect(parseLookbookPath(other)).toBeNull();
  });
});

describe('lookbookPageForPath (demo content)', () => {
  it("lists the women's looks on /lookbook/, newest first, with their tiles", async () => {
    const result = list(await lookbookPageForPath('nl-nl', '/lookbook/'));
    expect(result.page.uid).toBe('lookbook');
    expect(result.page.data.title).toBe('Lookbook dames');
    expect(result).toMatchObject({ pageNumber: 1, totalPages: 1, totalResults: 4 });
    expect(result.lookbooks.map((tile) => tile.label)).toEqual([
      'Herfstwandeling',
      'Zomeravond',
      'Stad in het voorjaar',
      'Klassiek op kantoor',
    ]);
    const [first] = result.lookbooks;
    expect(first).toMatchObject({ uid: 'autumn-walk', url_key: 'herfstwandeling', href: '/lookbook/herfstwandeling/' });
    expect(first!.image).toMatchObject({
      url: '/content/lookbook/autumn-walk.svg',
      dimensions: { width: 384, height: 560 },
    });
  });

  it("lists the men's looks on /lookbook-for-him/ with links below it", async () => {
    const result = list(await lookbookPageForPath('de-de', '/lookbook-for-him/'));
    expect(result.page.data.title).toBe('Lookbook für Herren');
    expect(result.lookbooks.map((tile) => tile.href)).toEqual([
      '/lookbook-for-him/sommer-am-meer/',
      '/lookbook-for-him/smart-in-der-stadt/',
      '/lookbook-for-him/laessiges-wochenende/',
    ]);
  });

  it('gives every storefront language both lookbooks and at least six looks, each at its own path', async () => {
    for (const lang of STOREFRONT_LANGS) {
      const women = list(await lookbookPageForPath(lang, '/lookbook/'));
      const men = list(await lookbookPageForPath(lang, '/lookbook-for-him/'));
      expect(women.lookbooks.length, lang).toBeGreaterThanOrEqual(4);
      expect(men.lookbooks.length, lang).toBeGreaterThanOrEqual(2);
      for (const tile of [...women.lookbooks, ...men.lookbooks]) {
        const look = detail(await lookbookPageForPath(lang, tile.href));
        expect(look.page.uid).toBe(tile.uid);
        expect(look.page.lang).toBe(lang);
        expect(
          look.page.data.products.every((item) => /^\d{6}\.\d{3}$/.test(item.sku ?? '')),
          tile.href,
        ).toBe(true);
        // The look's translations are linked (store switch keeps the page).
        expect(look.page.alternate_languages.map((alternate) => alternate.lang).sort()).toEqual(
          STOREFRONT_LANGS.filter((other) => other !== lang).sort(),
        );
      }
    }
  });

  it('returns a look with its list page', async () => {
    const result = detail(await lookbookPageForPath('fr-be', '/lookbook/printemps-en-ville/'));
    expect(result.page.uid).toBe('city-spring');
    expect(result.page.data.label).toBe('Printemps en ville');
    expect(result.page.data.products.map((item) => item.sku)).toContain('100011.001');
    expect(result.parent.uid).toBe('lookbook');
    expect(result.parent.data.url_key).toBe('lookbook');
  });

  it('is null for a look under the wrong list page, another language’s url_key, unknown keys and other paths', async () => {
    expect(await lookbookPageForPath('nl-nl', '/lookbook-for-him/herfstwandeling/')).toBeNull();
    expect(await lookbookPageForPath('nl-nl', '/lookbook/herbstspaziergang/')).toBeNull();
    expect(await lookbookPageForPath('nl-nl', '/lookbook/bestaat-niet/')).toBeNull();
    expect(await lookbookPageForPath('nl-nl', '/dames/')).toBeNull();
    expect(await lookbookPageForPath('nl-nl', '/')).toBeNull();
    expect(await lookbookPageForPath('nl-nl', '/lookbook/herfstwandeling/extra/')).toBeNull();
  });

  it('is null for a page past the last', async () => {
    expect(list(await lookbookPageForPath('nl-nl', '/lookbook/', 1)).pageNumber).toBe(1);
    expect(await lookbookPageForPath('nl-nl', '/lookbook/', 2)).toBeNull();
    expect(await lookbookPageForPath('nl-nl', '/lookbook/?page=2')).toBeNull();
  });

  it('reads under a preview ref too (the drafts layered over the published content)', async () => {
    preview.ref = 'preview';
    expect(detail(await lookbookPageForPath('nl-nl', '/lookbook/zomeravond/')).page.uid).toBe('summer-evening');
    expect(list(await lookbookPageForPath('nl-nl', '/lookbook/')).lookbooks).toHaveLength(4);
  });

  it('reads saved looks by uid for the wishlist, in the saved order, skipping unknown uids', async () => {
    const tiles = await fetchLookbookTiles('fr-fr', ['smart-city', 'gone', 'summer-evening', 'smart-city']);
    expect(tiles.map((tile) => [tile.uid, tile.label, tile.href])).toEqual([
      ['smart-city', 'Chic en ville', '/lookbook-for-him/chic-en-ville/'],
      ['summer-evening', 'Soirée d’été', '/lookbook/soiree-d-ete/'],
    ]);
    expect(await fetchLookbookTiles('fr-fr', [])).toEqual([]);
  });

  it('answers the 404 guard without the page cache', async () => {
    expect(await lookbookPathExists('nl-nl', '/lookbook/')).toBe(true);
    expect(await lookbookPathExists('nl-be', '/lookbook-for-him/casual-weekend/')).toBe(true);
    expect(await lookbookPathExists('nl-nl', '/lookbook/sommerabend/')).toBe(false);
    expect(await lookbookPathExists('nl-nl', '/lookbook/?page=2')).toBe(false);
    expect(await lookbookPathExists('nl-nl', '/privacy-policy/')).toBe(false);
  });
});

describe('lookbookPageForPath (paging and failures)', () => {
  let dir: string;

  /** A content folder with one list page and `count` looks published a day apart (look-1 oldest). */
  function writeContent(count: number) {
    const write = (type: string, uid: string, doc: object) => {
      mkdirSync(path.join(dir, 'documents', type), { recursive: true });
      writeFileSync(path.join(dir, 'documents', type, `${uid}.nl-nl.json`), JSON.stringify(doc));
    };
    write('lookbook_list_page', 'lookbook', { data: { url_key: 'lookbook', title: 'Lookbook' } });
    for (let n = 1; n <= count; n++) {
      write('lookbook_detail_page', `look-${n}`, {
        first_publication_date: new Date(Date.UTC(2025, 0, n)).toISOString(),
        data: {
          url_key: `look-${n}`,
          label: `Look ${n}`,
          parent_page: { link_type: 'Document', id: 'lookbook_list_page-lookbook-nl-nl' },
          images: [],
          products: [],
        },
      });
    }
  }

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lookbooks-'));
    vi.stubEnv('CONTENT_DIR', dir);
    resetContentIndex();
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    resetContentIndex();
    rmSync(dir, { recursive: true, force: true });
  });

  it('pages 18 looks at a time, newest first, with the page count and total', async () => {
    writeContent(20);
    const first = list(await lookbookPageForPath('nl-nl', '/lookbook/'));
    expect(first).toMatchObject({ pageNumber: 1, totalPages: 2, totalResults: 20 });
    expect(first.lookbooks).toHaveLength(18);
    expect(first.lookbooks[0]!.label).toBe('Look 20');
    const second = list(await lookbookPageForPath('nl-nl', '/lookbook/', 2));
    expect(second.lookbooks.map((tile) => tile.label)).toEqual(['Look 2', 'Look 1']);
    expect(list(await lookbookPageForPath('nl-nl', '/lookbook/?page=2')).pageNumber).toBe(2);
    expect(await lookbookPageForPath('nl-nl', '/lookbook/', 3)).toBeNull();
    expect(await lookbookPathExists('nl-nl', '/lookbook/?page=2')).toBe(true);
  });

  it('shows an empty first page of a lookbook without looks', async () => {
    writeContent(0);
    expect(list(await lookbookPageForPath('nl-nl', '/lookbook/'))).toMatchObject({
      lookbooks: [],
      pageNumber: 1,
      totalPages: 1,
      totalResults: 0,
    });
  });

  it('logs a content failure and shows no page (spec §8: content errors are only logged)', async () => {
    mkdirSync(path.join(dir, 'documents', 'lookbook_list_page'), { recursive: true });
    writeFileSync(path.join(dir, 'documents', 'lookbook_list_page', 'lookbook.nl-nl.json'), '{ not json');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await lookbookPageForPath('nl-nl', '/lookbook/')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('lookbook list'), expect.anything());
    await expect(lookbookPathExists('nl-nl', '/lookbook/')).rejects.toThrow();
    error.mockRestore();
  });
});

describe('lookbookAlternatePath (the store switcher on a lookbook page)', () => {
  it("leads from a look to the same look in another language, under that language's url_keys", async () => {
    const look = detail(await lookbookPageForPath('nl-nl', '/lookbook/herfstwandeling/'));
    expect(await lookbookAlternatePath('fr-fr', look)).toBe('/lookbook/balade-d-automne/');
    expect(await lookbookAlternatePath('de-de', look)).toMatch(/^\/lookbook\/[a-z0-9-]+\/$/);
    expect(await lookbookAlternatePath('de-de', look)).not.toBe('/lookbook/herfstwandeling/');
  });

  it("leads from a list page to its translation's first page", async () => {
    const men = list(await lookbookPageForPath('de-de', '/lookbook-for-him/'));
    expect(await lookbookAlternatePath('nl-be', men)).toBe('/lookbook-for-him/');
  });

  it('has nothing for a language the page is not translated into', async () => {
    const look = detail(await lookbookPageForPath('nl-nl', '/lookbook/herfstwandeling/'));
    expect(await lookbookAlternatePath('xx-xx', look)).toBeNull();
  });
});
