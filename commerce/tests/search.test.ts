/**
 * Search quality on a small catalog (docs/decisions/0015-search-on-postgresql-full-text.md): misspellings, missing accents, plural and singular,
 * compounds, synonyms and the store's language. Expectations come from the catalog's attributes
 * (type, colour, brand, gender) read with SQL, never from the search itself.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editDistance, searchTerms, tsQueryText, type Lexicon } from '../services/search-lexicon';
import { startCommerce, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  // 80 style-colours: every product type, most with several colours (see commerce/seed/index.ts).
  h = await startCommerce({ products: 80 });
});
afterAll(async () => h?.stop());

/** The SKUs of the products matching `where` over products p, brands b and categories c. */
async function skusWhere(where: SQL): Promise<string[]> {
  const rows = await h.query<{ sku: string }>(
    sql`SELECT p.sku FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id WHERE ${where} ORDER BY p.sku`,
  );
  return rows.map((row) => row.sku);
}

/** A search of up to 100 products in `store`: its count, SKUs in order and suggestion texts. */
async function search(store: string, text: string) {
  const result = await h.gql<{
    search: {
      productData: { totalCount: number; products: { sku: string }[] };
      urlSuggestData: { suggestions: { text: string }[] };
    };
  }>(
    `query S($q: String!) { search(search: $q, itemsPerPage: 100) { productData { totalCount products { sku } } urlSuggestData { suggestions { text } } } }`,
    { q: text },
    { store },
  );
  expect(result.errors).toBeUndefined();
  const { productData, urlSuggestData } = result.data!.search;
  return {
    total: productData.totalCount,
    skus: productData.products.map((p) => p.sku),
    suggestions: urlSuggestData.suggestions.map((s) => s.text),
  };
}

const sorted = (skus: string[]) => [...skus].sort();

describe('search words', () => {
  const lexicon = (words: string[]): Lexicon => ({ words: [...words].sort(), set: new Set(words), colours: [] });
  const nl = lexicon(['dames', 'heren', 'jurk', 'laars', 'laarzen', 'rood', 'roze', 'schoenen', 'sneakers', 'zwart']);

  it('leaves out a material the catalog does not describe instead of correcting it to another word', () => {
    expect(searchTerms(nl, 'nl', ['zwarte', 'leren', 'laarzen']).map((term) => term.word)).toEqual([
      'zwarte',
      'laarzen',
    ]);
    // A catalog that has the word keeps it; a search of only that word keeps it too.
    expect(searchTerms(lexicon(['leren', 'laarzen']), 'nl', ['leren', 'laarzen'])).toHaveLength(2);
    expect(searchTerms(nl, 'nl', ['leren']).map((term) => term.correction)).toEqual(['heren']);
  });

  it('counts a swap of two letters as one edit and stops above the limit', () => {
    expect(editDistance('snaekers', 'sneakers', 2)).toBe(1);
    expect(editDistance('larzen', 'laarzen', 2)).toBe(1);
    expect(editDistance('handtsche', 'handtasche', 2)).toBe(1);
    expect(editDistance('blanches', 'blanc', 2)).toBe(3);
  });

  it('corrects a misspelling to the catalog word, and leaves an inflected form uncorrected', () => {
    const [typo, inflected] = searchTerms(nl, 'nl', ['snaekers', 'zwarte']);
    expect(typo!.correction).toBe('sneakers');
    expect(typo!.alternatives).toContainEqual(['sneakers']);
    expect(inflected!.correction).toBeNull();
    expect(inflected!.alternatives).toEqual([['zwarte:*'], ['zwart']]);
  });

  it('splits compounds, finds the base of a diminutive and maps colour adjectives the stemmer misses', () => {
    const [compound, diminutive, red] = searchTerms(nl, 'nl', ['herenschoenen', 'laarsjes', 'rode']);
    expect(compound!.alternatives).toContainEqual(['heren', 'schoenen']);
    expect(diminutive!.alternatives).toContainEqual(['laars']);
    // "rode" is one letter from "roze": the synonym, not the nearest spelling, decides.
    expect(red!.alternatives).toEqual([['rode:*'], ['rood']]);
  });

  it('matches a whole catalog word as itself and a partial one as a prefix', () => {
    const de = lexicon(['kleid', 'kleider', 'kleidung']);
    expect(tsQueryText(searchTerms(de, 'de', ['kleider', 'klei']), 'all')).toBe('((kleider)) & ((klei:*))');
  });
});

