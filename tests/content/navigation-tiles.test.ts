import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { navigationTiles, navigationTree } from '@/lib/navigation/tree';
import type { NavigationDocument } from '@/lib/prismic/types';
import { PRISMIC_LANGS } from '@/lib/prismic/lang';

/**
 * Every navigation document (spec §3 'Navigation slices'), in every language, gives each entry that
 * opens a panel at least one image tile whose picture exists and whose link is a page of the shop,
 * and the tags it shows are short labels.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, 'content/documents/navigation');
const documents = readdirSync(dir)
  .filter((file) => /^for-(her|him)\..+\.json$/.test(file))
  .map((file) => [file, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as NavigationDocument] as const);

describe('navigation content: image tiles and tags', () => {
  it('has both segments in every language', () => {
    for (const lang of PRISMIC_LANGS) {
      expect(documents.map(([file]) => file)).toEqual(
        expect.arrayContaining([`for-her.${lang}.json`, `for-him.${lang}.json`]),
      );
    }
  });

  it.each(documents)(
    '%s gives every entry with a panel a tile with a picture, a link, a title and a button',
    (_, document) => {
      const tiles = navigationTiles(document);
      const withPanel = navigationTree(document).filter((entry) => entry.columns.length > 0);
      expect(withPanel.length).toBeGreaterThan(0);
      for (const entry of withPanel) {
        const ofEntry = tiles[entry.id] ?? [];
        expect(ofEntry.length, entry.label).toBeGreaterThan(0);
        for (const tile of ofEntry) {
          expect(tile.href).toMatch(/^\/[^/].*\/$/);
          expect(tile.title).toBeTruthy();
          expect(tile.button).toBeTruthy();
          expect(tile.image.dimensions).toBeTruthy();
          expect(existsSync(path.join(root, 'public', tile.image.url)), tile.image.url).toBe(true);
        }
      }
    },
  );

  it.each(documents)('%s shows short tags', (_, document) => {
    const tags = navigationTree(document).flatMap((entry) => entry.tags);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag.length).toBeLessThanOrEqual(12);
  });
});
