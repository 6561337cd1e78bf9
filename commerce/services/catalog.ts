import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import * as s from '../db/schema';
import {
  COUNTRY_NAMES,
  DEFAULT_ITEMS_PER_PAGE,
  DELIVERY_DAYS_NOT_IN_STOCK,
  inStockDeliveryDays,
  LANGUAGE_NAMES,
  MAX_ITEMS_PER_PAGE,
  QUICK_SEARCH_ITEMS,
  SALUTATIONS,
  type Currency,
  type Lang,
  type StoreDefinition,
} from '../config/stores';
import { SIZE_ATTRIBUTE } from '../catalog/attributes';
import { euros, rowsOf, today, type Tx } from './common';

import { categoryChains, loadCategories, type CategoryNode } from './catalog-tree';
import { searchAggregations } from './facets';
import { pricesIn, repriced } from './price-list';
import { crossSellingRefs, sizeTableIdOf, threeSixtyUrls, videoUrl } from './product-extras';
import {
  maintenanceCategoryKey,
  maintenanceRelations,
  productProperties,
  RELATED_PRODUCT_COLUMNS,
  stockInfo,
  type PropertyGroupDto,
  type RelatedProductDto,
  type StockInfoDto,
} from './product-details';
import {
  EFFECTIVE_PRICE,
  relaxedConditions,
  relevanceOrder,
  searchConditions,
  searchFrom,
  type SearchConditions,
} from './search-conditions';
import { searchSuggestions, searchUrls } from './search-suggestions';

export { loadCategories, type CategoryNode };
export { searchWords } from './search-conditions';

export const productImages = (sku: string) => ({
  image: `/media/products/${sku}/main-498x705.webp`,
  hover: `/media/products/${sku}/hover-498x705.webp`,
  images: [`/media/products/${sku}/main-830x1175.webp`, `/media/products/${sku}/hover-830x1175.webp`],
  thumbnail: `/media/products/${sku}/main-166x235.webp`,
});

export interface VariantDto {
  id: string;
  size: string;
  sku: string;
  legacySku: string;
  /** Distribution-centre stock. */
  availableStock: number;
  /** Stock in all physical stores together. */
  storeAvailableStock: number;
  deliveryTime: string | null;
  options: { id: string; groupId: string }[];
}

export interface ProductDto {
  id: string;
  sku: string;
  parentSku: string;
  parentId: string | null;
  name: string;
  description: string | null;
  brand: string;
  color: string;
  isNew: boolean;
  isPresentedBySneakers: boolean;
  isSale: boolean;
  isOneSize: boolean;
  releaseDate: string | null;
  comingSoonDate: string | null;
  deliveryTime: string | null;
  availableStock: number;
  totalAvailableStock: number;
  image: string;
  images: string[];
  hover_image: string | null;
  thumbnail: string | null;
  /** 360° frame URLs (498×705), in turning order; empty when the product has no 360° view. */
  threesixty: string[];
  /** Product video URL, or null. */
  video: string | null;
  /** Prismic size_table uid of the product's sizes (see sizeTableIdOf), or null. */
  sizeTableId: string | null;
  sale_label: Record<string, string> | null;
  marketing_label: string | null;
  url: string;
  price: number;
  regular_price: number;
  discount: number | null;
  priceUpdatedAt: string | null;
  sizeAttributeName: string;
  variants: VariantDto[];
  sizes: { name: string; position: number }[];
  categories: { id: string; level: number; name: string; parentId: string | null; path: string; url: string | null }[];
  /** Other colours of the style (color_relation), then for a shoe its shoe care (maintenance). */
  relatedProducts: RelatedProductDto[];
  /** Spec §3 swProduct: the property groups. */
  swProduct: { properties: PropertyGroupDto[] };
  /** Spec §3 'Stock info'. */
  stockInfo: StockInfoDto;
  /** Internal: numeric id and price. */
  _id: number;
  _priceCents: number;
  _regularCents: number;
}

export const isComingSoon = (comingSoonDate: string | null | undefined): boolean =>
  !!comingSoonDate && comingSoonDate > today();

