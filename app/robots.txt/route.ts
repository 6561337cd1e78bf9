import { cookies, headers } from 'next/headers';
import { connection } from 'next/server';
import { robotsTxt } from '@/lib/sitemap/robots';
import { storefrontOrigin } from '@/lib/routing/storefront-origin';
import { configuredDomainMap, COOKIES, resolveStore } from '@/lib/stores';

/**
 * `robots.txt` of the host asked (proxy.ts leaves it alone): what crawlers may not fetch, and the
 * sitemap of the storefront the host serves, on that storefront's own origin (spec §2 crawlers).
 */
export async function GET() {
  await connection();
  const [requestHeaders, requestCookies] = await Promise.all([headers(), cookies()]);
  const store = resolveStore(
    requestHeaders.get('host'),
    { locale: requestCookies.get(COOKIES.locale)?.value, store: requestCookies.get(COOKIES.store)?.value },
    configuredDomainMap(),
  );
  return new Response(robotsTxt(`${storefrontOrigin(store)}/sitemap.xml`), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600', vary: 'Cookie' },
  });
}
