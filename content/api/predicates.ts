/**
 * Prismic predicate (filter) syntax: parser and evaluator for the embedded content API.
 *
 * A `q` parameter holds a list of predicates, e.g.
 * `[[at(document.type, "cms_page")][any(document.tags, ["a", "b"])]]`; `@prismicio/client` sends
 * one predicate per `q` (`[[at(...)]]`). Values are JSON-like: double- or single-quoted strings
 * with backslash escapes, numbers, booleans and `[...]` arrays; the first argument is a path
 * (`document.type`, `document.id`, `document.tags`, `document.lang`,
 * `document.first_publication_date`, `document.last_publication_date`, `document`, `my.<type>.<field>`).
 */

export type PredicateValue = string | number | boolean | PredicateValue[];

export interface Predicate {
  name: string;
  path: string;
  args: PredicateValue[];
}

/** A malformed `q`, `orderings` or predicate: served as Prismic's 400 `parsing-error`. */
export class QueryParsingError extends Error {
  constructor(
    message: string,
    readonly input: string,
    readonly column: number,
  ) {
    super(message);
    this.name = 'QueryParsingError';
  }
}

/** Predicates the evaluator supports. */
export const SUPPORTED_PREDICATES = [
  'at',
  'not',
  'any',
  'in',
  'has',
  'missing',
  'fulltext',
  'number.lt',
  'number.gt',
  'number.inRange',
  'date.after',
  'date.before',
  'date.between',
  'date.year',
  'date.month',
] as const;

class Parser {
  pos = 0;
  constructor(readonly input: string) {}

  fail(message: string): never {
    throw new QueryParsingError(`${message} at column ${this.pos + 1} in ${this.input}`, this.input, this.pos + 1);
  }
  skipSpace() {
    while (this.pos < this.input.length && /\s/.test(this.input[this.pos]!)) this.pos += 1;
  }
  peek(): string | undefined {
    this.skipSpace();
    return this.input[this.pos];
  }
  expect(char: string) {
    if (this.peek() !== char) this.fail(`expected '${char}'`);
    this.pos += 1;
  }
  word(): string {
    this.skipSpace();
    const match = /^[A-Za-z_][\w.\-]*/.exec(this.input.slice(this.pos));
    if (!match) this.fail('expected a name');
    this.pos += match[0].length;
    return match[0];
  }
  string(): string {
    const quote = this.input[this.pos]!;
    this.pos += 1;
    let out = '';
    while (this.pos < this.input.length) {
      const char = this.input[this.pos]!;
      if (char === '\\') {
        const next = this.input[this.pos + 1];
        if (next === undefined) break;
        out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        this.pos += 2;
        continue;
      }
      if (char === quote) {
        this.pos += 1;
        return out;
      }
      out += char;
      this.pos += 1;
    }
    return this.fail('unterminated string');
  }
  value(): PredicateValue {
    const char = this.peek();
    if (char === '"' || char === "'") return this.string();
    if (char === '[') {
      this.pos += 1;
      const values: PredicateValue[] = [];
      if (this.peek() === ']') {
        this.pos += 1;
        return values;
      }
      for (;;) {
        values.push(this.value());
        const next = this.peek();
        if (next === ',') this.pos += 1;
        else if (next === ']') {
          this.pos += 1;
          return values;
        } else this.fail("expected ',' or ']'");
      }
    }
    const number = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(this.input.slice(this.pos));
    if (number) {
      this.pos += number[0].length;
      return Number(number[0]);
    }
    const word = this.word();
    if (word === 'true') return true;
    if (word === 'false') return false;
    return word;
  }
  /** `name(path, arg, …)`, optionally labelled `:d = name(...)` as in Prismic's hrefs. */
  predicate(): Predicate {
    if (this.peek() === ':') {
      this.pos += 1;
      this.word();
      this.expect('=');
    }
    const name = this.word();
    this.expect('(');
    const args: PredicateValue[] = [];
    if (this.peek() !== ')') {
      for (;;) {
        args.push(this.value());
        const next = this.peek();
        if (next === ',') this.pos += 1;
        else if (next === ')') break;
        else this.fail("expected ',' or ')'");
      }
    }
    this.expect(')');
    if (!(SUPPORTED_PREDICATES as readonly string[]).includes(name)) this.fail(`unknown predicate '${name}'`);
    const [path, ...rest] = args;
    if (typeof path !== 'string') this.fail(`predicate '${name}' needs a path`);
    return { name, path, args: rest };
  }
}

