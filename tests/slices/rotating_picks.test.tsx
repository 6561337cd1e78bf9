// @vitest-environment jsdom
import '../support/render';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Content } from '@prismicio/client';
import RotatingPicks, { rotatingPicks } from '@/slices/rotating_picks';
import mocks from '@/slices/rotating_picks/mocks.json';
import { activeSlide, elapse, renderSlice, sliceProps, stubSliderBrowser } from './slider-support';

vi.mock('next-intl/server', () => import('./slider-support'));
// The lazily loaded slider (a separate chunk in the shop), loaded up front here.
vi.mock('@/components/content/SliceSlider', () => import('@/components/content/SwiperSlider'));

const mock = mocks[0] as unknown as Content.RotatingPicksSlice;
const withItems = (items: unknown[]) => ({ ...mock, items }) as unknown as Content.RotatingPicksSlice;
const first = mock.items[0]!;

beforeEach(() => {
  stubSliderBrowser();
  vi.useFakeTimers();
});

describe('rotating picks slice', () => {
  it('renders each pick as a linked card with image and optional badge', async () => {
    await renderSlice(RotatingPicks(sliceProps(mock)));
    const carousel = screen.getByRole('group', { name: 'Editor’s picks' });
    expect(within(carousel).getByRole('link', { name: 'The black suede pump' }).getAttribute('href')).toMatch(
      /^\/women\/shoes\/heels\/?$/,
    );
    expect(within(carousel).getByRole('img', { name: 'Brown leather Chelsea boot' })).toHaveAttribute(
      'src',
      '/content/rotating_picks/boot.svg',
    );
    expect(within(carousel).getByText('Editor’s pick')).toBeInTheDocument();
    expect(within(carousel).getByText('Bestseller')).toBeInTheDocument();
    expect(within(carousel).getAllByRole('link')).toHaveLength(5);
  });

  it('rotates every 5000 ms, endlessly', async () => {
    const { container } = await renderSlice(RotatingPicks(sliceProps(mock)));
    expect(activeSlide(container)).toBe('1 of 5');
    await elapse(4900);
    expect(activeSlide(container)).toBe('1 of 5');
    await elapse(100);
    expect(activeSlide(container)).toBe('2 of 5');
    for (let step = 0; step < 4; step += 1) await elapse(5000);
    // Past the last pick and back to the first (loop).
    expect(activeSlide(container)).toBe('1 of 5');
    expect(screen.getByRole('button', { name: 'Pause the slide show' })).toBeInTheDocument();
  });

  it('hydrates the server HTML without mismatches, then rotates', async () => {
    const element = (await RotatingPicks(sliceProps(mock)))!;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(element);
    expect(container.querySelectorAll('.swiper-slide')).toHaveLength(5);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    await elapse(5000);
    expect(activeSlide(container)).toBe('2 of 5');
    act(() => root!.unmount());
    container.remove();
  });

  it('stops rotating when the pause button is pressed, and starts again with play', async () => {
    const { container } = await renderSlice(RotatingPicks(sliceProps(mock)));
    await elapse(5000);
    expect(activeSlide(container)).toBe('2 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    await elapse(20000);
    expect(activeSlide(container)).toBe('2 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    await elapse(5000);
    expect(activeSlide(container)).toBe('3 of 5');
  });

  it('stops rotating when keyboard focus enters the slides', async () => {
    const { container } = await renderSlice(RotatingPicks(sliceProps(mock)));
    act(() => screen.getByRole('link', { name: 'The black suede pump' }).focus());
    await elapse(15000);
    expect(activeSlide(container)).toBe('1 of 5');
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeInTheDocument();
  });

  it('does not rotate under prefers-reduced-motion; play still starts it', async () => {
    stubSliderBrowser({ reducedMotion: true });
    const { container } = await renderSlice(RotatingPicks(sliceProps(mock)));
    await elapse(15000);
    expect(activeSlide(container)).toBe('1 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    await elapse(5000);
    expect(activeSlide(container)).toBe('2 of 5');
  });

  it('drops picks missing image, title or link, and renders nothing when none remain', async () => {
    const noImage = { ...first, image: { url: null, alt: null, dimensions: null, copyright: null } };
    const noTitle = { ...first, title: null };
    const noLink = { ...first, link: { link_type: 'Any' } };
    expect(rotatingPicks([noImage, noTitle, noLink, mock.items[1]!] as never).map((pick) => pick.title)).toEqual([
      'Brown Chelsea boots',
    ]);
    const { container } = await renderSlice(RotatingPicks(sliceProps(withItems([noImage, noTitle, noLink]))));
    expect(container).toBeEmptyDOMElement();
  });
});
