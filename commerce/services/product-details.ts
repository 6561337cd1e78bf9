/**
 * The parts of a product record beyond its card (spec §3 Product): its property groups
 * (`swProduct.properties`), its stock info, and the shoe care related to a shoe (`relatedProducts` of
 * type `maintenance`). Pure functions over what `loadProducts` already read, plus one query for the
 * care products of all shoes of a load.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { shoeCareCategoryKey } from '../catalog/categories';
import type { Lang, StoreDefinition } from '../config/stores';
import type { CategoryNode } from './catalog-tree';
import type { Tx } from './common';
import { pricesIn } from './price-list';

/** A property option (schema `PropertyOption`): id `{group}:{value}`, name in the store's language. */
export interface PropertyOptionDto {
  id: string;
  name: string;
}

/** A property group with the product's options (schema `PropertyGroup`, spec §3 swProduct.properties). */
export interface PropertyGroupDto {
  name: string;
  position: number;
  visible: boolean;
  options: PropertyOptionDto[];
}

/** Spec §3 'Stock info' (schema `StockInfo`); stock counts are units at the distribution centre. */
export interface StockInfoDto {
  description: string | null;
  available: boolean;
  availableStock: number;
  stock: number;
  metaTitle: string;
  metaDescription: string;
}

/** A related product (schema `RelatedProduct`, spec §3 relatedProducts). */
export interface RelatedProductDto {
  name: string;
  url: string;
  image: string;
  productNumber: string;
  type: 'color_relation' | 'maintenance';
  active: boolean;
  availableStock: number;
}

type PropertyGroupKey = 'color' | 'type' | 'brand' | 'gender';

/** The property groups: name per language, position, and whether the product detail shows them. */
const PROPERTY_GROUPS: Record<PropertyGroupKey, { name: Record<Lang, string>; position: number; visible: boolean }> = {
  color: { name: { nl: 'Kleur', fr: 'Couleur', de: 'Farbe', en: 'Colour' }, position: 1, visible: true },
  type: { name: { nl: 'Soort', fr: 'Type', de: 'Art', en: 'Type' }, position: 2, visible: true },
  brand: { name: { nl: 'Merk', fr: 'Marque', de: 'Marke', en: 'Brand' }, position: 3, visible: true },
  // It segments the range (filters, analytics); the breadcrumb already says it on the page.
  gender: { name: { nl: 'Doelgroep', fr: 'Public', de: 'Zielgruppe', en: 'Gender' }, position: 4, visible: false },
};

const capitalise = (text: string, lang: Lang) => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

/**
 * The property groups of a style-colour (spec §3 swProduct.properties), in position order: its colour,
 * its product type (named as its own category, e.g. Sneakers), its brand and its gender (not visible).
 *
 * @param chain the product's categories from the root (level 1) down
 */
export function productProperties(
  product: { colorKey: string; colorName: string; productType: string; brand: string; brandSlug: string },
  chain: readonly Pick<CategoryNode, 'key' | 'level' | 'gender' | 'names'>[],
  lang: Lang,
): PropertyGroupDto[] {
  const group = (key: PropertyGroupKey, options: PropertyOptionDto[]): PropertyGroupDto => ({
    name: PROPERTY_GROUPS[key].name[lang],
    position: PROPERTY_GROUPS[key].position,
    visible: PROPERTY_GROUPS[key].visible,
    options,
  });
  const leaf = chain[chain.length - 1];
  const root = chain.find((category) => category.level === 1);
  const groups = [
    group('color', [{ id: `color:${product.colorKey}`, name: capitalise(product.colorName, lang) }]),
    group('type', leaf ? [{ id: `type:${product.productType}`, name: leaf.names[lang] ?? leaf.key }] : []),
    group('brand', [{ id: `brand:${product.brandSlug}`, name: product.brand }]),
    group('gender', root ? [{ id: `gender:${root.gender}`, name: root.names[lang] ?? root.key }] : []),
  ];
  return groups.filter((entry) => entry.options.length > 0);
}

/** Longest meta description (characters), as search engines show it. */
export const META_DESCRIPTION_MAX = 160;

