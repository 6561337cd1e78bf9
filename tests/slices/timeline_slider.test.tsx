// @vitest-environment jsdom
import '../support/render';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Content } from '@prismicio/client';
import TimelineSlider, { timelineEntries } from '@/slices/timeline_slider';
import mocks from '@/slices/timeline_slider/mocks.json';
import { renderSlice, sliceProps, stubSliderBrowser } from './slider-support';

vi.mock('next-intl/server', () => import('./slider-support'));
// The lazily loaded slider (a separate chunk in the shop), loaded up front here.
vi.mock('@/components/content/SliceSlider', () => import('@/components/content/SwiperSlider'));

const mock = mocks[0] as unknown as Content.TimelineSliderSlice;
const withItems = (items: unknown[]) => ({ ...mock, items }) as unknown as Content.TimelineSliderSlice;
const first = mock.items[0]!;

beforeEach(() => stubSliderBrowser());

describe('timeline slider slice', () => {
  it('renders each milestone with year, label and image; labels link only where the item has a link', async () => {
    await renderSlice(TimelineSlider(sliceProps(mock)));
    const carousel = screen.getByRole('group', { name: 'Our story' });
    const slides = within(carousel).getAllByRole('group', { name: /of 5$/ });
    expect(slides.map((slide) => within(slide).getByText(/^\d{4}$/).textContent)).toEqual([
      '1965',
      '1978',
      '1992',
      '2006',
      '2021',
    ]);
    expect(within(slides[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'A cobbler’s workshop opens in Utrecht',
    );
    expect(within(slides[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(slides[2]!).getByRole('link', { name: 'Fashion joins the shoes' }).getAttribute('href')).toMatch(
      /^\/women\/?$/,
    );
    expect(slides[1]!.querySelector('img')).toHaveAttribute('src', '/content/timeline_slider/shop.svg');
    // 'Link' button style.
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toMatch(/^\/about-us\/?$/);
  });

  it('shows a progress bar that follows the slider', async () => {
    const { container } = await renderSlice(TimelineSlider(sliceProps(mock)));
    const fill = container.querySelector<HTMLElement>('[aria-hidden="true"] > span')!;
    const progress = () => Number(fill.style.getPropertyValue('--slider-progress'));
    // 3.5 of 5 in view at 1000 px.
    expect(progress()).toBeCloseTo(0.7);
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(progress()).toBeGreaterThan(0.7);
  });

  it('server-renders the timeline preset (1.5 / 3.5 at 768 / 4.33 at 1024 / 5.33 at 1280)', async () => {
    const html = renderToStaticMarkup((await TimelineSlider(sliceProps(mock)))!);
    expect(html).toContain('--slider-spv-0:1.5;');
    expect(html).toContain('--slider-spv-768:3.5;');
    expect(html).toContain('--slider-spv-1024:4.33;');
    expect(html).toContain('--slider-spv-1280:5.33;');
  });

  it('drops entries missing year, label or image, and renders nothing when none remain', async () => {
    const noYear = { ...first, year: null };
    const noLabel = { ...first, label: '' };
    const noImage = { ...first, image: { url: null, alt: null, dimensions: null, copyright: null } };
    expect(timelineEntries([noYear, noLabel, noImage, mock.items[1]!] as never).map((entry) => entry.year)).toEqual([
      '1978',
    ]);
    const { container } = await renderSlice(TimelineSlider(sliceProps(withItems([noYear, noLabel, noImage]))));
    expect(container).toBeEmptyDOMElement();
  });
});
