/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL results are checked by the assertions. */
/**
 * The product record's and the stores' parts of the contract (spec §3 Product relatedProducts,
 * swProduct.properties, Stock info; §3 URL record sort fields; §7 'Stores and alternate urls'), through
 * a real GraphQL round trip, partly with the storefront's own operations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STORE_KEYS } from '../config/stores';
import { AlternateUrls, Pdp, UrlRecord } from '../../graphql/catalog';
import { startCommerce, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startCommerce({ products: 40 });
});
afterAll(async () => h?.stop());

const RELATED = `query R($sku: String!, $type: String) { pdp(sku: $sku) {
  product { sku relatedProducts(type: $type) { name url image productNumber type active availableStock } }
  crossSellings { name products { product { sku url name color availableStock } } }
} }`;

const DETAILS = `query D($sku: String!) { pdp(sku: $sku) { product {
  sku name brand color description availableStock comingSoonDate variants { availableStock }
  swProduct { properties { name position visible options { id name } } }
  stockInfo { description available availableStock stock metaTitle metaDescription }
} } }`;

/** The SKU of the first style-colour of a level-2 category key (e.g. women-shoes). */
async function skuIn(group: string): Promise<string> {
  const [row] = await h.query<{ sku: string }>(
    sql`SELECT p.sku FROM products p JOIN categories c ON c.id = p.category_id JOIN categories g ON g.id = c.parent_id
        WHERE g.key = ${group} ORDER BY p.id LIMIT 1`,
  );
  return row!.sku;
}

describe('related products of type maintenance (spec §3 relatedProducts, crossSellings maintenance)', () => {
  it("relates a shoe to its gender's shoe care, the same products in the same order as the maintenance group", async () => {
    for (const [group, care] of [
      ['women-shoes', ['900001.001', '900002.001', '900002.002', '900003.001']],
      ['men-shoes', ['900011.001', '900012.001', '900012.002', '900013.001']],
    ] as const) {
      const res = await h.gql(RELATED, { sku: await skuIn(group) });
      expect(res.errors).toBeUndefined();
      const { product, crossSellings } = res.data!.pdp;
      const maintenance = product.relatedProducts.filter((r: any) => r.type === 'maintenance');
      expect(maintenance.map((r: any) => r.productNumber)).toEqual(care);
      const crossSold = crossSellings.find((g: any) => g.name === 'maintenance').products.map((e: any) => e.product);
      expect(maintenance.map((r: any) => r.productNumber)).toEqual(crossSold.map((p: any) => p.sku));
      maintenance.forEach((related: any, index: number) => {
        const same = crossSold[index];
        expect(related).toEqual({
          name: `${same.name} ${same.color}`,
          url: same.url,
          image: `/media/products/${same.sku}/main-166x235.webp`,
          productNumber: same.sku,
          type: 'maintenance',
          active: true,
          availableStock: same.availableStock,
        });
        expect(related.availableStock).toBeGreaterThan(0);
      });
      // The colour relations stay first.
      const types = product.relatedProducts.map((r: any) => r.type);
      expect(types.slice(0, types.length - care.length).every((type: string) => type === 'color_relation')).toBe(true);
    }
  });

  it('narrows the list by type, and relates no care to a bag, clothing or a care product', async () => {
    const shoe = await skuIn('women-shoes');
    const only = (await h.gql(RELATED, { sku: shoe, type: 'maintenance' })).data!.pdp.product.relatedProducts;
    expect(only.length).toBe(4);
    const colours = (await h.gql(RELATED, { sku: shoe, type: 'color_relation' })).data!.pdp.product.relatedProducts;
    expect(colours.every((r: any) => r.type === 'color_relation')).toBe(true);
    for (const sku of [await skuIn('women-bags'), await skuIn('women-clothing'), '900002.001']) {
      const related = (await h.gql(RELATED, { sku })).data!.pdp.product.relatedProducts;
      expect(
        related.filter((r: any) => r.type === 'maintenance'),
        sku,
      ).toEqual([]);
    }
    // A care product's colour relation is the other polish.
    expect(
      (await h.gql(RELATED, { sku: '900002.001' })).data!.pdp.product.relatedProducts.map((r: any) => r.productNumber),
    ).toEqual(['900002.002']);
  });

  it('names the care in the store’s language and keeps it in the English store, which sells it in pounds', async () => {
    const shoe = await skuIn('women-shoes');
    const de = (await h.gql(RELATED, { sku: shoe, type: 'maintenance' }, { store: 'DE' })).data!.pdp.product;
    expect(de.relatedProducts[0]).toMatchObject({ name: 'Imprägnierspray farblos', productNumber: '900001.001' });
    const en = (await h.gql(RELATED, { sku: shoe, type: 'maintenance' }, { store: 'EN' })).data!.pdp.product;
    expect(en.relatedProducts.map((r: any) => r.name)).toEqual([
      'Protector spray colourless',
      'Shoe polish black',
      'Shoe polish brown',
      'Suede brush beige',
    ]);
  });
});

