import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';

/**
 * Content that sends the shopper to a section of the account names it as the account shows it:
 * the vouchers section's heading (`customer.club.vouchersHeading` in messages/, with the storefront's
 * overrides: Belgian Dutch says 'waardebonnen') in every document of that Prismic lang that says where
 * the vouchers are.
 */

const root = path.resolve(import.meta.dirname, '../..');
const documents = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? documents(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** A quoted name in a sentence about vouchers in the account: ‘My vouchers’, « Mes bons d’achat », „Meine Gutscheine“. */
const QUOTED = /«\s?([^»]{3,40}?)\s?»|„([^“]{3,40})“|‘([^’]{3,40})’|'([^']{3,40})'/g;
const ABOUT_ACCOUNT_VOUCHERS = /(account|compte|Kundenkonto)/i;
const VOUCHER_WORD = /(voucher|bon|Gutschein)/i;

/** The heading as the storefront of Prismic lang `lang` (`nl-be` → locale `nl-BE`) shows it. */
async function vouchersHeading(lang: string): Promise<string> {
  const [language, region] = lang.split('-');
  const messages = await loadMessages(`${language}-${region!.toUpperCase()}`);
  const find = (value: unknown): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const record = value as Record<string, unknown>;
    if (typeof record.vouchersHeading === 'string') return record.vouchersHeading;
    for (const item of Object.values(record)) {
      const found = find(item);
      if (found) return found;
    }
    return undefined;
  };
  return find(messages)!;
}

describe('content names the account’s sections as the account shows them', () => {
  it('the vouchers section', async () => {
    const langs = ['nl-nl', 'nl-be', 'fr-fr', 'fr-be', 'de-de', 'en-gb'];
    const headings = Object.fromEntries(
      await Promise.all(langs.map(async (lang) => [lang, await vouchersHeading(lang)])),
    );
    const mentions = documents(path.join(root, 'content/documents')).flatMap((file) => {
      const lang = /\.([a-z]{2}-[a-z]{2})\.json$/.exec(file)?.[1];
      if (!lang) return [];
      const sentences = readFileSync(file, 'utf8').split(/(?<=[.!?])\s+/);
      return sentences
        .filter((sentence) => ABOUT_ACCOUNT_VOUCHERS.test(sentence))
        .flatMap((sentence) => [...sentence.matchAll(QUOTED)].map((match) => match.slice(1).find(Boolean)!))
        .filter((name) => VOUCHER_WORD.test(name))
        .map((name) => ({ file: path.relative(root, file), name, expected: headings[lang] }));
    });
    expect(mentions.length).toBeGreaterThanOrEqual(8);
    expect(mentions.filter((mention) => mention.name !== mention.expected)).toEqual([]);
  });
});
