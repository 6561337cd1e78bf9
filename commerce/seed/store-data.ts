/**
 * A catalogue seeded before a store existed gains that store at start (commerce/ready.ts): its URL
 * records, written from the catalogue's translations exactly as the seed writes them (spec §3 'URL
 * record'), its shipping and payment methods, and the price lists of its currency. Stores that
 * have records already are left as they are.
 */
import { sql } from 'drizzle-orm';
import type { CommerceDb } from '../db/client';
import * as s from '../db/schema';
import { STORE_KEYS, STORES, type StoreKey } from '../config/stores';
import { rowsOf } from '../services/common';
import type { Gender } from './data';
import { presetListRecords } from './list-pages';
import { seedPriceLists } from './price-lists';
import { paymentMethodRows, shippingMethodRows } from './store-methods';

type UrlRow = typeof s.urlRecords.$inferInsert;
interface Crumb {
  label: string;
  url: string;
}

/** The URL records of `storeKey` from the categories and products in its language. */
async function storeUrlRecords(db: CommerceDb, storeKey: StoreKey): Promise<UrlRow[]> {
  const lang = STORES[storeKey].lang;
  const categories = rowsOf<{
    id: number;
    parent_id: number | null;
    key: string;
    gender: string;
    name: string;
    url: string;
  }>(
    await db.execute(sql`SELECT c.id, c.parent_id, c.key, c.gender, ct.name, ct.url FROM categories c
      JOIN category_translations ct ON ct.category_id = c.id AND ct.lang = ${lang} ORDER BY c.position, c.id`),
  );
  const byId = new Map(categories.map((category) => [Number(category.id), category]));
  const crumbs = (parentId: number | null): Crumb[] => {
    const out: Crumb[] = [];
    for (let parent = parentId == null ? undefined : byId.get(parentId); parent;) {
      out.unshift({ label: parent.name, url: parent.url });
      parent = parent.parent_id == null ? undefined : byId.get(Number(parent.parent_id));
    }
    return out;
  };
  const rows: UrlRow[] = categories.map((category) => ({
    storeKey,
    url: category.url,
    pageType: 'plp',
    categoryId: Number(category.id),
    label: category.name,
    gender: category.gender,
    parents: crumbs(category.parent_id == null ? null : Number(category.parent_id)),
    filters: { category: [String(category.id)] },
  }));
  const rootIds = Object.fromEntries(
    categories.filter((category) => category.parent_id == null).map((root) => [root.key, Number(root.id)]),
  ) as Record<Gender, number>;
  rows.push(...presetListRecords(rootIds).filter((row) => row.storeKey === storeKey));
  const products = rowsOf<{ sku: string; category_id: number; gender: string; slug: string; name: string }>(
    await db.execute(sql`SELECT p.sku, p.category_id, p.gender, pt.slug, pt.name FROM products p
      JOIN product_translations pt ON pt.product_id = p.id AND pt.lang = ${lang} ORDER BY p.id`),
  );
  for (const product of products) {
    rows.push({
      storeKey,
      url: `/${product.slug}/`,
      pageType: 'pdp',
      sku: product.sku,
      label: product.name,
      gender: product.gender,
      parents: crumbs(Number(product.category_id)),
    });
  }
  return rows;
}

/** Adds every store of the configuration that the database does not have yet (see the module comment). */
export async function ensureStoreData(db: CommerceDb): Promise<void> {
  // One index probe per store (url_records_store_url_idx), not a scan of every record at each start.
  const missing: StoreKey[] = [];
  for (const storeKey of STORE_KEYS) {
    const [row] = rowsOf<{ present: boolean }>(
      await db.execute(sql`SELECT EXISTS (SELECT 1 FROM url_records WHERE store_key = ${storeKey}) AS present`),
    );
    if (!row?.present) missing.push(storeKey);
  }
  await db.transaction(async (tx) => {
    const t = tx as unknown as CommerceDb;
    for (const storeKey of missing) {
      const rows = await storeUrlRecords(t, storeKey);
      for (let i = 0; i < rows.length; i += 500)
        await t
          .insert(s.urlRecords)
          .values(rows.slice(i, i + 500))
          .onConflictDoNothing();
      await t.insert(s.shippingMethods).values(shippingMethodRows(storeKey)).onConflictDoNothing();
    }
    // Payment methods added since a store was seeded (a few rows a store; existing ones are kept).
    for (const storeKey of STORE_KEYS)
      await t.insert(s.paymentMethods).values(paymentMethodRows(storeKey)).onConflictDoNothing();
    await seedPriceLists(t);
  });
}
