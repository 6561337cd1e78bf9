/**
 * hreflang links of a page as `<link rel="alternate">` elements (React hoists them into the head), for
 * the home page: Next's metadata drops the trailing slash of another origin's root URL
 * (`http://uk.localhost:3000`) while keeping its own (`…/`), so the set would mix both forms. These keep
 * the URLs exactly as `hreflangAlternates` builds them, as the sitemaps list them.
 *
 * @param languages locale (or `x-default`) → absolute URL, from `hreflangAlternates`
 */
export function HreflangLinks({ languages }: { languages: Record<string, string> }) {
  return (
    <>
      {Object.entries(languages).map(([hreflang, href]) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </>
  );
}
