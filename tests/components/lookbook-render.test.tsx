import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { LookbookDetailPage } from '@/components/lookbook/LookbookDetailPage';
import { LookbookListPage } from '@/components/lookbook/LookbookListPage';
import { lookbookPageForPath } from '@/lib/prismic/lookbooks';
import { StateProvider } from '@/lib/state/StateProvider';
import { STOREFRONTS } from '@/lib/stores';
import nl from '@/messages/nl.json';
import { product } from '../support/cart-fixture';

/**
 * The lookbook pages as the server renders them from the demo content (nl-NL): the list page's
 * tiles and the look with its shop-the-look slider (the catalog answered by a stand-in).
 */
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));
vi.mock('@/lib/prismic/preview', () => ({ previewRef: async () => undefined }));
vi.mock('@/components/content/SliceSlider', () => import('@/components/content/SwiperSlider'));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const messages = (await import('@/messages/nl.json')).default;
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- namespaces are checked by the real call sites
    getTranslations: async (namespace: any) => createTranslator({ locale: 'nl-NL', messages, namespace }),
  };
});
vi.mock('@/lib/commerce/queries', () => ({
  searchProducts: async (_store: string, { skus }: { skus: string[] }) => ({
    products: skus.map((sku, index) => product([], { id: `p${index}`, sku, name: `Product ${sku}` })),
  }),
}));

async function html(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <NextIntlClientProvider locale="nl-NL" messages={nl} timeZone="Europe/Amsterdam">
      <StateProvider>{element}</StateProvider>
    </NextIntlClientProvider>,
  );
  return new Response(prelude).text();
}

describe('lookbook pages from the demo content', () => {
  it('renders /lookbook/ with a tile per look and a heart per tile', async () => {
    const result = await lookbookPageForPath('nl-nl', '/lookbook/');
    if (result?.kind !== 'list') throw new Error('no list page');
    const markup = await html(<LookbookListPage {...result} storefront={STOREFRONTS.NL} />);
    expect(markup).toContain('<h1');
    expect(markup).toContain('Lookbook dames');
    expect(markup).toContain('4 looks');
    expect(markup.match(/href="\/lookbook\/[a-z-]+\/?"/g)).toHaveLength(4);
    expect(markup.match(/aria-label="Toevoegen aan verlanglijst"/g)).toHaveLength(4);
    expect(markup).toContain('src="/content/lookbook/autumn-walk.svg"');
  });

  it('renders a look with the save toggle, View all looks and its products in the lookbook slider', async () => {
    const result = await lookbookPageForPath('nl-nl', '/lookbook/stad-in-het-voorjaar/');
    if (result?.kind !== 'detail') throw new Error('no look');
    const markup = await html(
      <LookbookDetailPage page={result.page} parent={result.parent} storefront={STOREFRONTS.NL} />,
    );
    expect(markup).toContain('Stad in het voorjaar: zwart, blauw en wit');
    expect(markup).toMatch(/<button[^>]*aria-pressed="false"[^>]*>.*Toevoegen aan verlanglijst/);
    expect(markup).toMatch(/href="\/lookbook\/?">Bekijk alle looks/);
    expect(markup).toContain('Shop de look');
    expect(markup).toContain('--slider-spv-0:1.8;--slider-center-0:1');
    for (const sku of ['100011.001', '100010.003', '100012.002', '100001.001', '100008.002'])
      expect(markup).toContain(`Product ${sku}`);
  });
});
