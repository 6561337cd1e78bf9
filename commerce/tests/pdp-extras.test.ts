import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sizeTableIdOf } from '../services/product-extras';
import { startCommerce, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  // Enough styles that the first category holds more than one (complementary products).
  h = await startCommerce({ products: 80 });
});
afterAll(async () => h?.stop());

const PDP = `query P($sku: String!) { pdp(sku: $sku) {
  product { sku isOneSize threesixty video sizeTableId categories { level name } }
  crossSellings { name products { mainVariantId product { sku isOneSize categories { level name } variants { id availableStock } } } }
} }`;

interface CrossSold {
  mainVariantId: string;
  product: {
    sku: string;
    isOneSize: boolean;
    categories: { level: number; name: string }[];
    variants: { id: string; availableStock: number }[];
  };
}

describe('size table chosen by id (spec §7 product content)', () => {
  const chain = (...keys: string[]) => keys.map((key, index) => ({ key, level: index + 1 }));

  it('takes the gender shoe table for shoes, one clothing table, none for one size', () => {
    expect(sizeTableIdOf(chain('women', 'women-shoes', 'women-shoes-pumps'), false)).toBe('shoes-women');
    expect(sizeTableIdOf(chain('men', 'men-shoes', 'men-shoes-boots'), false)).toBe('shoes-men');
    expect(sizeTableIdOf(chain('men', 'men-clothing', 'men-clothing-shirts'), false)).toBe('clothing');
    expect(sizeTableIdOf(chain('women', 'women-bags', 'women-bags-handbags'), true)).toBeNull();
    expect(sizeTableIdOf(chain('women', 'women-care', 'women-care-shoe-care'), true)).toBeNull();
    expect(sizeTableIdOf(chain('women', 'women-shoes', 'women-shoes-pumps'), true)).toBeNull();
    expect(sizeTableIdOf([], false)).toBeNull();
  });

  it('is on the product the pdp returns', async () => {
    const shoe = (await h.gql(PDP, { sku: '100001.001' })).data!.pdp.product;
    expect(shoe.sizeTableId).toBe('shoes-women');
    const care = (await h.gql(PDP, { sku: '900002.001' })).data!.pdp.product;
    expect(care).toMatchObject({ isOneSize: true, sizeTableId: null });
  });
});

describe('pdp cross-sellings (spec §3 Product crossSellings)', () => {
  it('groups complementary products and, for shoes, shoe care as maintenance, each with its main variant', async () => {
    const res = await h.gql(PDP, { sku: '100001.001' });
    expect(res.errors).toBeUndefined();
    const groups = res.data!.pdp.crossSellings as { name: string; products: CrossSold[] }[];
    expect(groups.map((group) => group.name)).toEqual(['complementary', 'maintenance']);
    for (const group of groups)
      for (const entry of group.products) {
        const main = entry.product.variants.find((variant) => variant.id === entry.mainVariantId);
        expect(main, entry.product.sku).toBeDefined();
        // The first size in stock, else the first size.
        const inStock = entry.product.variants.find((variant) => variant.availableStock > 0);
        expect(entry.mainVariantId).toBe((inStock ?? entry.product.variants[0])!.id);
      }
    const maintenance = groups[1]!.products;
    expect(maintenance.map((entry) => entry.product.sku)).toEqual([
      '900001.001',
      '900002.001',
      '900002.002',
      '900003.001',
    ]);
    for (const entry of maintenance) {
      expect(entry.product.isOneSize).toBe(true);
      expect(entry.product.categories.map((category) => category.name)).toEqual([
        'Dames',
        'Verzorging',
        'Schoenverzorging',
      ]);
    }
    const complementary = groups[0]!.products;
    expect(complementary.length).toBeGreaterThan(0);
    expect(complementary.length).toBeLessThanOrEqual(8);
    expect(complementary.every((entry) => !entry.product.sku.startsWith('100001.'))).toBe(true);
  });

  it('gives men’s shoes the men’s care and other products no maintenance group', async () => {
    const men = await h.gql(
      `{ search(search: "", filters: [{ name: "segment", values: ["for-him"] }], itemsPerPage: 100) { productData { products { sku categories { level url } } } } }`,
    );
    const shoe = men.data!.search.productData.products.find((p: { categories: { level: number; url: string }[] }) =>
      p.categories.some((category) => category.level === 2 && category.url === '/heren/schoenen/'),
    );
    const groups = (await h.gql(PDP, { sku: shoe.sku })).data!.pdp.crossSellings as {
      name: string;
      products: CrossSold[];
    }[];
    expect(groups.find((group) => group.name === 'maintenance')!.products.map((entry) => entry.product.sku)).toEqual([
      '900011.001',
      '900012.001',
      '900012.002',
      '900013.001',
    ]);
    const care = (await h.gql(PDP, { sku: '900001.001' })).data!.pdp.crossSellings as { name: string }[];
    expect(care.map((group) => group.name)).not.toContain('maintenance');
  });
});

describe('product media (spec §3 Size and media)', () => {
  it('gives some shoes a 360° view and some a video; other products none', async () => {
    const turning = (await h.gql(PDP, { sku: '100001.002' })).data!.pdp.product;
    expect(turning.threesixty).toHaveLength(16);
    expect(turning.threesixty[0]).toBe('/media/products/100001.002/threesixty-00-498x705.webp');
    expect(turning.threesixty[15]).toBe('/media/products/100001.002/threesixty-15-498x705.webp');
    const plain = (await h.gql(PDP, { sku: '100001.001' })).data!.pdp.product;
    expect(plain).toMatchObject({ threesixty: [], video: null });
    const filmed = (await h.gql(PDP, { sku: '100002.002' })).data!.pdp.product;
    expect(filmed.video).toBe('/media/products/100002.002/video.mp4');
  });
});
