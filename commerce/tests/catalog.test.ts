import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KEYS } from '../config/stores';
import { typeDefs } from '../index';
import { startCommerce, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => h?.stop());

const PRODUCT = `id sku parentSku name brand color url price regular_price discount isSale isOneSize comingSoonDate image hover_image images thumbnail
  availableStock totalAvailableStock variants { id size sku legacySku availableStock deliveryTime } categories { level name url } relatedProducts { productNumber type url }`;

describe('contract', () => {
  it('typeDefs.ts is schema.graphql (regenerate with commerce/graphql/generate-typedefs.ts)', () => {
    expect(typeDefs).toBe(fs.readFileSync(path.join(import.meta.dirname, '..', 'schema.graphql'), 'utf8'));
  });

  it('storeConfig follows x-store-key; unknown key is STORE_NOT_FOUND', async () => {
    const nl = await h.gql(
      `{ storeConfig { countries { id iso name } currency { iso symbol } languages { code } salutations { id key displayName } } }`,
    );
    expect(nl.data!.storeConfig.countries.map((c: { iso: string }) => c.iso)).toContain('NL');
    expect(nl.data!.storeConfig.currency).toEqual({ iso: 'EUR', symbol: '€' });
    const de = await h.gql(`{ storeConfig { languages { code } salutations { displayName } } }`, {}, { store: 'DE' });
    expect(de.data!.storeConfig.languages[0].code).toBe('de-DE');
    expect(de.data!.storeConfig.salutations.map((s: { displayName: string }) => s.displayName)).toEqual([
      'Herr',
      'Frau',
    ]);
    expect((await h.gql(`{ storeConfig { currency { iso } } }`, {}, { store: 'UK' })).code).toBe('STORE_NOT_FOUND');
  });

  it('getContext without a known token is fresh and not stored', async () => {
    const res = await h.gql(
      `{ getContext { token cart { items { id } } salesChannel { countryId storeKey } cartStatus { status } } }`,
      {},
      { store: 'FR' },
    );
    expect(res.data!.getContext.token).toMatch(/^[A-Za-z0-9]{32,64}$/);
    expect(res.data!.getContext.salesChannel).toEqual({ countryId: 'FR', storeKey: 'FR' });
    expect(res.token).toBeNull();
    const again = await h.gql(`{ getContext { token } }`, {}, { token: res.data!.getContext.token });
    expect(again.data!.getContext.token).not.toBe(res.data!.getContext.token);
    const malformed = await h.gql(`{ getContext { token } }`, {}, { token: 'x' });
    expect(malformed.errors).toBeUndefined();
  });
});

