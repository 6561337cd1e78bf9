import type { Breadcrumb } from './resolvers-types';

const isBreadcrumb = (value: unknown): value is Breadcrumb =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).label === 'string' &&
  typeof (value as Record<string, unknown>).url === 'string';

/**
 * The `parents` of a URL record (`UrlRecord.parents`, `UrlItem.parents`) from the stored JSON column,
 * which the database types as unknown: its `{ label, url }` entries in order, as `Breadcrumb`s; []
 * when the value is not a list. An entry of another shape is left out rather than failing the query.
 */
export function breadcrumbsOf(value: unknown): Breadcrumb[] {
  return Array.isArray(value) ? value.filter(isBreadcrumb).map(({ label, url }) => ({ label, url })) : [];
}
