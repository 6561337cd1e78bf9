import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLP_STATE, parsePlpState } from '@/lib/catalog/plp-state';
import { resolveStorefrontPath, type PathReader } from '@/lib/routing/resolve-path';

type Record = { url: string; list: boolean; pages: number };

/** A reader over fixed answers, counting what it was asked. */
function fakeReader(pages: {
  products?: string[];
  records?: Record[];
  searchPages?: number;
  blog?: Map<string, number>;
  lookbooks?: Map<string, number>;
  content?: string[];
  stores?: string[];
}) {
  const reader: PathReader<string, Record, string, string, string> = {
    product: vi.fn(async (sku: string) => (pages.products?.includes(sku) ? `product ${sku}` : null)),
    physicalStore: vi.fn(async (reference: string) =>
      pages.stores?.includes(reference) ? `store ${reference}` : null,
    ),
    urlRecord: vi.fn(async (url: string) => pages.records?.find((record) => record.url === url) ?? null),
    isList: (record: Record) => record.list,
    listPageCount: vi.fn(async (record: Record) => record.pages),
    searchPageCount: vi.fn(async () => pages.searchPages ?? 1),
    blog: vi.fn(async (url: string, page: number) => (page <= (pages.blog?.get(url) ?? 0) ? `blog ${url}` : null)),
    lookbook: vi.fn(async (url: string, page: number) =>
      page <= (pages.lookbooks?.get(url) ?? 0) ? `lookbook ${url}` : null,
    ),
    contentPage: vi.fn(async (uid: string) => (pages.content?.includes(uid) ? `content ${uid}` : null)),
  };
  return reader;
}

const atPage = (page: number) => parsePlpState(`?page=${page}`);

