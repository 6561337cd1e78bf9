/**
 * Security headers of every response (next.config.ts `headers()`).
 *
 * Content-Security-Policy: pages are served from cache per storefront (docs/decisions/0017-csp-with-unsafe-inline.md,
 * docs/architecture.md 'Caching and revalidation'), so the policy is the same for every visitor and cannot
 * carry a per-request nonce: a nonce would make every page dynamic and end the caching. Next's inline
 * bootstrap and flight-data scripts differ per page, so hashes cannot list them either. `script-src` is
 * therefore `'self'` plus `'unsafe-inline'` (third-party origins only as configured below, no `eval` outside
 * development); the rest of the policy shuts what an injected script would need: no plugins (`object-src
 * 'none'`), no `<base>` hijack (`base-uri 'none'`), no framing by other sites (`frame-ancestors 'self'`),
 * requests only to this origin, forms only to the storefront hosts of `STOREFRONT_DOMAINS` (the store switch
 * redirects to another storefront's host; set the map at build time). Content images may come from Prismic's image CDN.
 *
 * Third parties (lib/consent/third-parties.ts): the origins of the configured tag manager, loader
 * and embed scripts are added to `script-src`; `CSP_THIRD_PARTY_ORIGINS` lists what those scripts
 * load in turn and goes to `script-src`, `style-src`, `img-src`, `connect-src` and `frame-src`.
 * None of them loads before the visitor allowed third parties (lib/consent); nothing is added when
 * none is configured.
 *
 * The store locator's map tiles (`MAP_TILE_URL`, lib/physical-stores/map-config.ts) add their
 * origin to `img-src`; 'Use my location' needs `geolocation=(self)` in the Permissions-Policy.
 * Both are read when the build writes the headers: set `MAP_TILE_URL` at build time.
 *
 * With reCAPTCHA as the bot check (`RECAPTCHA_SITE_KEY` and `RECAPTCHA_SECRET_KEY`, lib/bot-check/server.ts)
 * its script and frame origins are added to `script-src` and `frame-src`; set the keys at build time too.
 * The default check (ALTCHA) is served by the shop itself and adds nothing.
 */
import { thirdPartyConfig, thirdPartyScriptOrigins, type ThirdPartyConfig } from '../consent/third-parties';
import { mapTileConfig, type MapTileConfig } from '../physical-stores/map-config';
import { storefrontOriginSources } from '../routing/storefront-origin';
import { recaptchaConfigured } from '../bot-check/config';

/** Where reCAPTCHA v3 loads its script and runs its frame from (Google's CSP guidance). */
export const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** Origins content images may be loaded from directly (Prismic's imgix CDN). */
const CONTENT_IMAGE_ORIGINS = ['https://images.prismic.io'];

/**
 * The Content-Security-Policy value; development adds what `next dev` needs (eval, HMR socket);
 * `thirdParties` (default: from the environment) adds the configured third-party origins, `mapTiles`
 * (default: from the environment) the map tile server's, `recaptcha` reCAPTCHA's origins.
 */
export function contentSecurityPolicy(
  development = process.env.NODE_ENV === 'development',
  thirdParties: ThirdPartyConfig = thirdPartyConfig(),
  mapTiles: MapTileConfig | null = mapTileConfig(),
  storefrontSources: string[] = storefrontOriginSources(),
  recaptcha: boolean = recaptchaConfigured(),
): string {
  const extra = thirdParties.extraOrigins;
  const botCheck = recaptcha ? RECAPTCHA_SOURCES : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...thirdPartyScriptOrigins(thirdParties),
      ...botCheck,
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...extra],
    'img-src': ["'self'", 'data:', 'blob:', ...CONTENT_IMAGE_ORIGINS, ...(mapTiles ? [mapTiles.origin] : []), ...extra],
    'font-src': ["'self'"],
    'media-src': ["'self'", 'https:'],
    'connect-src': ["'self'", ...(development ? ['ws:'] : []), ...extra],
    'frame-src': ["'self'", ...extra, ...botCheck],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'", ...storefrontSources],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** HSTS lifetime: two years, in seconds (the preload list's minimum is one). */
const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** The headers set on every response (`securityHeaderRules`). */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
  ];
}

/** A Next `headers()` rule (next.config.ts): `headers` on every path, when `has` matches the request. */
export interface HeaderRule {
  source: string;
  has?: { type: 'header'; key: string; value: string }[];
  headers: { key: string; value: string }[];
}

/**
 * The rules of next.config.ts `headers()`: {@link securityHeaders} everywhere, and in production
 * builds Strict-Transport-Security on responses that went out over HTTPS only. Next itself speaks
 * plain HTTP; the TLS-terminating proxy in front says `X-Forwarded-Proto: https` (RFC 6797 §7.2: HSTS
 * over plain HTTP is to be ignored, and a development machine must not pin `localhost` to https).
 */
export function securityHeaderRules(production = process.env.NODE_ENV === 'production'): HeaderRule[] {
  const rules: HeaderRule[] = [{ source: '/:path*', headers: securityHeaders() }];
  if (production) {
    rules.push({
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }],
    });
  }
  return rules;
}
