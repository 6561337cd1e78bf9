import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

type Tree = { [key: string]: string | Tree };

/** Every key path of a message tree with the arguments (`{count}`) of its message. */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).join(',')]]
      : entries(value, `${prefix}${key}.`),
  );
}

describe('wishlist messages (en, nl, fr, de)', () => {
  it.each([
    ['nl', nl],
    ['fr', fr],
    ['de', de],
  ] as const)('%s has exactly the English keys with the same arguments, and the menu entry', (_language, messages) => {
    expect(entries(messages.wishlist as Tree)).toEqual(entries(en.wishlist as Tree));
    expect(messages.customer.nav.wishlist).toBeTruthy();
  });

  it('uses the spec’s English copy: the heart is labelled Add to wishlist; favorite items, favorite looks, my stores', () => {
    expect(en.wishlist.addToWishlist).toBe('Add to wishlist');
    expect(en.wishlist.addToWishlist).toBe(en.lookbook.addToWishlist);
    expect([en.wishlist.products, en.wishlist.looks, en.wishlist.stores]).toEqual([
      'Favorite items',
      'Favorite looks',
      'My stores',
    ]);
  });

  it('names the heart alike on products and looks in every language', () => {
    for (const messages of [nl, fr, de]) expect(messages.wishlist.addToWishlist).toBe(messages.lookbook.addToWishlist);
  });

  it('addresses the shopper as the storefront does: nl "je", de "Sie", fr "vous"', () => {
    const text = (tree: Tree) => JSON.stringify(tree);
    expect(text(nl.wishlist as Tree)).toMatch(/\bje\b/);
    expect(text(nl.wishlist as Tree)).not.toMatch(/\b(u|uw)\b/);
    expect(text(de.wishlist as Tree)).toMatch(/\b(Sie|Ihre?r?)\b/);
    expect(text(de.wishlist as Tree)).not.toMatch(/\b(du|dein|deine)\b/i);
    expect(text(fr.wishlist as Tree)).toMatch(/\b(vous|votre)\b/);
    expect(text(fr.wishlist as Tree)).not.toMatch(/\b(tu|ton|ta|tes)\b/);
  });
});