/** Product DTOs (spec §3 Product) for ids, in the store's language, keyed by id. */
export async function loadProducts(
  db: Tx,
  ids: number[],
  store: StoreDefinition,
  lang: Lang = store.lang,
): Promise<Map<number, ProductDto>> {
  const out = new Map<number, ProductDto>();
  if (!ids.length) return out;
  const loaded = await db
    .select({ p: s.products, t: s.productTranslations, brand: s.brands.name, brandSlug: s.brands.slug })
    .from(s.products)
    .innerJoin(
      s.productTranslations,
      and(eq(s.productTranslations.productId, s.products.id), eq(s.productTranslations.lang, lang)),
    )
    .innerJoin(s.brands, eq(s.brands.id, s.products.brandId))
    .where(inArray(s.products.id, ids));
  // In another currency than the base, the price list's prices; a product without one is not sold here.
  const prices = await pricesIn(db, store.currency, ids);
  const rows = loaded.flatMap((row) => {
    const p = repriced(row.p, prices);
    return p ? [{ ...row, p }] : [];
  });
  const variantRows = await db
    .select()
    .from(s.variants)
    .where(inArray(s.variants.productId, ids))
    .orderBy(asc(s.variants.productId), asc(s.variants.position));
  const storeStock = rowsOf<{ variant_id: number; qty: number }>(
    await db.execute(
      sql`SELECT variant_id, SUM(qty)::int AS qty FROM store_stock WHERE variant_id IN (SELECT id FROM variants WHERE product_id IN ${ids}) GROUP BY variant_id`,
    ),
  );
  const storeQty = new Map(storeStock.map((r) => [Number(r.variant_id), Number(r.qty)]));
  const parentSkus = [...new Set(rows.map((r) => r.p.parentSku))];
  const siblings = parentSkus.length
    ? await db
        .select({ ...RELATED_PRODUCT_COLUMNS, parentSku: s.products.parentSku })
        .from(s.products)
        .innerJoin(
          s.productTranslations,
          and(eq(s.productTranslations.productId, s.products.id), eq(s.productTranslations.lang, lang)),
        )
        .where(inArray(s.products.parentSku, parentSkus))
        .orderBy(asc(s.products.sku))
    : [];
  const cats = await loadCategories(db);
  const sizeName = SIZE_ATTRIBUTE[lang];
  const chainOf = categoryChains(cats);
  // The shoe care of every shoe in the load, in one query (spec §3 relatedProducts type maintenance).
  const careIdByKey = new Map(cats.map((category) => [category.key, category.id]));
  const careIdOf = (categoryId: number) => {
    const key = maintenanceCategoryKey(chainOf(categoryId));
    return key ? careIdByKey.get(key) : undefined;
  };
  const careIds = [...new Set(rows.map((row) => careIdOf(row.p.categoryId)))].filter((id): id is number => !!id);
  const maintenance = await maintenanceRelations(db, careIds, store, lang, (sku) => productImages(sku).thumbnail);

  for (const { p, t, brand, brandSlug } of rows) {
    const vs = variantRows.filter((v) => v.productId === p.id);
    const comingSoon = isComingSoon(p.comingSoonDate);
    const variants: VariantDto[] = vs.map((v) => ({
      id: String(v.id),
      size: v.size,
      sku: v.sku,
      legacySku: v.legacySku,
      availableStock: comingSoon ? 0 : v.stock,
      storeAvailableStock: comingSoon ? 0 : (storeQty.get(v.id) ?? 0),
      deliveryTime: v.deliveryTime,
      options: [{ id: `size-${v.size}`, groupId: 'size' }],
    }));
    const dcStock = variants.reduce((sum, v) => sum + v.availableStock, 0);
    const shopStock = comingSoon ? 0 : vs.reduce((sum, v) => sum + (storeQty.get(v.id) ?? 0), 0);
    const priceCents = p.salePriceCents ?? p.priceCents;
    const discount = p.salePriceCents ? Math.round(((p.priceCents - p.salePriceCents) / p.priceCents) * 100) : null;
    const img = productImages(p.sku);
    const chain = chainOf(p.categoryId);
    const careId = careIdOf(p.categoryId);
    const sibs = siblings.filter((x) => x.parentSku === p.parentSku && x.id !== p.id);
    out.set(p.id, {
      id: String(p.id),
      sku: p.sku,
      parentSku: p.parentSku,
      parentId: p.parentSku,
      name: t.name,
      description: t.description,
      brand,
      color: t.colorName,
      isNew: p.isNew,
      isPresentedBySneakers: p.isPresentedBySneakers,
      isSale: p.salePriceCents != null,
      isOneSize: p.isOneSize,
      releaseDate: p.releaseDate,
      comingSoonDate: p.comingSoonDate,
      deliveryTime: vs.find((v) => v.deliveryTime)?.deliveryTime ?? null,
      availableStock: dcStock,
      totalAvailableStock: dcStock + shopStock,
      image: img.image,
      images: img.images,
      hover_image: img.hover,
      thumbnail: img.thumbnail,
      threesixty: threeSixtyUrls(p.sku, p.threesixtyFrames),
      video: videoUrl(p.sku, p.video),
      sizeTableId: sizeTableIdOf(chain, p.isOneSize),
      sale_label: discount ? { [`sac_${store.country.toLowerCase()}`]: `-${discount}%` } : null,
      marketing_label: p.marketingLabel,
      url: `/${t.slug}/`,
      price: euros(priceCents),
      regular_price: euros(p.priceCents),
      discount,
      priceUpdatedAt: p.priceUpdatedAt instanceof Date ? p.priceUpdatedAt.toISOString() : String(p.priceUpdatedAt),
      sizeAttributeName: sizeName,
      variants,
      sizes: vs.map((v) => ({ name: v.size, position: v.position })),
      categories: chain.map((cat) => ({
        id: String(cat.id),
        level: cat.level,
        name: cat.names[lang] ?? cat.key,
        parentId: cat.parentId ? String(cat.parentId) : null,
        path: cat.path,
        url: cat.urls[lang] ?? null,
      })),
      relatedProducts: [
        ...sibs.map((x) => ({
          name: `${x.name} ${x.color}`,
          url: `/${x.slug}/`,
          image: productImages(x.sku).thumbnail,
          productNumber: x.sku,
          type: 'color_relation' as const,
          active: true,
          availableStock: Number(x.stock),
        })),
        ...((careId && maintenance.get(careId)) || []),
      ],
      swProduct: {
        properties: productProperties(
          { colorKey: p.colorKey, colorName: t.colorName, productType: p.productType, brand, brandSlug },
          chain,
          lang,
        ),
      },
      stockInfo: stockInfo({
        name: t.name,
        brand,
        colorName: t.colorName,
        description: t.description,
        stock: vs.reduce((sum, v) => sum + v.stock, 0),
        availableStock: dcStock,
      }),
      _id: p.id,
      _priceCents: priceCents,
      _regularCents: p.priceCents,
    });
  }
  return out;
}