/**
 * Parses one `q` parameter: `[[p1][p2]…]` (the API form), `[p1][p2]` or a bare `p1`.
 * @throws QueryParsingError on any syntax error or unknown predicate.
 */
export function parsePredicates(q: string): Predicate[] {
  const parser = new Parser(q.trim());
  if (parser.input === '' || parser.input === '[]') return [];
  const predicates: Predicate[] = [];
  // Outer list bracket is optional; inner brackets wrap each predicate.
  let outer = false;
  if (parser.peek() === '[') {
    const save = parser.pos;
    parser.pos += 1;
    if (parser.peek() === '[') outer = true;
    else parser.pos = save;
  }
  for (;;) {
    const char = parser.peek();
    if (char === undefined || char === ']') break;
    if (char === '[') {
      parser.pos += 1;
      predicates.push(parser.predicate());
      parser.expect(']');
    } else {
      predicates.push(parser.predicate());
    }
  }
  if (outer) parser.expect(']');
  if (parser.peek() !== undefined) parser.fail('unexpected trailing input');
  return predicates;
}

/** A document as the evaluator sees it (the stored shape). */
export interface EvaluableDocument {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  tags: string[];
  first_publication_date: string | null;
  last_publication_date: string | null;
  data: Record<string, unknown>;
}

/** The field path's value(s) in a document, or `undefined` when the path does not apply. */
export function resolvePath(doc: EvaluableDocument, path: string): unknown {
  if (path === 'document') return doc;
  const parts = path.split('.');
  if (parts[0] === 'document') {
    const key = parts[1];
    switch (key) {
      case 'id':
        return doc.id;
      case 'uid':
        return doc.uid;
      case 'type':
        return doc.type;
      case 'lang':
        return doc.lang;
      case 'tags':
        return doc.tags;
      case 'first_publication_date':
        return doc.first_publication_date;
      case 'last_publication_date':
        return doc.last_publication_date;
      default:
        return undefined;
    }
  }
  if (parts[0] === 'my' && parts.length >= 3) {
    if (parts[1] !== doc.type) return undefined;
    if (parts[2] === 'uid' && parts.length === 3) return doc.uid;
    let current: unknown = doc.data;
    for (const part of parts.slice(2)) {
      if (Array.isArray(current))
        current = current.map((item) =>
          item && typeof item === 'object' ? (item as Record<string, unknown>)[part] : undefined,
        );
      else if (current && typeof current === 'object') current = (current as Record<string, unknown>)[part];
      else return undefined;
    }
    return current;
  }
  return undefined;
}

/** Comparable scalar of a field: link fields compare by their id (content relationships) or url. */
function scalar(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if ('link_type' in record) return record.id ?? record.url ?? null;
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.link_type === 'Any') return true;
    if ('url' in record && 'dimensions' in record) return !record.url;
    return Object.keys(record).length === 0;
  }
  return false;
}

function equals(a: unknown, b: PredicateValue): boolean {
  const left = scalar(a);
  if (typeof b === 'number' && typeof left === 'string') {
    const time = Date.parse(left);
    return Number(left) === b || time === b;
  }
  return left === b;
}

function toTime(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== 'spans')
      .map(([, v]) => textOf(v))
      .join(' ');
  return '';
}

