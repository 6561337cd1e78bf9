import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type Harness } from '@/commerce/tests/harness';

/**
 * The demo looks show real products (at least six lookbooks per storefront language, with
 * SKUs of the seeded catalog): every SKU of every `lookbook_detail_page` document exists in the
 * default catalog (the seed is deterministic; 400 style-colours at scale 1) and can be ordered
 * (not coming soon).
 */
const DOCUMENTS = path.resolve(import.meta.dirname, '../../content/documents/lookbook_detail_page');

function lookSkus(): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const file of readdirSync(DOCUMENTS).filter((name) => name.endsWith('.json'))) {
    const doc = JSON.parse(readFileSync(path.join(DOCUMENTS, file), 'utf8')) as {
      data: { products: Array<{ sku: string }> };
    };
    byFile.set(
      file,
      doc.data.products.map((item) => item.sku),
    );
  }
  return byFile;
}

let h: Harness;
beforeAll(async () => {
  h = await startCommerce({ products: 400 });
});
afterAll(async () => h?.stop());

describe('lookbook demo content', () => {
  it('names only SKUs of the seeded catalog that can be ordered, at least three per look', async () => {
    const looks = lookSkus();
    expect(looks.size).toBeGreaterThanOrEqual(30);
    const rows = await h.query<{ sku: string; coming_soon_date: string | null }>(
      sql`select sku, coming_soon_date from products`,
    );
    const orderable = new Set(rows.filter((row) => !row.coming_soon_date).map((row) => row.sku));
    for (const [file, skus] of looks) {
      expect(skus.length, file).toBeGreaterThanOrEqual(3);
      expect(
        skus.filter((sku) => !orderable.has(sku)),
        file,
      ).toEqual([]);
    }
  });
});
