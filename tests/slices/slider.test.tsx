// @vitest-environment jsdom
import '../support/render';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Content } from '@prismicio/client';
import Slider, { sliderItems } from '@/slices/slider';
import mocks from '@/slices/slider/mocks.json';
import { activeSlide, renderSlice, sliceProps, stubSliderBrowser } from './slider-support';

vi.mock('next-intl/server', () => import('./slider-support'));
// The lazily loaded slider (a separate chunk in the shop), loaded up front here.
vi.mock('@/components/content/SliceSlider', () => import('@/components/content/SwiperSlider'));

const mock = mocks[0] as unknown as Content.SliderSlice;
const withItems = (items: unknown[]) => ({ ...mock, items }) as unknown as Content.SliderSlice;
const withPrimary = (primary: Record<string, unknown>) =>
  ({ ...mock, primary: { ...mock.primary, ...primary } }) as unknown as Content.SliderSlice;

beforeEach(() => stubSliderBrowser());

describe('slider slice', () => {
  it('renders the heading, intro, every item as a linked card with its image, and the button', async () => {
    await renderSlice(Slider(sliceProps(mock)));
    const section = screen.getByRole('region', { name: 'New this season' });
    expect(section).toHaveAttribute('data-slice-type', 'slider');
    expect(within(section).getByText(/picked by our stylists/)).toBeInTheDocument();
    const carousel = within(section).getByRole('group', { name: 'New this season' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { name: /of 5$/ });
    expect(slides).toHaveLength(5);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[0]!).getByRole('heading', { level: 3, name: 'Tailored wool coats' })).toBeInTheDocument();
    expect(within(slides[0]!).getByRole('link', { name: 'Tailored wool coats' }).getAttribute('href')).toMatch(
      /^\/women\/coats\/?$/,
    );
    expect(within(slides[0]!).getByRole('img', { name: 'Camel wool coat on a warm grey background' })).toHaveAttribute(
      'src',
      '/content/slider/coat.svg',
    );
    expect(within(slides[1]!).getByText('Full-grain leather in autumn colours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop all new arrivals' }).getAttribute('href')).toMatch(
      /^\/women\/new\/?$/,
    );
  });

  it('server-renders every slide, sized from the default preset (2 / 3 at 768 / 4 at 1280) before Swiper starts', async () => {
    const html = renderToStaticMarkup((await Slider(sliceProps(mock)))!);
    expect(html.match(/class="swiper-slide"/g)).toHaveLength(5);
    expect(html).not.toContain('swiper-initialized');
    expect(html).toContain('--slider-spv-0:2;--slider-center-0:0;--slider-spv-768:3');
    expect(html).toContain('--slider-spv-1024:3;--slider-center-1024:0;--slider-spv-1280:4');
    expect(html).toContain('--slider-gap:16px');
    expect(html).toContain('aria-label="1 of 5"');
  });

  it('moves with the translated previous/next buttons and pagination, which are real buttons', async () => {
    const { container } = await renderSlice(Slider(sliceProps(mock)));
    const previous = screen.getByRole('button', { name: 'Previous slides' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(activeSlide(container)).toBe('1 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(activeSlide(container)).toBe('2 of 5');
    expect(previous).not.toHaveAttribute('aria-disabled');
    // 3 in view at 1000 px: three positions, the last one ends the slider.
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(activeSlide(container)).toBe('3 of 5');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Next slides' })).toHaveAttribute('aria-disabled', 'true');
    // No autoplay asked: no pause button.
    expect(screen.queryByRole('button', { name: /slide show/ })).not.toBeInTheDocument();
  });

  it('moves focus to the neighbouring slide with the arrow keys', async () => {
    await renderSlice(Slider(sliceProps(mock)));
    const first = screen.getByRole('link', { name: 'Tailored wool coats' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('link', { name: 'Leather bags' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('link', { name: 'Trench coats' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('link', { name: 'Chunky knitwear' })).toHaveFocus();
  });

  it('hides navigation and pagination when the editor turns them off', async () => {
    await renderSlice(Slider(sliceProps(withPrimary({ navigation: false, pagination: false }))));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /./ })).toHaveLength(6);
  });

  it('drops items without an image and renders nothing when none remain', async () => {
    const noImage = { ...mock.items[0], image: { url: null, alt: null, dimensions: null, copyright: null } };
    expect(sliderItems([noImage, mock.items[1]!] as never)).toHaveLength(1);
    const { container } = await renderSlice(Slider(sliceProps(withItems([noImage]))));
    expect(container).toBeEmptyDOMElement();
    const empty = await renderSlice(Slider(sliceProps(withItems([]))));
    expect(empty.container).toBeEmptyDOMElement();
  });

  it('links a card without title only when its image alt can name the link; no link without url', async () => {
    const [first, second, third] = mock.items;
    await renderSlice(
      Slider(
        sliceProps(
          withItems([
            { ...first, title: null },
            { ...second, title: null, image: { ...second!.image, alt: null } },
            { ...third, link: { link_type: 'Any' } },
          ]),
        ),
      ),
    );
    expect(
      screen.getByRole('link', { name: 'Camel wool coat on a warm grey background' }).getAttribute('href'),
    ).toMatch(/^\/women\/coats\/?$/);
    expect(screen.queryByRole('link', { name: /handbag/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clean white sneakers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clean white sneakers' })).not.toBeInTheDocument();
  });

  it('shows the button only with both url and text, and items as h2 without a slice title', async () => {
    const noText = await renderSlice(Slider(sliceProps(withPrimary({ button_text: null }))));
    expect(screen.queryByRole('link', { name: 'Shop all new arrivals' })).not.toBeInTheDocument();
    noText.unmount();
    const noUrl = await renderSlice(Slider(sliceProps(withPrimary({ button_link: { link_type: 'Any' } }))));
    expect(screen.queryByRole('link', { name: 'Shop all new arrivals' })).not.toBeInTheDocument();
    noUrl.unmount();
    await renderSlice(Slider(sliceProps(withPrimary({ title: null }))));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tailored wool coats' })).toBeInTheDocument();
  });
});
