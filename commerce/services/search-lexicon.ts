import { sql } from 'drizzle-orm';
import type { Lang } from '../config/stores';
import { rowsOf, type Tx } from './common';
import { SYNONYMS, UNDESCRIBED_WORDS } from './search-synonyms';

/** How long a loaded lexicon serves before it is reloaded in the background (product names change only with a new catalog). */
const LEXICON_TTL_MS = 10 * 60_000;

/** The distinct words of a language's searchable text (`product_translations.search_text`), sorted. */
export interface Lexicon {
  words: string[];
  set: Set<string>;
  /** The colour names (`product_translations.color_name`) with their words as the lexicon has them. */
  colours: { name: string; words: string[] }[];
}

interface Cached {
  loadedAt: number;
  lexicon: Promise<Lexicon>;
  reloading?: boolean;
}

// Keyed by the database object: tests open a fresh database per file in the same process.
const cache = new WeakMap<object, Map<Lang, Cached>>();

async function loadLexicon(db: Tx, lang: Lang): Promise<Lexicon> {
  const rows = rowsOf<{ w: string }>(
    await db.execute(sql`SELECT DISTINCT w FROM product_translations pt,
      regexp_split_to_table(pt.search_text, '[^[:alnum:]]+') AS w WHERE pt.lang = ${lang} AND w <> ''`),
  );
  const colourRows = rowsOf<{ name: string; plain: string }>(
    await db.execute(sql`SELECT DISTINCT color_name AS name, lower(unaccent(color_name)) AS plain
      FROM product_translations WHERE lang = ${lang}`),
  );
  const words = rows.map((r) => r.w).sort();
  const colours = colourRows.map((r) => ({ name: r.name, words: r.plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean) }));
  return { words, set: new Set(words), colours };
}

/**
 * The lexicon of `lang` on `db`: loaded on first use (two queries, about 0.2 s for 20,000
 * style-colours on PGlite), then served from memory; after LEXICON_TTL_MS the old one keeps
 * serving while a new one loads. A failed load is forgotten, so the next search tries again.
 */
export function searchLexicon(db: Tx, lang: Lang): Promise<Lexicon> {
  let byLang = cache.get(db);
  if (!byLang) cache.set(db, (byLang = new Map()));
  const cached = byLang.get(lang);
  const now = Date.now();
  if (cached && now - cached.loadedAt < LEXICON_TTL_MS) return cached.lexicon;
  if (cached && !cached.reloading) {
    cached.reloading = true;
    loadLexicon(db, lang).then(
      (lexicon) => byLang.set(lang, { loadedAt: Date.now(), lexicon: Promise.resolve(lexicon) }),
      () => (cached.reloading = false),
    );
  }
  if (cached) return cached.lexicon;
  const entry: Cached = { loadedAt: now, lexicon: loadLexicon(db, lang) };
  entry.lexicon.catch(() => byLang.delete(lang));
  byLang.set(lang, entry);
  return entry.lexicon;
}

/**
 * Optimal string alignment distance of `a` and `b` (insertions, deletions, substitutions and
 * swaps of two neighbouring letters each cost 1); any value above `max` is returned as `max + 1`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * One search word and what it may match: each alternative is a list of `to_tsquery` operands that
 * must all match (two for a compound split in two), and the word itself always comes first. A
 * complete catalog word matches as itself (stemmed: "kleider" finds Kleid and Kleider, not
 * Kleidung), any other as a prefix (`sneak:*`, and "schwarze" as `schwarz:*`).
 */
export interface SearchTerm {
  word: string;
  alternatives: string[][];
  /** The catalog's spelling when the word was misspelled, split or a synonym; null when it was not. */
  correction: string | null;
}

/** Typos allowed for a word of `length` letters: none up to 3, one up to 5, else two. */
const maxEdits = (length: number) => (length <= 3 ? 0 : length <= 5 ? 1 : 2);

