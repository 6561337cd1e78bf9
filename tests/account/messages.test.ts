import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

type Tree = { [key: string]: string | Tree };

/** Every key path of a message tree, with its ICU arguments (`{min}`) and rich-text tags (`<link>`). */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [
          [
            `${prefix}${key}`,
            [...value.matchAll(/\{(\w+)\}|<(\w+)>/g)]
              .map((m) => m[1] ?? `<${m[2]}>`)
              .sort()
              .join(','),
          ],
        ]
      : entries(value, `${prefix}${key}.`),
  );
}

describe('account messages (en, nl, fr, de)', () => {
  it.each([
    ['nl', nl],
    ['fr', fr],
    ['de', de],
  ] as const)('%s has exactly the English keys, with the same arguments and tags', (_language, messages) => {
    expect(entries(messages.account as Tree)).toEqual(entries(en.account as Tree));
  });

  it('uses the spec’s English copy where the spec has it', () => {
    expect(en.account.recover.title).toBe('Forgot your password');
    expect(en.account.login.forgotPassword).toBe('Forgot your password?');
    expect(en.account.register.newsletter).toBe(
      'Yes, I want to be the first to be informed about promotions and the latest collections.',
    );
    expect(en.errors.emailTaken).toBe('Account with emailaddress already exists');
  });

  it('addresses the shopper as the storefront does: nl "je", de "Sie", fr "vous"', () => {
    /** Whether `tree` holds one of `words` as a whole word (letters with accents count as letters). */
    const uses = (tree: Tree, words: string[]) =>
      new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'iu').test(JSON.stringify(tree));
    expect(uses(nl.account as Tree, ['u', 'uw'])).toBe(false);
    expect(uses(nl.account as Tree, ['je', 'jouw'])).toBe(true);
    expect(uses(de.account as Tree, ['du', 'dein', 'deine', 'dich', 'dir'])).toBe(false);
    expect(uses(de.account as Tree, ['Sie', 'Ihr', 'Ihre'])).toBe(true);
    expect(uses(fr.account as Tree, ['tu', 'ton', 'ta', 'tes', 'toi'])).toBe(false);
    expect(uses(fr.account as Tree, ['vous', 'votre'])).toBe(true);
  });
});