describe('resolveStorefrontPath (one precedence order for proxy, page and metadata)', () => {
  it('takes /blog/ for the blog even where an editor made a content page with the uid blog', async () => {
    const reader = fakeReader({ blog: new Map([['/blog/', 2]]), content: ['blog'] });
    await expect(resolveStorefrontPath('/blog/', DEFAULT_PLP_STATE, reader)).resolves.toEqual({
      kind: 'blog',
      url: '/blog/',
      blog: 'blog /blog/',
    });
    expect(reader.contentPage).not.toHaveBeenCalled();
  });

  it('falls back to the content page when the blog has no page there', async () => {
    const reader = fakeReader({ content: ['blog'] });
    await expect(resolveStorefrontPath('/blog/', DEFAULT_PLP_STATE, reader)).resolves.toMatchObject({
      kind: 'content',
      uid: 'blog',
    });
  });

  it('puts a commerce URL record before a blog, lookbook or content page at the same path', async () => {
    const reader = fakeReader({
      records: [{ url: '/lookbook/', list: true, pages: 1 }],
      lookbooks: new Map([['/lookbook/', 1]]),
      content: ['lookbook'],
    });
    await expect(resolveStorefrontPath('/lookbook/', DEFAULT_PLP_STATE, reader)).resolves.toMatchObject({
      kind: 'url-record',
    });
    expect(reader.lookbook).not.toHaveBeenCalled();
  });

  it('puts a lookbook before a content page, and a later list page where the list has one', async () => {
    const reader = fakeReader({ lookbooks: new Map([['/lookbook/', 2]]), content: ['lookbook'] });
    await expect(resolveStorefrontPath('/lookbook/', DEFAULT_PLP_STATE, reader)).resolves.toMatchObject({
      kind: 'lookbook',
    });
    await expect(resolveStorefrontPath('/lookbook/', atPage(2), reader)).resolves.toMatchObject({ kind: 'lookbook' });
    await expect(resolveStorefrontPath('/lookbook/', atPage(3), reader)).resolves.toEqual({ kind: 'unknown' });
  });

  it('answers app routes without a read, and internal rewrite targets as unknown', async () => {
    const reader = fakeReader({ content: ['cart', 'list-page'] });
    for (const path of ['/', '/cart/', '/checkout/success/', '/customer/orders/12/', '/account/create/']) {
      await expect(resolveStorefrontPath(path, DEFAULT_PLP_STATE, reader)).resolves.toEqual({ kind: 'app-route' });
    }
    await expect(resolveStorefrontPath('/list-page/page%3D2/dames/', DEFAULT_PLP_STATE, reader)).resolves.toEqual({
      kind: 'unknown',
    });
    expect(reader.urlRecord).not.toHaveBeenCalled();
    expect(reader.contentPage).not.toHaveBeenCalled();
  });

  it('finds /products/{sku}/ by SKU in the default state only', async () => {
    const reader = fakeReader({ products: ['100001.001'] });
    await expect(resolveStorefrontPath('/products/100001.001/', DEFAULT_PLP_STATE, reader)).resolves.toEqual({
      kind: 'product',
      sku: '100001.001',
      product: 'product 100001.001',
    });
    for (const [path, state] of [
      ['/products/100001.002/', DEFAULT_PLP_STATE],
      ['/products/not-a-sku/', DEFAULT_PLP_STATE],
      ['/products/100001.001/', atPage(2)],
      ['/products/100001.001/', parsePlpState('?sale=1')],
    ] as const) {
      await expect(resolveStorefrontPath(path, state, reader)).resolves.toEqual({ kind: 'unknown' });
    }
    expect(reader.product).toHaveBeenCalledTimes(2);
  });

  it('answers the store locator under each language’s word and a store page only for a known reference', async () => {
    const reader = fakeReader({ stores: ['kalverstraat-amsterdam'], content: ['winkels'] });
    for (const path of ['/geschaefte/', '/winkels/', '/magasins/']) {
      await expect(resolveStorefrontPath(path, DEFAULT_PLP_STATE, reader)).resolves.toEqual({ kind: 'app-route' });
    }
    for (const word of ['geschaefte', 'winkels', 'magasins']) {
      await expect(
        resolveStorefrontPath(`/${word}/kalverstraat-amsterdam/`, DEFAULT_PLP_STATE, reader),
      ).resolves.toEqual({ kind: 'app-route' });
    }
    for (const path of ['/winkels/unknown-store/', '/winkels/Not%20A%20Slug/', '/winkels/a/b/']) {
      await expect(resolveStorefrontPath(path, DEFAULT_PLP_STATE, reader)).resolves.toEqual({ kind: 'unknown' });
    }
    // Only well-formed references are looked up; an editor's content page never shadows the route.
    expect(reader.physicalStore).toHaveBeenCalledTimes(4);
    expect(reader.contentPage).not.toHaveBeenCalled();
  });

  it('takes filters, a sort and later pages only on a list record with that many pages', async () => {
    const reader = fakeReader({
      records: [
        { url: '/dames/schoenen/', list: true, pages: 2 },
        { url: '/runner-zwart-100001-001/', list: false, pages: 1 },
      ],
      content: ['home'],
    });
    const plp = '/dames/schoenen/';
    await expect(resolveStorefrontPath(plp, parsePlpState('?brand=velora&sort=new'), reader)).resolves.toMatchObject({
      kind: 'url-record',
    });
    await expect(resolveStorefrontPath(plp, atPage(2), reader)).resolves.toMatchObject({ kind: 'url-record' });
    await expect(resolveStorefrontPath(plp, atPage(3), reader)).resolves.toEqual({ kind: 'unknown' });
    const pdp = '/runner-zwart-100001-001/';
    await expect(resolveStorefrontPath(pdp, DEFAULT_PLP_STATE, reader)).resolves.toMatchObject({ kind: 'url-record' });
    await expect(resolveStorefrontPath(pdp, parsePlpState('?color=black'), reader)).resolves.toEqual({
      kind: 'unknown',
    });
    // A content page takes no list state at all.
    await expect(resolveStorefrontPath('/home/', atPage(2), reader)).resolves.toEqual({ kind: 'unknown' });
    await expect(resolveStorefrontPath('/home/', parsePlpState('?sort=new'), reader)).resolves.toEqual({
      kind: 'unknown',
    });
  });

  it('gives a blog article and a look no page number, and content pages only one level', async () => {
    const reader = fakeReader({
      blog: new Map([['/blog/een-artikel/', 9]]),
      lookbooks: new Map([['/lookbook/autumn-walk/', 9]]),
      content: ['a/b'],
    });
    await expect(resolveStorefrontPath('/blog/een-artikel/', atPage(2), reader)).resolves.toEqual({
      kind: 'unknown',
    });
    await expect(resolveStorefrontPath('/lookbook/autumn-walk/', atPage(2), reader)).resolves.toEqual({
      kind: 'unknown',
    });
    await expect(resolveStorefrontPath('/a/b/', DEFAULT_PLP_STATE, reader)).resolves.toEqual({ kind: 'unknown' });
    expect(reader.contentPage).not.toHaveBeenCalled();
  });

  it('finds a later page of search results only for a term with that many', async () => {
    const reader = fakeReader({ searchPages: 2 });
    await expect(resolveStorefrontPath('/search/', parsePlpState('?q=schoen&page=2'), reader)).resolves.toEqual({
      kind: 'app-route',
    });
    await expect(resolveStorefrontPath('/search/', parsePlpState('?q=schoen&page=3'), reader)).resolves.toEqual({
      kind: 'unknown',
    });
    await expect(resolveStorefrontPath('/search/', parsePlpState('?page=2'), reader)).resolves.toEqual({
      kind: 'unknown',
    });
  });
});
