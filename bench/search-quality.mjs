/**
 * Search quality (docs/benchmarks.md 'Search'): runs the queries of bench/search-queries.mjs as the search overlay's
 * quick search (3 products) and checks each against the products its expectation describes in the
 * seeded catalog, read with SQL from the same database (never from the search engine).
 */
import { sql } from 'drizzle-orm';

/** How many results count: the overlay's quick search shows 3 (spec §9). */
export const TOP = 3;

const LANG_OF_STORE = { NL: 'nl', BENL: 'nl', BEFR: 'fr', FR: 'fr', DE: 'de' };
const list = (value) => (Array.isArray(value) ? value : [value]);
const rowsOf = (result) => result.rows ?? result;

/**
 * The style-colour SKUs of the seeded catalog that have every attribute of `expect` (see
 * bench/search-queries.mjs): type and colour keys, the group and gender of the product's category
 * key (`women-shoes-sneakers`), the brand's name, the model as the first word of the English name.
 * @param {import('../commerce/db/client').CommerceDb} db
 * @returns {Promise<Set<string>>}
 */
export async function expectedSkus(db, expect) {
  const where = [sql`true`];
  if (expect.type) where.push(sql`p.product_type IN ${list(expect.type)}`);
  if (expect.group) where.push(sql`split_part(c.key, '-', 2) = ${expect.group}`);
  if (expect.colour) where.push(sql`p.color_key IN ${list(expect.colour)}`);
  if (expect.brand) where.push(sql`b.name = ${expect.brand}`);
  if (expect.gender) where.push(sql`p.gender = ${expect.gender}`);
  if (expect.model) where.push(sql`split_part(en.name, ' ', 1) = ${expect.model}`);
  const rows = rowsOf(
    await db.execute(sql`SELECT p.sku FROM products p JOIN brands b ON b.id = p.brand_id
      JOIN categories c ON c.id = p.category_id
      JOIN product_translations en ON en.product_id = p.id AND en.lang = 'en'
      WHERE ${sql.join(where, sql` AND `)}`),
  );
  return new Set(rows.map((row) => row.sku));
}

/**
 * A hit: the first min(TOP, expected) results are all expected products (so "zwarte sneakers" needs
 * three black sneakers, and a query with two expected products needs both first).
 * @param {string[]} skus the results in order
 * @param {Set<string>} expected
 */
export function isHit(skus, expected) {
  const needed = Math.min(TOP, expected.size);
  return needed > 0 && skus.length >= needed && skus.slice(0, needed).every((sku) => expected.has(sku));
}

/**
 * Runs every query as a quick search and judges it.
 * @param {import('../commerce/db/client').CommerceDb} db the seeded catalog
 * @param {(store: string, query: string, variables: object) => Promise<any>} graphql returns `data`
 * @param {string} quickSearch the overlay's GraphQL document (variables search, isQuickSearch)
 * @param {import('./search-queries.mjs').QualityQuery[]} queries
 * @returns {Promise<{ query: object, lang: string, expected: number, top: { sku: string, name: string, brand: string }[], hit: boolean }[]>}
 */
export async function searchQuality(db, graphql, quickSearch, queries) {
  const results = [];
  for (const query of queries) {
    const expected = await expectedSkus(db, query.expect);
    const data = await graphql(query.store, quickSearch, { search: query.q, isQuickSearch: true });
    const top = data.search.productData.products.slice(0, TOP);
    results.push({
      query,
      lang: LANG_OF_STORE[query.store],
      expected: expected.size,
      top,
      hit: isHit(
        top.map((product) => product.sku),
        expected,
      ),
    });
  }
  return results;
}

/**
 * Hits per language and in all: `{ all: { hits, total }, nl: …, fr: …, de: … }`.
 * @param {{ lang: string, hit: boolean }[]} results
 */
export function qualitySummary(results) {
  const summary = { all: { hits: 0, total: 0 } };
  for (const { lang, hit } of results) {
    summary[lang] ??= { hits: 0, total: 0 };
    for (const bucket of [summary.all, summary[lang]]) {
      bucket.total++;
      if (hit) bucket.hits++;
    }
  }
  return summary;
}

/**
 * A line per miss: store, query, kind, how many products were expected and the three found (name,
 * brand, colour key from the catalog).
 */
export async function describeMisses(db, results) {
  const lines = [];
  for (const { query, expected, top, hit } of results) {
    if (hit) continue;
    const skus = top.map((product) => product.sku);
    const colours = skus.length
      ? new Map(
          rowsOf(await db.execute(sql`SELECT sku, color_key FROM products WHERE sku IN ${skus}`)).map((row) => [
            row.sku,
            row.color_key,
          ]),
        )
      : new Map();
    const found = top.map((p) => `${p.name} (${p.brand}, ${colours.get(p.sku)})`).join('; ') || 'nothing';
    lines.push(`${query.store} "${query.q}" (${query.kind}, ${expected} expected): ${found}`);
  }
  return lines;
}
