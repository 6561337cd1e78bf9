import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLP_STATE } from '@/lib/catalog/plp-state';
import { STOREFRONTS } from '@/lib/stores';

/**
 * A PDP's title and description come from the back end's stock info (spec §3 'Stock info': metaTitle,
 * metaDescription): the title names the colour, each colour being a page of its own, and the
 * description is cut to a snippet's length; the canonical is the product's URL.
 */

vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));
vi.mock('@/lib/prismic/preview', () => ({ previewRef: async () => undefined, getContentPage: async () => null }));
vi.mock('@/lib/commerce/queries', () => ({
  getAlternateUrls: async () => ({ NL: '/velora-runner-low-zwart-100108-001/' }),
}));
vi.mock('@/lib/routing/page-path', () => ({
  resolvePagePath: async () => ({
    kind: 'url-record',
    record: { id: '77' },
    url: '/velora-runner-low-zwart-100108-001/',
    pdp: {
      product: {
        brand: 'Velora',
        name: 'Runner Low',
        url: '/velora-runner-low-zwart-100108-001/',
        description: 'A long description that the back end cut to a snippet.',
        images: ['/media/products/100108.001/main-830x1175.webp'],
        stockInfo: {
          metaTitle: 'Velora Runner Low Zwart',
          metaDescription: 'Een lichte sneaker van leer met een zachte zool…',
        },
      },
    },
  }),
}));

const { storefrontPathMetadata } = await import('@/components/catalog/storefront-path-metadata');

describe('PDP metadata', () => {
  it('takes the title and description of the product’s stock info', async () => {
    const metadata = await storefrontPathMetadata(STOREFRONTS.NL, {
      slug: ['velora-runner-low-zwart-100108-001'],
      state: DEFAULT_PLP_STATE,
    });
    expect(metadata.title).toBe('Velora Runner Low Zwart');
    expect(metadata.description).toBe('Een lichte sneaker van leer met een zachte zool…');
    expect(metadata.openGraph?.title).toBe('Velora Runner Low Zwart');
    expect(metadata.alternates?.canonical).toBe('/velora-runner-low-zwart-100108-001/');
  });
});
