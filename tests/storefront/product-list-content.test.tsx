import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { STOREFRONTS, type Storefront } from '@/lib/stores';
import { StateProvider } from '@/lib/state/StateProvider';
import { DEFAULT_PLP_STATE, parseStateSegment, type PlpState } from '@/lib/catalog/plp-state';
import type { UrlRecordData } from '@/graphql/catalog';

/**
 * A list's product_list_page document (spec §2/§3 page type product_list_page), read from the demo
 * repository (the embedded content API) by its category_url in the storefront's content language:
 * the h1, the intro below it, the slices below the grid, and the page metadata.
 */

const MESSAGES = { nl, fr, de, en } as const;
const scope = vi.hoisted(() => ({ locale: 'nl-NL', record: null as unknown }));
const cache = vi.hoisted(() => ({ tags: [] as string[] }));

vi.mock('next/cache', () => ({
  cacheLife: () => {},
  cacheTag: (...tags: string[]) => cache.tags.push(...tags),
}));
vi.mock('@/lib/prismic/preview', () => ({ previewRef: async () => undefined, getContentPage: async () => null }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }), notFound: () => undefined }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => scope.locale,
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: scope.locale,
      messages: MESSAGES[scope.locale.split('-')[0] as keyof typeof MESSAGES],
      namespace: namespace as never,
    }),
}));
vi.mock('@/lib/commerce/queries', () => ({
  listProducts: async () => ({
    products: [
      {
        id: 'p1',
        sku: '100001.001',
        parentSku: '100001',
        categories: [],
        name: 'Runner',
        brand: 'Velora',
        color: 'Zwart',
        url: '/velora-runner/',
        image: '/media/products/100001.001/main-498x705.webp',
        hover_image: null,
        relatedProducts: [],
        variants: [],
        isNew: false,
        isSale: false,
        discount: null,
        price: 89.95,
        regular_price: 89.95,
      },
    ],
    totalCount: 60,
    page: 1,
    sortOptions: [],
    aggregations: [],
  }),
  getAlternateUrls: async () => ({ NL: '/dames/schoenen/', DE: '/damen/schuhe/' }),
}));
vi.mock('@/lib/routing/page-path', () => ({
  resolvePagePath: async () => ({ kind: 'url-record', record: scope.record, url: '/dames/schoenen/', pdp: null }),
}));

const { getProductListContent, categoryUrlSpellings } = await import('@/lib/prismic/product-list-content');
const { ProductListPage } = await import('@/components/catalog/ProductListPage');
const { storefrontPathMetadata } = await import('@/components/catalog/storefront-path-metadata');

const shoes = (url: string, label: string, parent: string): UrlRecordData =>
  ({
    id: '12',
    url,
    page_type: 'category',
    category_id: '12',
    filters: null,
    sku: null,
    label,
    gender: null,
    parents: [{ label: parent, url: `/${url.split('/')[1]}/` }],
  }) as unknown as UrlRecordData;

async function html(record: UrlRecordData, storefront: Storefront, state: PlpState = DEFAULT_PLP_STATE) {
  scope.locale = storefront.locale;
  const page = await ProductListPage({ record, storefront, state });
  const language = storefront.locale.split('-')[0] as keyof typeof MESSAGES;
  const { prelude } = await prerender(
    <NextIntlClientProvider locale={storefront.locale} messages={MESSAGES[language]} timeZone="Europe/Amsterdam">
      <StateProvider>{page}</StateProvider>
    </NextIntlClientProvider>,
  );
  return new Response(prelude).text();
}

const previousEndpoint = process.env.PRISMIC_ENDPOINT;
beforeEach(() => {
  cache.tags = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  if (previousEndpoint === undefined) delete process.env.PRISMIC_ENDPOINT;
  else process.env.PRISMIC_ENDPOINT = previousEndpoint;
});

describe('the product_list_page of a list', () => {
  it('is found by its category_url in the storefront’s content language, tagged for the content webhook', async () => {
    const nlContent = await getProductListContent('nl-nl', '/dames/schoenen/');
    expect(nlContent).toMatchObject({
      id: 'product-list-page-dames-schoenen-nl-nl',
      title: 'Damesschoenen',
      metaTitle: 'Damesschoenen online | Stride & Style',
      metaDescription: 'Shop damesschoenen: sneakers, laarzen, pumps en meer.',
    });
    expect(nlContent!.intro[0]).toMatchObject({ type: 'paragraph', text: expect.stringContaining('sneakers') });
    expect(cache.tags).toEqual(['prismic', 'document:product-list-page-dames-schoenen-nl-nl']);
    // Each storefront reads its own language: the same path in Belgian Dutch is a document of its own.
    expect((await getProductListContent('nl-be', '/dames/schoenen/'))?.id).toBe(
      'product-list-page-dames-schoenen-nl-be',
    );
    expect((await getProductListContent('de-de', '/damen/schuhe/'))?.title).toBe('Damenschuhe');
    expect((await getProductListContent('fr-be', '/femme/chaussures/'))?.title).toBe('Chaussures femme');
    // Another language's path is no list of this one.
    expect(await getProductListContent('de-de', '/dames/schoenen/')).toBeNull();
  });

  it('is found whether the editor wrote the path with its trailing slash or without', async () => {
    expect(categoryUrlSpellings('/dames/schoenen/')).toEqual(['/dames/schoenen/', '/dames/schoenen']);
    expect(categoryUrlSpellings('/')).toEqual(['/']);
    expect((await getProductListContent('en-gb', '/women/shoes'))?.id).toBe('product-list-page-women-shoes-en-gb');
  });

  it('is null for a list without one, still tagged so a new document shows once published', async () => {
    expect(await getProductListContent('nl-nl', '/heren/schoenen/')).toBeNull();
    expect(cache.tags).toEqual(['prismic']);
  });

  it('is null when the content cannot be read, and the failure is logged (spec §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.PRISMIC_ENDPOINT = 'not a url';
    expect(await getProductListContent('nl-nl', '/dames/schoenen/')).toBeNull();
    expect(log).toHaveBeenCalledWith(
      '[content] product_list_page /dames/schoenen/ (nl-nl) could not be loaded',
      expect.anything(),
    );
  });
});

