// @vitest-environment jsdom
import '../support/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Videos, { playableItems } from '@/slices/videos';
import mocks from '@/slices/videos/mocks.json';
import type { Content } from '@prismicio/client';
import { mediaBrowser, renderWithMessages } from './media-support';

type Slice = Content.VideosSlice;
type Item = Content.VideosSliceDefaultItem;
const gallery = mocks[0] as unknown as Slice;
const ambient = mocks[1] as unknown as Slice;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SliceComponentProps extras are not used here
const props = (slice: Slice): any => ({ slice, index: 0, slices: [slice], context: {} });
const withItems = (slice: Slice, items: Partial<Item>[]) =>
  ({ ...slice, items: items.map((item) => ({ ...slice.items[0], ...item })) }) as Slice;
const withPrimary = (slice: Slice, primary: Partial<Slice['primary']>) =>
  ({ ...slice, primary: { ...slice.primary, ...primary } }) as Slice;

const videos = (container: HTMLElement) => [...container.querySelectorAll('video')];

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('videos slice (spec §2 videos)', () => {
  it('renders each video with native controls, its poster, reserved size, captions and transcript', () => {
    const browser = mediaBrowser();
    const { container } = renderWithMessages(<Videos {...props(gallery)} />);
    const section = screen.getByRole('region', { name: 'Made in our atelier' });
    expect(section).toHaveAttribute('data-slice-type', 'videos');
    expect(within(section).getAllByRole('figure')).toHaveLength(2);

    const [first, second] = videos(container) as [HTMLVideoElement, HTMLVideoElement];
    expect(first).toHaveAttribute('controls');
    expect(first).toHaveAttribute('preload', 'none');
    expect(first).toHaveAttribute('playsinline');
    expect(first).not.toHaveAttribute('autoplay');
    expect(first).toHaveAttribute('poster', '/content/videos/atelier-poster.svg');
    expect(first).toHaveAttribute('width', '1920');
    expect(first).toHaveAttribute('height', '1080');
    expect(first.closest('figure')).toHaveStyle({ '--video-ratio': '1920 / 1080' });
    expect(first.querySelector('source')).toHaveAttribute('src', '/content/videos/atelier.mp4');
    expect(first.querySelector('source')).toHaveAttribute('type', 'video/mp4');
    const track = first.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/content/videos/atelier.en.vtt');
    expect(track).toHaveAttribute('label', 'Captions');
    expect(second.querySelector('track')).toHaveAttribute('src', '/content/videos/street.en.vtt');
    // No bytes before the shopper presses play.
    expect(browser.play).not.toHaveBeenCalled();

    expect(screen.getByRole('heading', { level: 3, name: 'From hide to heel' })).toBeInTheDocument();
    expect(screen.getByText('Three minutes in the workshop with our shoemakers.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the transcript of “From hide to heel”' })).toHaveAttribute(
      'href',
      '/content/videos/atelier-transcript.txt',
    );
    expect(screen.getAllByRole('link', { name: /transcript/ })).toHaveLength(1);
    // next/link keeps the slash only under the app's trailingSlash: true.
    expect(screen.getByRole('link', { name: 'Shop ankle boots' }).getAttribute('href')).toMatch(
      /^\/women\/shoes\/boots\/?$/,
    );
  });

  it('autoplays muted and looping with a visible pause button, never with controls or sound', async () => {
    const browser = mediaBrowser();
    const { container } = renderWithMessages(<Videos {...props(ambient)} />);
    const [video] = videos(container) as [HTMLVideoElement];
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', '/content/videos/summer-loop.mp4');
    expect(video).toHaveAttribute('poster', '/content/videos/summer-poster.svg');
    expect(video).toHaveAttribute('width', '1920');
    expect(video).toHaveAttribute('height', '800');
    expect(browser.play).toHaveBeenCalledTimes(1);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(browser.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play video' })).toBeVisible();
  });

  it('does not start by itself under prefers-reduced-motion: the poster stays, play is offered', async () => {
    const browser = mediaBrowser({ reducedMotion: true });
    const { container } = renderWithMessages(<Videos {...props(ambient)} />);
    const [video] = videos(container) as [HTMLVideoElement];
    expect(browser.play).not.toHaveBeenCalled();
    expect(video).toHaveAttribute('poster', '/content/videos/summer-poster.svg');
    expect(video).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(browser.play).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(true);
  });

  it('skips items without a playable mp4/webm and renders nothing when none remain', () => {
    mediaBrowser();
    const mixed = withItems(gallery, [
      { video: { link_type: 'Any' } },
      { video: { link_type: 'Web', url: 'https://www.youtube.com/watch?v=abc' } },
      { video: { link_type: 'Web', url: 'https://example.cdn.prismic.io/example/clip.webm' }, title: 'Web clip' },
    ]);
    const { container, unmount } = renderWithMessages(<Videos {...props(mixed)} />);
    expect(videos(container)).toHaveLength(1);
    expect(container.querySelector('source')).toHaveAttribute('type', 'video/webm');
    unmount();

    const none = withItems(gallery, [{ video: { link_type: 'Any' } }]);
    expect(renderWithMessages(<Videos {...props(none)} />).container).toBeEmptyDOMElement();
    expect(renderWithMessages(<Videos {...props({ ...gallery, items: [] })} />).container).toBeEmptyDOMElement();
  });

  it('reserves the poster size without a video size, and 16:9 without either', () => {
    const [fromPoster, fallback] = playableItems([
      { ...gallery.items[0]!, video_width: null, video_height: null },
      {
        ...gallery.items[0]!,
        video_width: null,
        video_height: null,
        poster: { url: null, alt: null, copyright: null, dimensions: null, id: null, edit: null },
      } as unknown as Item,
    ]);
    expect(fromPoster!.box).toEqual({ width: 1920, height: 1080 });
    expect(fallback!.box).toEqual({ width: 1920, height: 1080 });
    expect(fallback!.poster).toBeUndefined();
    const [square] = playableItems([
      {
        ...gallery.items[0]!,
        video_width: null,
        video_height: null,
        poster: { ...gallery.items[0]!.poster, dimensions: { width: 1000, height: 1000 } },
      } as Item,
    ]);
    expect(square!.box).toEqual({ width: 1000, height: 1000 });
  });

  it('takes only WebVTT files as captions', () => {
    mediaBrowser();
    const notVtt = withItems(gallery, [
      { captions: { link_type: 'Web', url: '/content/videos/atelier-subtitles.srt' } },
    ]);
    const { container } = renderWithMessages(<Videos {...props(notVtt)} />);
    expect(container.querySelector('track')).toBeNull();
  });

  it('uses h2 item headings without a block title, and a plain transcript label without an item title', () => {
    mediaBrowser();
    const untitled = withItems(withPrimary(gallery, { title: null, richtext: [] }), [{ title: null }]);
    const { container } = renderWithMessages(<Videos {...props(untitled)} />);
    expect(container.querySelector('section')).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('link', { name: 'Read the transcript' })).toBeInTheDocument();
    const itemTitles = withPrimary(gallery, { title: null });
    renderWithMessages(<Videos {...props(itemTitles)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'From hide to heel' })).toBeInTheDocument();
  });

  it('shows the button only with both link and text', () => {
    mediaBrowser();
    const noText = withPrimary(gallery, { button_text: null });
    const { unmount } = renderWithMessages(<Videos {...props(noText)} />);
    expect(screen.queryByRole('link', { name: 'Shop ankle boots' })).toBeNull();
    unmount();
    const noLink = withPrimary(gallery, { button_link: { link_type: 'Any' } });
    renderWithMessages(<Videos {...props(noLink)} />);
    expect(screen.queryByText('Shop ankle boots')).toBeNull();
  });
});
