import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as prismic from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { handlePrismicApiRequest, PREVIEW_REF } from '@/content/api';
import { parsePredicates, parseOrderings } from '@/content/api/predicates';
import { createPrismicClient, EMBEDDED_ENDPOINT, getPageByUid } from '@/lib/prismic/client';
import { prismicLangForLocale, prismicLangForStore } from '@/lib/prismic/lang';

const LANGS = ['nl-nl', 'nl-be', 'fr-be', 'fr-fr', 'de-de', 'en-gb'];

/** The real @prismicio/client against the embedded handler (in-process fetch). */
const client = () => createPrismicClient();

/** Content pages published in content/documents/cms_page (the counts follow the demo content). */
const CMS_PAGES = readdirSync(path.resolve(import.meta.dirname, '../../content/documents/cms_page')).filter((file) =>
  file.endsWith('.json'),
);
const CMS_PAGE_COUNT = CMS_PAGES.length;
const HOME_PAGE_COUNT = CMS_PAGES.filter((file) => file.startsWith('home.')).length;

async function raw(path: string): Promise<Response> {
  return handlePrismicApiRequest(new Request(`http://localhost:3000/api/prismic/v2${path}`));
}

async function masterRef(): Promise<string> {
  return (await client().getMasterRef()).ref;
}

describe('repository endpoint', () => {
  it('lists the master ref, languages and types', async () => {
    const response = await raw('');
    expect(response.status).toBe(200);
    const repo = (await response.json()) as prismic.Repository;
    expect(repo.refs).toHaveLength(1);
    expect(repo.refs[0]).toMatchObject({ id: 'master', isMasterRef: true, label: 'Master' });
    expect(repo.refs[0]!.ref).toMatch(/^[\w-]{16}$/);
    expect(repo.languages.map((language) => language.id).sort()).toEqual([...LANGS].sort());
    expect(repo.languages.find((language) => language.is_master)?.id).toBe('nl-nl');
    expect(repo.types).toMatchObject({ cms_page: expect.any(String), product_list_page: expect.any(String) });
  });

  it('accepts trailing slashes (next.config trailingSlash)', async () => {
    expect((await raw('/')).status).toBe(200);
    const ref = await masterRef();
    expect((await raw(`/documents/search/?ref=${ref}`)).status).toBe(200);
  });

  it('answers unknown paths with 404 and other methods with 405', async () => {
    expect((await raw('/documents/nope')).status).toBe(404);
    const post = await handlePrismicApiRequest(
      new Request('http://x/api/prismic/v2/documents/search', { method: 'POST' }),
    );
    expect(post.status).toBe(405);
  });
});

