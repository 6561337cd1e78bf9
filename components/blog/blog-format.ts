import { formatDate } from '@/lib/format';

/** The category select's options (customtypes/blog_article) → their `blog.categories` message key. */
export const CATEGORY_KEYS = {
  Care: 'care',
  'Size advice': 'sizing',
  Trends: 'trends',
  Sneakers: 'sneakers',
  Club: 'club',
  Style: 'style',
} as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[keyof typeof CATEGORY_KEYS];

/** The message key of a category option, or null for none or an option this code does not know. */
export function categoryKey(category: string | null): CategoryKey | null {
  return category && Object.hasOwn(CATEGORY_KEYS, category)
    ? CATEGORY_KEYS[category as keyof typeof CATEGORY_KEYS]
    : null;
}

/**
 * A publication date (`YYYY-MM-DD`) written out in the storefront's `locale` ('12 March 2025',
 * '12. März 2025', '1er mars 2025'), or null for none or an invalid date. The date is read and
 * written in UTC, so it is the same calendar day in every time zone.
 */
export function formatPublicationDate(locale: string, date: string | null): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const value = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return null;
  return formatDate(value, locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