/** `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max - 1);
  const lastSpace = head.lastIndexOf(' ');
  return `${(lastSpace > 0 ? head.slice(0, lastSpace) : head).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * Spec §3 'Stock info' of a style-colour: `stock` what the distribution centre holds, `availableStock`
 * what can be ordered now (0 before a coming-soon date), `available` whether anything can; the meta title
 * names brand, product and colour, the meta description is the product's text (at most 160 characters).
 */
export function stockInfo(product: {
  name: string;
  brand: string;
  colorName: string;
  description: string | null;
  stock: number;
  availableStock: number;
}): StockInfoDto {
  const metaTitle = `${product.brand} ${product.name} ${product.colorName}`;
  return {
    description: product.description,
    available: product.availableStock > 0,
    availableStock: product.availableStock,
    stock: product.stock,
    metaTitle,
    metaDescription: cutAtWord(product.description ?? metaTitle, META_DESCRIPTION_MAX),
  };
}

/**
 * The care category whose products maintain a product (spec §3 crossSellings `maintenance` and
 * relatedProducts of type `maintenance`; both read it, so they list the same products): the gender's
 * shoe care for a shoe (level-2 category `{gender}-shoes`), none for anything else.
 *
 * @param chain the product's categories from the root (level 1) down
 */
export function maintenanceCategoryKey(
  chain: readonly Pick<CategoryNode, 'key' | 'level' | 'gender'>[],
): string | null {
  const group = chain.find((category) => category.level === 2);
  const gender = group?.gender;
  if (gender !== 'women' && gender !== 'men') return null;
  return group?.key === `${gender}-shoes` ? shoeCareCategoryKey(gender) : null;
}

/**
 * The products of care categories in maintenance order (position, then SKU), by category id: the ids
 * alone (`crossSellingRefs`), every product of the category, whatever the store.
 */
export async function careProductIds(db: Tx, categoryIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!categoryIds.length) return out;
  const rows = await db
    .select({ id: s.products.id, categoryId: s.products.categoryId })
    .from(s.products)
    .where(inArray(s.products.categoryId, [...categoryIds]))
    .orderBy(asc(s.products.position), asc(s.products.sku));
  for (const row of rows) out.set(row.categoryId, [...(out.get(row.categoryId) ?? []), row.id]);
  return out;
}

/**
 * What a related product row reads (spec §3 relatedProducts): the product with its name, url slug and colour
 * in the joined translation, and its distribution-centre stock (the sum over its variants).
 */
export const RELATED_PRODUCT_COLUMNS = {
  id: s.products.id,
  sku: s.products.sku,
  name: s.productTranslations.name,
  slug: s.productTranslations.slug,
  color: s.productTranslations.colorName,
  stock: sql<number>`(SELECT COALESCE(SUM(stock),0)::int FROM variants v WHERE v.product_id = ${s.products.id})`,
};

/**
 * The maintenance related products (spec §3 relatedProducts, type `maintenance`) of care categories in
 * `store`, by category id, in maintenance order: the products the store sells (a price in its currency,
 * as the maintenance cross-selling group loads them), named `{name} {colour}` in `lang`, with their
 * 166x235 thumbnail and distribution-centre stock.
 */
export async function maintenanceRelations(
  db: Tx,
  categoryIds: readonly number[],
  store: StoreDefinition,
  lang: Lang,
  thumbnail: (sku: string) => string,
): Promise<Map<number, RelatedProductDto[]>> {
  const out = new Map<number, RelatedProductDto[]>();
  if (!categoryIds.length) return out;
  const rows = await db
    .select({ ...RELATED_PRODUCT_COLUMNS, categoryId: s.products.categoryId })
    .from(s.products)
    .innerJoin(
      s.productTranslations,
      and(eq(s.productTranslations.productId, s.products.id), eq(s.productTranslations.lang, lang)),
    )
    .where(inArray(s.products.categoryId, [...categoryIds]))
    .orderBy(asc(s.products.position), asc(s.products.sku));
  const prices = await pricesIn(
    db,
    store.currency,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    if (prices && !prices.has(row.id)) continue;
    const entry: RelatedProductDto = {
      name: `${row.name} ${row.color}`,
      url: `/${row.slug}/`,
      image: thumbnail(row.sku),
      productNumber: row.sku,
      type: 'maintenance',
      active: true,
      availableStock: Number(row.stock),
    };
    out.set(row.categoryId, [...(out.get(row.categoryId) ?? []), entry]);
  }
  return out;
}
