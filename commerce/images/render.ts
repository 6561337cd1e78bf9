import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { assertSvgOptions, productImageSvg, productThreeSixtySvg } from './svg';
import { CANVAS, PRODUCT_IMAGE_SIZES, type ProductImageKind, type ProductImageView } from './types';

const SKU_RE = /^\d{6}\.\d{3}$/;
const VIEWS: readonly ProductImageView[] = ['main', 'hover'];
const WEBP = { quality: 80, effort: 2 } as const;
const LARGEST = PRODUCT_IMAGE_SIZES.reduce((a, b) => (b.width > a.width ? b : a));

export interface RenderProductImageSetOptions {
  /** Product SKU, `NNNNNN.NNN` (6 digits, dot, 3 digits); used as a folder name. */
  sku: string;
  kind: ProductImageKind;
  /** `#rrggbb` */
  colorHex: string;
  /** `#rrggbb` */
  accentHex: string;
  /** Safe integer selecting small design details. */
  variantSeed: number;
  /** Root folder; files go to `{outDir}/products/{sku}/`. Created if missing. */
  outDir: string;
}

/** Relative file names of one product set, e.g. `main-498x705.webp`. */
export function productImageFileNames(): string[] {
  return VIEWS.flatMap((v) => PRODUCT_IMAGE_SIZES.map((s) => `${v}-${s.width}x${s.height}.webp`));
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
}

/**
 * Renders the WebP image set of one product:
 * `{outDir}/products/{sku}/{main|hover}-{w}x{h}.webp` for every size in PRODUCT_IMAGE_SIZES
 * (498×705, 830×1175, 166×235 px) — 6 files. Each view is rasterised once at the largest size and
 * downscaled; WebP quality 80. If all six files already exist nothing is rendered (re-seeding is
 * instant); otherwise the whole set is (re)written. Folders are created as needed and each file is
 * written to a temp file then renamed, so readers never see a partial image.
 *
 * @throws Error if `sku` does not match `^\d{6}\.\d{3}$`, `outDir` is not a non-empty string, or
 *   the drawing options are invalid (see productImageSvg); rejects with the underlying error on
 *   file-system or encoding failures.
 */
export async function renderProductImageSet(opts: RenderProductImageSetOptions): Promise<void> {
  if (!opts || typeof opts !== 'object') throw new Error('product image set: options object required');
  if (typeof opts.sku !== 'string' || !SKU_RE.test(opts.sku)) {
    throw new Error(`product image set: sku must match NNNNNN.NNN, got ${JSON.stringify(opts.sku)}`);
  }
  if (typeof opts.outDir !== 'string' || opts.outDir.length === 0)
    throw new Error('product image set: outDir must be a non-empty string');
  const base = { kind: opts.kind, colorHex: opts.colorHex, accentHex: opts.accentHex, variantSeed: opts.variantSeed };
  assertSvgOptions({ ...base, view: 'main' });

  const dir = path.join(opts.outDir, 'products', opts.sku);
  const files = productImageFileNames().map((f) => path.join(dir, f));
  if ((await Promise.all(files.map(exists))).every(Boolean)) return;
  await mkdir(dir, { recursive: true });

  const density = (72 * LARGEST.width) / CANVAS.width;
  await Promise.all(
    VIEWS.map(async (view) => {
      const svg = Buffer.from(productImageSvg({ ...base, view }));
      const { data, info } = await sharp(svg, { density })
        .resize(LARGEST.width, LARGEST.height, { fit: 'fill' })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
      await Promise.all(
        PRODUCT_IMAGE_SIZES.map(async ({ width, height }) => {
          let img = sharp(data, raw);
          if (width !== info.width || height !== info.height)
            img = img.resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
          const out = await img.webp(WEBP).toBuffer();
          await writeAtomic(path.join(dir, `${view}-${width}x${height}.webp`), out);
        }),
      );
    }),
  );
}

/** Size of a 360° frame in px: the product image size (spec §9 'Product images 498x705'). */
export const THREESIXTY_FRAME_SIZE = { width: 498, height: 705 } as const;

/** File name of 360° frame `index` (0-based), e.g. `threesixty-00-498x705.webp`. */
export function threeSixtyFileName(index: number): string {
  const { width, height } = THREESIXTY_FRAME_SIZE;
  return `threesixty-${String(index).padStart(2, '0')}-${width}x${height}.webp`;
}

/**
 * Renders the 360° frames of one product (see productThreeSixtySvg) to
 * `{outDir}/products/{sku}/threesixty-NN-498x705.webp`, NN = 00 … frames − 1, WebP quality 80.
 * Nothing is rendered when every frame exists; files are written atomically as above.
 *
 * @throws Error on an invalid `sku`, `outDir`, drawing option or `frames` (an integer 2 … 99);
 *   rejects with the underlying error on file-system or encoding failures.
 */
export async function renderThreeSixtyFrames(opts: RenderProductImageSetOptions & { frames: number }): Promise<void> {
  if (typeof opts.sku !== 'string' || !SKU_RE.test(opts.sku))
    throw new Error(`360 frames: sku must match NNNNNN.NNN, got ${JSON.stringify(opts.sku)}`);
  if (typeof opts.outDir !== 'string' || opts.outDir.length === 0)
    throw new Error('360 frames: outDir must be a non-empty string');
  if (!Number.isInteger(opts.frames) || opts.frames < 2 || opts.frames > 99)
    throw new Error(`360 frames: frames must be an integer 2 … 99, got ${opts.frames}`);
  const base = { kind: opts.kind, colorHex: opts.colorHex, accentHex: opts.accentHex, variantSeed: opts.variantSeed };
  const dir = path.join(opts.outDir, 'products', opts.sku);
  const indexes = Array.from({ length: opts.frames }, (_, index) => index);
  const files = indexes.map((index) => path.join(dir, threeSixtyFileName(index)));
  if ((await Promise.all(files.map(exists))).every(Boolean)) return;
  await mkdir(dir, { recursive: true });
  const { width, height } = THREESIXTY_FRAME_SIZE;
  const density = (72 * width) / CANVAS.width;
  for (const index of indexes) {
    const svg = Buffer.from(productThreeSixtySvg(base, index, opts.frames));
    const out = await sharp(svg, { density })
      .resize(width, height, { fit: 'fill' })
      .removeAlpha()
      .webp(WEBP)
      .toBuffer();
    await writeAtomic(files[index]!, out);
  }
}
