// @vitest-environment jsdom
import '../support/render';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Hero, { heroControlCorner } from '@/slices/hero';
import heroMocks from '@/slices/hero/mocks.json';
import type { HeroSlice } from '@/lib/prismic/types';
import en from '@/messages/en.json';
import { mediaBrowser, renderWithMessages } from './media-support';

const videoHero = heroMocks.find((mock) => mock.id === 'hero$mock-video') as unknown as HeroSlice;
const imageHero = heroMocks[0] as unknown as HeroSlice;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SliceComponentProps extras are not used by the hero
const props = (slice: HeroSlice, index = 1): any => ({ slice, index, slices: [slice], context: {} });
const withPrimary = (primary: Partial<HeroSlice['primary']>) =>
  ({ ...videoHero, primary: { ...videoHero.primary, ...primary } }) as HeroSlice;

function video(container: HTMLElement): HTMLVideoElement {
  const element = container.querySelector('video');
  if (!element) throw new Error('no video rendered');
  return element;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('hero with a video (spec §3 hero: video with width/height and mobile variants)', () => {
  it('plays the desktop video muted, looping and inline over the image, with the image as poster', async () => {
    const browser = mediaBrowser({ wide: true });
    const { container } = renderWithMessages(<Hero {...props(videoHero)} />);
    const element = video(container);
    expect(element).toHaveAttribute('src', '/content/videos/hero-women.mp4');
    expect(element).toHaveAttribute('poster', '/content/hero-women.svg');
    expect(element.muted).toBe(true);
    expect(element).toHaveAttribute('loop');
    expect(element).toHaveAttribute('playsinline');
    expect(element).toHaveAttribute('preload', 'none');
    expect(element).not.toHaveAttribute('controls');
    expect(element).toHaveAttribute('width', '1920');
    expect(element).toHaveAttribute('height', '800');
    expect(element).toHaveAttribute('aria-hidden', 'true');
    expect(browser.play).toHaveBeenCalledTimes(1);
    // The campaign image stays in the page (LCP, and what reduced motion shows).
    expect(container.querySelector('picture img')).toHaveAttribute('src', '/content/hero-women-mobile.svg');
    expect(await screen.findByRole('button', { name: 'Pause video' })).toBeVisible();
  });

  it('plays the mobile video, with the mobile crop as poster and its own size, below 48em', () => {
    const browser = mediaBrowser({ wide: false });
    const { container } = renderWithMessages(<Hero {...props(videoHero)} />);
    const element = video(container);
    expect(element).toHaveAttribute('src', '/content/videos/hero-women-mobile.mp4');
    expect(element).toHaveAttribute('poster', '/content/hero-women-mobile.svg');
    expect(element).toHaveAttribute('width', '800');
    expect(element).toHaveAttribute('height', '1000');
    expect(browser.play).toHaveBeenCalled();
  });

  it('falls back to the image dimensions when no video size is given, and to the desktop video on mobile', () => {
    mediaBrowser({ wide: false });
    const { container } = renderWithMessages(
      <Hero {...props(withPrimary({ video_mobile: { link_type: 'Any' }, video_width: null, video_height: null }))} />,
    );
    const element = video(container);
    expect(element).toHaveAttribute('src', '/content/videos/hero-women.mp4');
    expect(element).toHaveAttribute('width', '1920');
    expect(element).toHaveAttribute('height', '800');
  });

  it('pauses and resumes from the visible control', async () => {
    const browser = mediaBrowser();
    renderWithMessages(<Hero {...props(videoHero)} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause video' }));
    expect(browser.pause).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(browser.play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('keeps the control away from the text panel', () => {
    mediaBrowser();
    // The mock's panel sits left-bottom: the control goes top-right.
    renderWithMessages(<Hero {...props(videoHero)} />);
    expect(screen.getByRole('button', { name: 'Pause video' })).toHaveAttribute('data-corner', 'top-right');
    expect(heroControlCorner('rechts', 'boven')).toBe('bottom-left');
    expect(heroControlCorner('midden', 'midden')).toBe('bottom-right');
  });

  it('shows only the image under prefers-reduced-motion: nothing plays or loads, no control', () => {
    const browser = mediaBrowser({ reducedMotion: true });
    const { container } = renderWithMessages(<Hero {...props(videoHero)} />);
    const element = video(container);
    expect(element).not.toHaveAttribute('src');
    expect(browser.play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    expect(element.parentElement).toHaveAttribute('data-state', 'still');
    expect(container.querySelector('picture img')).toBeInTheDocument();
  });

  it('stops when reduced motion is switched on while it plays', async () => {
    const browser = mediaBrowser();
    const { container } = renderWithMessages(<Hero {...props(videoHero)} />);
    await screen.findByRole('button', { name: 'Pause video' });
    act(() => browser.reduceMotion());
    expect(browser.pause).toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    expect(video(container).parentElement).toHaveAttribute('data-state', 'still');
  });

  it('offers the play button when the browser refuses to start it', async () => {
    mediaBrowser({ refusePlay: true });
    renderWithMessages(<Hero {...props(videoHero)} />);
    expect(await screen.findByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it('leaves the image alone when the video file fails to load', async () => {
    mediaBrowser();
    const { container } = renderWithMessages(<Hero {...props(videoHero)} />);
    await screen.findByRole('button', { name: 'Pause video' });
    act(() => {
      video(container).dispatchEvent(new Event('error'));
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(video(container).parentElement).toHaveAttribute('data-state', 'still');
  });

  it('pauses while scrolled out of view and resumes when back', () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const browser = mediaBrowser();
    renderWithMessages(<Hero {...props(videoHero)} />);
    expect(browser.play).not.toHaveBeenCalled();
    act(() => report([{ isIntersecting: true }]));
    expect(browser.play).toHaveBeenCalledTimes(1);
    act(() => report([{ isIntersecting: false }]));
    expect(browser.pause).toHaveBeenCalledTimes(1);
  });

  it('loads no video bytes in the server HTML: no source, preload none, no control', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={en}>
        <Hero {...props(videoHero)} />
      </NextIntlClientProvider>,
    );
    expect(html).toMatch(/<video[^>]*preload="none"/);
    expect(html).toMatch(/<video[^>]*muted=""/);
    expect(html).toMatch(/<video[^>]*loop=""/);
    expect(html).toMatch(/<video[^>]*playsInline=""/i);
    expect(html).not.toMatch(/<video[^>]*\ssrc=/);
    expect(html).not.toContain('<button');
    expect(html).toContain('data-state="idle"');
  });

  it('hydrates the server HTML without a mismatch, then starts', async () => {
    const browser = mediaBrowser();
    const errors = vi.spyOn(console, 'error');
    const ui = (
      <NextIntlClientProvider locale="en" messages={en}>
        <Hero {...props(videoHero)} />
      </NextIntlClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(ui);
    expect(video(container)).toHaveAttribute('muted');
    // Browsers set the muted property from the parsed attribute; jsdom only sets defaultMuted.
    video(container).muted = true;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, ui));
    expect(video(container)).toHaveAttribute('src', '/content/videos/hero-women.mp4');
    expect(browser.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('renders no video without a playable file (empty, a web page, a document link)', () => {
    mediaBrowser();
    for (const link of [
      { link_type: 'Any' },
      { link_type: 'Web', url: 'https://www.youtube.com/watch?v=abc' },
      { link_type: 'Document', id: 'x', uid: 'about', type: 'cms_page', url: '/about/' },
    ]) {
      const { container, unmount } = renderWithMessages(
        <Hero
          {...props(withPrimary({ video: link as HeroSlice['primary']['video'], video_mobile: { link_type: 'Any' } }))}
        />,
      );
      expect(container.querySelector('video')).toBeNull();
      unmount();
    }
    const { container } = renderWithMessages(<Hero {...props(imageHero)} />);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('picture')).toBeInTheDocument();
  });

  it('accepts a web URL of an mp4 as the video', () => {
    mediaBrowser();
    const { container } = renderWithMessages(
      <Hero
        {...props(
          withPrimary({
            video: { link_type: 'Web', url: 'https://example.cdn.prismic.io/example/abc_campaign.mp4?v=2' },
            video_mobile: { link_type: 'Any' },
          }),
        )}
      />,
    );
    expect(video(container)).toHaveAttribute('src', 'https://example.cdn.prismic.io/example/abc_campaign.mp4?v=2');
  });
});
