import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type Harness } from './harness';

/** Spec §9 sort options over one whole result set (40 style-colours fit one page of 100). */
let h: Harness;
beforeAll(async () => {
  h = await startCommerce({ products: 40 });
});
afterAll(async () => h?.stop());

interface Row {
  sku: string;
  name: string;
  price: number;
  discount: number | null;
  releaseDate: string | null;
}

async function sorted(sort: string): Promise<Row[]> {
  const { data, errors } = await h.gql(
    `query S($sort: String) { search(search: "", page: 1, itemsPerPage: 100, sort: $sort) { productData { totalCount products { sku name price discount releaseDate } } } }`,
    { sort },
  );
  expect(errors).toBeUndefined();
  const { products, totalCount } = data!.search.productData;
  expect(products).toHaveLength(totalCount);
  return products;
}

const nonIncreasing = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! >= value);

describe('sort options (spec §9: recommended, new, sale, name, price)', () => {
  it('price ascending and descending order by what the shopper pays', async () => {
    const ascending = (await sorted('price-asc')).map((row) => row.price);
    const descending = (await sorted('price-desc')).map((row) => row.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(descending).toEqual([...ascending].reverse());
  });

  it('new puts the latest release first, products without a date last', async () => {
    const dates = (await sorted('new')).map((row) => row.releaseDate);
    const dated = dates.filter((date): date is string => date !== null);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(dates.slice(0, dated.length)).toEqual(dated);
  });

  it('sale puts the biggest discount first, full-price products last', async () => {
    const discounts = (await sorted('sale')).map((row) => row.discount ?? 0);
    expect(nonIncreasing(discounts)).toBe(true);
    expect(discounts[0]).toBeGreaterThan(0);
    expect(discounts.at(-1)).toBe(0);
  });

  it('name descending is name ascending reversed (whatever the collation)', async () => {
    const names = (rows: Row[]) => [...new Set(rows.map((row) => row.name))];
    const ascending = names(await sorted('name-asc'));
    expect(names(await sorted('name-desc'))).toEqual([...ascending].reverse());
  });

  it('recommended (the default) is a fixed merchandising order, the same without a sort', async () => {
    const recommended = (await sorted('recommended')).map((row) => row.sku);
    const { data } = await h.gql(
      `{ search(search: "", page: 1, itemsPerPage: 100) { productData { products { sku } } } }`,
    );
    expect(data!.search.productData.products.map((row: { sku: string }) => row.sku)).toEqual(recommended);
    expect(new Set(recommended).size).toBe(recommended.length);
  });
});