describe('documents via @prismicio/client', () => {
  it('getByUID returns the Dutch home page with Prismic document fields', async () => {
    const home = await client().getByUID('cms_page', 'home', { lang: 'nl-nl' });
    expect(home).toMatchObject({
      id: 'cms-page-home-nl-nl',
      uid: 'home',
      type: 'cms_page',
      lang: 'nl-nl',
      url: '/',
      tags: ['home'],
    });
    expect(home.href).toContain('/documents/search');
    expect(home.alternate_languages.map((alt) => alt.lang).sort()).toEqual(
      LANGS.filter((lang) => lang !== 'nl-nl').sort(),
    );
    expect(home.data.meta_title).toBeTruthy();
    const types = home.data.slices.map((slice) => slice.slice_type);
    expect(types).toEqual(['hero', 'products', 'products', 'newsletter_subscription', 'usps']);
    const hero = home.data.slices[0] as prismic.Content.HeroSlice;
    expect(hero.primary.button_link).toMatchObject({ link_type: 'Web', url: '/dames/schoenen/' });
    expect(hero.primary.image.url).toBe('/content/hero-women.svg');
  });

  it('every language has a home (women/men shoe categories) and a 404 page', async () => {
    const womenByLang: Record<string, string> = {
      'nl-nl': '/dames/schoenen/',
      'nl-be': '/dames/schoenen/',
      'fr-be': '/femme/chaussures/',
      'fr-fr': '/femme/chaussures/',
      'de-de': '/damen/schuhe/',
      'en-gb': '/women/shoes/',
    };
    const menByLang: Record<string, string> = {
      'nl-nl': '/heren/schoenen/',
      'nl-be': '/heren/schoenen/',
      'fr-be': '/homme/chaussures/',
      'fr-fr': '/homme/chaussures/',
      'de-de': '/herren/schuhe/',
      'en-gb': '/men/shoes/',
    };
    for (const lang of LANGS) {
      const home = await client().getByUID('cms_page', 'home', { lang });
      const products = home.data.slices.filter(
        (slice) => slice.slice_type === 'products',
      ) as prismic.Content.ProductsSlice[];
      expect(products.map((slice) => slice.primary.category_url)).toEqual([womenByLang[lang], menByLang[lang]]);
      expect(products.every((slice) => slice.primary.limit === 8)).toBe(true);
      const usps = home.data.slices.find((slice) => slice.slice_type === 'usps') as
        prismic.Content.UspsSlice | undefined;
      expect(usps?.items).toHaveLength(4);
      const notFound = await client().getByUID('cms_page', '404', { lang });
      expect(notFound.data.title).toBeTruthy();
    }
  });

  it('unknown uid → NotFoundError; getPageByUid → null', async () => {
    await expect(client().getByUID('cms_page', 'does-not-exist', { lang: 'nl-nl' })).rejects.toBeInstanceOf(
      prismic.NotFoundError,
    );
    expect(await getPageByUid('cms_page', 'does-not-exist', 'nl-nl')).toBeNull();
    const page = await getPageByUid('cms_page', 'home', 'de-de');
    expect(page?.lang).toBe('de-de');
  });

  it('getAllByType pages through every document of a type', async () => {
    const all = await client().getAllByType('cms_page', { lang: '*' });
    expect(all).toHaveLength(CMS_PAGE_COUNT);
    const paged = await client().dangerouslyGetAll({
      filters: [prismic.filter.at('document.type', 'cms_page')],
      lang: '*',
      pageSize: 5,
    });
    expect(paged.map((doc) => doc.id)).toEqual(all.map((doc) => doc.id));
  });

  it('lang defaults to the master language and filters; * returns all', async () => {
    const master = await client().get({ filters: [prismic.filter.at('my.cms_page.uid', 'home')] });
    expect(master.results.map((doc) => doc.lang)).toEqual(['nl-nl']);
    const french = await client().getAllByType('cms_page', { lang: 'fr-be' });
    expect(new Set(french.map((doc) => doc.lang))).toEqual(new Set(['fr-be']));
    const everything = await client().get({ lang: '*', pageSize: 100 });
    const published = readdirSync(path.resolve(import.meta.dirname, '../../content/documents'), { recursive: true });
    expect(everything.total_results_size).toBe(published.filter((file) => String(file).endsWith('.json')).length);
  });

  it('supports at / any / in / not predicates, AND-ed', async () => {
    const c = client();
    const byId = await c.getByID('cms-page-404-de-de', { lang: '*' });
    expect(byId.uid).toBe('404');
    const anyType = await c.get({
      filters: [prismic.filter.any('document.type', ['product_list_page', 'nope'])],
      lang: '*',
    });
    expect(anyType.results.map((doc) => `${doc.uid}.${doc.lang}`).sort()).toEqual([
      'damen-schuhe.de-de',
      'dames-schoenen.nl-be',
      'dames-schoenen.nl-nl',
      'femme-chaussures.fr-be',
      'femme-chaussures.fr-fr',
      'women-shoes.en-gb',
    ]);
    const tagged = await c.get({ filters: [prismic.filter.at('document.tags', ['system'])], lang: '*' });
    expect(tagged.total_results_size).toBe(6);
    const byIds = await c.getByIDs(['cms-page-home-en-gb', 'cms-page-404-fr-fr'], { lang: '*' });
    expect(byIds.results.map((doc) => doc.id).sort()).toEqual(['cms-page-404-fr-fr', 'cms-page-home-en-gb']);
    const byUids = await c.getByUIDs('cms_page', ['home', '404'], { lang: 'en-gb' });
    expect(byUids.results).toHaveLength(2);
    const notHome = await c.get({
      filters: [prismic.filter.at('document.type', 'cms_page'), prismic.filter.not('my.cms_page.uid', 'home')],
      lang: '*',
    });
    expect(notHome.results.every((doc) => doc.uid !== 'home')).toBe(true);
    expect(notHome.total_results_size).toBe(CMS_PAGE_COUNT - HOME_PAGE_COUNT);
    const none = await c.get({
      filters: [
        prismic.filter.at('document.type', 'cms_page'),
        prismic.filter.at('document.type', 'product_list_page'),
      ],
      lang: '*',
    });
    expect(none.total_results_size).toBe(0);
    const fulltext = await c.get({ filters: [prismic.filter.fulltext('document', 'damescollectie')], lang: '*' });
    expect(fulltext.results.map((doc) => doc.id).sort()).toEqual(['cms-page-home-nl-be', 'cms-page-home-nl-nl']);
  });

  it('orders by fields and publication dates, missing values last', async () => {
    const byTitle = await client().getAllByType('cms_page', {
      lang: '*',
      orderings: [{ field: 'my.cms_page.title', direction: 'desc' }],
    });
    const titles = byTitle.map((doc) => doc.data.title ?? '');
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a)));
    const byDate = await client().getAllByType('cms_page', {
      lang: '*',
      orderings: [
        { field: 'document.first_publication_date' },
        { field: 'document.last_publication_date', direction: 'desc' },
      ],
    });
    expect(byDate.slice(0, 6).every((doc) => doc.uid === '404')).toBe(true);
    const homes = byDate.slice(6).map((doc) => Date.parse(doc.last_publication_date));
    expect(homes).toEqual([...homes].sort((a, b) => b - a));
  });

  it('returns the Prismic response shape with paging and the after cursor', async () => {
    const c = client();
    const page2 = await c.get({
      filters: [prismic.filter.at('document.type', 'cms_page')],
      lang: '*',
      pageSize: 5,
      page: 2,
      orderings: [{ field: 'document.id' }],
    });
    expect(page2).toMatchObject({
      page: 2,
      results_per_page: 5,
      results_size: 5,
      total_results_size: CMS_PAGE_COUNT,
      total_pages: Math.ceil(CMS_PAGE_COUNT / 5),
    });
    expect(page2.next_page).toContain('page=3');
    expect(CMS_PAGE_COUNT).toBeGreaterThan(10);
    expect(page2.prev_page).toContain('page=1');
    const all = await c.get({
      filters: [prismic.filter.at('document.type', 'cms_page')],
      lang: '*',
      pageSize: 100,
      orderings: [{ field: 'document.id' }],
    });
    const after = await c.get({
      filters: [prismic.filter.at('document.type', 'cms_page')],
      lang: '*',
      pageSize: 3,
      after: all.results[4]!.id,
      orderings: [{ field: 'document.id' }],
    });
    expect(after.results.map((doc) => doc.id)).toEqual(all.results.slice(5, 8).map((doc) => doc.id));
    expect(after.total_results_size).toBe(CMS_PAGE_COUNT - 5);
    const first = await c.get({ lang: '*', pageSize: 100 });
    const last = await c.get({ lang: '*', pageSize: 100, page: first.total_pages });
    expect(last.next_page).toBeNull();
    const clamped = await raw(`/documents/search?ref=${await masterRef()}&pageSize=500`);
    expect(((await clamped.json()) as { results_per_page: number }).results_per_page).toBe(100);
  });

  it('applies fetchLinks to content relationships and graphQuery projections', async () => {
    const c = client();
    const projected = await c.getByUID('cms_page', 'home', {
      lang: 'nl-nl',
      graphQuery:
        '{ cms_page { meta_title slices { ...on hero { variation { ...on default { primary { title } } } } } } }',
    });
    expect(Object.keys(projected.data)).toEqual(['meta_title', 'slices']);
    expect(projected.data.slices).toHaveLength(1);
    expect(projected.data.slices[0]!.primary).toEqual({ title: 'De nieuwe damescollectie' });
    const ref = await masterRef();
    const bad = await raw(`/documents/search?ref=${ref}&graphQuery=${encodeURIComponent('{ cms_page { title }')}`);
    expect(bad.status).toBe(400);
  });
});

