import { connection } from 'next/server';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Only product media: generated images `products/NNNNNN.NNN/(main|hover)-WxH.webp`, 360° frames
 * `products/NNNNNN.NNN/threesixty-NN-WxH.webp` and the product video `products/NNNNNN.NNN/video.mp4`.
 */
const IMAGE_PATH = /^products\/\d{6}\.\d{3}\/(?:main|hover|threesixty-\d{2})-\d{2,4}x\d{2,4}\.webp$/;
const VIDEO_PATH = /^products\/\d{6}\.\d{3}\/video\.mp4$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A product image in `MEDIA_DIR`, where the embedded back end writes them (absolute, or relative to
 * the working directory; default `.data/media`). Resolved per request and hidden from the build's file tracer
 * (`turbopackIgnore`): a path built from `process.cwd()` and an environment variable could name any
 * file, so the tracer would otherwise copy the whole project into the server output. The images are
 * runtime data, not part of the build.
 */
function mediaFile(relative: string): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.MEDIA_DIR ?? '.data/media', relative);
}

/**
 * Neutral studio-background placeholder while the first start still renders product images in the
 * background (about a minute for the demo catalog); never cached.
 */
const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 332 470"><rect width="332" height="470" fill="#f3f1ee"/></svg>`;

/**
 * A product video with byte ranges (browsers, Safari above all, fetch video in ranges): the whole
 * file, one `bytes=a-b` / `bytes=a-` / `bytes=-n` range as 206, or 416 for a range past the end.
 * 404 while the video is missing (no placeholder for video).
 */
async function video(request: Request, relative: string): Promise<Response> {
  let file: Buffer;
  try {
    file = await readFile(/* turbopackIgnore: true */ mediaFile(relative));
  } catch {
    return new Response('Not found', { status: 404 });
  }
  const headers = { 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'cache-control': IMMUTABLE };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (!range || (!range[1] && !range[2])) return new Response(new Uint8Array(file), { headers });
  const size = file.length;
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end)
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
  return new Response(new Uint8Array(file.subarray(start, end + 1)), {
    status: 206,
    headers: { ...headers, 'content-range': `bytes ${start}-${end}/${size}` },
  });
}

/**
 * Serves the embedded back end's generated product media from `MEDIA_DIR`
 * (docs/decisions/0016-images-generated-by-own-code.md): images and 360° frames (a placeholder while they are
 * still being rendered), and product videos. With a remote commerce back end, product media URLs point at its
 * own CDN instead.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  // Answered per request, never prerendered (Cache Components).
  await connection();
  const relative = (await params).path.join('/');
  if (VIDEO_PATH.test(relative)) return video(request, relative);
  if (!IMAGE_PATH.test(relative)) return new Response('Not found', { status: 404 });
  try {
    const file = await readFile(/* turbopackIgnore: true */ mediaFile(relative));
    return new Response(new Uint8Array(file), {
      headers: { 'content-type': 'image/webp', 'cache-control': IMMUTABLE },
    });
  } catch {
    return new Response(PLACEHOLDER, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } });
  }
}