describe('a PLP with its product_list_page', () => {
  const record = shoes('/dames/schoenen/', 'Schoenen', 'Dames');

  it('names the h1 by the document’s title, the intro below it, the editorial slices below the grid', async () => {
    const page = await html(record, STOREFRONTS.NL);
    expect(page).toContain('<h1>Damesschoenen</h1>');
    // The breadcrumb keeps the category's name.
    expect(page).toMatch(/aria-current="page"[^>]*>Schoenen</);
    const h1 = page.indexOf('<h1>');
    const intro = page.indexOf('Van sneakers tot enkellaarsjes');
    const grid = page.indexOf('Runner');
    const slice = page.indexOf('De juiste schoen voor elke dag');
    expect(h1).toBeGreaterThan(-1);
    expect([h1 < intro, intro < grid, grid < slice]).toEqual([true, true, true]);
    // Next's Link drops the trailing slash outside the app (trailingSlash is next.config's).
    expect(page).toMatch(/href="\/dames\/schoenen\/sneakers\/?"/);
    // Headings stay in order: the slice's h2 follows the list's h2s.
    const levels = [...page.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    expect(levels.at(-1)).toBe(2);
  });

  it('keeps the h1 on later and filtered pages, without the intro and the slices', async () => {
    for (const state of [parseStateSegment('page%3D2'), parseStateSegment('brand%3Dvelora')]) {
      const page = await html(record, STOREFRONTS.NL, state);
      expect(page).toContain('<h1>Damesschoenen</h1>');
      expect(page).not.toContain('Van sneakers tot enkellaarsjes');
      expect(page).not.toContain('De juiste schoen voor elke dag');
    }
  });

  it('is in the storefront’s language: German says “Sie”', async () => {
    const page = await html(shoes('/damen/schuhe/', 'Schuhe', 'Damen'), STOREFRONTS.DE);
    expect(page).toContain('<h1>Damenschuhe</h1>');
    expect(page).toContain('Finden Sie Ihr neues Lieblingspaar.');
  });

  it('keeps the category’s name as h1 without a document', async () => {
    const page = await html(shoes('/heren/schoenen/', 'Schoenen', 'Heren'), STOREFRONTS.NL);
    expect(page).toContain('<h1>Schoenen</h1>');
  });
});

describe('PLP metadata from its product_list_page', () => {
  const path = (state = DEFAULT_PLP_STATE) => ({ slug: ['dames', 'schoenen'], state });

  it('is the meta title and description on the canonical page', async () => {
    scope.record = shoes('/dames/schoenen/', 'Schoenen', 'Dames');
    const metadata = await storefrontPathMetadata(STOREFRONTS.NL, path());
    expect(metadata.title).toEqual({ absolute: 'Damesschoenen online | Stride & Style' });
    expect(metadata.description).toBe('Shop damesschoenen: sneakers, laarzen, pumps en meer.');
    expect(metadata.alternates?.canonical).toBe('/dames/schoenen/');
  });

  it('names later and filtered pages by the document’s title, without its description', async () => {
    scope.record = shoes('/dames/schoenen/', 'Schoenen', 'Dames');
    const second = await storefrontPathMetadata(STOREFRONTS.NL, path(parseStateSegment('page%3D2')));
    expect(second.title).toBe('Damesschoenen – pagina 2');
    expect(second.description).toBeUndefined();
    const filtered = await storefrontPathMetadata(STOREFRONTS.NL, path(parseStateSegment('brand%3Dvelora')));
    expect(filtered.title).toBe('Damesschoenen');
    expect(filtered.robots).toEqual({ index: false, follow: true });
  });

  it('keeps the category path as the title without a document', async () => {
    scope.record = shoes('/heren/schoenen/', 'Schoenen', 'Heren');
    const metadata = await storefrontPathMetadata(STOREFRONTS.NL, path());
    expect(metadata.title).toBe('Heren › Schoenen');
    expect(metadata.description).toBeUndefined();
  });
});