// ---------------------------------------------------------------- search

export interface SearchArgs {
  search: string;
  filters?: { name: string; values: string[] }[] | null;
  plp?: boolean | null;
  isQuickSearch?: boolean | null;
  page?: number | null;
  itemsPerPage?: number | null;
  sort?: string | null;
}

const SORT_LABELS: Record<string, Record<Lang, string>> = {
  recommended: { nl: 'Aanbevolen', fr: 'Recommandé', de: 'Empfohlen', en: 'Recommended' },
  new: { nl: 'Nieuw', fr: 'Nouveautés', de: 'Neu', en: 'New' },
  sale: { nl: 'Sale', fr: 'Soldes', de: 'Sale', en: 'Sale' },
  'name-asc': { nl: 'Naam A-Z', fr: 'Nom A-Z', de: 'Name A-Z', en: 'Name A-Z' },
  'name-desc': { nl: 'Naam Z-A', fr: 'Nom Z-A', de: 'Name Z-A', en: 'Name Z-A' },
  'price-asc': { nl: 'Prijs laag-hoog', fr: 'Prix croissant', de: 'Preis aufsteigend', en: 'Price low-high' },
  'price-desc': { nl: 'Prijs hoog-laag', fr: 'Prix décroissant', de: 'Preis absteigend', en: 'Price high-low' },
};
const SORT_FIELDS: Record<string, [string, string]> = {
  recommended: ['recommended', 'desc'],
  new: ['releaseDate', 'desc'],
  sale: ['discount', 'desc'],
  'name-asc': ['name', 'asc'],
  'name-desc': ['name', 'desc'],
  'price-asc': ['price', 'asc'],
  'price-desc': ['price', 'desc'],
};

