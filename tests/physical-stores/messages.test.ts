import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

type Tree = { [key: string]: string | Tree };

/** Every key path of a message tree with the arguments (`{query}`) of its message. */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, [...value.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).join(',')]]
      : entries(value, `${prefix}${key}.`),
  );
}

describe('store locator messages (en, nl, fr, de)', () => {
  it.each([
    ['nl', nl],
    ['fr', fr],
    ['de', de],
  ] as const)('%s has exactly the English keys with the same arguments', (_language, messages) => {
    expect(entries(messages.storeLocator as Tree)).toEqual(entries(en.storeLocator as Tree));
  });

  it('addresses the shopper as the storefront does: nl "je", de "Sie", fr "vous"', () => {
    const text = (tree: Tree) => JSON.stringify(tree);
    expect(text(nl.storeLocator as Tree)).toMatch(/\bje\b/);
    expect(text(nl.storeLocator as Tree)).not.toMatch(/\b(u|uw)\b/);
    expect(text(de.storeLocator as Tree)).toMatch(/\b(Sie|Ihre?[nrs]?)\b/);
    expect(text(de.storeLocator as Tree)).not.toMatch(/\b(du|dein|deine)\b/i);
    expect(text(fr.storeLocator as Tree)).toMatch(/\b(vous|votre|vos)\b/);
    expect(text(fr.storeLocator as Tree)).not.toMatch(/\b(tu|ton|ta|tes)\b/);
  });

  it('names the link in each language, and the directions link starts with its visible words (WCAG 2.5.3)', () => {
    expect([en, nl, fr, de].map((messages) => messages.storeLocator.link)).toEqual([
      'Stores',
      'Winkels',
      'Magasins',
      'Filialen',
    ]);
    for (const messages of [en, nl, fr, de]) {
      expect(messages.storeLocator.directionsLabel.startsWith(messages.storeLocator.directions)).toBe(true);
    }
  });
});
