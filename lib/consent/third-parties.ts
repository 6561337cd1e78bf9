/**
 * Which third-party scripts this deployment loads, from environment variables read on the server
 * (and by next.config.ts for the Content-Security-Policy). Pure: no imports, so next.config.ts can
 * load it. Every script here loads only after the visitor allowed third parties (lib/consent).
 *
 * | variable                  | value                                                        | used by                                    |
 * | ------------------------- | ------------------------------------------------------------ | ------------------------------------------ |
 * | `TAG_MANAGER_URL`         | full tag manager script URL; empty: no tag manager           | `TagManager`, right after consent          |
 * | `THIRD_PARTY_SCRIPT_URLS` | full script URLs, comma-separated                            | `ThirdPartyLoader`, 5000 ms after load     |
 * | `SQUEEZELY_SCRIPT_URL`    | Squeezely's script URL; empty: no personalised product feed  | `ThirdPartyLoader`; `personalised_product_feed` |
 * | `FLOCKLER_EMBED_URL`      | Flockler's embed base, `https://plugins.flockler.com/embed`; empty: no social feed | `social_feed_embed` |
 * | `CSP_THIRD_PARTY_ORIGINS` | origins those scripts load from in turn, comma- or space-separated | Content-Security-Policy                |
 *
 * Pages are prerendered and the policy is computed by `next build`: set these at build time too.
 */

export interface ThirdPartyConfig {
  /** Tag manager script (e.g. `https://www.googletagmanager.com/gtm.js?id=GTM-XXXX`), or null. */
  tagManagerUrl: string | null;
  /** Scripts of the third-party loader: `THIRD_PARTY_SCRIPT_URLS`, then Squeezely's. */
  loaderScriptUrls: string[];
  /** Squeezely's script (it fills the personalised product feed), or null. */
  squeezelyScriptUrl: string | null;
  /** Base URL of Flockler embed scripts; the social feed's script is `<base>/<flocklerid>/<uuid>`. */
  flocklerEmbedUrl: string | null;
  /** Further origins the configured scripts load from (images, APIs, styles, frames). */
  extraOrigins: string[];
}

type Env = Record<string, string | undefined>;

/** An absolute http(s) URL, or null (empty, relative or another scheme). */
export function httpUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A CSP source origin (`https://host[:port]`, `*.` wildcards allowed), or null. */
function cspOrigin(value: string): string | null {
  const trimmed = value.trim().replace(/\/+$/, '');
  return /^(https?|wss?):\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** Reads the third-party configuration from `env` (default `process.env`); invalid values are ignored. */
export function thirdPartyConfig(env: Env = process.env): ThirdPartyConfig {
  const squeezelyScriptUrl = httpUrl(env.SQUEEZELY_SCRIPT_URL);
  const listed = (env.THIRD_PARTY_SCRIPT_URLS ?? '')
    .split(',')
    .map((value) => httpUrl(value))
    .filter((url): url is string => url !== null);
  return {
    tagManagerUrl: httpUrl(env.TAG_MANAGER_URL),
    loaderScriptUrls: [...new Set([...listed, ...(squeezelyScriptUrl ? [squeezelyScriptUrl] : [])])],
    squeezelyScriptUrl,
    flocklerEmbedUrl: httpUrl(env.FLOCKLER_EMBED_URL)?.replace(/\/+$/, '') ?? null,
    extraOrigins: (env.CSP_THIRD_PARTY_ORIGINS ?? '')
      .split(/[\s,]+/)
      .map(cspOrigin)
      .filter((origin): origin is string => origin !== null),
  };
}

/** Origins scripts may be loaded from: those of every configured script URL, plus the extra origins. */
export function thirdPartyScriptOrigins(config: ThirdPartyConfig): string[] {
  const urls = [config.tagManagerUrl, ...config.loaderScriptUrls, config.flocklerEmbedUrl].filter(
    (url): url is string => url !== null,
  );
  return [...new Set([...urls.map((url) => new URL(url).origin), ...config.extraOrigins])];
}