/** Whether some catalog word starts with `word` (a complete word or one being typed). */
function isKnown(lexicon: Lexicon, word: string): boolean {
  // Binary search for the first word ≥ `word`: a word it begins has to be that one.
  let low = 0;
  let high = lexicon.words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (lexicon.words[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return lexicon.words[low]?.startsWith(word) ?? false;
}

/** The catalog words nearest to a misspelled `word` (at most 3, all at the smallest distance). */
function corrections(lexicon: Lexicon, word: string): string[] {
  const max = maxEdits(word.length);
  if (max === 0 || /^\d+$/.test(word)) return [];
  let best = max + 1;
  let found: string[] = [];
  for (const candidate of lexicon.words) {
    if (candidate.length < 3) continue;
    let match = candidate;
    let distance = editDistance(word, candidate, Math.min(max, best));
    // A word still being typed: compare with the catalog word's beginning of the same length.
    if (word.length >= 5 && candidate.length > word.length) {
      const start = candidate.slice(0, word.length);
      const partial = editDistance(word, start, Math.min(max, best));
      if (partial < distance) [match, distance] = [start, partial];
    }
    if (distance < best) {
      best = distance;
      found = [match];
    } else if (distance === best && distance <= max && !found.includes(match)) found.push(match);
  }
  return best <= max ? found.slice(0, 3) : [];
}

/** `word` as two catalog words ("herenschoenen" → heren + schoenen); null when it splits into none. */
function compoundParts(lexicon: Lexicon, word: string): string[] | null {
  if (word.length < 7) return null;
  for (let cut = word.length - 3; cut >= 3; cut--) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    // The tail a whole word, or a longer beginning of one ("damentasche" → damen + taschen).
    if (lexicon.set.has(head) && (lexicon.set.has(tail) || (tail.length >= 4 && isKnown(lexicon, tail))))
      return [head, tail];
  }
  return null;
}

/** The longest catalog word `word` ends with (a modifier and a product: "lederstiefel" → stiefel); null when none. */
function headNoun(lexicon: Lexicon, word: string): string | null {
  for (let cut = 3; cut <= word.length - 4; cut++) if (lexicon.set.has(word.slice(cut))) return word.slice(cut);
  return null;
}

/** Dutch diminutives the stemmer leaves alone: "laarsjes" → laars, "jurkje" → jurk, "sandaaltjes" → sandaal. */
function dutchBase(lexicon: Lexicon, word: string): string | null {
  for (const suffix of ['tjes', 'jes', 'tje', 'je']) {
    const base = word.slice(0, -suffix.length);
    if (word.endsWith(suffix) && base.length >= 3 && isKnown(lexicon, base)) return base;
  }
  return null;
}

/**
 * What each search word may match in `lang`, given the catalog's words: a synonym's catalog words;
 * else, for a word no catalog word starts with, a Dutch diminutive's base, its compound parts, its
 * nearest spellings (1 typo up to 5 letters, 2 from 6), or the catalog word it ends with. The word
 * itself is always the first alternative (its stem may still match: "zwarte" → zwart). A word for
 * what the catalog does not describe (`UNDESCRIBED_WORDS`: a material) is left out, unless it is
 * the only word.
 */
export function searchTerms(lexicon: Lexicon, lang: Lang, words: string[]): SearchTerm[] {
  const described = words.filter((word) => isKnown(lexicon, word) || !UNDESCRIBED_WORDS[lang].has(word));
  const operand = (w: string) => (lexicon.set.has(w) ? w : `${w}:*`);
  const term = (word: string, others: string[][], correction: string | null): SearchTerm => ({
    word,
    alternatives: [[word], ...others].map((parts) => parts.map(operand)),
    correction,
  });
  return (described.length ? described : words).map((word) => {
    const synonyms = SYNONYMS[lang][word];
    if (synonyms)
      return term(
        word,
        synonyms.map((s) => [s]),
        synonyms[0]!,
      );
    if (isKnown(lexicon, word)) return term(word, [], null);
    const base = lang === 'nl' ? dutchBase(lexicon, word) : null;
    if (base) return term(word, [[base]], base);
    const parts = compoundParts(lexicon, word);
    if (parts) return term(word, [parts], parts.join(' '));
    const near = corrections(lexicon, word);
    // An inflected form ("zwarte", "noires") is no misspelling: its stem matches, so nothing to correct.
    if (near.length)
      return term(
        word,
        near.map((n) => [n]),
        word.startsWith(near[0]!) ? null : near[0]!,
      );
    const head = headNoun(lexicon, word);
    if (head) return term(word, [[head]], head);
    return term(word, [], null);
  });
}

/**
 * The `to_tsquery` text of search terms: per term its alternatives ORed, the terms ANDed (`all`)
 * or ORed (`any`). Words are letters and digits only (`searchWords`): nothing in them is syntax.
 */
export function tsQueryText(terms: SearchTerm[], mode: 'all' | 'any'): string {
  const term = (t: SearchTerm) => `(${t.alternatives.map((parts) => `(${parts.join(' & ')})`).join(' | ')})`;
  return terms.map(term).join(mode === 'all' ? ' & ' : ' | ');
}

/**
 * The colour names (as stored) the search asks for: every word of the name matched by one of the
 * terms' alternatives as the lexicon spells it ("zwarte" through its correction zwart, "rosa"
 * itself). Stemming is not applied here: it only breaks ties, where a model shares a colour's name.
 */
export function askedColours(lexicon: Lexicon, terms: SearchTerm[]): string[] {
  const operands = terms.flatMap((t) => t.alternatives.flat());
  const matches = (word: string) =>
    operands.some((o) => (o.endsWith(':*') ? word.startsWith(o.slice(0, -2)) : word === o));
  return lexicon.colours.filter((c) => c.words.length && c.words.every(matches)).map((c) => c.name);
}

/** The search text with every corrected word as the catalog spells it ("snaekers" → "sneakers"); null when none was. */
export function correctedText(terms: SearchTerm[]): string | null {
  if (!terms.some((t) => t.correction)) return null;
  return terms.map((t) => t.correction ?? t.word).join(' ');
}