export function sortOptions(lang: Lang) {
  return Object.keys(SORT_FIELDS).map((key) => sortOption(key, lang)!);
}

/** The sort option `key` (spec §3 Sort option: key, field, direction, label in `lang`); null for an unknown key. */
export function sortOption(key: string, lang: Lang) {
  const fields = SORT_FIELDS[key];
  if (!fields) return null;
  return { key, field: fields[0], direction: fields[1], label: SORT_LABELS[key]![lang] };
}

function normalizeSort(sort: string | null | undefined): string {
  const key = (sort ?? 'recommended')
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, '-');
  return key in SORT_FIELDS ? key : 'recommended';
}

/** Where `ProductData.aggregations` finds what it counts: a key the schema does not expose. */
export const FACETS = Symbol('facets');
interface FacetSource {
  store: StoreDefinition;
  conditions: SearchConditions;
}

/** `ProductData.aggregations`: the facets of the search that produced `productData` (see `facets.ts`). */
export function productDataAggregations(db: Tx, productData: { [FACETS]?: FacetSource }) {
  const source = productData[FACETS];
  return source ? searchAggregations(db, source.store, source.conditions) : [];
}

/**
 * §7 Search: full-text search in the store's language plus filters, sort and paging. Every word
 * must match, as typed (stemmed, accent-free, a prefix unless it is a whole catalog word) or as
 * corrected, split or translated by `searchTerms` (search-lexicon.ts); when no product matches
 * every word, those matching the most words come first. itemsPerPage defaults to
 * QUICK_SEARCH_ITEMS (3) for a quick search, else DEFAULT_ITEMS_PER_PAGE (24), and is clamped to
 * 1..MAX_ITEMS_PER_PAGE; at most SEARCH_URL_LIMIT urls and SEARCH_SUGGESTION_LIMIT suggestions
 * (5 each, see search-suggestions.ts). Prices in euros incl. the store's VAT.
 */
