import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { CommerceDb } from '../db/client';
import * as s from '../db/schema';
import { LANGS, STORES, STORE_KEYS, type Lang } from '../config/stores';
import { seedShoeCare } from './care';
import { threeSixtyFrameFile } from '../catalog/media';
import { productMedia, videoSource } from './media';
import {
  BRANDS,
  COLOURS,
  GROUPS,
  MODELS,
  ROOTS,
  SIZES,
  TYPES,
  prng,
  productDescription,
  productName,
  slugify,
  type Gender,
  type Group,
  type ImageKind,
  type TypeDef,
} from './data';
import { presetListRecords } from './list-pages';
import { seedPriceLists } from './price-lists';
import { paymentMethodRows, shippingMethodRows } from './store-methods';
import { seedDemoCustomer } from './customers';
import { physicalStoreRows, seedCarrierPoints } from './service-points';
import { seedTabletopPins } from './tabletop-pins';
import { LEGACY_STORE_COUNT, laterStoreStock } from './store-stock';

export interface SeedOptions {
  /** Multiplies the catalog (1 = about 400 style-colours). Default SEED_SCALE env or 1. */
  scale?: number;
  /** Exact number of style-colours (tests: e.g. 40). Wins over scale. */
  products?: number;
  /** Render product images (default true). */
  images?: boolean;
  /** Await the image rendering (default false: it runs in the background). */
  awaitImages?: boolean;
  /** Where images are written. Default MEDIA_DIR ?? .data/media */
  mediaDir?: string;
}

export interface SeedProductImage {
  sku: string;
  kind: ImageKind;
  colorHex: string;
  accentHex: string;
  variantSeed: number;
  /** Frames of the product's 360° view to render; 0 when it has none. */
  threesixtyFrames: number;
  /** File name of the product's video in its media folder, copied from `commerce/videos/`; null when none. */
  video: string | null;
}

const DAY = 86_400_000;
function isoDay(offsetDays: number): string {
  const now = new Date();
  const utc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(utc + offsetDays * DAY).toISOString().slice(0, 10);
}

async function insertChunked<T>(
  db: CommerceDb,
  table: Parameters<CommerceDb['insert']>[0],
  rows: T[],
  size = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insert(table).values(rows.slice(i, i + size) as any);
  }
}

/** Deterministic marketing labels (spec §3 'marketing_label'): a few bestsellers, sustainable and online-only styles. */
function marketingLabelOf(productId: number): string | null {
  if (productId % 11 === 3) return 'bestseller';
  if (productId % 13 === 7) return 'sustainable';
  if (productId % 17 === 9) return 'online-only';
  return null;
}

/** Store keys per language of the store. */
function storesOfLang(lang: Lang) {
  return STORE_KEYS.filter((key) => STORES[key].lang === lang);
}

