// @vitest-environment jsdom
import '../support/render';
import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Content } from '@prismicio/client';
import CategorySlider, { CATEGORY_IMAGE_SIZE, categoryTiles } from '@/slices/category_slider';
import mocks from '@/slices/category_slider/mocks.json';
import { renderSlice, sliceProps, stubSliderBrowser } from './slider-support';

vi.mock('next-intl/server', () => import('./slider-support'));
// The lazily loaded slider (a separate chunk in the shop), loaded up front here.
vi.mock('@/components/content/SliceSlider', () => import('@/components/content/SwiperSlider'));

const mock = mocks[0] as unknown as Content.CategorySliderSlice;
const withItems = (items: unknown[]) => ({ ...mock, items }) as unknown as Content.CategorySliderSlice;
const [sneakers, boots] = mock.items as [
  Content.CategorySliderSliceDefaultItem,
  Content.CategorySliderSliceDefaultItem,
];

beforeEach(() => stubSliderBrowser());

describe('category slider slice', () => {
  it('renders every category as one link named by its label, with a 224 px image', async () => {
    await renderSlice(CategorySlider(sliceProps(mock)));
    const carousel = screen.getByRole('group', { name: 'Shop by category' });
    const links = within(carousel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Sneakers',
      'Ankle boots',
      'Sandals',
      'Heels',
      'Bags',
      'Jackets',
      'Scarves',
    ]);
    expect(links[1]!.getAttribute('href')).toMatch(/^\/women\/shoes\/ankle-boots\/?$/);
    const image = links[0]!.querySelector('img')!;
    expect(CATEGORY_IMAGE_SIZE).toBe(224);
    expect(image).toHaveAttribute('width', '224');
    expect(image).toHaveAttribute('height', '224');
    expect(image).toHaveAttribute('src', '/content/category_slider/sneaker.svg');
    // The label names the link: the image is decorative.
    expect(image).toHaveAttribute('alt', '');
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeInTheDocument();
  });

  it('server-renders the tiles sized from the category preset (3.5 / 5.5 at 768 / 9 at 1024 / 11 at 1280)', async () => {
    const html = renderToStaticMarkup((await CategorySlider(sliceProps(mock)))!);
    expect(html).toContain('--slider-gap:12px;--slider-spv-0:3.5;--slider-center-0:0;--slider-spv-768:5.5');
    expect(html).toContain('--slider-spv-1024:9;--slider-center-1024:0;--slider-spv-1280:11');
    expect(html.match(/class="swiper-slide"/g)).toHaveLength(7);
  });

  it('caps the widest breakpoint with items_to_show', async () => {
    const capped = { ...mock, primary: { ...mock.primary, items_to_show: 6 } } as Content.CategorySliderSlice;
    const html = renderToStaticMarkup((await CategorySlider(sliceProps(capped)))!);
    expect(html).toContain('--slider-spv-768:5.5');
    expect(html).toContain('--slider-spv-1024:6;--slider-center-1024:0;--slider-spv-1280:6');
  });

  it('drops tiles missing image, label or link, and renders nothing when none remain', async () => {
    const noImage = { ...sneakers, image: { url: null, alt: null, dimensions: null, copyright: null } };
    const noLabel = { ...sneakers, label: '' };
    const noLink = { ...sneakers, link: { link_type: 'Any' } };
    expect(categoryTiles([noImage, noLabel, noLink, boots] as never).map((tile) => tile.label)).toEqual([
      'Ankle boots',
    ]);
    const { container } = await renderSlice(CategorySlider(sliceProps(withItems([noImage, noLabel, noLink]))));
    expect(container).toBeEmptyDOMElement();
    const empty = await renderSlice(CategorySlider(sliceProps(withItems([]))));
    expect(empty.container).toBeEmptyDOMElement();
  });
});
