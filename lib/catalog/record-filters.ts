/** A URL record as far as its list scope goes (schema `UrlRecord`). */
export interface ListRecord {
  category_id: string | null;
  /** Preset filters (`{ sale: ['true'] }`, `{ brand: ['velora'] }`): JSON from the back end. */
  filters?: unknown;
}

/**
 * The search filters that make a URL record's list (spec §3 URL record: category_id, filters;
 * issue 8 'URL records with preset filters (a sale or brand page)'): its category and its preset
 * filters, as `SearchFilterInput`s. Anything in `filters` that is not a list of strings is ignored.
 */
export function recordFilters(record: ListRecord): { name: string; values: string[] }[] {
  const filters = new Map<string, string[]>();
  if (record.filters && typeof record.filters === 'object' && !Array.isArray(record.filters)) {
    for (const [name, values] of Object.entries(record.filters as Record<string, unknown>)) {
      if (!Array.isArray(values)) continue;
      const strings = values.filter((value): value is string => typeof value === 'string' && value.length > 0);
      if (strings.length || name === 'sale' || name === 'new') filters.set(name, strings);
    }
  }
  if (record.category_id && !filters.has('category')) filters.set('category', [record.category_id]);
  return [...filters].map(([name, values]) => ({ name, values }));
}

/** Whether a record is a list (a category or a preset-filtered page), not a product. */
export function isListRecord(record: { page_type: string } & ListRecord): boolean {
  return record.page_type !== 'pdp' && recordFilters(record).length > 0;
}
