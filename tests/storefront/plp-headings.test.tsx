import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import nl from '@/messages/nl.json';
import { STOREFRONTS } from '@/lib/stores';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'nl-NL', messages: nl, namespace: namespace as 'plp' }),
}));

const product = (n: number) => ({
  id: `p${n}`,
  sku: `10000${n}.001`,
  name: `Runner ${n}`,
  brand: 'Velora',
  color: 'Zwart',
  url: `/velora-runner-${n}/`,
  image: `/media/products/10000${n}.001/main-498x705.webp`,
  hover_image: null,
  isNew: false,
  isSale: false,
  discount: null,
  price: 89.95,
  regular_price: 89.95,
});

vi.mock('@/lib/commerce/queries', () => ({
  searchProducts: async () => ({
    products: [product(1), product(2)],
    totalCount: 30,
    page: 1,
    itemsPerPage: 24,
    sortOptions: [],
  }),
}));

const { ProductListPage } = await import('@/components/catalog/ProductListPage');

describe('PLP heading structure (WCAG 1.3.1)', () => {
  it('never skips a heading level: h1 category, h2 product list, h3 cards', async () => {
    const record = {
      id: '1',
      url: '/dames/schoenen/',
      page_type: 'category',
      category_id: '1',
      sku: null,
      label: 'Dames schoenen',
      gender: null,
      parents: [],
    };
    const page = await ProductListPage({ record, storefront: STOREFRONTS.NL, page: 1 });
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="nl-NL" messages={nl} timeZone="Europe/Amsterdam">
        {page}
      </NextIntlClientProvider>,
    );
    const levels = [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
    expect(levels).toEqual([1, 2, 3, 3]);
    for (let index = 1; index < levels.length; index += 1)
      expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
    expect(html).toContain(`<h2 class="visually-hidden">${nl.plp.productsHeading}</h2>`);
  });
});
