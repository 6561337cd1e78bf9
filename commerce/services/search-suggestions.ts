import { sql } from 'drizzle-orm';
import { SEARCH_SUGGESTION_LIMIT, SEARCH_URL_LIMIT, TS_CONFIG, type StoreDefinition } from '../config/stores';
import { rowsOf, type Tx } from './common';
import type { SearchConditions } from './search-conditions';
import { correctedText, tsQueryText } from './search-lexicon';

/** A page of a search's `urlData` (schema `UrlResult`). */
export interface SearchUrl {
  url: string;
  label: string;
  page_group: string;
  parents: unknown;
}

/**
 * The list pages (`url_records` of type plp) of the store whose label matches the search: by any of
 * its words (stemmed, with their corrections) or as a whole by trigram similarity; the best match
 * first, then the higher level. At most SEARCH_URL_LIMIT; [] without search words.
 */
export async function searchUrls(db: Tx, store: StoreDefinition, conditions: SearchConditions): Promise<SearchUrl[]> {
  if (!conditions.terms.length) return [];
  const cfg = TS_CONFIG[store.lang];
  const q = conditions.words.join(' ');
  const tsq = sql`to_tsquery(${cfg}::regconfig, ${tsQueryText(conditions.terms, 'any')})`;
  const label = sql`to_tsvector(${cfg}::regconfig, unaccent(u.label))`;
  // List pages have no SKU: `sku IS NULL` reaches the few dozen of the store through the
  // (store_key, sku) index instead of filtering every product page (11.6 → 0.3 ms at 20,000).
  const rows = rowsOf<{ url: string; label: string; parents: unknown; level: number | null }>(
    await db.execute(sql`SELECT u.url, u.label, u.parents, c.level FROM url_records u LEFT JOIN categories c ON c.id = u.category_id
      WHERE u.store_key = ${store.key} AND u.sku IS NULL AND u.page_type = 'plp'
        AND (${label} @@ ${tsq} OR lower(unaccent(u.label)) LIKE ${`%${q}%`} OR ${q} <% lower(unaccent(u.label)))
      ORDER BY ts_rank(${label}, ${tsq}) + word_similarity(${q}, lower(unaccent(u.label))) DESC, c.level ASC NULLS LAST, u.url ASC
      LIMIT ${SEARCH_URL_LIMIT}`),
  );
  return rows.map((r) => ({
    url: r.url,
    label: r.label,
    page_group: Number(r.level) === 2 ? 'Category' : 'Plp',
    parents: r.parents ?? [],
  }));
}

/**
 * Search terms to offer (`urlSuggestData`, at most SEARCH_SUGGESTION_LIMIT): the search as the
 * catalog spells it when a word was corrected ("snaekers" → "sneakers"), the brands among its
 * words, then the names of the matching products, the most frequent first. Matching uses the
 * corrected words, so a misspelling still suggests real names. [] without search words.
 */
export async function searchSuggestions(
  db: Tx,
  store: StoreDefinition,
  conditions: SearchConditions,
): Promise<{ text: string }[]> {
  if (!conditions.terms.length || !conditions.text) return [];
  const cfg = TS_CONFIG[store.lang];
  const anyWord = sql`to_tsquery(${cfg}::regconfig, ${tsQueryText(conditions.terms, 'any')})`;
  const rows = rowsOf<{ text: string }>(
    await db.execute(sql`(SELECT b.name AS text FROM brands b
        WHERE to_tsvector(${cfg}::regconfig, unaccent(b.name)) @@ ${anyWord} ORDER BY b.name LIMIT ${SEARCH_SUGGESTION_LIMIT})
      UNION ALL
      (SELECT pt.name AS text FROM product_translations pt WHERE pt.lang = ${store.lang} AND ${conditions.text}
        GROUP BY pt.name ORDER BY count(*) DESC, pt.name ASC
        LIMIT ${SEARCH_SUGGESTION_LIMIT})`),
  );
  const typed = conditions.words.join(' ');
  const corrected = correctedText(conditions.terms);
  const texts = [...(corrected && corrected !== typed ? [corrected] : []), ...rows.map((r) => r.text)];
  const seen = new Set<string>();
  return texts
    .filter((text) => {
      const key = text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, SEARCH_SUGGESTION_LIMIT)
    .map((text) => ({ text }));
}
