import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import '../support/request-scope';
import { GET } from '@/app/media/[...path]/route';

/**
 * Generated product images (docs/decisions/0016-images-generated-by-own-code.md). The media folder is runtime
 * data: the route finds it per request (which also keeps the build's file tracer from pulling in the whole
 * project).
 */

const get = (relative: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/media/${relative}`, { headers }), {
    params: Promise.resolve({ path: relative.split('/') }),
  });
const saved = process.env.MEDIA_DIR;

afterEach(() => {
  if (saved === undefined) delete process.env.MEDIA_DIR;
  else process.env.MEDIA_DIR = saved;
});

describe('media route', () => {
  it('serves an image from MEDIA_DIR as it is when the request comes (absolute or relative)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'media-'));
    mkdirSync(path.join(dir, 'products/100001.001'), { recursive: true });
    writeFileSync(path.join(dir, 'products/100001.001/main-498x705.webp'), 'RIFF-image');

    process.env.MEDIA_DIR = dir;
    const absolute = await get('products/100001.001/main-498x705.webp');
    expect(absolute.status).toBe(200);
    expect(absolute.headers.get('content-type')).toBe('image/webp');
    expect(await absolute.text()).toBe('RIFF-image');

    process.env.MEDIA_DIR = path.relative(process.cwd(), dir);
    expect(await (await get('products/100001.001/main-498x705.webp')).text()).toBe('RIFF-image');
  });

  it('shows the placeholder while an image is not rendered yet, and nothing outside product images', async () => {
    process.env.MEDIA_DIR = mkdtempSync(path.join(tmpdir(), 'media-'));
    const pending = await get('products/100002.001/hover-498x705.webp');
    expect(pending.headers.get('content-type')).toBe('image/svg+xml');
    expect(pending.headers.get('cache-control')).toBe('no-store');
    expect((await get('products/../../package.json')).status).toBe(404);
    expect((await get('secrets.txt')).status).toBe(404);
  });

  it('serves 360° frames like images, and the product video whole or by byte range', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'media-'));
    mkdirSync(path.join(dir, 'products/100001.002'), { recursive: true });
    writeFileSync(path.join(dir, 'products/100001.002/threesixty-07-498x705.webp'), 'RIFF-frame');
    writeFileSync(path.join(dir, 'products/100001.002/video.mp4'), '0123456789');
    process.env.MEDIA_DIR = dir;
    expect(await (await get('products/100001.002/threesixty-07-498x705.webp')).text()).toBe('RIFF-frame');

    const whole = await get('products/100001.002/video.mp4');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(await whole.text()).toBe('0123456789');
    const part = await get('products/100001.002/video.mp4', { range: 'bytes=2-5' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await part.text()).toBe('2345');
    expect(await (await get('products/100001.002/video.mp4', { range: 'bytes=-3' })).text()).toBe('789');
    expect((await get('products/100001.002/video.mp4', { range: 'bytes=10-' })).status).toBe(416);
    expect((await get('products/100003.001/video.mp4')).status).toBe(404);
    expect((await get('products/100001.002/video.webm')).status).toBe(404);
  });
});
