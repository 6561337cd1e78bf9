import { sql } from 'drizzle-orm';
import type { Lang, StoreDefinition } from '../config/stores';
import { loadCategories } from './catalog-tree';
import { euros, rowsOf, today, type Tx } from './common';
import { productsIn } from './price-list';
import {
  EFFECTIVE_PRICE,
  searchFrom,
  sellableVariant,
  whereSql,
  withTextMatches,
  type FilterName,
  type SearchConditions,
} from './search-conditions';

/** One option of a facet (schema `AggregationEntry`). */
export interface AggregationEntry {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  parent: string | null;
  level: number | null;
  url: string | null;
  hex: string | null;
}

/** A facet of a result set (schema `Aggregation`); `min`/`max` in euros for `price` only. */
export interface Aggregation {
  name: FilterName;
  label: string;
  entries: AggregationEntry[];
  min: number | null;
  max: number | null;
}

const FACET_LABELS: Record<string, Record<Lang, string>> = {
  category: { nl: 'Categorie', fr: 'Catégorie', de: 'Kategorie', en: 'Category' },
  brand: { nl: 'Merk', fr: 'Marque', de: 'Marke', en: 'Brand' },
  color: { nl: 'Kleur', fr: 'Couleur', de: 'Farbe', en: 'Colour' },
  size: { nl: 'Maat', fr: 'Taille', de: 'Größe', en: 'Size' },
  price: { nl: 'Prijs', fr: 'Prix', de: 'Preis', en: 'Price' },
  sale: { nl: 'Sale', fr: 'Soldes', de: 'Sale', en: 'Sale' },
  new: { nl: 'Nieuw', fr: 'Nouveautés', de: 'Neu', en: 'New' },
};

const entry = (value: string, label: string, count: number, selected: boolean): AggregationEntry => ({
  value,
  label,
  count,
  selected,
  parent: null,
  level: null,
  url: null,
  hex: null,
});

const capitalise = (text: string, lang: Lang) => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

/** Sizes in shoe-size order first (36, 36.5, 37 …), then letter sizes (XS … XXL), then the rest. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
export function compareSizes(a: string, b: string): number {
  const na = Number(a.replace(',', '.'));
  const nb = Number(b.replace(',', '.'));
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  if (Number.isFinite(na) !== Number.isFinite(nb)) return Number.isFinite(na) ? -1 : 1;
  const la = LETTER_SIZES.indexOf(a.toUpperCase());
  const lb = LETTER_SIZES.indexOf(b.toUpperCase());
  if (la !== -1 && lb !== -1) return la - lb;
  if ((la === -1) !== (lb === -1)) return la === -1 ? 1 : -1;
  return a.localeCompare(b);
}

/**
 * The facets of a search (schema `ProductData.aggregations`, spec §7 'Search'): category tree,
 * brand, colour, size (in stock), price range, sale and new, each counted over the search with
 * every other filter applied (the category facet with all of them: a breakdown of the result).
 * Counts are of style-colours. A selected option without products stays, with count 0, so the
 * shopper can unselect it.
 */