/** Seeds an empty database with the deterministic demo catalog. Returns the image jobs. */
export async function seedCatalog(db: CommerceDb, options: SeedOptions = {}): Promise<SeedProductImage[]> {
  const scale = options.scale ?? Math.max(0.1, Number(process.env.SEED_SCALE ?? 1) || 1);
  const total = options.products ?? Math.round(400 * scale);
  const random = prng(20240611);

  await db.transaction(async (tx) => {
    const t = tx as unknown as CommerceDb;
    // --- brands
    await t.insert(s.brands).values(BRANDS.map((name, i) => ({ id: i + 1, name, slug: slugify(name) })));

    // --- categories
    interface Cat {
      id: number;
      key: string;
      level: number;
      gender: Gender;
      parentId: number | null;
      path: string;
      url: Record<Lang, string>;
      name: Record<Lang, string>;
      group?: Group;
      type?: TypeDef;
    }
    const cats: Cat[] = [];
    let catId = 0;
    const leaves: Cat[] = [];
    for (const gender of ['women', 'men'] as Gender[]) {
      const root: Cat = {
        id: ++catId,
        key: gender,
        level: 1,
        gender,
        parentId: null,
        path: '',
        url: {} as Record<Lang, string>,
        name: ROOTS[gender].name,
      };
      root.path = `/${root.id}/`;
      for (const lang of LANGS) root.url[lang] = `/${ROOTS[gender].slug[lang]}/`;
      cats.push(root);
      for (const group of Object.keys(GROUPS) as Group[]) {
        const types = TYPES.filter((type) => type.group === group && type.genders.includes(gender));
        if (!types.length) continue;
        const g: Cat = {
          id: ++catId,
          key: `${gender}-${group}`,
          level: 2,
          gender,
          parentId: root.id,
          path: '',
          url: {} as Record<Lang, string>,
          name: GROUPS[group].name,
          group,
        };
        g.path = `${root.path}${g.id}/`;
        for (const lang of LANGS) g.url[lang] = `${root.url[lang]}${GROUPS[group].slug[lang]}/`;
        cats.push(g);
        for (const type of types) {
          const leaf: Cat = {
            id: ++catId,
            key: `${gender}-${group}-${type.key}`,
            level: 3,
            gender,
            parentId: g.id,
            path: '',
            url: {} as Record<Lang, string>,
            name: type.plural,
            group,
            type,
          };
          leaf.path = `${g.path}${leaf.id}/`;
          for (const lang of LANGS) leaf.url[lang] = `${g.url[lang]}${slugify(type.plural[lang])}/`;
          cats.push(leaf);
          leaves.push(leaf);
        }
      }
    }
    await t.insert(s.categories).values(
      cats.map((c, i) => ({
        id: c.id,
        parentId: c.parentId,
        key: c.key,
        level: c.level,
        gender: c.gender,
        kind: c.type?.kind ?? null,
        path: c.path,
        position: i,
      })),
    );
    await t.insert(s.categoryTranslations).values(
      cats.flatMap((c) =>
        LANGS.map((lang) => ({
          categoryId: c.id,
          lang,
          name: c.name[lang],
          slug: slugify(c.name[lang]),
          url: c.url[lang],
        })),
      ),
    );
    const byId = new Map(cats.map((c) => [c.id, c]));
    const crumbs = (c: Cat, lang: Lang) => {
      const out: { label: string; url: string }[] = [];
      let p = c.parentId ? byId.get(c.parentId) : undefined;
      while (p) {
        out.unshift({ label: p.name[lang], url: p.url[lang] });
        p = p.parentId ? byId.get(p.parentId) : undefined;
      }
      return out;
    };
    const urlRows: (typeof s.urlRecords.$inferInsert)[] = [];
    // Every category, the women's and men's tops too (their page is a landing page above the list).
    for (const c of cats) {
      for (const storeKey of STORE_KEYS) {
        const lang = STORES[storeKey].lang;
        urlRows.push({
          storeKey,
          url: c.url[lang],
          pageType: 'plp',
          categoryId: c.id,
          label: c.name[lang],
          gender: c.gender,
          parents: crumbs(c, lang),
          filters: { category: [String(c.id)] },
        });
      }
    }
    // The sale page, the whole catalogue and the brand pages: lists by preset filters (spec §3 'URL record').
    const rootIds = Object.fromEntries(cats.filter((c) => c.level === 1).map((c) => [c.gender, c.id]));
    urlRows.push(...presetListRecords(rootIds as Record<Gender, number>));

    // --- products
    const productRows: (typeof s.products.$inferInsert)[] = [];
    const translationRows: (typeof s.productTranslations.$inferInsert)[] = [];
    const variantRows: (typeof s.variants.$inferInsert)[] = [];
    let productId = 0;
    let variantId = 0;
    let style = 0;
    while (productId < total) {
      const leaf = leaves[style % leaves.length]!;
      const type = leaf.type!;
      const group = leaf.group!;
      const brandIndex = Math.floor(random() * BRANDS.length);
      const brand = BRANDS[brandIndex]!;
      const model = MODELS[(style * 7 + Math.floor(random() * MODELS.length)) % MODELS.length]!;
      const steps = Math.floor((type.price[1] - type.price[0]) / 1000);
      const price = type.price[0] + Math.floor(random() * (steps + 1)) * 1000;
      const colours = 1 + Math.floor(random() * 3);
      const parentSku = String(100001 + style);
      const colourStart = Math.floor(random() * COLOURS.length);
      for (let c = 0; c < colours && productId < total; c++) {
        const k = productId; // 0-based index of the style-colour
        const id = ++productId;
        const colour = COLOURS[(colourStart + c * 5) % COLOURS.length]!;
        const sku = `${parentSku}.${String(c + 1).padStart(3, '0')}`;
        const comingSoon = k === 2 || (k > 0 && k % 97 === 50);
        const onSale = !comingSoon && random() < 0.25;
        const discount = [20, 30, 40, 50][Math.floor(random() * 4)]!;
        const salePrice = onSale ? Math.max(995, Math.round((price * (100 - discount)) / 10000) * 100 - 5) : null;
        const age = comingSoon ? -21 : (k * 7) % 240;
        const releaseDate = isoDay(-age);
        productRows.push({
          id,
          sku,
          parentSku,
          brandId: brandIndex + 1,
          categoryId: leaf.id,
          kind: type.kind,
          productType: type.key,
          gender: leaf.gender,
          colorKey: colour.key,
          colorHex: colour.hex,
          accentHex: colour.accent,
          priceCents: price,
          salePriceCents: salePrice,
          isNew: age >= 0 && age < 30,
          isPresentedBySneakers: type.key === 'sneakers' && k % 5 === 0,
          isOneSize: group === 'bags',
          releaseDate,
          comingSoonDate: comingSoon ? isoDay(21) : null,
          // A marketing label key (the storefront translates it); 'new' itself is the isNew flag.
          marketingLabel: marketingLabelOf(productId),
          position: Math.floor(random() * 1000),
          ...productMedia(k, sku, group),
        });
        for (const lang of LANGS) {
          const name = productName(lang, model, type);
          const colourName = colour.name[lang];
          const slug = `${slugify(brand)}-${slugify(name)}-${slugify(colourName)}-${sku.replace('.', '-')}`;
          const catText = [leaf, byId.get(leaf.parentId!)!, byId.get(byId.get(leaf.parentId!)!.parentId!)!]
            .map((x) => x.name[lang])
            .join(' ');
          translationRows.push({
            productId: id,
            lang,
            name,
            description: productDescription(lang, name, brand, colourName, type, style + c),
            colorName: colourName,
            slug,
            searchText: `${name} ${brand} ${colourName} ${catText}`,
          });
          for (const storeKey of storesOfLang(lang)) {
            urlRows.push({
              storeKey,
              url: `/${slug}/`,
              pageType: 'pdp',
              sku,
              label: name,
              gender: leaf.gender,
              parents: [...crumbs(leaf, lang), { label: leaf.name[lang], url: leaf.url[lang] }],
            });
          }
        }
        const sizes = SIZES[`${group}:${leaf.gender}`]!;
        const preorder = k === 4 || (k > 0 && k % 53 === 30);
        sizes.forEach((size, position) => {
          const r = random();
          let stock =
            r < 0.12 ? 0 : r < 0.22 ? 1 : r < 0.4 ? 2 + Math.floor(random() * 3) : 5 + Math.floor(random() * 36);
          if (k === 0) stock = [0, 1, 3][position] ?? 25;
          if (k === 6) stock = 0;
          const isPreorder = preorder && (position === 0 || sizes.length === 1);
          if (isPreorder) stock = 20;
          variantRows.push({
            id: ++variantId,
            productId: id,
            size,
            position,
            sku: `${sku}.${slugify(size).replace(/-/g, '')}`,
            legacySku: `${sku.replace('.', '')}${String(position + 1).padStart(2, '0')}`,
            stock,
            deliveryTime: isPreorder ? '3-4 weeks' : null,
          });
        });
      }
      style++;
    }
    await insertChunked(t, s.products, productRows);
    await insertChunked(t, s.productTranslations, translationRows);
    await insertChunked(t, s.variants, variantRows, 1000);
    await insertChunked(t, s.urlRecords, urlRows);
    const roots = { women: cats.find((c) => c.key === 'women')!.id, men: cats.find((c) => c.key === 'men')!.id };
    // After the main assortment, so its ids (and the random draws below) stay as they were.
    await seedShoeCare(t, { categoryId: catId, productId, variantId, roots });

    // --- physical stores and their stock
    await t.insert(s.physicalStores).values(physicalStoreRows(true));
    await seedTabletopPins(t);
    const storeStockRows: (typeof s.storeStock.$inferInsert)[] = [];
    // The first five stores' stock is drawn as it always was (tests pick subjects from it).
    for (const v of variantRows) {
      if (!v.stock || random() > 0.3) continue;
      const first = Math.floor(random() * LEGACY_STORE_COUNT);
      storeStockRows.push({ physicalStoreId: first + 1, variantId: v.id!, qty: 1 + Math.floor(random() * 3) });
      if (random() < 0.4)
        storeStockRows.push({
          physicalStoreId: ((first + 2) % LEGACY_STORE_COUNT) + 1,
          variantId: v.id!,
          qty: 1 + Math.floor(random() * 2),
        });
    }
    storeStockRows.push(...laterStoreStock(variantRows, productRows));
    await insertChunked(t, s.storeStock, storeStockRows, 1000);
    await seedCarrierPoints(t);

    // --- shipping and payment methods per store
    for (const storeKey of STORE_KEYS) {
      await t.insert(s.shippingMethods).values(shippingMethodRows(storeKey));
      await t.insert(s.paymentMethods).values(paymentMethodRows(storeKey));
    }
    await seedPriceLists(t);

    // --- the demo customer (README 'Demo customer')
    await seedDemoCustomer(t);

    // --- search: accent-free text for trigram suggestions, tsvector per language
    await t.execute(sql`
      UPDATE product_translations SET
        search_text = lower(unaccent(search_text)),
        search_vector =
          setweight(to_tsvector((CASE lang WHEN 'nl' THEN 'dutch' WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german' ELSE 'english' END)::regconfig, unaccent(name)), 'A') ||
          setweight(to_tsvector((CASE lang WHEN 'nl' THEN 'dutch' WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german' ELSE 'english' END)::regconfig, unaccent(search_text)), 'B')`);
    for (const table of ['brands', 'categories', 'products', 'variants', 'physical_stores', 'url_records']) {
      await t.execute(
        sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT COALESCE(MAX(id), 1) FROM ${table}))`),
      );
    }
  });
  // Planner statistics and the visibility map now: PGlite has no autovacuum, and a server's comes
  // later. Without statistics the search's and the facets' plans guess (about 15% slower on 20,000
  // style-colours); without the visibility map a count cannot answer from an index alone.
  await db.execute(sql`VACUUM ANALYZE`);
  return imageJobs(db);
}

export function mediaDir(options: SeedOptions = {}): string {
  return options.mediaDir ?? process.env.MEDIA_DIR ?? '.data/media';
}

/** Media files of a product: its image set, its 360° frames and its video. */
function mediaFiles(job: SeedProductImage): string[] {
  const frames = Array.from({ length: job.threesixtyFrames }, (_, index) => threeSixtyFrameFile(index));
  const images = ['main', 'hover'].flatMap((view) =>
    ['498x705', '830x1175', '166x235'].map((size) => `${view}-${size}.webp`),
  );
  return [...images, ...frames, ...(job.video ? [job.video] : [])];
}

/** Copies a product's committed video into its media folder (a missing source is logged, not thrown). */
function copyVideo(job: SeedProductImage, outDir: string): void {
  if (!job.video) return;
  const target = path.join(outDir, 'products', job.sku, job.video);
  if (fs.existsSync(target)) return;
  try {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(videoSource(job.sku), target);
  } catch (error) {
    console.warn(`[commerce] video ${job.sku} unavailable:`, (error as Error).message);
  }
}

type ImageModule = typeof import('../images/index');

/** Renders the product images, 360° frames and videos that are missing on disk, two products at a time. */
export async function renderImages(jobs: SeedProductImage[], options: SeedOptions = {}): Promise<number> {
  const outDir = mediaDir(options);
  const missing = jobs.filter((job) =>
    mediaFiles(job).some((file) => !fs.existsSync(path.join(outDir, 'products', job.sku, file))),
  );
  if (!missing.length) return 0;
  let images: ImageModule;
  try {
    images = await import('../images/index');
  } catch (error) {
    console.warn('[commerce] image generator unavailable, skipping product images:', (error as Error).message);
    return 0;
  }
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next++]!;
      try {
        await images.renderProductImageSet({ ...job, outDir });
        if (job.threesixtyFrames > 0)
          await images.renderThreeSixtyFrames({ ...job, frames: job.threesixtyFrames, outDir });
        copyVideo(job, outDir);
        done++;
      } catch (error) {
        console.warn(`[commerce] image ${job.sku} failed:`, (error as Error).message);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return done;
}

/** Image jobs for the catalog already in the database. */
export async function imageJobs(db: CommerceDb): Promise<SeedProductImage[]> {
  const rows = await db
    .select({
      sku: s.products.sku,
      kind: s.products.kind,
      colorHex: s.products.colorHex,
      accentHex: s.products.accentHex,
      id: s.products.id,
      threesixtyFrames: s.products.threesixtyFrames,
      video: s.products.video,
    })
    .from(s.products)
    .orderBy(s.products.id);
  return rows.map((r) => ({
    sku: r.sku,
    kind: r.kind as ImageKind,
    colorHex: r.colorHex,
    accentHex: r.accentHex,
    variantSeed: r.id,
    threesixtyFrames: r.threesixtyFrames,
    video: r.video,
  }));
}