describe('refs and preview', () => {
  it('the preview ref serves the draft layered over published documents', async () => {
    const published = await client().getByUID('cms_page', 'home', { lang: 'nl-nl' });
    const draft = await createPrismicClient({ previewRef: PREVIEW_REF }).getByUID('cms_page', 'home', {
      lang: 'nl-nl',
    });
    expect((published.data.slices[0] as prismic.Content.HeroSlice).primary.title).toBe('De nieuwe damescollectie');
    expect((draft.data.slices[0] as prismic.Content.HeroSlice).primary.title).toBe(
      'Voorjaarsdrop: de nieuwe damescollectie',
    );
    expect(draft.id).toBe(published.id);
    const otherLang = await createPrismicClient({ previewRef: PREVIEW_REF }).getByUID('cms_page', 'home', {
      lang: 'de-de',
    });
    expect(otherLang.data.title).toBe((await client().getByUID('cms_page', 'home', { lang: 'de-de' })).data.title);
    expect(
      (await getPageByUid('cms_page', 'home', 'nl-nl', { previewRef: PREVIEW_REF }))?.data.slices[0]?.primary,
    ).toMatchObject({ title: 'Voorjaarsdrop: de nieuwe damescollectie' });
  });

  it('unknown ref → 404 api_notfound_error naming the master ref; the client retries with master', async () => {
    const response = await raw('/documents/search?ref=bogus');
    expect(response.status).toBe(404);
    const body = (await response.json()) as { type: string; message: string };
    expect(body.type).toBe('api_notfound_error');
    expect(body.message).toContain(`Master ref is: ${await masterRef()}`);
    // @prismicio/client treats this as RefNotFoundError and retries once with the named master ref.
    const fallback = await createPrismicClient({ previewRef: 'bogus' }).getByUID('cms_page', 'home', { lang: 'nl-nl' });
    expect((fallback.data.slices[0] as prismic.Content.HeroSlice).primary.title).toBe('De nieuwe damescollectie');
  });

  it('missing ref and malformed predicates → 400 ParsingError', async () => {
    expect((await raw('/documents/search')).status).toBe(400);
    const ref = await masterRef();
    const response = await raw(
      `/documents/search?ref=${ref}&q=${encodeURIComponent('[[at(document.type, "cms_page"]]')}`,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { type: string }).type).toBe('parsing-error');
    await expect(client().get({ filters: ['[bogus(document.type, "x")]'] })).rejects.toBeInstanceOf(
      prismic.ParsingError,
    );
  });

  it('the in-process client uses the fixed embedded endpoint', () => {
    expect(client().documentAPIEndpoint).toBe(EMBEDDED_ENDPOINT);
  });
});

