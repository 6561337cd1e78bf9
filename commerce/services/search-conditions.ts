import { sql, type SQL } from 'drizzle-orm';
import { TS_CONFIG, type Currency, type Lang } from '../config/stores';
import { loadCategories } from './catalog-tree';
import { rowsOf, today, type Tx } from './common';
import { productsIn } from './price-list';
import { askedColours, searchLexicon, searchTerms, tsQueryText, type SearchTerm } from './search-lexicon';

/** Filter names a search accepts (schema `SearchFilterInput`); `colour` and `gender` are aliases. */
export const FILTER_NAMES = ['category', 'segment', 'brand', 'sku', 'color', 'size', 'price', 'sale', 'new'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

const ALIASES: Record<string, FilterName> = { colour: 'color', gender: 'segment' };

const SEGMENTS: Record<string, string> = {
  'for-her': 'women',
  women: 'women',
  her: 'women',
  dames: 'women',
  femme: 'women',
  damen: 'women',
  'for-him': 'men',
  men: 'men',
  him: 'men',
  heren: 'men',
  homme: 'men',
  herren: 'men',
};

/** Lowercase, accent-free search words (at most 8). */
export function searchWords(q: string): string[] {
  return q
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/** A `price` filter value `"min-max"` in euros (either end may be empty) as cents; null when malformed. */
export function parsePriceRange(value: string): { min: number | null; max: number | null } | null {
  const match = /^\s*(\d+(?:[.,]\d{1,2})?)?\s*-\s*(\d+(?:[.,]\d{1,2})?)?\s*$/.exec(value);
  if (!match || (!match[1] && !match[2])) return null;
  const cents = (part: string | undefined) => (part ? Math.round(Number(part.replace(',', '.')) * 100) : null);
  return { min: cents(match[1]), max: cents(match[2]) };
}

/** The ids of the categories matching `values` (id, key or URL) and of all their descendants. */
export async function categoryIdsFor(db: Tx, values: string[], lang: Lang): Promise<number[]> {
  const cats = await loadCategories(db);
  const roots = cats.filter((c) =>
    values.some(
      (v) =>
        v === String(c.id) || v === c.key || v === c.urls[lang] || `/${v.replace(/^\/|\/$/g, '')}/` === c.urls[lang],
    ),
  );
  const ids = new Set<number>();
  for (const root of roots) for (const c of cats) if (c.path.startsWith(root.path)) ids.add(c.id);
  return [...ids];
}

/**
 * A variant a shopper can buy now: stock at the distribution centre and the product not coming
 * soon (§4: a coming-soon product shows every size sold out). `today` is the shop's date.
 */
export const sellableVariant = (today: string) =>
  sql`v.stock > 0 AND (p.coming_soon_date IS NULL OR p.coming_soon_date <= ${today}::date)`;

/** The effective price of a product in cents (the sale price when there is one). */
export const EFFECTIVE_PRICE = sql`COALESCE(p.sale_price_cents, p.price_cents)`;

/**
 * The WHERE conditions of a search (§7 Search) over `products p`: the text condition (on the store
 * language's `product_translations pt`) and one condition per filter name, so a facet can leave its
 * own out (`whereSql(conditions, 'brand')`). Values of one filter are ORed.
 */
export interface SearchConditions {
  lang: Lang;
  /** The store's currency: prices, the price filter and the sale flag come from its price list. */
  currency: Currency;
  words: string[];
  /** The words with their synonyms, corrections and compound parts (see `searchTerms`). */
  terms: SearchTerm[];
  /** The colour names (`product_translations.color_name`) the words name: those products first. */
  colours: string[];
  /** `all`: every term matches (the first try); `any`: at least one (when no product has all). */
  mode: 'all' | 'any';
  /** Full-text match (stemmed prefixes, GIN index on `search_vector`); null without search words. */
  text: SQL | null;
  /**
   * The ids of the style-colours the text matches, when read once already (`withTextMatches`): the
   * queries over `products` alone then test these instead of searching the text again.
   */
  matches?: readonly number[];
  filters: Map<FilterName, SQL>;
  /** The selected values per filter, as sent (for `selected` in the facets). */
  selected: Map<FilterName, string[]>;
}

const tsQuery = (lang: Lang, terms: SearchTerm[], mode: 'all' | 'any') =>
  sql`to_tsquery(${TS_CONFIG[lang]}::regconfig, ${tsQueryText(terms, mode)})`;

const textCondition = (lang: Lang, terms: SearchTerm[], mode: 'all' | 'any') =>
  terms.length ? sql`pt.search_vector @@ ${tsQuery(lang, terms, mode)}` : null;

/** Builds the conditions of a search text and filters in a store's language and currency. */
export async function searchConditions(
  db: Tx,
  { lang, currency }: { lang: Lang; currency: Currency },
  search: string,
  filters: readonly { name: string; values: string[] }[] | null | undefined,
): Promise<SearchConditions> {
  const words = searchWords(search);
  // A lone letter ("sac à main", "d'été") says nothing once other words are there.
  const meaningful = words.filter((w) => w.length > 1 || /\d/.test(w));
  const textWords = meaningful.length ? meaningful : words;
  const lexicon = textWords.length ? await searchLexicon(db, lang) : null;
  const terms = lexicon ? searchTerms(lexicon, lang, textWords) : [];
  const colours = lexicon ? askedColours(lexicon, terms) : [];
  const result = new Map<FilterName, SQL>();
  const selected = new Map<FilterName, string[]>();
  for (const filter of filters ?? []) {
    const values = filter.values.filter((v) => typeof v === 'string' && v.length > 0 && v.length <= 200).slice(0, 50);
    const lowered = filter.name.toLowerCase();
    const name = ALIASES[lowered] ?? (FILTER_NAMES as readonly string[]).find((n) => n === lowered);
    if (!name || (!values.length && name !== 'sale' && name !== 'new')) continue;
    selected.set(name as FilterName, [...(selected.get(name as FilterName) ?? []), ...values]);
    const condition = await filterCondition(db, lang, name as FilterName, values);
    const earlier = result.get(name as FilterName);
    // The same filter twice narrows like two filters.
    result.set(name as FilterName, earlier ? sql`(${earlier} AND ${condition})` : condition);
  }
  const text = textCondition(lang, terms, 'all');
  return { lang, currency, words, terms, colours, mode: 'all', text, filters: result, selected };
}

/**
 * The same search with the text relaxed to any of its terms: for a search no product matches in
 * full ("zwarte leren laarzen": the catalog has no leather in its searchable text). Null when there
 * is nothing to relax (fewer than two terms, or relaxed already).
 */
export function relaxedConditions(conditions: SearchConditions): SearchConditions | null {
  if (conditions.mode === 'any' || conditions.terms.length < 2) return null;
  return { ...conditions, mode: 'any', text: textCondition(conditions.lang, conditions.terms, 'any') };
}

/**
 * ORDER BY terms for relevance, most relevant first: in `any` mode how many terms a product
 * matches; then whether it has a colour the words name (a model can share a colour's name: "rosa
 * Kleid" asks for pink dresses before the Rosa dress in black); then `ts_rank` (name words weigh
 * more than brand, colour and category words).
 */
export function relevanceOrder(conditions: SearchConditions): SQL {
  const { lang, terms, mode, colours } = conditions;
  const parts: SQL[] = [];
  if (mode === 'any') {
    const matched = terms.map((term) => sql`(pt.search_vector @@ ${tsQuery(lang, [term], 'all')})::int`);
    parts.push(sql`(${sql.join(matched, sql` + `)}) DESC`);
  }
  if (colours.length) parts.push(sql`(pt.color_name IN ${colours}) DESC`);
  parts.push(sql`ts_rank(pt.search_vector, ${tsQuery(lang, terms, mode)}) DESC`);
  return sql.join(parts, sql`, `);
}

async function filterCondition(db: Tx, lang: Lang, name: FilterName, values: string[]): Promise<SQL> {
  const lower = values.map((v) => v.toLowerCase());
  switch (name) {
    case 'category': {
      const ids = await categoryIdsFor(db, values, lang);
      return ids.length ? sql`p.category_id IN ${ids}` : sql`false`;
    }
    case 'segment': {
      const genders = [...new Set(lower.map((v) => SEGMENTS[v]).filter(Boolean))] as string[];
      return genders.length ? sql`p.gender IN ${genders}` : sql`false`;
    }
    case 'brand':
      return sql`p.brand_id IN (SELECT b.id FROM brands b WHERE lower(b.name) IN ${lower} OR b.slug IN ${lower})`;
    case 'sku': {
      const skus = values.filter((v) => /^\d{6}\.\d{3}$/.test(v));
      return skus.length ? sql`p.sku IN ${skus}` : sql`false`;
    }
    case 'color':
      return sql`(p.color_key IN ${lower} OR p.id IN (SELECT c.product_id FROM product_translations c WHERE c.lang = ${lang} AND lower(c.color_name) IN ${lower}))`;
    case 'size':
      return sql`EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND ${sellableVariant(today())} AND v.size IN ${values})`;
    case 'price': {
      const ranges = values.map(parsePriceRange).filter((r) => r !== null);
      if (!ranges.length) return sql`true`;
      const parts = ranges.map(
        (r) =>
          sql`(${r.min === null ? sql`true` : sql`${EFFECTIVE_PRICE} >= ${r.min}`} AND ${r.max === null ? sql`true` : sql`${EFFECTIVE_PRICE} <= ${r.max}`})`,
      );
      return sql`(${sql.join(parts, sql` OR `)})`;
    }
    case 'sale':
      return sql`p.sale_price_cents IS NOT NULL`;
    case 'new':
      return sql`p.is_new`;
  }
}

/**
 * `WHERE` of a search over `products p`: the text and every filter but `except`. With
 * `translated`, the FROM joins the store language's `product_translations pt` (for a relevance or
 * name order); without it, the text is a semi-join on that table, so a list without search words
 * never reads the wide translations (at 20,000 style-colours a PLP's facets went from about 80 ms
 * each to a few ms: see docs/benchmarks.md 'A real-size catalog'). Every style-colour has a
 * translation in each language (the catalog writes them together), so a list without text needs
 * no join to have one.
 */
export function whereSql(conditions: SearchConditions, except?: FilterName, translated = false): SQL {
  const parts: SQL[] = [];
  if (translated) {
    parts.push(sql`pt.lang = ${conditions.lang}`);
    if (conditions.text) parts.push(conditions.text);
  } else if (conditions.matches) {
    // One array parameter, however many matches (a list of parameters has a limit).
    parts.push(sql`p.id = ANY(${`{${conditions.matches.join(',')}}`}::int[])`);
  } else if (conditions.text) {
    parts.push(
      sql`p.id IN (SELECT pt.product_id FROM product_translations pt WHERE pt.lang = ${conditions.lang} AND ${conditions.text})`,
    );
  }
  for (const [name, condition] of conditions.filters) if (name !== except) parts.push(condition);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/**
 * The conditions with the text's matches read once (`matches`): for several queries over the same
 * search, such as its facets, which would otherwise each search the text again. Unchanged without
 * search words.
 */
export async function withTextMatches(db: Tx, conditions: SearchConditions): Promise<SearchConditions> {
  if (!conditions.text || conditions.matches) return conditions;
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`SELECT pt.product_id AS id FROM product_translations pt WHERE pt.lang = ${conditions.lang} AND ${conditions.text}`,
    ),
  );
  return { ...conditions, matches: rows.map((row) => Number(row.id)) };
}

/**
 * The FROM and WHERE of a search, every filter but `except` applied: over `products p` alone (in
 * the store's currency, `productsIn`), or joined with the store language's `product_translations
 * pt` when `translated` (see `whereSql`).
 */
export function searchFrom(conditions: SearchConditions, except?: FilterName, translated = false): SQL {
  const products = productsIn(conditions.currency);
  const from = translated
    ? sql`FROM ${products} p JOIN product_translations pt ON pt.product_id = p.id`
    : sql`FROM ${products} p`;
  return sql`${from} WHERE ${whereSql(conditions, except, translated)}`;
}