describe('search over the catalog', () => {
  it('finds every sneaker for a misspelling and suggests the right spelling first', async () => {
    const sneakers = await skusWhere(sql`p.product_type = 'sneakers'`);
    const typo = await search('NL', 'snaekers');
    expect(sorted(typo.skus)).toEqual(sneakers);
    expect(typo.suggestions[0]).toBe('sneakers');
    expect(sorted((await search('NL', 'Nordvick')).skus)).toEqual(await skusWhere(sql`b.name = 'Nordvik'`));
  });

  it('finds the same products with and without accents', async () => {
    const handbags = await skusWhere(sql`p.product_type = 'handbags'`);
    expect(sorted((await search('BEFR', 'sac a main')).skus)).toEqual(handbags);
    expect(sorted((await search('BEFR', 'sac à main')).skus)).toEqual(handbags);
    const crossbody = await skusWhere(sql`p.product_type = 'crossbody'`);
    expect(sorted((await search('DE', 'Umhangetasche')).skus)).toEqual(crossbody);
    expect(sorted((await search('DE', 'Umhängetasche')).skus)).toEqual(crossbody);
  });

  it('finds a type by its singular, plural and diminutive, and a whole word only as itself', async () => {
    const boots = await skusWhere(sql`p.product_type = 'boots'`);
    for (const word of ['laars', 'laarzen', 'laarsjes']) expect(sorted((await search('NL', word)).skus)).toEqual(boots);
    // "Kleider" are dresses, not all clothing (Kleidung) that starts the same.
    expect(sorted((await search('DE', 'Kleider')).skus)).toEqual(await skusWhere(sql`p.product_type = 'dresses'`));
  });

  it("searches in the store's language, with its synonyms and compounds", async () => {
    const sneakers = await skusWhere(sql`p.product_type = 'sneakers'`);
    expect(sorted((await search('BEFR', 'baskets')).skus)).toEqual(sneakers);
    expect(sorted((await search('FR', 'sneakers')).skus)).toEqual(sneakers);
    expect((await search('NL', 'baskets')).total).toBe(0);
    expect((await search('NL', 'Stiefel')).total).toBe(0);
    expect(sorted((await search('NL', 'herenschoenen')).skus)).toEqual(
      await skusWhere(sql`p.gender = 'men' AND c.key LIKE 'men-shoes-%'`),
    );
    expect(sorted((await search('BEFR', 'chaussure a talon')).skus)).toEqual(
      await skusWhere(sql`p.product_type = 'pumps'`),
    );
  });

  it('puts the colour asked for first, also when a model has its name', async () => {
    // Two jackets are called Rosa (black and red); the pink ones are what "rosa Jacke" asks for.
    const pink = await skusWhere(sql`p.product_type = 'jackets' AND p.color_key = 'pink'`);
    expect(pink.length).toBeGreaterThan(0);
    const found = await search('DE', 'rosa Jacke');
    expect(sorted(found.skus.slice(0, pink.length))).toEqual(pink);
  });

  it('shows the products with most of the words when none has them all', async () => {
    const blackBoots = await skusWhere(sql`p.product_type = 'boots' AND p.color_key = 'black'`);
    expect(blackBoots.length).toBeGreaterThan(0);
    // The catalog's searchable text has no material ("leren"): every black boot, women's and men's.
    const found = await search('NL', 'zwarte leren laarzen');
    expect(sorted(found.skus.slice(0, blackBoots.length))).toEqual(blackBoots);
    expect(found.total).toBe(blackBoots.length);
    expect((await search('NL', 'qqqq xxxx')).total).toBe(0);
  });
});
