/**
 * Whether Next's image optimizer should resize `url`: local raster images only. Remote (Prismic's
 * imgix) URLs are sized by their own CDN, and an SVG is vector: through the optimizer it only costs
 * a round trip. `ContentImage` applies it; other `next/image` uses pass `unoptimized={!optimizable(url)}`.
 */
export function optimizable(url: string): boolean {
  return url.startsWith('/') && !/\.svg(?:[?#]|$)/i.test(url);
}