describe('catalog', () => {
  it('searches with full-text search in the store language, with paging and sort', async () => {
    const nl = await h.gql(
      `query { search(search: "sneakers", itemsPerPage: 5, sort: "price-asc") { productData { totalCount page itemsPerPage products { ${PRODUCT} } sortOptions { key } } urlData { urls { url label page_group parents { url } } } urlSuggestData { suggestions { text } } } }`,
    );
    expect(nl.errors).toBeUndefined();
    const data = nl.data!.search;
    expect(data.productData.totalCount).toBeGreaterThan(0);
    expect(data.productData.products.length).toBeLessThanOrEqual(5);
    const prices = data.productData.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data.productData.sortOptions.map((o: { key: string }) => o.key)).toEqual([
      'recommended',
      'new',
      'sale',
      'name-asc',
      'name-desc',
      'price-asc',
      'price-desc',
    ]);
    expect(data.urlData.urls.map((u: { url: string }) => u.url)).toContain('/dames/schoenen/sneakers/');
    const p = data.productData.products[0];
    expect(p.sku).toMatch(/^\d{6}\.\d{3}$/);
    expect(p.url).toMatch(/^\/[a-z0-9-]+-\d{6}-\d{3}\/$/);
    expect(p.image).toBe(`/media/products/${p.sku}/main-498x705.webp`);
    expect(p.hover_image).toBe(`/media/products/${p.sku}/hover-498x705.webp`);
    expect(p.categories.map((c: { level: number }) => c.level)).toEqual([1, 2, 3]);

    const fr = await h.gql(
      `{ search(search: "chaussures femme") { productData { totalCount products { url categories { url } } } } }`,
      {},
      { store: 'FR' },
    );
    expect(fr.data!.search.productData.totalCount).toBeGreaterThan(0);
    expect(fr.data!.search.productData.products[0].categories[1].url).toBe('/femme/chaussures/');
    const de = await h.gql(`{ search(search: "schuhe") { productData { totalCount } } }`, {}, { store: 'DE' });
    expect(de.data!.search.productData.totalCount).toBeGreaterThan(0);

    const typo = await h.gql(
      `{ search(search: "snekaers") { productData { totalCount } urlSuggestData { suggestions { text } } } }`,
    );
    expect(typo.errors).toBeUndefined();
  });

  it('filters by category (with descendants), segment and brand, and pages', async () => {
    const plp = await h.gql(
      `{ url(url: "/heren/schoenen/") { page_type category_id label parents { label url } filters } }`,
    );
    expect(plp.data!.url).toMatchObject({
      page_type: 'plp',
      label: 'Schoenen',
      parents: [{ label: 'Heren', url: '/heren/' }],
    });
    // The women's top category is a list too (its landing page sits above it in the storefront).
    expect((await h.gql(`{ url(url: "/dames/") { label parents { url } } }`)).data!.url).toEqual({
      label: 'Dames',
      parents: [],
    });
    const cat = plp.data!.url.category_id;
    const all = await h.gql(
      `query F($c: String!) { search(search: "", plp: true, filters: [{ name: "category", values: [$c] }], itemsPerPage: 100) { productData { totalCount products { categories { url } } } } }`,
      { c: cat },
    );
    const list = all.data!.search.productData;
    expect(list.totalCount).toBeGreaterThan(0);
    for (const p of list.products) expect(p.categories[1].url).toBe('/heren/schoenen/');
    const page2 = await h.gql(
      `query F($c: String!) { search(search: "", plp: true, filters: [{ name: "category", values: [$c] }], page: 2, itemsPerPage: 1) { productData { page products { sku } } } }`,
      { c: cat },
    );
    expect(page2.data!.search.productData.page).toBe(2);
    const her = await h.gql(
      `{ search(search: "", filters: [{ name: "segment", values: ["for-her"] }], itemsPerPage: 100) { productData { totalCount products { categories { name } } } } }`,
    );
    for (const p of her.data!.search.productData.products) expect(p.categories[0].name).toBe('Dames');
  });

  it('resolves PDPs, product URLs by SKU and legacy codes, and seeds the edge cases', async () => {
    const pdp = await h.gql(
      `{ pdp(sku: "100001.001") { product { ${PRODUCT} sizeAttributeName } crossSellings { name products { product { sku } } } } }`,
    );
    const product = pdp.data!.pdp.product;
    expect(product.sku).toBe('100001.001');
    expect(product.variants.map((v: { availableStock: number }) => v.availableStock).slice(0, 3)).toEqual([0, 1, 3]);
    expect(product.variants[0].sku).toBe(`100001.001.${product.variants[0].size}`);
    expect((await h.gql(`{ pdp(sku: "999999.999") { product { id } } }`)).data!.pdp).toBeNull();

    const url = (await h.gql(`{ getProductUrlBySku(sku: "100001x001") }`)).data!.getProductUrlBySku;
    expect(url).toBe(product.url);
    expect(
      (await h.gql(`query U($s: String!) { getProductUrlBySku(sku: $s) }`, { s: product.variants[1].legacySku })).data!
        .getProductUrlBySku,
    ).toBe(url);
    const fr = (await h.gql(`{ getProductUrlBySku(sku: "100001.001") }`, {}, { store: 'BEFR' })).data!
      .getProductUrlBySku;
    expect(fr).not.toBe(url);
    const record = await h.gql(`query U($u: String!) { url(url: $u) { page_type sku parents { url } } }`, { u: url });
    expect(record.data!.url).toMatchObject({ page_type: 'pdp', sku: '100001.001' });

    const coming = await h.gql(
      `{ search(search: "", itemsPerPage: 100) { productData { products { comingSoonDate isOneSize variants { deliveryTime availableStock } } } } }`,
    );
    const products = coming.data!.search.productData.products;
    const today = new Date().toISOString().slice(0, 10);
    expect(products.some((p: { comingSoonDate: string | null }) => p.comingSoonDate && p.comingSoonDate > today)).toBe(
      true,
    );
    expect(
      products.some((p: { variants: { deliveryTime: string | null }[] }) =>
        p.variants.some((v) => v.deliveryTime === '3-4 weeks'),
      ),
    ).toBe(true);
    expect(products.some((p: { isOneSize: boolean }) => p.isOneSize)).toBe(true);
  });
});