describe('swProduct.properties (spec §3)', () => {
  it('gives colour, type and brand (visible) and gender (not visible), in position order, in the store’s language', async () => {
    const sku = await skuIn('women-shoes');
    const nl = (await h.gql(DETAILS, { sku })).data!.pdp.product;
    const [row] = await h.query<{ color_key: string; product_type: string; slug: string }>(
      sql`SELECT p.color_key, p.product_type, b.slug FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.sku = ${sku}`,
    );
    const capital = nl.color.charAt(0).toUpperCase() + nl.color.slice(1);
    expect(nl.swProduct.properties).toEqual([
      { name: 'Kleur', position: 1, visible: true, options: [{ id: `color:${row!.color_key}`, name: capital }] },
      {
        name: 'Soort',
        position: 2,
        visible: true,
        options: [{ id: `type:${row!.product_type}`, name: expect.any(String) }],
      },
      { name: 'Merk', position: 3, visible: true, options: [{ id: `brand:${row!.slug}`, name: nl.brand }] },
      { name: 'Doelgroep', position: 4, visible: false, options: [{ id: 'gender:women', name: 'Dames' }] },
    ]);
    const fr = (await h.gql(DETAILS, { sku }, { store: 'FR' })).data!.pdp.product;
    expect(fr.swProduct.properties.map((group: any) => group.name)).toEqual(['Couleur', 'Type', 'Marque', 'Public']);
    // Option ids are the same in every language.
    expect(fr.swProduct.properties.map((group: any) => group.options[0].id)).toEqual(
      nl.swProduct.properties.map((group: any) => group.options[0].id),
    );
    expect(fr.swProduct.properties[3].options[0].name).toBe('Femme');
  });

  it('names the type as the product’s own category, shoe care too', async () => {
    const care = (await h.gql(DETAILS, { sku: '900013.001' }, { store: 'EN' })).data!.pdp.product;
    expect(care.swProduct.properties[1]).toEqual({
      name: 'Type',
      position: 2,
      visible: true,
      options: [{ id: 'type:shoe-care', name: 'Shoe care' }],
    });
    expect(care.swProduct.properties[3].options).toEqual([{ id: 'gender:men', name: 'Men' }]);
  });
});

describe('stock info (spec §3 Stock info)', () => {
  it('holds the description, the stock on hand, what can be ordered and the meta title and description', async () => {
    const sku = await skuIn('women-bags');
    const product = (await h.gql(DETAILS, { sku })).data!.pdp.product;
    const [row] = await h.query<{ stock: number }>(
      sql`SELECT COALESCE(SUM(v.stock), 0)::int AS stock FROM variants v JOIN products p ON p.id = v.product_id WHERE p.sku = ${sku}`,
    );
    expect(product.stockInfo).toEqual({
      description: product.description,
      available: product.availableStock > 0,
      availableStock: product.availableStock,
      stock: Number(row!.stock),
      metaTitle: `${product.brand} ${product.name} ${product.color}`,
      metaDescription: product.description,
    });
  });

  it('has stock but nothing available before a coming-soon date', async () => {
    const [row] = await h.query<{ sku: string }>(
      sql`SELECT p.sku FROM products p WHERE p.coming_soon_date > CURRENT_DATE
          AND (SELECT SUM(stock) FROM variants v WHERE v.product_id = p.id) > 0 ORDER BY p.id LIMIT 1`,
    );
    const product = (await h.gql(DETAILS, { sku: row!.sku })).data!.pdp.product;
    expect(product.stockInfo.stock).toBeGreaterThan(0);
    expect(product.stockInfo).toMatchObject({ available: false, availableStock: 0 });
  });

  it('cuts a long meta description at a word, within 160 characters', async () => {
    const sku = await skuIn('men-shoes');
    await h.query(
      sql`UPDATE product_translations SET description = ${'Lang verhaal over leer. '.repeat(12)} WHERE lang = 'nl' AND product_id = (SELECT id FROM products WHERE sku = ${sku})`,
    );
    const { metaDescription, description } = (await h.gql(DETAILS, { sku })).data!.pdp.product.stockInfo;
    expect(description.length).toBeGreaterThan(160);
    expect(metaDescription.length).toBeLessThanOrEqual(160);
    expect(metaDescription.endsWith('…')).toBe(true);
    expect(description.startsWith(metaDescription.slice(0, -1))).toBe(true);
    expect(metaDescription.slice(0, -1)).toMatch(/(?:leer|verhaal|over|Lang)$/);
  });
});

