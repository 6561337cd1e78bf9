import { BRAND_ICON_KEYS, brandIconSvg } from '@/lib/brand-icons';

const SOCIAL = new Set(['instagram', 'facebook', 'tiktok', 'pinterest', 'youtube']);

/** Every brand mark is a static file of the build. */
export function generateStaticParams() {
  return BRAND_ICON_KEYS.map((key) => ({ icon: `${key}.svg` }));
}

/**
 * Brand marks of the footer and checkout (payment methods in their brand colours, social profiles
 * in the text colour) as SVG files: cached by the browser instead of repeated in every page's HTML.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ icon: string }> }) {
  const key = (await params).icon.replace(/\.svg$/, '');
  const svg = brandIconSvg(key, { monochrome: SOCIAL.has(key) });
  if (!svg) return new Response('Not found', { status: 404 });
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
