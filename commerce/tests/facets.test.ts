/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL results are checked by the assertions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareSizes } from '../services/facets';
import { parsePriceRange } from '../services/search-conditions';
import { startCommerce, type Harness } from './harness';

let h: Harness;
let category: string;
beforeAll(async () => {
  h = await startCommerce();
  category = (await h.gql(`{ url(url: "/dames/schoenen/") { category_id } }`)).data!.url.category_id;
});
afterAll(async () => h?.stop());

const FACETS = `aggregations { name label min max entries { value label count selected parent level url hex } }`;

/** A PLP search of the women's shoes with extra filters: its count, products and facets by name. */
async function plp(filters: { name: string; values: string[] }[] = []) {
  const res = await h.gql(
    `query S($f: [SearchFilterInput!]) { search(search: "", plp: true, filters: $f, itemsPerPage: 100) { productData { totalCount products { sku brand color price isSale variants { size availableStock } } ${FACETS} } } }`,
    { f: [{ name: 'category', values: [category] }, ...filters] },
  );
  expect(res.errors).toBeUndefined();
  const data = res.data!.search.productData;
  const facets = Object.fromEntries(data.aggregations.map((a: any) => [a.name, a]));
  return { total: data.totalCount as number, products: data.products as any[], facets };
}

const sum = (entries: { count: number }[]) => entries.reduce((n, e) => n + e.count, 0);

