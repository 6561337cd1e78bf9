// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROGRESS_MIN_DISPLAY_MS,
  PROGRESS_SAFETY_MS,
  PROGRESS_THROTTLE_MS,
  RouteProgress,
  startRouteProgress,
} from '@/components/layout/RouteProgress';
import styles from '@/components/layout/RouteProgress.module.css';
import '../support/render';

const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }));

// jsdom cannot navigate: cancel link clicks after the capture phase, as next/link does.
const cancelNavigation = (event: Event) => event.preventDefault();

// Plain markup (not next/link): the bar listens to the document, whatever renders the links.
const LINKS = `
  <a href="/cart/">Cart</a>
  <a href="/?page=2">Page 2</a>
  <a href="https://example.org/">Elsewhere</a>
  <a href="#reviews">Reviews</a>
  <a href="/">This page</a>
  <a href="/cart/" target="_blank">Cart in a new tab</a>
  <a href="/terms.pdf" download>Terms</a>`;

function renderShell() {
  return render(
    <>
      <main id="main" dangerouslySetInnerHTML={{ __html: LINKS }} />
      <RouteProgress />
    </>,
  );
}

const bar = () => document.querySelector<HTMLElement>('[data-phase]');
const main = () => document.getElementById('main')!;
/** Back/forward: the browser's own URL change (past the component's history wrapper), then popstate. */
const traverse = (state: unknown, url: string) => {
  History.prototype.replaceState.call(window.history, state, '', url);
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  });
};
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** A history write as Next's router makes it when it commits; the component hears it a microtask later. */
const commit = async (method: 'pushState' | 'replaceState', url: string) => {
  await act(async () => window.history[method]({ __NA: true }, '', url));
};