describe('alternate urls (spec §7 Stores and alternate urls)', () => {
  const ALTERNATES = `query A($id: ID!) { esUrlsGlobal(urlId: $id) { urls { storeCode url } } }`;
  const URL_ID = `query U($u: String!) { url(url: $u) { id url page_type } }`;

  it("gives a category list page's URL in every store, keyed by store code", async () => {
    const record = (await h.gql(URL_ID, { u: '/dames/schoenen/' })).data!.url;
    expect(record.page_type).toBe('plp');
    const { urls } = (await h.gql(ALTERNATES, { id: record.id })).data!.esUrlsGlobal;
    expect(urls.map((u: { storeCode: string }) => u.storeCode)).toEqual([...STORE_KEYS].sort());
    const byStore = Object.fromEntries(urls.map((u: { storeCode: string; url: string }) => [u.storeCode, u.url]));
    expect(byStore.NL).toBe('/dames/schoenen/');
    expect(byStore.BENL).toBe('/dames/schoenen/');
    expect(byStore.EN).toBe('/women/shoes/');
    expect(byStore.AT).toBe(byStore.DE);
    expect(byStore.LUFR).toBe(byStore.FR);
    // The French and German stores have their own path for the same category.
    const de = (await h.gql(URL_ID, { u: byStore.DE }, { store: 'DE' })).data!.url;
    expect(de).toMatchObject({ page_type: 'plp' });
    expect(byStore.DE).not.toBe('/dames/schoenen/');
    expect(byStore.FR).not.toBe(byStore.DE);
  });

  it("gives a product's URL in every store by SKU, and null for another store's or an unknown id", async () => {
    const url = (await h.gql(`{ getProductUrlBySku(sku: "100001.001") }`)).data!.getProductUrlBySku;
    const record = (await h.gql(URL_ID, { u: url })).data!.url;
    const { urls } = (await h.gql(ALTERNATES, { id: record.id })).data!.esUrlsGlobal;
    const fr = (await h.gql(`{ getProductUrlBySku(sku: "100001.001") }`, {}, { store: 'FR' })).data!.getProductUrlBySku;
    expect(urls).toContainEqual({ storeCode: 'FR', url: fr });
    expect(urls).toContainEqual({ storeCode: 'NL', url });
    expect((await h.gql(ALTERNATES, { id: record.id }, { store: 'DE' })).data!.esUrlsGlobal).toBeNull();
    expect((await h.gql(ALTERNATES, { id: '99999999' })).data!.esUrlsGlobal).toBeNull();
    expect((await h.gql(ALTERNATES, { id: 'abc' })).data!.esUrlsGlobal).toBeNull();
  });

  it('has /products/ and the brand pages (a slug with a slash too) in every store, each in its language', async () => {
    const all = (await h.gql(URL_ID, { u: '/products/' })).data!.url;
    expect(all).toMatchObject({ page_type: 'plp' });
    expect((await h.gql(ALTERNATES, { id: all.id })).data!.esUrlsGlobal.urls).toContainEqual({
      storeCode: 'FR',
      url: '/products/',
    });
    const brand = (
      await h.gql(`query U($u: String!) { url(url: $u) { id label filters category_id } }`, { u: '/brands/velora/' })
    ).data!.url;
    expect(brand).toMatchObject({ label: 'Velora', filters: { brand: ['velora'] }, category_id: null });
    const women = (await h.gql(URL_ID, { u: '/brands/velora/dames/' })).data!.url;
    const urls = (await h.gql(ALTERNATES, { id: women.id })).data!.esUrlsGlobal.urls;
    expect(urls).toContainEqual({ storeCode: 'DE', url: '/brands/velora/damen/' });
    expect(urls).toContainEqual({ storeCode: 'BEFR', url: '/brands/velora/femme/' });
    expect(urls).not.toContainEqual({ storeCode: 'DE', url: '/brands/velora/herren/' });
    expect((await h.gql(URL_ID, { u: '/brands/no-such-brand/' })).data!.url).toBeNull();
  });
});

describe('quick search (spec §7 Search, §9: 3 quick results)', () => {
  const Q = `query Q($quick: Boolean, $n: Int) { search(search: "", isQuickSearch: $quick, itemsPerPage: $n) { productData { itemsPerPage totalCount products { sku } } } }`;

  it('returns 3 products when isQuickSearch is set and itemsPerPage is not', async () => {
    const quick = (await h.gql(Q, { quick: true })).data!.search.productData;
    expect(quick.totalCount).toBeGreaterThan(24);
    expect(quick.itemsPerPage).toBe(3);
    expect(quick.products).toHaveLength(3);
    // Omitted in the document (not only in the variables) is the same.
    const inline = await h.gql(`{ search(search: "", isQuickSearch: true) { productData { products { sku } } } }`);
    expect(inline.data!.search.productData.products).toHaveLength(3);
  });

  it('keeps an explicit itemsPerPage, and 24 for a normal search', async () => {
    expect((await h.gql(Q, { quick: true, n: 5 })).data!.search.productData.products).toHaveLength(5);
    const normal = (await h.gql(Q, { quick: false })).data!.search.productData;
    expect(normal.itemsPerPage).toBe(24);
    expect(normal.products).toHaveLength(24);
    expect((await h.gql(Q, {})).data!.search.productData.products).toHaveLength(24);
  });
});

describe('search by SKU (products slice)', () => {
  it('returns exactly the listed style-colours and ignores malformed SKUs', async () => {
    const first = await h.gql(`{ search(search: "", itemsPerPage: 3) { productData { products { sku } } } }`);
    const skus = first.data!.search.productData.products.map((p: { sku: string }) => p.sku) as string[];
    const Q = `query($values: [String!]!) { search(search: "", filters: [{ name: "sku", values: $values }]) { productData { totalCount products { sku } } } }`;
    const picked = await h.gql(Q, { values: [skus[2], skus[0], 'DROP TABLE', '../x'] });
    expect(picked.data!.search.productData.products.map((p: { sku: string }) => p.sku).sort()).toEqual(
      [skus[0], skus[2]].sort(),
    );
    const none = await h.gql(Q, { values: ['nope'] });
    expect(none.data!.search.productData.totalCount).toBe(0);
  });
});
