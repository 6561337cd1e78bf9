// @vitest-environment jsdom
import { renderIsland } from '../support/render';
import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Content } from '@prismicio/client';
import type { ProductCardData } from '@/graphql/fragments';
import { STOREFRONTS } from '@/lib/stores';
import { StateProvider } from '@/lib/state/StateProvider';
import en from '@/messages/en.json';
import ShopTheLookSlider, { lookSkus } from '@/slices/shop_the_look_slider';
import mocks from '@/slices/shop_the_look_slider/mocks.json';
import { product } from '../support/cart-fixture';
import { stubSliderBrowser } from './slider-support';

vi.mock('next-intl/server', () => import('./slider-support'));
// The lazily loaded slider (a separate chunk in the shop), loaded up front here.
vi.mock('@/components/content/SliceSlider', () => import('@/components/content/SwiperSlider'));
const catalog = vi.hoisted(() => ({ searchProducts: vi.fn() }));
vi.mock('@/lib/commerce/queries', () => ({ searchProducts: catalog.searchProducts }));

const mock = mocks[0] as unknown as Content.ShopTheLookSliderSlice;
const storefront = STOREFRONTS.NL;
const props = (slice: unknown, context: unknown = { storefront }) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- SliceZone's props
  ({ slice, index: 0, slices: [slice], context }) as any;
const withItems = (items: unknown[]) => ({ ...mock, items }) as unknown as Content.ShopTheLookSliderSlice;
const withPrimary = (primary: Record<string, unknown>) =>
  ({ ...mock, primary: { ...mock.primary, ...primary } }) as unknown as Content.ShopTheLookSliderSlice;

/** Catalog products for SKUs, named after them; the catalog answers in its own order. */
function products(...skus: string[]): ProductCardData[] {
  return skus.map((sku, index) =>
    product([], { id: `p${index}`, sku, name: `Product ${sku}`, url: `/product-${sku.replace('.', '-')}/` }),
  );
}

beforeEach(() => {
  stubSliderBrowser();
  catalog.searchProducts.mockReset();
  catalog.searchProducts.mockResolvedValue({ products: products(...[...lookSkus(mock.items)].reverse()) });
});

describe('shop-the-look slider slice', () => {
  it('renders the look’s products as cards in the editor’s order, with heading, intro and button', async () => {
    renderIsland((await ShopTheLookSlider(props(mock)))!);
    const section = screen.getByRole('region', { name: 'Shop the look' });
    expect(section).toHaveAttribute('data-slice-type', 'shop_the_look_slider');
    expect(within(section).getByText(/everything in this look/)).toBeInTheDocument();
    const carousel = within(section).getByRole('group', { name: 'Shop the look' });
    const slides = within(carousel).getAllByRole('group', { name: /of 5$/ });
    expect(slides.map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent)).toEqual(
      ['100011.001', '100010.003', '100012.002', '100001.001', '100008.002'].map((sku) => `Rivoli Product ${sku}`),
    );
    expect(
      within(slides[0]!)
        .getByRole('link', { name: /Product 100011.001/ })
        .getAttribute('href'),
    ).toMatch(/^\/product-100011-001\/?$/);
    expect(screen.getByRole('link', { name: 'View all looks' }).getAttribute('href')).toMatch(/^\/lookbook\/?$/);
    expect(catalog.searchProducts).toHaveBeenCalledWith('NL', {
      skus: ['100011.001', '100010.003', '100012.002', '100001.001', '100008.002'],
      itemsPerPage: 12,
    });
  });

  it('lays out the lookbook preset: 1.8 centred, 3 from 768 px, 4 from 1280 px; no mouse drag, touch drag on', async () => {
    const element = (await ShopTheLookSlider(props(mock)))!;
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={en}>
        <StateProvider>{element}</StateProvider>
      </NextIntlClientProvider>,
    );
    expect(html).toContain('--slider-spv-0:1.8;--slider-center-0:1;--slider-spv-768:3;--slider-center-768:0');
    expect(html).toContain('--slider-spv-1280:4;--slider-center-1280:0');
    const { container } = renderIsland(element);
    const swiper = (container.querySelector('.swiper') as HTMLElement & { swiper: { params: Record<string, unknown> } })
      .swiper;
    expect(swiper.params.simulateTouch).toBe(false);
    expect(swiper.params.allowTouchMove).toBe(true);
  });

  it('asks only for valid SKUs, once each, and leaves out SKUs the catalog does not know', async () => {
    catalog.searchProducts.mockResolvedValue({ products: products('100010.003') });
    const slice = withItems([{ sku: ' 100010.003 ' }, { sku: 'shoes' }, { sku: '100010.003' }, { sku: '999999.999' }]);
    renderIsland((await ShopTheLookSlider(props(slice)))!);
    expect(catalog.searchProducts).toHaveBeenCalledWith('NL', { skus: ['100010.003', '999999.999'], itemsPerPage: 12 });
    expect(screen.getAllByRole('group', { name: /of 1$/ })).toHaveLength(1);
    expect(screen.getByText('Product 100010.003')).toBeInTheDocument();
  });

  it('renders nothing without valid SKUs, without a storefront, when no product is found or the catalog fails', async () => {
    expect(await ShopTheLookSlider(props(withItems([])))).toBeNull();
    expect(await ShopTheLookSlider(props(withItems([{ sku: '' }, { sku: '12.3' }])))).toBeNull();
    expect(await ShopTheLookSlider(props(mock, {}))).toBeNull();
    expect(catalog.searchProducts).not.toHaveBeenCalled();
    catalog.searchProducts.mockResolvedValue({ products: [] });
    expect(await ShopTheLookSlider(props(mock))).toBeNull();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    catalog.searchProducts.mockRejectedValue(new Error('catalog down'));
    expect(await ShopTheLookSlider(props(mock))).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('shows the button only with both url and text, and no region without a title', async () => {
    for (const primary of [{ button_text: '' }, { button_link: { link_type: 'Any' } }]) {
      const view = renderIsland((await ShopTheLookSlider(props(withPrimary(primary))))!);
      expect(screen.getByRole('region', { name: 'Shop the look' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'View all looks' })).not.toBeInTheDocument();
      view.unmount();
    }
    renderIsland((await ShopTheLookSlider(props(withPrimary({ title: null }))))!);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /of 5$/ })).toHaveLength(5);
  });

  it('keeps at most 12 products', () => {
    const many = Array.from({ length: 15 }, (_, index) => ({ sku: `1000${String(10 + index)}.001` }));
    expect(lookSkus(many)).toHaveLength(12);
  });
});
