// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerScrollState } from '@/components/header/HeaderScroll';
import { PromoBanners } from '@/components/header/PromoBanners';
import { countdownParts, countdownTexts, endsInFrom } from '@/lib/promo-banner';
import { USPS_ROTATION_MS, UspsTicker } from '@/components/header/UspsTicker';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import '../support/render';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

function renderBanners(banners: Parameters<typeof PromoBanners>[0]['banners'], readAt = NOW) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Amsterdam">
      <PromoBanners banners={banners} readAt={readAt} />
    </NextIntlClientProvider>,
  );
}

const banner = (text: string, from: number | null, until: number | null) => ({
  text,
  href: null,
  from,
  until,
  color: '#ffffff',
  backgroundColor: '#1b1b1b',
});

describe('promo banners (spec §4 Promo banner)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down each second to action_to, with days', () => {
    expect(countdownParts(NOW + 2 * 86_400_000 + 3_723_000, NOW)).toEqual({ days: 2, clock: '01:02:03' });
    expect(countdownParts(NOW - 5000, NOW)).toEqual({ days: 0, clock: '00:00:00' });
    renderBanners([banner('Sale', NOW - 1000, NOW + 65_000)]);
    expect(screen.getByText(/Ends in 00:01:05/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/Ends in 00:01:04/)).toBeInTheDocument();
  });

  /** A banner ending in a day and 65 s, with texts the server read at NOW that claim `days` whole days left. */
  function renderWithServerTexts(days: { count: number; text: string }) {
    const until = NOW + 86_400_000 + 65_000;
    const read = {
      endsIn: 'Server ends in',
      until: 'server until',
      endsInAround: ['Server: ', '!'] as [string, string],
      days,
    };
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Amsterdam">
        <PromoBanners banners={[banner('Sale', NOW - 1000, until)]} readAt={NOW} readTexts={[read]} />
      </NextIntlClientProvider>,
    );
  }

  it("shows the server's countdown until the first tick, then joins its parts, and the server's end date", () => {
    renderWithServerTexts({ count: 1, text: 'one server day' });
    expect(screen.getByText(/Server ends in/)).toBeInTheDocument();
    expect(screen.getByText('server until')).toBeInTheDocument();
    // A tick translates nothing while the day count is the one read: it joins the server's parts.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/Server: one server day 00:01:04!/)).toBeInTheDocument();
    expect(screen.getByText('server until')).toBeInTheDocument();
  });

  it('translates a tick itself once the day count differs from the one read', () => {
    renderWithServerTexts({ count: 2, text: 'two server days' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/Ends in 1 day 00:01:04/)).toBeInTheDocument();
    expect(screen.getByText('server until')).toBeInTheDocument();
  });

  it('builds the parts a tick joins from the messages, in every language', () => {
    const until = NOW + 2 * 86_400_000 + 3_723_000;
    for (const [locale, messages, expected] of [
      ['en', en, 'Ends in 2 days 01:02:03'],
      ['nl', nl, 'Nog 2 dagen 01:02:03'],
      ['fr', fr, 'Se termine dans 2 jours 01:02:03'],
      ['de', de, 'Endet in 2 Tagen 01:02:03'],
    ] as const) {
      const translator = createTranslator({ locale, messages, namespace: 'promo' });
      const texts = countdownTexts(until, NOW, translator, (value) => new Date(value).toISOString());
      expect(texts.endsIn).toBe(expected);
      expect(endsInFrom(texts, until, NOW)).toBe(expected);
      expect(endsInFrom(texts, until, NOW + 1000)).toBe(expected.replace('01:02:03', '01:02:02'));
      // A day later the count differs: the caller translates.
      expect(endsInFrom(texts, until, NOW + 86_400_000)).toBeNull();
      // On the last day no day text is needed.
      expect(endsInFrom(texts, until, until - 5000)).toBe(expected.replace(/\d+ \S+ 01:02:03/, '00:00:05'));
    }
  });

  it('shows only banners inside their window and hides one when its window ends', () => {
    renderBanners([
      banner('Now', NOW - 1000, NOW + 2000),
      banner('Later', NOW + 60_000, null),
      banner('Always', null, null),
    ]);
    expect(screen.getByText(/^Now/)).toBeInTheDocument();
    expect(screen.queryByText(/^Later/)).toBeNull();
    expect(screen.getByText('Always')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText(/^Now/)).toBeNull();
  });

  it('renders nothing without an active banner, and hides on request', async () => {
    const { container, unmount } = renderBanners([banner('Past', NOW - 2000, NOW - 1000)]);
    expect(container).toBeEmptyDOMElement();
    unmount();
    vi.useRealTimers();
    renderBanners([banner('Always', null, null)], Date.now());
    await userEvent.click(screen.getByRole('button', { name: 'Hide promotions' }));
    expect(screen.queryByText('Always')).toBeNull();
  });

  it('keeps unreadable editor colours out (AA contrast)', () => {
    renderBanners([{ ...banner('Low contrast', null, null), color: '#777777', backgroundColor: '#888888' }]);
    const item = screen.getByText('Low contrast').closest('li')!;
    expect(item.style.color).toBe('rgb(27, 27, 27)');
  });
});

describe('usps ticker (spec §4 Usps list)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => vi.useRealTimers());

  const labels = { list: 'Why shop with us', pause: 'Pause selling points', play: 'Play selling points' };
  const renderTicker = () =>
    render(
      <UspsTicker count={3} labels={labels}>
        <li>One</li>
        <li>Two</li>
        <li>
          <a href="#three">Three</a>
        </li>
      </UspsTicker>,
    );
  const active = () => screen.getByRole('list', { name: labels.list }).style.getPropertyValue('--active');

  it('moves to the next selling point every 5000 ms and wraps around', () => {
    renderTicker();
    expect(active()).toBe('0');
    act(() => vi.advanceTimersByTime(USPS_ROTATION_MS - 1));
    expect(active()).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe('1');
    act(() => vi.advanceTimersByTime(2 * USPS_ROTATION_MS));
    expect(active()).toBe('0');
  });

  it('stops with the pause button, and on focus shows the focused item', () => {
    renderTicker();
    act(() => screen.getByRole('button', { name: labels.pause }).click());
    expect(screen.getByRole('button', { name: labels.play })).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(3 * USPS_ROTATION_MS));
    expect(active()).toBe('0');
    act(() => screen.getByRole('link', { name: 'Three' }).focus());
    expect(active()).toBe('2');
  });

  it('does not rotate under prefers-reduced-motion', () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    renderTicker();
    act(() => vi.advanceTimersByTime(3 * USPS_ROTATION_MS));
    expect(active()).toBe('0');
  });
});

describe('sticky header (spec §2 Header: sticky after 50 px, hidden past 250 px)', () => {
  it('sticks past 50 px, hides scrolling down past 250 px and shows scrolling up', () => {
    expect(headerScrollState(40, 0, false)).toEqual({ stuck: false, hidden: false });
    expect(headerScrollState(60, 40, false)).toEqual({ stuck: true, hidden: false });
    expect(headerScrollState(240, 60, false)).toEqual({ stuck: true, hidden: false });
    expect(headerScrollState(300, 240, false)).toEqual({ stuck: true, hidden: true });
    expect(headerScrollState(280, 300, true)).toEqual({ stuck: true, hidden: false });
    expect(headerScrollState(280, 280, true)).toEqual({ stuck: true, hidden: true });
    expect(headerScrollState(200, 280, true)).toEqual({ stuck: true, hidden: false });
  });
});