export async function searchAggregations(
  db: Tx,
  store: StoreDefinition,
  searched: SearchConditions,
): Promise<Aggregation[]> {
  const lang = store.lang;
  const conditions = await withTextMatches(db, searched);
  const chosen = (name: FilterName) => new Set((conditions.selected.get(name) ?? []).map((v) => v.toLowerCase()));
  // A colour is chosen by its key or by its name in the store's language (search-conditions).
  const names = (name: FilterName, e: AggregationEntry) =>
    name === 'color' ? [e.value.toLowerCase(), e.label.toLowerCase()] : [e.value.toLowerCase()];
  const missingOf = (name: FilterName, entries: AggregationEntry[]) => {
    const present = new Set(entries.flatMap((e) => names(name, e)));
    return [...(conditions.selected.get(name) ?? [])].filter((v) => !present.has(v.toLowerCase()));
  };
  const facet = (
    name: FilterName,
    entries: AggregationEntry[],
    absent: (value: string) => AggregationEntry = (v) => entry(v, v, 0, true),
  ): Aggregation => {
    const selected = chosen(name);
    return {
      name,
      label: FACET_LABELS[name]![lang],
      entries: [
        ...entries.map((e) => ({ ...e, selected: names(name, e).some((n) => selected.has(n)) })),
        ...(name === 'brand' || name === 'color' || name === 'size' ? missingOf(name, entries).map(absent) : []),
      ],
      min: null,
      max: null,
    };
  };

  // Each count reads `products` alone (see whereSql); names come from the few rows of each group.
  const [categoryRows, brandRows, colorRows, sizeRows, priceRows, flagRows] = await Promise.all([
    db.execute(sql`SELECT p.category_id AS id, count(*)::int AS n ${searchFrom(conditions)} GROUP BY p.category_id`),
    db.execute(
      sql`SELECT b.slug AS value, b.name AS label, x.n FROM (SELECT p.brand_id, count(*)::int AS n ${searchFrom(conditions, 'brand')} GROUP BY p.brand_id) x
        JOIN brands b ON b.id = x.brand_id ORDER BY b.name`,
    ),
    db.execute(
      sql`SELECT x.value, pt.color_name AS label, x.hex, x.n FROM (SELECT p.color_key AS value, min(p.color_hex) AS hex, min(p.id) AS sample, count(*)::int AS n ${searchFrom(conditions, 'color')} GROUP BY p.color_key) x
        JOIN product_translations pt ON pt.product_id = x.sample AND pt.lang = ${lang} ORDER BY pt.color_name`,
    ),
    db.execute(
      // A style-colour has one variant per size (variants_product_size_unique): count(*) counts
      // style-colours without count(DISTINCT)'s sort of every matching variant.
      sql`SELECT v.size AS value, count(*)::int AS n FROM variants v JOIN ${productsIn(conditions.currency)} p ON p.id = v.product_id
        WHERE ${sellableVariant(today())} AND ${whereSql(conditions, 'size')} GROUP BY v.size`,
    ),
    db.execute(
      sql`SELECT min(${EFFECTIVE_PRICE})::int AS min, max(${EFFECTIVE_PRICE})::int AS max ${searchFrom(conditions, 'price')}`,
    ),
    db.execute(sql`SELECT
        (SELECT count(*)::int ${searchFrom(conditions, 'sale')} AND p.sale_price_cents IS NOT NULL) AS sale,
        (SELECT count(*)::int ${searchFrom(conditions, 'new')} AND p.is_new) AS new`),
  ]);

  const categories = await categoryFacet(db, lang, rowsOf<{ id: number; n: number }>(categoryRows), chosen('category'));
  const brands = rowsOf<{ value: string; label: string; n: number }>(brandRows).map((r) =>
    entry(r.value, r.label, Number(r.n), false),
  );
  const colors = rowsOf<{ value: string; label: string; hex: string; n: number }>(colorRows).map((r) => ({
    ...entry(r.value, capitalise(r.label, lang), Number(r.n), false),
    hex: r.hex,
  }));
  const absentColour = await absentColours(db, lang, missingOf('color', colors));
  const sizes = rowsOf<{ value: string; n: number }>(sizeRows)
    .map((r) => entry(r.value, r.value, Number(r.n), false))
    .sort((a, b) => compareSizes(a.value, b.value));
  const price = rowsOf<{ min: number | null; max: number | null }>(priceRows)[0];
  const flags = rowsOf<{ sale: number; new: number }>(flagRows)[0];
  // A flag facet has its one option while it has products or is selected.
  const flag = (name: 'sale' | 'new', count: number): Aggregation => {
    const selected = conditions.filters.has(name);
    const entries = count > 0 || selected ? [{ ...entry('true', FACET_LABELS[name]![lang], count, selected) }] : [];
    return { name, label: FACET_LABELS[name]![lang], entries, min: null, max: null };
  };
  return [
    { name: 'category', label: FACET_LABELS.category![lang], entries: categories, min: null, max: null },
    facet('brand', brands),
    facet('color', colors, absentColour),
    facet('size', sizes),
    {
      ...facet('price', []),
      min: price?.min == null ? null : euros(Number(price.min)),
      max: price?.max == null ? null : euros(Number(price.max)),
    },
    flag('sale', Number(flags?.sale ?? 0)),
    flag('new', Number(flags?.new ?? 0)),
  ];
}

/** Category counts rolled up the tree: every category with products in the result, in tree order. */
async function categoryFacet(
  db: Tx,
  lang: Lang,
  rows: { id: number; n: number }[],
  selected: Set<string>,
): Promise<AggregationEntry[]> {
  const tree = await loadCategories(db);
  const byId = new Map(tree.map((c) => [c.id, c]));
  const counts = new Map<number, number>();
  for (const row of rows) {
    for (let c = byId.get(Number(row.id)); c; c = c.parentId == null ? undefined : byId.get(c.parentId)) {
      counts.set(c.id, (counts.get(c.id) ?? 0) + Number(row.n));
    }
  }
  // Depth first in the editors' order (loadCategories sorts by position): each parent before its children.
  const ordered: typeof tree = [];
  const visit = (parentId: number | null) => {
    for (const c of tree) {
      if (c.parentId !== parentId || !counts.has(c.id)) continue;
      ordered.push(c);
      visit(c.id);
    }
  };
  visit(null);
  return ordered.map((c) => ({
    value: String(c.id),
    label: c.names[lang] ?? c.key,
    count: counts.get(c.id)!,
    selected: selected.has(String(c.id)) || selected.has(c.key) || selected.has(c.urls[lang] ?? ''),
    parent: c.parentId == null ? null : String(c.parentId),
    level: c.level,
    url: c.urls[lang] ?? null,
    hex: null,
  }));
}

/**
 * The options of chosen colours without products in the result (count 0, selected), each with its
 * name in the store's language and its swatch, so a filter chip and option never show a colour's key
 * (`black`) where the shopper reads `Zwart`. A value is a colour key or a colour name (either case);
 * one no product has stays as written.
 */
async function absentColours(db: Tx, lang: Lang, values: string[]): Promise<(value: string) => AggregationEntry> {
  const lower = [...new Set(values.map((v) => v.toLowerCase()))];
  const rows = lower.length
    ? rowsOf<{ key: string; name: string; hex: string }>(
        await db.execute(
          sql`SELECT DISTINCT ON (p.color_key) p.color_key AS key, pt.color_name AS name, p.color_hex AS hex
            FROM products p JOIN product_translations pt ON pt.product_id = p.id AND pt.lang = ${lang}
            WHERE lower(p.color_key) IN ${lower} OR lower(pt.color_name) IN ${lower}
            ORDER BY p.color_key, p.id`,
        ),
      )
    : [];
  return (value) => {
    const v = value.toLowerCase();
    const colour = rows.find((r) => r.key.toLowerCase() === v || r.name.toLowerCase() === v);
    return colour
      ? { ...entry(value, capitalise(colour.name, lang), 0, true), hex: colour.hex }
      : entry(value, value, 0, true);
  };
}
