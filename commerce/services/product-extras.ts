import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import * as s from '../db/schema';
import { threeSixtyFrameFile } from '../catalog/media';
import type { Tx } from './common';
import { categoryChains, loadCategories, type CategoryNode } from './catalog-tree';
import { careProductIds, maintenanceCategoryKey } from './product-details';

/** Cross-selling group names (spec §3 Product 'crossSellings'). */
export type CrossSellingName = 'complementary' | 'maintenance';

/** Complementary products shown at most (other styles of the same category). */
export const COMPLEMENTARY_LIMIT = 8;

/**
 * The Prismic `size_table` document (its uid) that describes a product's sizes (spec §7 'Product
 * content: size table chosen by id'). The rule, by the product's level-2 category
 * `{gender}-{group}`: shoes take the gender's shoe table (`shoes-women`, `shoes-men`; EU sizes differ
 * by range), clothing takes the one `clothing` table (XS–XL for both); one-size products (bags,
 * shoe care) and any other group have none (null), so the PDP shows no size chart trigger.
 *
 * @param chain the product's categories from the root (level 1) down
 */
export function sizeTableIdOf(
  chain: readonly Pick<CategoryNode, 'key' | 'level'>[],
  isOneSize: boolean,
): string | null {
  if (isOneSize) return null;
  const group = chain.find((category) => category.level === 2)?.key;
  const match = group ? /^(women|men)-(\w+)$/.exec(group) : null;
  if (!match) return null;
  const [, gender, kind] = match;
  if (kind === 'shoes') return `shoes-${gender}`;
  if (kind === 'clothing') return 'clothing';
  return null;
}

/**
 * The size table (`sizeTableIdOf`, as `Product.sizeTableId`) of each variant's product, by variant id;
 * variants without one (one size, bags) are left out. For order lines, whose variants may since have left
 * the range: the rule reads the catalogue as it is now.
 */
export async function sizeTableIdsOfVariants(tx: Tx, variantIds: readonly number[]): Promise<Map<number, string>> {
  const tables = new Map<number, string>();
  if (variantIds.length === 0) return tables;
  const rows = await tx
    .select({ variantId: s.variants.id, categoryId: s.products.categoryId, isOneSize: s.products.isOneSize })
    .from(s.variants)
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .where(inArray(s.variants.id, [...variantIds]));
  const chainOf = categoryChains(await loadCategories(tx));
  for (const row of rows) {
    const table = sizeTableIdOf(chainOf(row.categoryId), row.isOneSize);
    if (table) tables.set(row.variantId, table);
  }
  return tables;
}

/** Media URLs of a product's 360° frames (`/media/products/{sku}/threesixty-NN-498x705.webp`), in turning order. */
export function threeSixtyUrls(sku: string, frames: number): string[] {
  return Array.from({ length: frames }, (_, index) => `/media/products/${sku}/${threeSixtyFrameFile(index)}`);
}

/** Media URL of a product's video file, or null. */
export function videoUrl(sku: string, file: string | null): string | null {
  return file ? `/media/products/${sku}/${file}` : null;
}

/** A product in a cross-selling group before it is loaded: its id and the variant a one-click add takes. */
export interface CrossSellingRef {
  productId: number;
  /** The first size in stock, else the first size (variant id as a string, like `Variant.id`). */
  mainVariantId: string;
}

/** Adds the main variant (first size in stock, else the first size) to product ids; drops ids without variants. */
async function withMainVariants(db: Tx, ids: number[]): Promise<CrossSellingRef[]> {
  if (!ids.length) return [];
  const variants = await db
    .select({ id: s.variants.id, productId: s.variants.productId, stock: s.variants.stock })
    .from(s.variants)
    .where(inArray(s.variants.productId, ids))
    .orderBy(asc(s.variants.position));
  return ids.flatMap((productId) => {
    const own = variants.filter((variant) => variant.productId === productId);
    const main = own.find((variant) => variant.stock > 0) ?? own[0];
    return main ? [{ productId, mainVariantId: String(main.id) }] : [];
  });
}

/**
 * The cross-selling groups of a product (spec §3 Product 'crossSellings'), before the products are
 * loaded: `complementary` (up to {@link COMPLEMENTARY_LIMIT} other styles of the product's own
 * category, by position) and, for shoes, `maintenance` (the shoe-care products of the product's
 * gender, by position and SKU: see maintenanceCategoryKey, which the maintenance related products
 * follow too). Groups without products are left out.
 *
 * @param chain the product's categories from the root down (keys `women`, `women-shoes`, …)
 */
export async function crossSellingRefs(
  db: Tx,
  product: { id: number; parentSku: string; categoryId: number },
  chain: readonly CategoryNode[],
  categories: readonly CategoryNode[],
): Promise<{ name: CrossSellingName; refs: CrossSellingRef[] }[]> {
  const others = await db
    .select({ id: s.products.id })
    .from(s.products)
    .where(and(eq(s.products.categoryId, product.categoryId), ne(s.products.parentSku, product.parentSku)))
    .orderBy(asc(s.products.position), asc(s.products.id))
    .limit(COMPLEMENTARY_LIMIT);
  const groups: { name: CrossSellingName; refs: CrossSellingRef[] }[] = [
    {
      name: 'complementary',
      refs: await withMainVariants(
        db,
        others.map((row) => row.id),
      ),
    },
  ];
  const careKey = maintenanceCategoryKey(chain);
  const care = careKey ? categories.find((category) => category.key === careKey) : undefined;
  if (care) {
    const ids = (await careProductIds(db, [care.id])).get(care.id) ?? [];
    groups.push({ name: 'maintenance', refs: await withMainVariants(db, ids) });
  }
  return groups.filter((entry) => entry.refs.length > 0);
}
