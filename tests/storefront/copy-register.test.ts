import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

/**
 * Register of the UI copy: one form of address per language. German addresses the shopper formally
 * ("Sie", "Ihr"), French with "vous", Dutch informally with "je/jouw" (the Dutch web-shop norm).
 */

/** Every string of a messages file with its dotted key. */
function strings(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : strings(value as object, `${prefix}${key}.`),
  );
}

/** ICU arguments and plural/select syntax are not copy: `{count, plural, one {# Artikel}}` keeps only `# Artikel`. */
function prose(message: string): string {
  return message
    .replace(/\{\s*\w+\s*(?:,\s*\w+\s*)?\}/g, ' ')
    .replace(/\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/g, ' ')
    .replace(/[{}]/g, ' ');
}

/**
 * German informal address as whole words: du, dich, dir, dein…, euch, euer/eure…, and "ihr" as the
 * informal plural pronoun (lower case; "Ihr/Ihre" is the formal possessive). Case-sensitive
 * for "ihr", case-insensitive for the rest (a sentence may start with "Du" or "Dein").
 */
const GERMAN_INFORMAL = [
  /(?<![\p{L}-])(?:du|dich|dir|dein|deine|deinem|deinen|deiner|deines|euch|euer|eure|eurem|euren|eurer|eures)(?![\p{L}-])/iu,
  /(?<![\p{L}-])ihr(?![\p{L}-])/u,
];
/** French informal address: tu, toi, te/t', ton, ta, tes, tien…. */
const FRENCH_INFORMAL =
  /(?<![\p{L}-])(?:tu|toi|te|ton|ta|tes|tien|tienne|tiens|tiennes)(?![\p{L}-])|(?<![\p{L}-])t['’](?=\p{L})/iu;
/** Dutch formal address: u, uw (the shop says je/jouw). "U" alone is also a letter, so only lower case counts mid-sentence. */
const DUTCH_FORMAL = /(?<![\p{L}-])(?:u|uw|Uw)(?![\p{L}-])/u;

function offending(messages: object, patterns: RegExp[]): string[] {
  return strings(messages)
    .filter(([, message]) => patterns.some((pattern) => pattern.test(prose(message))))
    .map(([key, message]) => `${key}: ${message}`);
}

describe('copy register', () => {
  it('detects informal German whole words and leaves formal "Sie/Ihr" and look-alikes alone', () => {
    const flagged = (message: string) => offending({ message }, GERMAN_INFORMAL).length > 0;
    for (const informal of [
      'Hast du Fragen?',
      'Wir melden uns bei dir.',
      'Dein Warenkorb ist leer.',
      'Wir benachrichtigen dich.',
      'Deine Daten',
      'Habt ihr Fragen?',
      'Wir schreiben euch.',
      'Was du suchst: {query}',
    ])
      expect(flagged(informal), informal).toBe(true);
    for (const formal of [
      'Ihr Warenkorb ist leer.',
      'Wir benachrichtigen Sie.',
      'Ihre Daten',
      'Direkt zur Kasse',
      'Dirndl',
      'Durchsuchen',
      '{count, plural, one {# Artikel} other {# Artikel}}',
      'Pfad: {dir}',
    ])
      expect(flagged(formal), formal).toBe(false);
  });

  it('German copy addresses the shopper with "Sie" throughout', () => {
    expect(offending(de, GERMAN_INFORMAL)).toEqual([]);
  });

  it('French copy says "vous", never "tu"', () => {
    expect(offending({ sample: "Tu peux t'inscrire" }, [FRENCH_INFORMAL])).toHaveLength(1);
    expect(offending(fr, [FRENCH_INFORMAL])).toEqual([]);
  });

  it('Dutch copy says "je/jouw", never "u/uw"', () => {
    expect(offending({ sample: 'Wij sturen u uw bevestiging' }, [DUTCH_FORMAL])).toHaveLength(1);
    expect(offending(nl, [DUTCH_FORMAL])).toEqual([]);
  });
});
