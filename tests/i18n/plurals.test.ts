import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

/**
 * Every message that counts something says it in the singular for 1 and in the plural for 2 or 66,
 * in all four languages ('1 dag' / '66 dagen', '1 Tag' / 'Endet in 66 Tagen'): a numeric argument
 * is an ICU plural (`{count, plural, one {# dag} other {# dagen}}`), never a bare `{count}` before
 * its noun. The numeric arguments are the ones the storefront passes numbers in.
 */

const root = path.resolve(import.meta.dirname, '../..');
const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;
const load = (lang: string) => JSON.parse(readFileSync(path.join(root, `messages/${lang}.json`), 'utf8')) as object;

/** The argument names the storefront passes counts in. */
const NUMERIC = new Set([
  'count',
  'days',
  'points',
  'min',
  'max',
  'seconds',
  'minutes',
  'hours',
  'shown',
  'items',
  'products',
  'quantity',
  'total',
]);
/**
 * Messages whose number is followed by a verb, not its noun ('Afbeelding 2 van 5 vergroten', 'auf 3
 * geändert'), and the wishlist link's forms, which are a plural by key (`linkCount.one`/`.other`,
 * checked below).
 */
const NOT_COUNTING = /^(cart\.quantityChanged|pdp\.zoomImage|wishlist\.linkCount\.(one|other))$/;
/** Words that may follow a number without being its noun ('2 of 5', '2 van 5', '2 sur 5'). */
const NOT_A_NOUN = new Set(['of', 'van', 'von', 'sur', 'de', 'to', 'tot', 'bis', 'à']);

/** Every string message of a messages file with its key. */
function messagesOf(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => messagesOf(item, key ? `${key}.${name}` : name));
  return [];
}

/** Problems of one message's elements: a numeric argument before a word, a plural without one/other. */
function problemsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element, index) => {
    if (element.type === TYPE.argument && NUMERIC.has(element.value)) {
      const next = elements[index + 1];
      const word = next?.type === TYPE.literal ? /^\s+(\p{L}+)/u.exec(next.value)?.[1] : undefined;
      return word && !NOT_A_NOUN.has(word.toLowerCase()) ? [`{${element.value}} ${word} without plural`] : [];
    }
    if (element.type === TYPE.plural) {
      const missing = ['one', 'other'].filter(
        (form) => !(form in element.options) && !(form === 'one' && '=1' in element.options),
      );
      return [
        ...missing.map((form) => `{${element.value}, plural} without '${form}'`),
        ...Object.values(element.options).flatMap((option) => problemsOf(option.value)),
      ];
    }
    if (element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => problemsOf(option.value));
    if (element.type === TYPE.tag) return problemsOf(element.children);
    return [];
  });
}

/** The argument names of a message and whether each is a plural's (a number) or plain (text). */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, 'number' | 'text'>()) {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      into.set(element.value, 'number');
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    } else if (element.type === TYPE.select) {
      if (!into.has(element.value)) into.set(element.value, 'text');
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    } else if (element.type === TYPE.argument || element.type === TYPE.number) {
      if (!into.has(element.value)) into.set(element.value, NUMERIC.has(element.value) ? 'number' : 'text');
    } else if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

/** `key` rendered in `lang` with every numeric argument `n` (through intl-messageformat, as next-intl does). */
function render(lang: string, text: string, n: number): string {
  const values = Object.fromEntries(
    [...argumentsOf(parse(text))].map(([name, kind]) => [name, kind === 'number' ? n : 'x']),
  );
  return String(
    new IntlMessageFormat(text, lang).format({
      ...values,
      // Rich-text tags render their content.
      ...Object.fromEntries(
        [...text.matchAll(/<(\w+)>/g)].map(([, tag]) => [tag!, (chunks: unknown[]) => chunks.join('')]),
      ),
    }),
  );
}

describe('plurals in every language', () => {
  it('finds what it is meant to find', () => {
    expect(problemsOf(parse('{points} points'))).toEqual(['{points} points without plural']);
    expect(problemsOf(parse('Nog {days} dagen'))).toEqual(['{days} dagen without plural']);
    expect(problemsOf(parse('{days, plural, other {# Tagen}}'))).toEqual(["{days, plural} without 'one'"]);
    expect(problemsOf(parse('Image {index} of {count}'))).toEqual([]);
    expect(problemsOf(parse('{total, plural, one {# article} other {{shown} articles sur #}}'))).toEqual([
      '{shown} articles without plural',
    ]);
  });

  for (const lang of LANGUAGES) {
    it(`every counting message in ${lang} is an ICU plural with one and other`, () => {
      const problems = messagesOf(load(lang))
        .filter(({ key }) => !NOT_COUNTING.test(key))
        .flatMap(({ key, text }) => problemsOf(parse(text)).map((problem) => `${key}: ${problem}`));
      expect(problems).toEqual([]);
    });

    it(`every plural message in ${lang} renders for 1, 2 and 66`, () => {
      for (const { key, text } of messagesOf(load(lang))) {
        if (!text.includes('plural')) continue;
        for (const n of [1, 2, 66]) expect(() => render(lang, text, n), `${lang} ${key} (${n})`).not.toThrow();
      }
    });
  }

  it('says one in the singular and many in the plural', () => {
    const club = (lang: string, n: number) => {
      const messages = load(lang) as { customer: { club: { points: string; nextVoucher: string } } };
      return [render(lang, messages.customer.club.points, n), render(lang, messages.customer.club.nextVoucher, n)];
    };
    expect(club('en', 1)).toEqual(['1 point', '1 more point for your next €10 voucher.']);
    expect(club('en', 66)).toEqual(['66 points', '66 more points for your next €10 voucher.']);
    expect(club('nl', 1)[0]).toBe('1 punt');
    expect(club('nl', 66)[0]).toBe('66 punten');
    expect(club('fr', 1)[0]).toBe('1 point');
    expect(club('de', 1)[0]).toBe('1 Punkt');
    expect(club('de', 66)[0]).toBe('66 Punkte');
    const days = (lang: string, n: number) => render(lang, (load(lang) as { promo: { days: string } }).promo.days, n);
    expect([days('de', 1), days('de', 66)]).toEqual(['1 Tag', '66 Tagen']);
    expect([days('nl', 1), days('nl', 66)]).toEqual(['1 dag', '66 dagen']);
    expect([days('fr', 1), days('fr', 66)]).toEqual(['1 jour', '66 jours']);
    const hint = (lang: string, n: number) => render(lang, (load(lang) as { search: { hint: string } }).search.hint, n);
    expect(hint('fr', 1)).toBe('Saisissez au moins 1 caractère pour lancer la recherche.');
    expect(hint('nl', 4)).toBe('Typ minstens 4 tekens om te zoeken.');
    const blog = (load('fr') as { blog: { count: string } }).blog.count;
    expect(new IntlMessageFormat(blog, 'fr').format({ total: 66, shown: 1 })).toBe('1 article affiché sur 66');
    expect(new IntlMessageFormat(blog, 'fr').format({ total: 66, shown: 12 })).toBe('12 articles affichés sur 66');
  });

  it('keeps the wishlist link’s count forms (chosen by Intl.PluralRules in the browser) in every language', () => {
    for (const lang of LANGUAGES) {
      const { linkCount } = (load(lang) as { wishlist: { linkCount: { one: string; other: string } } }).wishlist;
      expect(linkCount.one, lang).toContain('{count}');
      expect(linkCount.other, lang).toContain('{count}');
    }
  });
});
