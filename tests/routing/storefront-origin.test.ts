import { describe, expect, it } from 'vitest';
import { contentPageMetadata } from '@/components/content/metadata';
import { hreflangAlternates, storefrontOrigin } from '@/lib/routing/storefront-origin';
import { DEFAULT_DOMAIN_MAP, parseDomainMap } from '@/lib/stores';

describe('storefrontOrigin', () => {
  it("takes a country's own development host over the host that serves every store", () => {
    const map = parseDomainMap(DEFAULT_DOMAIN_MAP);
    expect(storefrontOrigin('NL', map, '3000')).toBe('http://nl.localhost:3000');
    // Each Belgian language has a host of its own; be.localhost serves both, by the language cookie.
    expect(storefrontOrigin('BEFR', map, '3100')).toBe('http://fr.be.localhost:3100');
    expect(storefrontOrigin('BENL', map, '3100')).toBe('http://nl.be.localhost:3100');
    expect(storefrontOrigin('DE', map, '3000')).toBe('http://de.localhost:3000');
    expect(storefrontOrigin('EN', map, '3000')).toBe('http://uk.localhost:3000');
    expect(storefrontOrigin('AT', map, '3000')).toBe('http://at.localhost:3000');
    expect(storefrontOrigin('LUDE', map, '3000')).toBe('http://de.lu.localhost:3000');
    expect(storefrontOrigin('LUFR', map, '3000')).toBe('http://lu.localhost:3000');
  });

  it("never takes the map's entry for other hosts (*) as an origin", () => {
    expect(storefrontOrigin('EN', parseDomainMap('*=EN,www.example.nl=NL'), '3000')).toBe('http://localhost:3000');
  });

  it('serves production domains over HTTPS without a port', () => {
    const map = parseDomainMap('www.example.nl=NL,www.example.be=BENL|BEFR,www.example.fr=FR,www.example.de=DE');
    expect(storefrontOrigin('BENL', map, '3000')).toBe('https://www.example.be');
    expect(storefrontOrigin('FR', map, '3000')).toBe('https://www.example.fr');
  });

  it('falls back to localhost when no host serves the store', () => {
    expect(storefrontOrigin('DE', parseDomainMap('www.example.nl=NL'), '4000')).toBe('http://localhost:4000');
  });
});

describe('content page metadata (spec §2 Content page)', () => {
  const page = {
    uid: 'klantenservice',
    lang: 'nl-nl',
    alternate_languages: [
      { uid: 'klantenservice', lang: 'nl-be' },
      { uid: 'kundenservice', lang: 'de-de' },
      { lang: 'fr-fr' },
    ],
    data: { title: 'Klantenservice', meta_title: null, meta_description: 'Hulp nodig?', robots: 'noindex,follow' },
  };

  it('sets the canonical path, robots and an hreflang entry for every storefront with a translation', () => {
    const metadata = contentPageMetadata(page);
    expect(metadata.title).toBe('Klantenservice');
    expect(metadata.description).toBe('Hulp nodig?');
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toBe('/klantenservice/');
    const languages = metadata.alternates?.languages as Record<string, string>;
    // The German document serves Germany, Austria and Luxembourg's German storefront.
    expect(Object.keys(languages).sort()).toEqual(['de-AT', 'de-DE', 'de-LU', 'nl-BE', 'nl-NL', 'x-default']);
    expect(new URL(languages['de-AT']!).host).toMatch(/^at\.localhost/);
    // No English translation: the default is the first storefront's, NL.
    expect(languages['x-default']).toBe(languages['nl-NL']);
    expect(new URL(languages['de-DE']!).pathname).toBe('/kundenservice/');
    // Each Belgian language on its own host: nl-BE and fr-BE never share a URL.
    expect(new URL(languages['nl-BE']!).host).toMatch(/^nl\.be\.localhost/);
  });

  it('defaults robots to index,follow, uses a meta title as the whole title and maps home to /', () => {
    const metadata = contentPageMetadata({
      ...page,
      uid: 'home',
      alternate_languages: [],
      data: { meta_title: 'Schoenen | Stride & Style', robots: null },
    });
    expect(metadata.title).toEqual({ absolute: 'Schoenen | Stride & Style' });
    expect(metadata.robots).toEqual({ index: true, follow: true });
    expect(metadata.alternates?.canonical).toBe('/');
  });

  it('has no hreflang entry for a language without a storefront', () => {
    expect(contentPageMetadata({ ...page, lang: 'xx-xx', alternate_languages: [] }).alternates?.languages).toEqual({});
    // English has the UK storefront.
    expect(contentPageMetadata({ ...page, lang: 'en-gb', alternate_languages: [] }).alternates?.languages).toEqual({
      'en-GB': 'http://uk.localhost:3000/klantenservice/',
      'x-default': 'http://uk.localhost:3000/klantenservice/',
    });
    expect(hreflangAlternates({ FR: '/a-propos/' })).toEqual({
      'fr-FR': 'http://fr.localhost:3000/a-propos/',
      'x-default': 'http://fr.localhost:3000/a-propos/',
    });
  });
});
