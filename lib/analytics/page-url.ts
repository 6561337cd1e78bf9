/**
 * Paths whose last segment is a secret from a mail (spec §2 `/account/finish/{hash}`,
 * `/newsletter/einstellungen/{hash}/`): a single-use link must not travel to the tag manager.
 */
const SECRET_PATHS = [/^(\/account\/finish\/)[^/]+/, /^(\/newsletter\/einstellungen\/)[^/]+/];
/** Pages whose query holds a secret from a mail: the order status link's `token` (spec §2 '/checkout/' status). */
const SECRET_QUERY_PATHS = [/^\/checkout\/status\/?$/];

/**
 * The URL `pageView` reports (spec §7): `href` with a mail link's hash replaced by `redacted` and,
 * on those pages and the order status page, the query dropped. Other URLs are unchanged.
 */
export function reportablePageUrl(href: string): string {
  const url = new URL(href);
  if (SECRET_QUERY_PATHS.some((pattern) => pattern.test(url.pathname))) {
    url.search = '';
    url.hash = '';
  }
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(url.pathname)) {
      url.pathname = url.pathname.replace(pattern, '$1redacted');
      url.search = '';
      url.hash = '';
    }
  }
  return url.href;
}
