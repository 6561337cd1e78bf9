/** A URL record as far as its list scope goes (schema `UrlRecord`). */
export interface ListRecord {
  category_id: string | null;
  /** Preset filters (`{ sale: ['true'] }`, `{ brand: ['velora'] }`): JSON from the back end. */
  filters?: unknown;
}

/**
 * The search filters that make a URL record's list (spec §3 URL record: category_id, filters;
 * 'Product lists': a URL record may carry preset filters, a sale or brand page): its category and its preset
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

/**
 * Whether a record is a list (a category, a preset-filtered page, or `/products/`: the whole
 * catalogue, no filter at all), not a product.
 */
export function isListRecord(record: { page_type: string } & ListRecord): boolean {
  return record.page_type !== 'pdp';
}

/**
 * Whether a list is a plain category page (its only filter is its category): then its
 * sub-categories are pages of their own; on any other list (a brand, the sale, all products) they
 * are filters within it, so the brand or sale stays in force.
 */
export function isCategoryRecord(record: ListRecord): boolean {
  const filters = recordFilters(record);
  return filters.length === 1 && filters[0]!.name === 'category';
}

/**
 * Facet names a record presets, other than its category (`brand` on a brand page, `sale` on the
 * sale page): a shopper cannot widen them on that page, so their facets are not offered there.
 */
export function presetFacetNames(record: ListRecord): Set<string> {
  return new Set(
    recordFilters(record)
      .map((filter) => filter.name)
      .filter((name) => name !== 'category'),
  );
}
