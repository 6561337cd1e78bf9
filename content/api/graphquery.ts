/**
 * Minimal GraphQuery support (Prismic `graphQuery` parameter) for the embedded content API.
 *
 * Applied: per-type field selection of `data` (unlisted fields are dropped); sub-selections on
 * content-relationship links fetch the linked document's data (optionally per type with
 * `...on <type> { … }`); sub-selections on groups project each item; on slice zones, `...on
 * <slice_type> { … }` keeps only the listed slice types, and inside a slice `variation { ...on
 * <variation> { primary { … } items { … } } }` or legacy `non-repeat { … }` / `repeat { … }`
 * project `primary` / `items` (a slice fragment without those keeps the whole slice).
 * Not applied: GraphQL-style arguments, aliases and directives; objects such as image or link
 * fields are always returned whole. A document type the query does not mention keeps all its data.
 */
import { QueryParsingError } from './predicates';

export interface Selection {
  fields: Map<string, Selection | null>;
  fragments: Map<string, Selection>;
}

/**
 * Parses a graphQuery string into its top-level selection (keys are document types).
 * @throws QueryParsingError on unbalanced braces or a fragment without a name.
 */
export function parseGraphQuery(input: string): Selection {
  const tokens = input.match(/\.\.\.\s*on\b|[{}]|[A-Za-z0-9_\-]+/g) ?? [];
  let pos = 0;
  const fail = (message: string): never => {
    throw new QueryParsingError(`graphQuery: ${message}`, input, pos + 1);
  };
  const selection = (): Selection => {
    if (tokens[pos] !== '{') fail("expected '{'");
    pos += 1;
    const result: Selection = { fields: new Map(), fragments: new Map() };
    while (pos < tokens.length && tokens[pos] !== '}') {
      const token = tokens[pos]!;
      if (token.startsWith('...')) {
        const name = tokens[pos + 1];
        if (!name || name === '{' || name === '}') fail('fragment needs a type name');
        pos += 2;
        result.fragments.set(name!, selection());
        continue;
      }
      if (token === '{') fail('unexpected {');
      pos += 1;
      result.fields.set(token, tokens[pos] === '{' ? selection() : null);
    }
    if (tokens[pos] !== '}') fail("expected '}'");
    pos += 1;
    return result;
  };
  const root = selection();
  if (pos !== tokens.length) fail('unexpected trailing input');
  return root;
}

export interface GraphQueryContext {
  /** Resolves a content-relationship link to its target document's type and data. */
  resolveLink(link: Record<string, unknown>): { type: string; data: Record<string, unknown> } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function projectSlice(
  slice: Record<string, unknown>,
  selection: Selection,
  context: GraphQueryContext,
): Record<string, unknown> {
  let body: Selection | null = null;
  const variation = selection.fields.get('variation');
  if (variation) body = variation.fragments.get(String(slice.variation ?? 'default')) ?? null;
  const legacyPrimary = selection.fields.get('non-repeat');
  const legacyItems = selection.fields.get('repeat');
  const primarySelection = body?.fields.get('primary') ?? legacyPrimary;
  const itemsSelection = body?.fields.get('items') ?? legacyItems;
  if (!variation && legacyPrimary === undefined && legacyItems === undefined) return slice;
  return {
    ...slice,
    primary: primarySelection
      ? projectData(isRecord(slice.primary) ? slice.primary : {}, primarySelection, context)
      : {},
    items:
      itemsSelection && Array.isArray(slice.items)
        ? slice.items.map((item) => (isRecord(item) ? projectData(item, itemsSelection, context) : item))
        : [],
  };
}

function projectValue(value: unknown, selection: Selection, context: GraphQueryContext): unknown {
  if (Array.isArray(value)) {
    const isSliceZone = value.some((item) => isRecord(item) && typeof item.slice_type === 'string');
    if (isSliceZone) {
      return value
        .filter(
          (item) =>
            isRecord(item) && (selection.fragments.size === 0 || selection.fragments.has(String(item.slice_type))),
        )
        .map((item) => {
          const slice = item as Record<string, unknown>;
          const fragment = selection.fragments.get(String(slice.slice_type));
          return fragment ? projectSlice(slice, fragment, context) : slice;
        });
    }
    return value.map((item) => (isRecord(item) ? projectData(item, selection, context) : item));
  }
  if (isRecord(value) && value.link_type === 'Document') {
    const linked = context.resolveLink(value);
    if (!linked) return value;
    const typed = selection.fragments.get(linked.type);
    const effective = typed ?? (selection.fields.size > 0 ? selection : null);
    return effective ? { ...value, data: projectData(linked.data, effective, context) } : value;
  }
  return value;
}

/** Projects a data object through a selection (fields not listed are dropped). */
export function projectData(
  data: Record<string, unknown>,
  selection: Selection,
  context: GraphQueryContext,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, sub] of selection.fields) {
    if (!(name in data)) continue;
    out[name] = sub ? projectValue(data[name], sub, context) : data[name];
  }
  return out;
}
