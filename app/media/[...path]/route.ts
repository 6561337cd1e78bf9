import { connection } from 'next/server';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Only generated product images: `products/NNNNNN.NNN/(main|hover)-WxH.webp`. */
const MEDIA_PATH = /^products\/\d{6}\.\d{3}\/(?:main|hover)-\d{2,4}x\d{2,4}\.webp$/;

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
 * Serves the embedded back end's generated product images from `MEDIA_DIR` (DESIGN.md 'Images').
 * With a remote commerce back end, product image URLs point at its own CDN instead.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  // Answered per request, never prerendered (Cache Components).
  await connection();
  const relative = (await params).path.join('/');
  if (!MEDIA_PATH.test(relative)) return new Response('Not found', { status: 404 });
  try {
    const file = await readFile(/* turbopackIgnore: true */ mediaFile(relative));
    return new Response(new Uint8Array(file), {
      headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' },
    });
  } catch {
    return new Response(PLACEHOLDER, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } });
  }
}