describe('facets of a result set (PLP filters)', () => {
  it('counts every product once per single-valued facet, in the store language', async () => {
    const { total, facets } = await plp();
    expect(Object.keys(facets)).toEqual(['category', 'brand', 'color', 'size', 'price', 'sale', 'new']);
    expect(facets.brand.label).toBe('Merk');
    expect(sum(facets.brand.entries)).toBe(total);
    expect(sum(facets.color.entries)).toBe(total);
    expect(facets.color.entries[0].hex).toMatch(/^#[0-9a-f]{6}$/i);
    expect(facets.color.entries[0].label).toMatch(/^\p{Lu}/u);
    // The category facet breaks the result down: the list's category holds every product, its
    // children split them, each with its URL in the store.
    const shoes = facets.category.entries.find((e: any) => e.value === category);
    expect(shoes).toMatchObject({ count: total, url: '/dames/schoenen/', level: 2, selected: true });
    const children = facets.category.entries.filter((e: any) => e.parent === category);
    expect(children.length).toBeGreaterThan(1);
    expect(sum(children)).toBe(total);
    expect(facets.price.min).toBeLessThanOrEqual(facets.price.max);
  });

  it('combines the values of one facet with OR and narrows the other facets (AND)', async () => {
    const before = await plp();
    const [first, second] = before.facets.brand.entries;
    const one = await plp([{ name: 'brand', values: [first.value] }]);
    expect(one.total).toBe(first.count);
    for (const product of one.products) expect(product.brand).toBe(first.label);
    // The brand facet leaves its own filter out: the other brands keep their counts.
    expect(one.facets.brand.entries).toEqual(
      before.facets.brand.entries.map((e: any) => ({ ...e, selected: e.value === first.value })),
    );
    expect(sum(one.facets.color.entries)).toBe(one.total);
    const two = await plp([{ name: 'brand', values: [first.value, second.value] }]);
    expect(two.total).toBe(first.count + second.count);
  });

  it('filters by size in stock, price range, sale and new, each counted like the result', async () => {
    const before = await plp();
    const size = before.facets.size.entries[0];
    const bySize = await plp([{ name: 'size', values: [size.value] }]);
    expect(bySize.total).toBe(size.count);
    for (const product of bySize.products) {
      expect(product.variants.some((v: any) => v.size === size.value && v.availableStock > 0)).toBe(true);
    }
    const sizes = before.facets.size.entries.map((e: any) => e.value);
    expect([...sizes].sort(compareSizes)).toEqual(sizes);

    const { min, max } = before.facets.price;
    const cheap = await plp([{ name: 'price', values: [`-${Math.floor((min + max) / 2)}`] }]);
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(before.total);
    for (const product of cheap.products) expect(product.price).toBeLessThanOrEqual(Math.floor((min + max) / 2));
    // The price facet's range ignores the price filter: the slider keeps its ends.
    expect(cheap.facets.price).toMatchObject({ min, max });

    const sale = await plp([{ name: 'sale', values: [] }]);
    expect(sale.total).toBe(before.facets.sale.entries[0].count);
    for (const product of sale.products) expect(product.isSale).toBe(true);
    expect(sale.facets.sale.entries[0].selected).toBe(true);
    const fresh = await plp([{ name: 'new', values: ['true'] }]);
    expect(fresh.total).toBe(before.facets.new.entries[0]?.count ?? 0);
  });

  it('keeps a selected option without products, with count 0, so it can be unselected', async () => {
    const { total, facets } = await plp([{ name: 'brand', values: ['no-such-brand'] }]);
    expect(total).toBe(0);
    expect(facets.brand.entries).toContainEqual(
      expect.objectContaining({ value: 'no-such-brand', count: 0, selected: true }),
    );
  });

  it('names a chosen colour without products in the store language, never by its key', async () => {
    const all = await plp();
    const brand = all.facets.brand.entries[0].value;
    const present = new Set(
      (await plp([{ name: 'brand', values: [brand] }])).facets.color.entries.map((e: any) => e.value),
    );
    const NAMES: Record<string, string> = {
      black: 'Zwart',
      white: 'Wit',
      navy: 'Donkerblauw',
      red: 'Rood',
      olive: 'Olijfgroen',
      grey: 'Grijs',
      pink: 'Roze',
      blue: 'Blauw',
      brown: 'Bruin',
      silver: 'Zilver',
    };
    const key = Object.keys(NAMES).find((colour) => !present.has(colour))!;
    const { total, facets } = await plp([
      { name: 'brand', values: [brand] },
      { name: 'color', values: [key] },
    ]);
    expect(total).toBe(0);
    const chosen = facets.color.entries.find((e: any) => e.value === key);
    expect(chosen).toMatchObject({ label: NAMES[key], count: 0, selected: true });
    expect(chosen.hex).toMatch(/^#[0-9a-f]{6}$/i);
    // Chosen by its Dutch name, the colour is the same option, once.
    const byName = await plp([
      { name: 'brand', values: [brand] },
      { name: 'color', values: [NAMES[key]!.toLowerCase()] },
    ]);
    expect(byName.facets.color.entries.filter((e: any) => e.selected)).toEqual([
      expect.objectContaining({ label: NAMES[key], count: 0 }),
    ]);
  });
});

describe('facets of a text search', () => {
  /** A search for `text` with filters: its count, products and facets by name. */
  async function search(text: string, filters: { name: string; values: string[] }[] = []) {
    const res = await h.gql(
      `query S($q: String!, $f: [SearchFilterInput!]) { search(search: $q, filters: $f, itemsPerPage: 100) { productData { totalCount products { sku brand color variants { size availableStock } } ${FACETS} } } }`,
      { q: text, f: filters },
    );
    expect(res.errors).toBeUndefined();
    const data = res.data!.search.productData;
    const facets = Object.fromEntries(data.aggregations.map((a: any) => [a.name, a]));
    return { total: data.totalCount as number, products: data.products as any[], facets };
  }

  it('counts only the products the words match, and each facet leaves its own filter out', async () => {
    const all = await search('sneakers');
    expect(all.total).toBeGreaterThan(1);
    expect(all.total).toBeLessThanOrEqual(all.products.length);
    expect(sum(all.facets.brand.entries)).toBe(all.total);
    expect(sum(all.facets.color.entries)).toBe(all.total);
    // A size counts the matching style-colours that have it in stock, each once.
    for (const size of all.facets.size.entries) {
      const holding = all.products.filter((p) =>
        p.variants.some((v: any) => v.size === size.value && v.availableStock > 0),
      );
      expect(size.count).toBe(holding.length);
    }
    // A colour narrows the result and the other facets, not its own; chosen by its name in the store
    // language (a semi-join on the translations) it narrows alike.
    const colour = all.facets.color.entries[0];
    const byColour = await search('sneakers', [{ name: 'color', values: [colour.value] }]);
    expect(byColour.total).toBe(colour.count);
    for (const product of byColour.products) expect(product.color.toLowerCase()).toBe(colour.label.toLowerCase());
    expect(sum(byColour.facets.brand.entries)).toBe(byColour.total);
    expect(byColour.facets.color.entries.map((e: any) => e.count)).toEqual(
      all.facets.color.entries.map((e: any) => e.count),
    );
    const byName = await search('sneakers', [{ name: 'color', values: [colour.label] }]);
    expect(byName.products.map((p) => p.sku)).toEqual(byColour.products.map((p) => p.sku));
  });
});

describe('the sale page (a URL record with a preset filter)', () => {
  it('lists only products on sale, in every store under its own URL', async () => {
    const record = (await h.gql(`{ url(url: "/sale/") { id page_type category_id filters label } }`)).data!.url;
    expect(record).toMatchObject({ page_type: 'plp', category_id: null, filters: { sale: ['true'] }, label: 'Sale' });
    const sale = await h.gql(
      `{ search(search: "", plp: true, filters: [{ name: "sale", values: ["true"] }], itemsPerPage: 100) { productData { totalCount products { isSale } } } }`,
    );
    expect(sale.data!.search.productData.totalCount).toBeGreaterThan(0);
    for (const product of sale.data!.search.productData.products) expect(product.isSale).toBe(true);
    const { urls } = (
      await h.gql(`query A($id: ID!) { esUrlsGlobal(urlId: $id) { urls { storeCode url } } }`, { id: record.id })
    ).data!.esUrlsGlobal;
    expect(urls).toContainEqual({ storeCode: 'FR', url: '/soldes/' });
    expect(urls).toContainEqual({ storeCode: 'DE', url: '/sale/' });
  });
});

describe('facet helpers', () => {
  it('reads price ranges in euros as cents', () => {
    expect(parsePriceRange('20-50')).toEqual({ min: 2000, max: 5000 });
    expect(parsePriceRange('-49,95')).toEqual({ min: null, max: 4995 });
    expect(parsePriceRange('100-')).toEqual({ min: 10000, max: null });
    expect(parsePriceRange('-')).toBeNull();
    expect(parsePriceRange('abc')).toBeNull();
  });

  it('orders shoe sizes numerically, then letter sizes', () => {
    expect(['42', '36.5', 'M', '36', 'XS', 'one size'].sort(compareSizes)).toEqual([
      '36',
      '36.5',
      '42',
      'XS',
      'M',
      'one size',
    ]);
  });
});