/** Whether one predicate matches a document. Paths of another custom type never match (except `not`/`missing`). */
export function matchesPredicate(doc: EvaluableDocument, predicate: Predicate): boolean {
  const value = predicate.path === 'document' ? doc : resolvePath(doc, predicate.path);
  const [first, second] = predicate.args;
  const list = Array.isArray(first) ? first : first === undefined ? [] : [first];
  const values = Array.isArray(value) ? value : [value];
  switch (predicate.name) {
    case 'at':
      if (Array.isArray(value)) return list.every((wanted) => value.some((v) => equals(v, wanted)));
      return first !== undefined && !Array.isArray(first) && equals(value, first);
    case 'not':
      return !matchesPredicate(doc, { ...predicate, name: 'at' });
    case 'any':
    case 'in':
      return list.some((wanted) => values.some((v) => equals(v, wanted)));
    case 'has':
      return !isEmpty(value);
    case 'missing':
      return isEmpty(value);
    case 'fulltext': {
      const haystack = textOf(predicate.path === 'document' ? doc.data : value).toLowerCase();
      const terms = String(first ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean);
      return terms.length > 0 && terms.every((term) => haystack.includes(term));
    }
    case 'number.lt':
      return typeof value === 'number' && typeof first === 'number' && value < first;
    case 'number.gt':
      return typeof value === 'number' && typeof first === 'number' && value > first;
    case 'number.inRange':
      return (
        typeof value === 'number' &&
        typeof first === 'number' &&
        typeof second === 'number' &&
        value >= first &&
        value <= second
      );
    case 'date.after':
    case 'date.before':
    case 'date.between': {
      const time = toTime(value);
      const a = toTime(first);
      if (time === undefined || a === undefined) return false;
      if (predicate.name === 'date.after') return time > a;
      if (predicate.name === 'date.before') return time < a;
      const b = toTime(second);
      return b !== undefined && time >= a && time <= b;
    }
    case 'date.year': {
      const time = toTime(value);
      return time !== undefined && new Date(time).getUTCFullYear() === first;
    }
    case 'date.month': {
      const time = toTime(value);
      if (time === undefined) return false;
      const month = new Date(time).getUTCMonth();
      if (typeof first === 'number') return month + 1 === first;
      const name = new Date(time).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
      return typeof first === 'string' && name.toLowerCase() === first.toLowerCase();
    }
    default:
      return false;
  }
}

export interface Ordering {
  path: string;
  desc: boolean;
}

/**
 * Parses `orderings`: `[my.type.field desc, document.first_publication_date]` (brackets optional).
 * @throws QueryParsingError on an empty field name.
 */
export function parseOrderings(value: string): Ordering[] {
  const inner = value.trim().replace(/^\[/, '').replace(/\]$/, '');
  if (!inner.trim()) return [];
  return inner.split(',').map((part) => {
    const [path, direction, ...rest] = part.trim().split(/\s+/);
    if (!path || rest.length > 0 || (direction && direction !== 'desc' && direction !== 'asc')) {
      throw new QueryParsingError(`invalid ordering '${part.trim()}'`, value, 1);
    }
    return { path, desc: direction === 'desc' };
  });
}

function compareValues(a: unknown, b: unknown): number {
  const left = scalar(a);
  const right = scalar(b);
  const missingLeft = left === null || left === undefined || left === '';
  const missingRight = right === null || right === undefined || right === '';
  if (missingLeft || missingRight) return missingLeft === missingRight ? 0 : missingLeft ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  const timeLeft = typeof left === 'string' && /^\d{4}-\d{2}-\d{2}/.test(left) ? Date.parse(left) : NaN;
  const timeRight = typeof right === 'string' && /^\d{4}-\d{2}-\d{2}/.test(right) ? Date.parse(right) : NaN;
  if (!Number.isNaN(timeLeft) && !Number.isNaN(timeRight)) return timeLeft - timeRight;
  return textOf(left).localeCompare(textOf(right));
}

/** Sorts documents by orderings (missing values last), then by document id for a stable order. */
export function sortDocuments<T extends EvaluableDocument>(docs: T[], orderings: Ordering[]): T[] {
  return [...docs].sort((a, b) => {
    for (const ordering of orderings) {
      const result = compareValues(resolvePath(a, ordering.path), resolvePath(b, ordering.path));
      if (result !== 0) {
        const aMissing = resolvePath(a, ordering.path) == null;
        const bMissing = resolvePath(b, ordering.path) == null;
        // Missing values stay last whatever the direction.
        return ordering.desc && !aMissing && !bMissing ? -result : result;
      }
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
