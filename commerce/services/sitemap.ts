/**
 * The catalogue's pages for sitemaps (schema `sitemapUrls`; docs/decisions/0032-sitemaps-and-hreflang.md): a
 * store's URL records of one page type, in record order, each with the same page's URL in every store
 * (as `alternateUrls` pairs them: a product by SKU, a list by category and preset filters).
 */
import { sql } from 'drizzle-orm';
import type { StoreDefinition } from '../config/stores';
import { fail, rowsOf, type Tx } from './common';
import { BASE_CURRENCY } from './price-list';

/** The page types a sitemap lists: products and list pages. */
export const SITEMAP_PAGE_TYPES = ['pdp', 'plp'] as const;
/** The most URLs one sitemap file may hold (sitemaps.org), and so one page of `sitemapUrls`. */
export const SITEMAP_MAX_URLS = 50_000;

interface RecordRow {
  id: number;
  url: string;
  sku: string | null;
  category_id: number | null;
  filters: string | null;
  last_modified: Date | string | null;
  total: number;
}

/** The key two stores' records of one page share: the SKU, or the category and the preset filters. */
const pageKey = (row: { sku: string | null; category_id: number | null; filters: string | null }, pageType: string) =>
  pageType === 'pdp' ? `sku:${row.sku}` : `list:${row.category_id ?? ''}:${row.filters ?? ''}`;

/**
 * One page of `store`'s URLs of `pageType` for a sitemap: `total` of them in all, `urls` from `offset`
 * (at most `limit`, 1 to {@link SITEMAP_MAX_URLS}), each with `lastModified` (a product's last price
 * change, ISO 8601; null for a list) and `alternates` (the page's URL per store, by store key). In a store
 * with its own price list, products without a price in it are left out (not for sale there).
 * @throws GraphQLError INVALID_INPUT for another page type or a negative offset
 */
export async function sitemapUrls(
  db: Tx,
  store: StoreDefinition,
  args: { pageType: string; offset?: number | null; limit?: number | null },
) {
  const pageType = args.pageType;
  if (!(SITEMAP_PAGE_TYPES as readonly string[]).includes(pageType))
    throw fail('INVALID_INPUT', 'pageType is pdp or plp.');
  const offset = args.offset ?? 0;
  if (!Number.isSafeInteger(offset) || offset < 0) throw fail('INVALID_INPUT', 'offset is 0 or more.');
  const limit = Math.min(SITEMAP_MAX_URLS, Math.max(1, args.limit ?? SITEMAP_MAX_URLS));
  const forSale =
    pageType === 'pdp' && store.currency !== BASE_CURRENCY
      ? sql`AND EXISTS (SELECT 1 FROM products p JOIN product_prices pp ON pp.product_id = p.id
          WHERE p.sku = r.sku AND pp.currency = ${store.currency})`
      : sql``;
  const rows = rowsOf<RecordRow>(
    await db.execute(sql`SELECT r.id, r.url, r.sku, r.category_id, r.filters::text AS filters,
        (SELECT p.price_updated_at FROM products p WHERE p.sku = r.sku) AS last_modified,
        count(*) OVER ()::int AS total
      FROM url_records r
      WHERE r.store_key = ${store.key} AND r.page_type = ${pageType} ${forSale}
      ORDER BY r.id OFFSET ${offset} LIMIT ${limit}`),
  );
  const total = rows.length
    ? Number(rows[0]!.total)
    : Number(
        rowsOf<{ n: number }>(
          await db.execute(
            sql`SELECT count(*)::int AS n FROM url_records r WHERE r.store_key = ${store.key} AND r.page_type = ${pageType} ${forSale}`,
          ),
        )[0]?.n ?? 0,
      );
  if (!rows.length) return { total, urls: [] };

  const matching =
    pageType === 'pdp'
      ? sql`a.sku = ANY(${`{${rows.map((row) => row.sku).join(',')}}`}::text[])`
      : sql`(a.category_id = ANY(${`{${rows.flatMap((row) => (row.category_id == null ? [] : [row.category_id])).join(',')}}`}::int[])
          OR a.category_id IS NULL)`;
  const others = rowsOf<{
    store_key: string;
    url: string;
    sku: string | null;
    category_id: number | null;
    filters: string | null;
  }>(
    await db.execute(sql`SELECT a.store_key, a.url, a.sku, a.category_id, a.filters::text AS filters
      FROM url_records a WHERE a.page_type = ${pageType} AND ${matching} ORDER BY a.store_key, a.id`),
  );
  // One URL per store and page: a store with two records for the page keeps its first.
  const byPage = new Map<string, Map<string, string>>();
  for (const other of others) {
    const key = pageKey(other, pageType);
    const stores = byPage.get(key) ?? new Map<string, string>();
    if (!stores.has(other.store_key)) stores.set(other.store_key, other.url);
    byPage.set(key, stores);
  }
  return {
    total,
    urls: rows.map((row) => ({
      url: row.url,
      lastModified:
        row.last_modified == null
          ? null
          : (row.last_modified instanceof Date ? row.last_modified : new Date(row.last_modified)).toISOString(),
      alternates: [...(byPage.get(pageKey(row, pageType)) ?? new Map<string, string>())].map(([storeCode, url]) => ({
        storeCode,
        url,
      })),
    })),
  };
}