describe('the storefront’s pdp operation (spec §7 pdp)', () => {
  it('answers with the property groups and without errors', async () => {
    const res = await h.gql(Pdp, { sku: await skuIn('women-shoes') });
    expect(res.errors).toBeUndefined();
    expect(res.data!.pdp.product.swProduct.properties.length).toBe(4);
    // Cards take only the colour relations.
    expect(res.data!.pdp.product.relatedProducts.every((r: any) => r.type === 'color_relation')).toBe(true);
  });
});

describe('URL record sort fields (spec §3 URL record, Sort option)', () => {
  it('gives the sale page its default sort, biggest discount first, in the store’s language', async () => {
    const nl = (await h.gql(UrlRecord, { url: '/sale/' })).data!.url;
    expect(nl.sort).toEqual({ key: 'sale', field: 'discount', direction: 'desc', label: 'Sale' });
    const fr = (await h.gql(UrlRecord, { url: '/soldes/' }, { store: 'FR' })).data!.url;
    expect(fr.sort).toEqual({ key: 'sale', field: 'discount', direction: 'desc', label: 'Soldes' });
  });

  it('has none where the page takes the search default: categories, brands, products', async () => {
    for (const url of ['/dames/schoenen/', '/brands/velora/', '/products/']) {
      expect((await h.gql(UrlRecord, { url })).data!.url.sort, url).toBeNull();
    }
    const productUrl = (await h.gql(`{ getProductUrlBySku(sku: "100001.001") }`)).data!.getProductUrlBySku;
    expect((await h.gql(UrlRecord, { url: productUrl })).data!.url.sort).toBeNull();
  });
});

describe('stores and alternate urls (spec §7: urlId; stores, esUrlsGlobal.urls, currentStore.code)', () => {
  it('answers the storefront’s operation with every store, the page in each and the current store’s code', async () => {
    const record = (await h.gql(UrlRecord, { url: '/dames/schoenen/' }, { store: 'BENL' })).data!.url;
    const res = await h.gql(AlternateUrls, { urlId: record.id }, { store: 'BENL' });
    expect(res.errors).toBeUndefined();
    const { stores, esUrlsGlobal, currentStore } = res.data!;
    expect(currentStore).toEqual({ code: 'BENL' });
    expect(stores.map((store: any) => store.code)).toEqual([...STORE_KEYS]);
    expect(esUrlsGlobal.urls).toContainEqual({ storeCode: 'BENL', url: '/dames/schoenen/' });
  });

  it('describes each store (spec §3 Store) in its own language, with its origin', async () => {
    const { stores, currentStore } = (
      await h.gql(
        `{ stores { code name countryCode lang language baseUrl } currentStore { code name baseUrl } }`,
        {},
        {
          store: 'LUDE',
        },
      )
    ).data!;
    const byCode = Object.fromEntries(stores.map((store: any) => [store.code, store]));
    expect(byCode.BEFR).toEqual({
      code: 'BEFR',
      name: 'Belgique – Français',
      countryCode: 'BE',
      lang: 'fr',
      language: 'fr-BE',
      baseUrl: expect.stringMatching(/^https?:\/\/[^/]+$/),
    });
    expect(byCode.NL).toMatchObject({ name: 'Nederland', countryCode: 'NL', lang: 'nl', language: 'nl-NL' });
    expect(byCode.AT).toMatchObject({ name: 'Österreich', lang: 'de', language: 'de-AT' });
    expect(byCode.EN).toMatchObject({ name: 'United Kingdom', countryCode: 'GB', lang: 'en' });
    expect(currentStore).toEqual({ code: 'LUDE', name: 'Luxemburg – Deutsch', baseUrl: byCode.LUDE.baseUrl });
    expect(new Set(stores.map((store: any) => store.baseUrl)).size).toBe(stores.length);
  });

  it('still needs a store for currentStore', async () => {
    const res = await h.gql(`{ currentStore { code } }`, {}, { store: 'XX' });
    expect(res.code).toBe('STORE_NOT_FOUND');
  });
});