describe('route progress bar (spec §9 Progress bar throttle 200 ms, duration 5000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.history.replaceState(null, '', '/');
    route.pathname = '/';
    document.addEventListener('click', cancelNavigation);
  });
  afterEach(() => {
    document.removeEventListener('click', cancelNavigation);
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('renders nothing before a navigation (same markup as the server)', () => {
    const { container } = render(<RouteProgress />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a decorative bar only once a link navigation runs past 200 ms, and completes on the URL commit', async () => {
    renderShell();
    fireEvent.click(screen.getByText('Cart'));
    advance(PROGRESS_THROTTLE_MS - 1);
    expect(bar()).toBeNull();
    advance(1);
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(bar()).toHaveAttribute('data-phase', 'loading');
    expect(bar()?.className).toBe(styles.bar);

    await commit('pushState', '/cart/');
    // Shown just now: it stays its minimum before completing, so it never flashes.
    advance(PROGRESS_MIN_DISPLAY_MS - 1);
    expect(bar()).toHaveAttribute('data-phase', 'loading');
    advance(1);
    expect(bar()).toHaveAttribute('data-phase', 'done');
    advance(400);
    expect(bar()).toBeNull();
  });

  it('shows nothing for a navigation finishing within 200 ms', async () => {
    renderShell();
    fireEvent.click(screen.getByText('Cart'));
    advance(100);
    await commit('pushState', '/cart/');
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('starts on a query-only change and finishes on its history write', async () => {
    renderShell();
    fireEvent.click(screen.getByText('Page 2'));
    advance(PROGRESS_THROTTLE_MS);
    expect(bar()).not.toBeNull();
    await commit('replaceState', '/?page=2');
    advance(PROGRESS_MIN_DISPLAY_MS);
    expect(bar()).toHaveAttribute('data-phase', 'done');
  });

  it('does not start for modifier or other-button clicks, new tabs, downloads, other origins or the same page', () => {
    renderShell();
    fireEvent.click(screen.getByText('Cart'), { ctrlKey: true });
    fireEvent.click(screen.getByText('Cart'), { metaKey: true });
    fireEvent.click(screen.getByText('Cart'), { shiftKey: true });
    fireEvent.click(screen.getByText('Cart'), { button: 1 });
    fireEvent.click(screen.getByText('Cart in a new tab'));
    fireEvent.click(screen.getByText('Terms'));
    fireEvent.click(screen.getByText('Elsewhere'));
    fireEvent.click(screen.getByText('Reviews'));
    fireEvent.click(screen.getByText('This page'));
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('starts on back/forward and finishes on the router’s next history write', async () => {
    renderShell();
    await commit('pushState', '/cart/');
    // Back: the browser moves to the previous entry without a history write, then fires popstate.
    traverse({ __NA: true }, '/');
    advance(PROGRESS_THROTTLE_MS);
    expect(bar()).toHaveAttribute('data-phase', 'loading');
    // The URL changed before popstate; the router writes the same URL when it has rendered the page.
    await commit('replaceState', '/');
    advance(PROGRESS_MIN_DISPLAY_MS);
    expect(bar()).toHaveAttribute('data-phase', 'done');
  });

  it('does not start on back/forward between hashes of the same page', () => {
    renderShell();
    // A plain hash link: the browser adds an entry without state and without calling pushState.
    History.prototype.pushState.call(window.history, null, '', '/#reviews');
    traverse(null, '/');
    traverse({ __NA: true }, '/#main');
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('starts from startRouteProgress() and finishes on a pathname change', () => {
    const view = renderShell();
    act(() => startRouteProgress());
    advance(PROGRESS_THROTTLE_MS);
    expect(bar()).toHaveAttribute('data-phase', 'loading');
    route.pathname = '/checkout/';
    view.rerender(
      <>
        <main id="main" />
        <RouteProgress />
      </>,
    );
    advance(PROGRESS_MIN_DISPLAY_MS);
    expect(bar()).toHaveAttribute('data-phase', 'done');
  });

  it(`completes at once when the bar has already shown ${PROGRESS_MIN_DISPLAY_MS} ms`, async () => {
    renderShell();
    fireEvent.click(screen.getByText('Cart'));
    advance(PROGRESS_THROTTLE_MS + PROGRESS_MIN_DISPLAY_MS);
    await commit('pushState', '/cart/');
    expect(bar()).toHaveAttribute('data-phase', 'done');
  });

  it(`finishes after ${PROGRESS_SAFETY_MS} ms when no commit is seen`, () => {
    renderShell();
    fireEvent.click(screen.getByText('Cart'));
    advance(PROGRESS_SAFETY_MS - 1);
    expect(bar()).toHaveAttribute('data-phase', 'loading');
    advance(1);
    expect(bar()).toHaveAttribute('data-phase', 'done');
  });
});

describe('page transition (spec §2 Page transitions fade or slide)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.history.replaceState(null, '', '/');
    route.pathname = '/';
    document.addEventListener('click', cancelNavigation);
  });
  afterEach(() => {
    document.removeEventListener('click', cancelNavigation);
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('animates <main> in after a navigation and removes the class on animationend (or after 300 ms)', async () => {
    expect(styles.pageEnter).toEqual(expect.any(String));
    renderShell();
    fireEvent.click(screen.getByText('Cart'));
    await commit('pushState', '/cart/');
    expect(main()).toHaveClass(styles.pageEnter!);
    fireEvent.animationEnd(main());
    expect(main()).not.toHaveClass(styles.pageEnter!);

    fireEvent.click(screen.getByText('Page 2'));
    await commit('pushState', '/?page=2');
    expect(main()).toHaveClass(styles.pageEnter!);
    advance(300);
    expect(main()).not.toHaveClass(styles.pageEnter!);
  });

  it('leaves <main> alone and keeps a bar under prefers-reduced-motion: reduce', async () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    renderShell();
    fireEvent.click(screen.getByText('Cart'));
    advance(PROGRESS_THROTTLE_MS);
    expect(bar()).toHaveAttribute('data-phase', 'loading');
    await commit('pushState', '/cart/');
    expect(main()).not.toHaveClass(styles.pageEnter!);
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('does not animate a query change nobody announced (a filter writing the URL)', async () => {
    renderShell();
    await commit('replaceState', '/?sort=price');
    expect(main()).not.toHaveClass(styles.pageEnter!);
  });
});
