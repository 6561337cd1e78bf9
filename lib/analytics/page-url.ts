/**
 * Paths whose last segment is a secret from a mail (spec §2 `/account/finish/{hash}`,
 * `/newsletter/einstellungen/{hash}/`): a single-use link must not travel to the tag manager.
 */
const SECRET_PATHS = [/^(\/account\/finish\/)[^/]+/, /^(\/newsletter\/einstellungen\/)[^/]+/];

/**
 * The URL `pageView` reports (spec §7): `href` with a mail link's hash replaced by `redacted` and,
 * on those pages, the query dropped. Other URLs are unchanged.
 */
export function reportablePageUrl(href: string): string {
  const url = new URL(href);
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(url.pathname)) {
      url.pathname = url.pathname.replace(pattern, '$1redacted');
      url.search = '';
      url.hash = '';
    }
  }
  return url.href;
}
