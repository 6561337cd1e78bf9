import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Words one region of a language says differently, over every content document (and every draft):
 * Belgian Dutch says 'waardebon' where the Netherlands says 'tegoedbon', as the storefronts' messages
 * do (messages/overrides/nl-BE.json).
 */

const root = path.resolve(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
const documents = [...files(path.join(root, 'content/documents')), ...files(path.join(root, 'content/drafts'))];

/** For each Prismic lang, the word its documents say and the one they never say. */
const REGIONAL_WORDS = [
  { lang: 'nl-be', says: /waardebon/i, never: /tegoedbon/i },
  { lang: 'nl-nl', says: /tegoedbon/i, never: /waardebon/i },
];

describe('regional words in the content', () => {
  it.each(REGIONAL_WORDS)('$lang says $says and never $never', ({ lang, says, never }) => {
    const ofLang = documents.filter((file) => file.includes(`.${lang}.json`) || file.endsWith(`-${lang}.json`));
    expect(ofLang.length).toBeGreaterThan(10);
    const texts = ofLang.map((file) => [path.relative(root, file), readFileSync(file, 'utf8')] as const);
    expect(texts.filter(([, text]) => never.test(text)).map(([file]) => file)).toEqual([]);
    expect(texts.filter(([, text]) => says.test(text)).length).toBeGreaterThan(5);
  });
});
