import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * German addresses the shopper with "Sie" everywhere (the shop's house style): every German message
 * and every German content document is read, and a du-form fails the
 * test: the pronouns (du, dein…, dich, dir) and the imperatives shops write at the start of a
 * sentence ('Entdecke', 'Hol dir').
 */

const root = path.resolve(import.meta.dirname, '../..');

/** Every string in a JSON value, with where it is. */
function stringsOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${where}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      // Ids, URLs and types are not copy.
      ['id', 'uid', 'url', 'link_type', 'type', 'lang', 'slice_type', 'variation', 'icon'].includes(key)
        ? []
        : stringsOf(item, `${where}.${key}`),
    );
  return [];
}

const PRONOUN = /\b(du|dein|deine|deinen|deinem|deiner|deines|dich|dir)\b/i;
/** Imperatives in the du-form that open a sentence (the Sie-form is 'Entdecken Sie'). */
const IMPERATIVE =
  /(^|[.!?:]\s+|\n)(Entdecke|Finde|Hol|Sichere|Shoppe|Bestelle|Melde|Schau|Gönn|Lass|Spare|Kaufe|Probiere|Erhalte|Registriere|Abonniere|Folge|Sieh|Lies|Wähle|Gib|Nimm|Trag|Mach|Stöbere|Starte|Teile|Erfahre|Besuche)\b(?! Sie)/;

/** A du-form in `text`, or null (`{…}` placeholders and ICU keywords are left out). */
function duForm(text: string): string | null {
  const copy = text.replace(/\{[^{}]*\}/g, ' ');
  return PRONOUN.exec(copy)?.[0] ?? IMPERATIVE.exec(copy)?.[2] ?? null;
}

const germanDocuments = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? germanDocuments(path.join(dir, entry.name))
      : entry.name.endsWith('.de-de.json')
        ? [path.join(dir, entry.name)]
        : [],
  );

describe('German uses "Sie"', () => {
  it('finds the du-forms it is meant to find', () => {
    expect(duForm('Entdecke die Sneaker der Saison.')).toBe('Entdecke');
    expect(duForm('Jetzt anmelden. Hol dir 10 % Rabatt')).toBe('dir');
    expect(duForm('Dein Warenkorb ist leer')).toBe('Dein');
    expect(duForm('Entdecken Sie die Sneaker der Saison.')).toBeNull();
    expect(duForm('Wie finde ich die richtige Größe?')).toBeNull();
    expect(duForm('{count, plural, one {# Tag} other {# Tage}}')).toBeNull();
  });

  it('in every German message', () => {
    const messages = JSON.parse(readFileSync(path.join(root, 'messages/de.json'), 'utf8'));
    const found = stringsOf(messages, 'de').flatMap(({ where, text }) => {
      const form = duForm(text);
      return form ? [`${where}: ${form} in “${text}”`] : [];
    });
    expect(found).toEqual([]);
  });

  it('in every German content document', () => {
    const files = germanDocuments(path.join(root, 'content/documents'));
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) =>
      stringsOf(JSON.parse(readFileSync(file, 'utf8')), path.relative(root, file)).flatMap(({ where, text }) => {
        const form = duForm(text);
        return form ? [`${where}: ${form} in “${text.slice(0, 120)}”`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});
