import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAIN_MAP, parseDomainMap, resolveStore, storeFromSegment, STOREFRONTS } from '@/lib/stores';

const map = parseDomainMap(DEFAULT_DOMAIN_MAP);

describe('resolveStore', () => {
  it('picks the store from the host, ignoring the port', () => {
    expect(resolveStore('nl.localhost:3000', {}, map)).toBe('NL');
    expect(resolveStore('fr.localhost:3100', {}, map)).toBe('FR');
    expect(resolveStore('de.localhost', {}, map)).toBe('DE');
  });

  it('chooses the Belgian language from the locale cookie, Dutch by default', () => {
    expect(resolveStore('be.localhost:3000', {}, map)).toBe('BENL');
    expect(resolveStore('be.localhost:3000', { locale: 'fr-BE' }, map)).toBe('BEFR');
    expect(resolveStore('be.localhost:3000', { locale: 'nl-BE' }, map)).toBe('BENL');
  });

  it('serves NL on plain localhost and any store through the switcher cookie', () => {
    expect(resolveStore('localhost:3000', {}, map)).toBe('NL');
    expect(resolveStore('localhost:3000', { store: 'DE' }, map)).toBe('DE');
  });

  it('never lets a cookie pick a store the host does not serve', () => {
    expect(resolveStore('fr.localhost', { store: 'DE', locale: 'de-DE' }, map)).toBe('FR');
    expect(resolveStore('be.localhost', { store: 'NL' }, map)).toBe('BENL');
  });

  it('falls back to NL for unknown hosts', () => {
    expect(resolveStore('evil.example', { store: 'DE' }, map)).toBe('NL');
    expect(resolveStore(null, {}, map)).toBe('NL');
  });
});

describe('parseDomainMap', () => {
  it('ignores unknown store codes and malformed pairs', () => {
    const parsed = parseDomainMap('shop.nl=NL|XX, broken, =FR,shop.be=BENL|BEFR');
    expect([...parsed.entries()]).toEqual([
      ['shop.nl', ['NL']],
      ['shop.be', ['BENL', 'BEFR']],
    ]);
  });
});

describe('storefront table', () => {
  it('matches spec §9 store ids and per-country VAT', () => {
    expect(Object.values(STOREFRONTS).map((store) => [store.code, store.id, store.vatRate])).toEqual([
      ['NL', 1, 21],
      ['BENL', 3, 21],
      ['BEFR', 4, 21],
      ['DE', 5, 19],
      ['FR', 6, 20],
    ]);
  });

  it('maps route segments back to stores only for known codes', () => {
    expect(storeFromSegment('befr')).toBe('BEFR');
    expect(storeFromSegment('xx')).toBeUndefined();
  });
});
