import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import nl from '@/messages/nl.json';
import { STOREFRONTS } from '@/lib/stores';
import { StateProvider } from '@/lib/state/StateProvider';
import { DEFAULT_PLP_STATE } from '@/lib/catalog/plp-state';

// The sort's select navigates with the router; rendering needs only its presence.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'nl-NL', messages: nl, namespace: namespace as 'plp' }),
  getLocale: async () => 'nl-NL',
}));

const product = (n: number) => ({
  id: `p${n}`,
  sku: `10000${n}.001`,
  parentSku: `10000${n}`,
  categories: [],
  name: `Runner ${n}`,
  brand: 'Velora',
  color: 'Zwart',
  url: `/velora-runner-${n}/`,
  image: `/media/products/10000${n}.001/main-498x705.webp`,
  hover_image: null,
  relatedProducts: [],
  variants: [],
  isNew: false,
  isSale: false,
  discount: null,
  price: 89.95,
  regular_price: 89.95,
});

const entry = (value: string, label: string, count: number, extra: object = {}) => ({
  value,
  label,
  count,
  selected: false,
  parent: null,
  level: null,
  url: null,
  hex: null,
  ...extra,
});

vi.mock('@/lib/commerce/queries', () => ({
  listProducts: async () => ({
    products: [product(1), product(2)],
    totalCount: 30,
    page: 1,
    sortOptions: [],
    aggregations: [
      {
        name: 'category',
        label: 'Categorie',
        min: null,
        max: null,
        entries: [entry('2', 'Sneakers', 30, { parent: '1', url: '/dames/schoenen/sneakers/' })],
      },
      { name: 'brand', label: 'Merk', min: null, max: null, entries: [entry('velora', 'Velora', 30)] },
      { name: 'price', label: 'Prijs', min: 49.95, max: 189.95, entries: [] },
    ],
  }),
}));

// The list's own headings; a product_list_page document's are in tests/storefront/product-list-content.test.tsx.
vi.mock('@/lib/prismic/product-list-content', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/prismic/product-list-content')>()),
  getProductListContent: async () => null,
}));

const { ProductListPage } = await import('@/components/catalog/ProductListPage');

describe('PLP heading structure (WCAG 1.3.1)', () => {
  it('never skips a heading level: h1 category, h2 filters with h3 facets, h2 product list with h3 cards', async () => {
    const record = {
      id: '1',
      url: '/dames/schoenen/',
      page_type: 'category',
      category_id: '1',
      filters: null,
      sku: null,
      label: 'Dames schoenen',
      gender: null,
      parents: [],
      sort: null,
    };
    const page = await ProductListPage({ record, storefront: STOREFRONTS.NL, state: DEFAULT_PLP_STATE });
    const { prelude } = await prerender(
      <NextIntlClientProvider locale="nl-NL" messages={nl} timeZone="Europe/Amsterdam">
        <StateProvider>{page}</StateProvider>
      </NextIntlClientProvider>,
    );
    const html = await new Response(prelude).text();
    const levels = [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
    expect(levels).toEqual([1, 2, 3, 3, 3, 2, 3, 3]);
    for (let index = 1; index < levels.length; index += 1)
      expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
    expect(html).toContain(`<h2 class="visually-hidden">${nl.plp.productsHeading}</h2>`);
  });
});
