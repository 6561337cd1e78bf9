import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_IMAGE_KINDS,
  PRODUCT_IMAGE_SIZES,
  productImageFileNames,
  productImageSvg,
  productThreeSixtySvg,
  renderProductImageSet,
  renderThreeSixtyFrames,
  threeSixtyFileName,
  type ProductImageKind,
} from './index';

const base = { colorHex: '#1f3a5f', accentHex: '#e8b04a', variantSeed: 42 } as const;

function tagsBalanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, close, name, self] = m;
    if (self) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe('productImageSvg', () => {
  it.each(PRODUCT_IMAGE_KINDS)('%s: well-formed, deterministic, no text or external refs', (kind) => {
    for (const view of ['main', 'hover'] as const) {
      const svg = productImageSvg({ ...base, kind, view });
      expect(
        svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="332" height="470" viewBox="0 0 332 470">'),
      ).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(tagsBalanced(svg)).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|<text|<image|http(?!:\/\/www\.w3\.org\/2000\/svg)/);
      expect(svg).toContain(base.colorHex);
      expect(productImageSvg({ ...base, kind, view })).toBe(svg);
    }
    expect(productImageSvg({ ...base, kind, view: 'hover' })).not.toBe(
      productImageSvg({ ...base, kind, view: 'main' }),
    );
  });

  it('variantSeed changes details within a kind', () => {
    for (const kind of PRODUCT_IMAGE_KINDS) {
      const svgs = new Set(
        [1, 2, 3, 4, 5, 6].map((variantSeed) => productImageSvg({ ...base, kind, variantSeed, view: 'main' })),
      );
      expect(svgs.size, kind).toBeGreaterThan(1);
    }
  });

  it('every kind rasterises', async () => {
    for (const kind of PRODUCT_IMAGE_KINDS) {
      const meta = await sharp(Buffer.from(productImageSvg({ ...base, kind, view: 'main' })))
        .png()
        .toBuffer({ resolveWithObject: true });
      expect(meta.info.width).toBe(332);
      expect(meta.info.height).toBe(470);
    }
  });

  it('rejects invalid input', () => {
    expect(() => productImageSvg({ ...base, kind: 'hat' as ProductImageKind, view: 'main' })).toThrow(/kind/);
    expect(() => productImageSvg({ ...base, colorHex: 'red', kind: 'boot', view: 'main' })).toThrow(/colorHex/);
    expect(() => productImageSvg({ ...base, accentHex: '#abc', kind: 'boot', view: 'main' })).toThrow(/accentHex/);
    expect(() => productImageSvg({ ...base, variantSeed: 1.5, kind: 'boot', view: 'main' })).toThrow(/variantSeed/);
    expect(() => productImageSvg({ ...base, kind: 'boot', view: 'side' as 'main' })).toThrow(/view/);
  });
});

describe('renderProductImageSet', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'product-images-'));
  });
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('writes 6 WebP files with the right dimensions', async () => {
    await renderProductImageSet({ ...base, sku: '100001.001', kind: 'sneaker', outDir });
    const dir = path.join(outDir, 'products', '100001.001');
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(productImageFileNames().sort());
    expect(files).toHaveLength(6);
    for (const view of ['main', 'hover']) {
      for (const { width, height } of PRODUCT_IMAGE_SIZES) {
        const meta = await sharp(path.join(dir, `${view}-${width}x${height}.webp`)).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.width, meta.height]).toEqual([width, height]);
      }
    }
  });

  it('skips a complete set and re-renders an incomplete one', async () => {
    const dir = path.join(outDir, 'products', '100002.002');
    await renderProductImageSet({ ...base, sku: '100002.002', kind: 'bag', outDir });
    const marker = path.join(dir, 'main-166x235.webp');
    await writeFile(marker, 'sentinel');
    await renderProductImageSet({ ...base, sku: '100002.002', kind: 'bag', outDir });
    expect((await stat(marker)).size).toBe('sentinel'.length);

    await rm(path.join(dir, 'hover-830x1175.webp'));
    await renderProductImageSet({ ...base, sku: '100002.002', kind: 'bag', outDir });
    expect((await sharp(marker).metadata()).width).toBe(166);
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('rejects a bad sku or bad input before touching the disk', async () => {
    for (const sku of ['../x', '100001.001/..', '12345.123', '123456.12', '']) {
      await expect(renderProductImageSet({ ...base, sku, kind: 'boot', outDir })).rejects.toThrow(/sku/);
    }
    await expect(
      renderProductImageSet({ ...base, colorHex: '#12345', sku: '100003.003', kind: 'boot', outDir }),
    ).rejects.toThrow(/colorHex/);
    await expect(renderProductImageSet({ ...base, sku: '100003.003', kind: 'boot', outDir: '' })).rejects.toThrow(
      /outDir/,
    );
    expect(await readdir(path.join(outDir, 'products')).catch(() => [])).not.toContain('100003.003');
  });

  it('renders the 360° frames of a product at 498×705', async () => {
    await renderThreeSixtyFrames({ ...base, sku: '100004.001', kind: 'sneaker', outDir, frames: 4 });
    const files = (await readdir(path.join(outDir, 'products', '100004.001'))).sort();
    expect(files).toEqual([0, 1, 2, 3].map(threeSixtyFileName));
    const meta = await sharp(path.join(outDir, 'products', '100004.001', threeSixtyFileName(3))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 498, 705]);
    await expect(
      renderThreeSixtyFrames({ ...base, sku: '100004.001', kind: 'sneaker', outDir, frames: 1 }),
    ).rejects.toThrow(/frames/);
  });
});

describe('productThreeSixtySvg', () => {
  it('turns the product deterministically, a different picture per frame, and checks its frame numbers', () => {
    const options = { ...base, kind: 'boot' as const };
    const frames = [0, 1, 2, 3, 4, 5, 6, 7].map((frame) => productThreeSixtySvg(options, frame, 8));
    expect(new Set(frames).size).toBe(8);
    expect(productThreeSixtySvg(options, 3, 8)).toBe(frames[3]);
    for (const svg of frames) expect(tagsBalanced(svg)).toBe(true);
    expect(frames[4]).toContain('scale(-1 1)');
    // The way back differs from the way out (45° and 315° are not the same picture).
    expect(frames[7]).not.toBe(frames[1]);
    expect(() => productThreeSixtySvg(options, 8, 8)).toThrow(/frame/);
    expect(() => productThreeSixtySvg(options, 0, 1)).toThrow(/frames/);
  });
});