export async function searchCatalog(db: Tx, store: StoreDefinition, args: SearchArgs) {
  const lang = store.lang;
  // No SDL default for itemsPerPage: only here can an omitted value depend on isQuickSearch.
  const itemsPerPage = Math.min(
    MAX_ITEMS_PER_PAGE,
    Math.max(1, args.itemsPerPage ?? (args.isQuickSearch ? QUICK_SEARCH_ITEMS : DEFAULT_ITEMS_PER_PAGE)),
  );
  const page = Math.max(1, args.page ?? 1);
  const sortKey = normalizeSort(args.sort);

  let conditions = await searchConditions(db, store, args.search ?? '', args.filters);
  const order = (): SQL => {
    const relevance = conditions.text ? sql`${relevanceOrder(conditions)}, ` : sql``;
    const orders: Record<string, SQL> = {
      recommended: sql`${relevance}p.position ASC, p.id ASC`,
      new: sql`p.release_date DESC NULLS LAST, p.id ASC`,
      sale: sql`(CASE WHEN p.sale_price_cents IS NULL THEN 0 ELSE (p.price_cents - p.sale_price_cents)::float / p.price_cents END) DESC, p.id ASC`,
      'name-asc': sql`pt.name ASC, p.id ASC`,
      'name-desc': sql`pt.name DESC, p.id ASC`,
      'price-asc': sql`${EFFECTIVE_PRICE} ASC, p.id ASC`,
      'price-desc': sql`${EFFECTIVE_PRICE} DESC, p.id ASC`,
    };
    return orders[sortKey]!;
  };
  // The page and the total in one pass over the matches; a page past the end counts apart. The
  // translations are joined only when the order reads them (relevance, name).
  const pageRows = async () =>
    rowsOf<{ id: number; total: number }>(
      await db.execute(
        sql`SELECT p.id, count(*) OVER ()::int AS total ${searchFrom(conditions, undefined, !!conditions.text || sortKey.startsWith('name-'))} ORDER BY ${order()} LIMIT ${itemsPerPage} OFFSET ${(page - 1) * itemsPerPage}`,
      ),
    );
  const count = async () =>
    Number(
      rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n ${searchFrom(conditions)}`))[0]?.n ?? 0,
    );
  let idRows = await pageRows();
  let totalCount = idRows.length ? Number(idRows[0]!.total) : await count();
  const relaxed = totalCount === 0 ? relaxedConditions(conditions) : null;
  if (relaxed) {
    // No product has every word: show those with the most of them rather than nothing.
    conditions = relaxed;
    idRows = await pageRows();
    totalCount = idRows.length ? Number(idRows[0]!.total) : await count();
  }
  const ids = idRows.map((r) => Number(r.id));
  const dtos = await loadProducts(db, ids, store);
  const products = ids.map((id) => dtos.get(id)).filter((p): p is ProductDto => !!p);
  const [urls, suggestions] = await Promise.all([
    searchUrls(db, store, conditions),
    searchSuggestions(db, store, conditions),
  ]);
  return {
    productData: {
      products,
      totalCount,
      page,
      itemsPerPage,
      sortOptions: sortOptions(lang),
      // Resolved only when the query asks for them (ProductData.aggregations).
      [FACETS]: { store, conditions } satisfies FacetSource,
    },
    urlData: { urls },
    urlSuggestData: { suggestions },
  };
}

// ---------------------------------------------------------------- lookups

/** Style-colour id for a SKU: NNNNNN.NNN, NNNNNNxNNN, a variant SKU or a legacy SKU. */
export async function productIdBySku(db: Tx, raw: string): Promise<number | null> {
  const sku = raw.trim().replace(/^(\d{6})x(\d{3})$/i, '$1.$2');
  const [p] = await db.select({ id: s.products.id }).from(s.products).where(eq(s.products.sku, sku)).limit(1);
  if (p) return p.id;
  const [v] = await db
    .select({ id: s.variants.productId })
    .from(s.variants)
    .where(or(eq(s.variants.sku, sku), eq(s.variants.legacySku, sku)))
    .limit(1);
  return v?.id ?? null;
}

/** A cross-selling group as `pdp` returns it (spec §3 Product 'crossSellings'). */
export interface CrossSellingDto {
  name: string;
  products: { mainVariantId: string; product: ProductDto }[];
}

/**
 * §7 pdp: one style-colour by SKU (NNNNNN.NNN, NNNNNNxNNN, a variant or legacy SKU) in the store's
 * language (or `lang`), with its cross-selling groups (see crossSellingRefs): `complementary` and,
 * for shoes, `maintenance`, each product with the variant a one-click add takes. Null when unknown.
 */
export async function pdp(
  db: Tx,
  store: StoreDefinition,
  sku: string,
  lang?: Lang,
): Promise<{ product: ProductDto; crossSellings: CrossSellingDto[] } | null> {
  const id = await productIdBySku(db, sku);
  if (!id) return null;
  const map = await loadProducts(db, [id], store, lang);
  const product = map.get(id);
  if (!product) return null;
  const [row] = await db.select({ categoryId: s.products.categoryId }).from(s.products).where(eq(s.products.id, id));
  const categories = await loadCategories(db);
  const chain = categories.filter((category) => product.categories.some((own) => own.id === String(category.id)));
  const groups = await crossSellingRefs(
    db,
    { id, parentSku: product.parentSku, categoryId: row!.categoryId },
    chain,
    categories,
  );
  const loaded = await loadProducts(
    db,
    groups.flatMap((group) => group.refs.map((ref) => ref.productId)),
    store,
    lang,
  );
  return {
    product,
    crossSellings: groups.map((group) => ({
      name: group.name,
      products: group.refs.flatMap((ref) => {
        const crossSold = loaded.get(ref.productId);
        return crossSold ? [{ mainVariantId: ref.mainVariantId, product: crossSold }] : [];
      }),
    })),
  };
}

export async function productUrlBySku(db: Tx, store: StoreDefinition, sku: string): Promise<string | null> {
  const id = await productIdBySku(db, sku);
  if (!id) return null;
  const [t] = await db
    .select({ slug: s.productTranslations.slug })
    .from(s.productTranslations)
    .where(and(eq(s.productTranslations.productId, id), eq(s.productTranslations.lang, store.lang)));
  return t ? `/${t.slug}/` : null;
}

export function normalizeUrl(raw: string): string {
  let url = raw.trim().split(/[?#]/)[0] ?? '';
  try {
    if (/^https?:\/\//i.test(url)) url = new URL(url).pathname;
  } catch {
    /* keep as is */
  }
  url = url.toLowerCase();
  if (!url.startsWith('/')) url = `/${url}`;
  if (!url.endsWith('/')) url = `${url}/`;
  return url;
}

/**
 * The URL record of a storefront path in `store` (spec §3 URL record), or null: its page type and what
 * the page lists or shows, its breadcrumbs and its default sort (a sort option in the store's language;
 * null for the search's default).
 */
export async function urlRecord(db: Tx, store: StoreDefinition, raw: string) {
  const url = normalizeUrl(raw);
  const [r] = await db
    .select()
    .from(s.urlRecords)
    .where(and(eq(s.urlRecords.storeKey, store.key), eq(s.urlRecords.url, url)))
    .limit(1);
  if (!r) return null;
  return {
    id: String(r.id),
    url: r.url,
    page_type: r.pageType,
    category_id: r.categoryId ? String(r.categoryId) : null,
    sku: r.sku,
    filters: r.filters ?? null,
    label: r.label,
    gender: r.gender,
    parents: r.parents ?? [],
    sort: r.sort ? sortOption(r.sort, store.lang) : null,
  };
}

/**
 * §7 Stores and alternate urls: the URL of the record `urlId` (of `store`) in every store that has
 * the same page: the same SKU for a product, the same category and preset filters for a list page.
 * Ordered by store key; null when `urlId` is not a record of `store`.
 */
export async function alternateUrls(db: Tx, store: StoreDefinition, urlId: string) {
  const id = Number(urlId);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [record] = await db
    .select()
    .from(s.urlRecords)
    .where(and(eq(s.urlRecords.id, id), eq(s.urlRecords.storeKey, store.key)))
    .limit(1);
  if (!record) return null;
  const samePage =
    record.pageType === 'pdp' && record.sku
      ? eq(s.urlRecords.sku, record.sku)
      : and(
          record.categoryId == null ? isNull(s.urlRecords.categoryId) : eq(s.urlRecords.categoryId, record.categoryId),
          record.filters == null
            ? isNull(s.urlRecords.filters)
            : sql`${s.urlRecords.filters} = ${JSON.stringify(record.filters)}::jsonb`,
        );
  const rows = await db
    .select({ storeCode: s.urlRecords.storeKey, url: s.urlRecords.url })
    .from(s.urlRecords)
    .where(and(eq(s.urlRecords.pageType, record.pageType), samePage))
    .orderBy(asc(s.urlRecords.storeKey), asc(s.urlRecords.id));
  // One URL per store: a store with two records for the page keeps its first.
  const urls = new Map<string, string>();
  for (const row of rows) if (!urls.has(row.storeCode)) urls.set(row.storeCode, row.url);
  return { urls: [...urls].map(([storeCode, url]) => ({ storeCode, url })) };
}

/** The currencies of the stores (schema `Currency`). */
const CURRENCIES: Record<Currency, { id: string; iso: string; symbol: string; name: string }> = {
  EUR: { id: 'EUR', iso: 'EUR', symbol: '€', name: 'Euro' },
  GBP: { id: 'GBP', iso: 'GBP', symbol: '£', name: 'Pound sterling' },
};

/**
 * §7 storeConfig: the store's shipping countries (named in its language), currency, language,
 * salutations and its §9 delivery promise in delivery days (the one rule the cart's dates follow).
 */
export function storeConfig(store: StoreDefinition) {
  const lang = store.lang;
  const [inStockMin, inStockMax] = inStockDeliveryDays(store.key);
  const [notInStockMin, notInStockMax] = DELIVERY_DAYS_NOT_IN_STOCK;
  return {
    deliveryPromise: {
      inStock: { min: inStockMin, max: inStockMax },
      notInStock: { min: notInStockMin, max: notInStockMax },
    },
    countries: store.countries.map((iso) => ({ id: iso, iso, name: COUNTRY_NAMES[iso]?.[lang] ?? iso })),
    currency: CURRENCIES[store.currency],
    languages: [{ id: store.locale, code: store.locale, name: LANGUAGE_NAMES[lang] }],
    salutations: (['mr', 'mrs'] as const).map((key) => ({ id: key, key, displayName: SALUTATIONS[key][lang] })),
  };
}
