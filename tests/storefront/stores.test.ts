import { describe, expect, it } from 'vitest';
import {
  currencyOfLocale,
  DEFAULT_DOMAIN_MAP,
  parseDomainMap,
  resolveStore,
  storeFromSegment,
  STOREFRONTS,
  telHref,
} from '@/lib/stores';

const map = parseDomainMap(DEFAULT_DOMAIN_MAP);

describe('resolveStore', () => {
  it('picks the store from the host, ignoring the port', () => {
    expect(resolveStore('nl.localhost:3000', {}, map)).toBe('NL');
    expect(resolveStore('fr.localhost:3100', {}, map)).toBe('FR');
    expect(resolveStore('de.localhost', {}, map)).toBe('DE');
    expect(resolveStore('uk.localhost:3000', {}, map)).toBe('EN');
    expect(resolveStore('at.localhost:3000', {}, map)).toBe('AT');
  });

  it("gives each of Luxembourg's languages its own host", () => {
    expect(resolveStore('lu.localhost:3000', {}, map)).toBe('LUFR');
    expect(resolveStore('de.lu.localhost:3000', {}, map)).toBe('LUDE');
    // The language cookie of the other language does not move a host to it.
    expect(resolveStore('lu.localhost:3000', { locale: 'de-LU' }, map)).toBe('LUFR');
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

  it("serves English, the spec's default locale, on hosts the map does not name, unless its * entry says otherwise", () => {
    expect(resolveStore('evil.example', { store: 'DE' }, map)).toBe('EN');
    expect(resolveStore(null, {}, map)).toBe('EN');
    const withDefault = parseDomainMap('shop.nl=NL,*=NL|DE');
    expect(resolveStore('other.example', {}, withDefault)).toBe('NL');
    expect(resolveStore('other.example', { store: 'DE' }, withDefault)).toBe('DE');
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
      ['EN', 2, 20],
      ['BENL', 3, 21],
      ['BEFR', 4, 21],
      ['DE', 5, 19],
      ['AT', 5, 20],
      ['FR', 6, 20],
      ['LUDE', 7, 17],
      ['LUFR', 8, 17],
    ]);
    expect(Object.values(STOREFRONTS).map((store) => store.locale)).toEqual([
      'nl-NL',
      'en-GB',
      'nl-BE',
      'fr-BE',
      'de-DE',
      'de-AT',
      'fr-FR',
      'de-LU',
      'fr-LU',
    ]);
  });

  it('sells in pounds in English and in euros elsewhere (spec §9 Currency)', () => {
    expect(
      Object.values(STOREFRONTS)
        .filter((store) => store.currency === 'GBP')
        .map((s) => s.code),
    ).toEqual(['EN']);
    expect(currencyOfLocale('en-GB')).toBe('GBP');
    expect(currencyOfLocale('de-AT')).toBe('EUR');
    expect(currencyOfLocale('xx-YY')).toBe('EUR');
  });

  it('maps route segments back to stores only for known codes', () => {
    expect(storeFromSegment('befr')).toBe('BEFR');
    expect(storeFromSegment('xx')).toBeUndefined();
  });

  it('holds no emoji: flags are drawn as SVG from the country code (docs/architecture.md Rendering)', () => {
    expect(JSON.stringify(STOREFRONTS)).not.toMatch(/[\p{Regional_Indicator}\p{Extended_Pictographic}]/u);
    expect(Object.values(STOREFRONTS).map((store) => store.countryCode)).toEqual([
      'NL',
      'GB',
      'BE',
      'BE',
      'DE',
      'AT',
      'FR',
      'LU',
      'LU',
    ]);
  });

  it("gives each country its own customer service phone and email; a country's storefronts share theirs", () => {
    const phones = Object.fromEntries(
      Object.values(STOREFRONTS).map((store) => [store.code, store.contact.phone.split(' ')[0]]),
    );
    expect(phones).toEqual({
      NL: '+31',
      EN: '+44',
      BENL: '+32',
      BEFR: '+32',
      DE: '+49',
      AT: '+43',
      FR: '+33',
      LUDE: '+352',
      LUFR: '+352',
    });
    expect(STOREFRONTS.BENL.contact).toEqual(STOREFRONTS.BEFR.contact);
    expect(STOREFRONTS.LUDE.contact).toEqual(STOREFRONTS.LUFR.contact);
    const countries = ['NL', 'EN', 'BENL', 'DE', 'AT', 'FR', 'LUFR'] as const;
    expect(new Set(countries.map((code) => STOREFRONTS[code].contact.phone)).size).toBe(countries.length);
    expect(new Set(countries.map((code) => STOREFRONTS[code].contact.email)).size).toBe(countries.length);
    for (const store of Object.values(STOREFRONTS)) expect(store.contact.email).toMatch(/^[\w.-]+@[\w.-]+\.example$/);
  });

  it('turns a displayed phone number into a tel: URI', () => {
    expect(telHref('+32 2 123 45 67')).toBe('tel:+3221234567');
    // The national trunk prefix written as "(0)" is not dialled from abroad.
    expect(telHref('+49 (0)30 1234-5678')).toBe('tel:+493012345678');
  });
});