describe('predicate and ordering parsing', () => {
  it('parses the API form, several predicates in one q, escapes and arrays', () => {
    expect(parsePredicates('[[at(document.type, "cms_page")]]')).toEqual([
      { name: 'at', path: 'document.type', args: ['cms_page'] },
    ]);
    expect(
      parsePredicates(
        '[[at(my.cms_page.uid, "a \\"b\\"")][any(document.tags, ["x", \'y\'])][number.inRange(my.p.price, 1, 2.5)]]',
      ),
    ).toEqual([
      { name: 'at', path: 'my.cms_page.uid', args: ['a "b"'] },
      { name: 'any', path: 'document.tags', args: [['x', 'y']] },
      { name: 'number.inRange', path: 'my.p.price', args: [1, 2.5] },
    ]);
    expect(parsePredicates('[:d = at(document.id, "abc")]')).toEqual([
      { name: 'at', path: 'document.id', args: ['abc'] },
    ]);
    expect(parsePredicates('  [ [ in( document.id , [ "a","b" ] ) ] ]  ')).toEqual([
      { name: 'in', path: 'document.id', args: [['a', 'b']] },
    ]);
    expect(parsePredicates('[[at(my.cms_page.uid, "x]y(z)")]]')[0]!.args).toEqual(['x]y(z)']);
    expect(() => parsePredicates('[[at(document.type, "x"]')).toThrow();
    expect(() => parsePredicates('[[at(document.type, "x")]] trailing')).toThrow();
  });

  it('parses orderings', () => {
    expect(parseOrderings('[my.cms_page.title desc, document.first_publication_date]')).toEqual([
      { path: 'my.cms_page.title', desc: true },
      { path: 'document.first_publication_date', desc: false },
    ]);
    expect(() => parseOrderings('[a b c]')).toThrow();
  });

  it('maps stores and locales to Prismic languages', () => {
    expect(['NL', 'BENL', 'BEFR', 'DE', 'FR', 'EN'].map(prismicLangForStore)).toEqual([
      'nl-nl',
      'nl-be',
      'fr-be',
      'de-de',
      'fr-fr',
      'en-gb',
    ]);
    expect(prismicLangForLocale('de-AT')).toBe('de-de');
    expect(prismicLangForLocale('fr-BE')).toBe('fr-be');
    expect(prismicLangForLocale('en')).toBe('en-gb');
  });
});
