// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_INTERVAL_MS, TabletopController } from '@/components/tabletop/TabletopController';
import { COOKIES } from '@/lib/stores';
import { TABLETOP_ATTRIBUTE } from '@/lib/tabletop/boot-script';
import { TABLETOP_SESSION_ENDPOINT } from '@/lib/tabletop/client';
import type { TabletopCheck } from '@/lib/tabletop/session';
import en from '@/messages/en.json';
import { IN_AN_HOUR, LOCATION } from './fixtures';
import '../support/render';

const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }));

const IDLE_SECONDS = 30;
const COUNTDOWN_SECONDS = 5;
const OPEN: TabletopCheck = { state: 'open', location: LOCATION, ttlDt: IN_AN_HOUR };

/**
 * A 200 answer whose body reads in microtasks only (a real `Response` reads its stream on the event
 * loop, which fake timers would let run at an arbitrary point of the faked clock).
 */
const ok = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;

/** What GET /api/tabletop/session answers next; POST always answers 200. */
let answer: TabletopCheck | Error = OPEN;
const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
  if (init?.method === 'POST') return ok({ state: 'handed-over', location: LOCATION });
  if (answer instanceof Error) throw answer;
  return ok(answer);
});
const assign = vi.fn();

/** jsdom cannot navigate: `location` is replaced by one at `pathname` whose `assign` is a stub. */
function stubLocation(pathname: string) {
  vi.stubGlobal('location', { ...window.location, pathname, href: `https://shop.example${pathname}`, assign });
}

const checks = () => fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST');
const visitEnds = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

function Controller() {
  return <TabletopController idleSeconds={IDLE_SECONDS} countdownSeconds={COUNTDOWN_SECONDS} />;
}

function renderController() {
  return render(<Controller />, {
    wrapper: ({ children }) => (
      <NextIntlClientProvider locale="en" messages={{ tabletop: en.tabletop }} timeZone="Europe/Amsterdam">
        {children}
      </NextIntlClientProvider>
    ),
  });
}

/** Lets the pending check (fetch and JSON) settle and React render it. */
const settle = () => act(async () => {});
/** Advances the fake clock by `ms`, running timers and the promises they start, inside act. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  answer = OPEN;
  route.pathname = '/';
  fetchMock.mockClear();
  assign.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  stubLocation('/');
  document.documentElement.setAttribute(TABLETOP_ATTRIBUTE, '');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute(TABLETOP_ATTRIBUTE);
  localStorage.clear();
  for (const name of [COOKIES.contextHint, COOKIES.customerHint]) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('tabletop controller: the session check (spec §4 Tabletop session status)', () => {
  it('asks the storefront’s endpoint, uncached, with the tablet’s cookies', async () => {
    renderController();
    await screen.findByTestId('tabletop-badge');
    expect(checks()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith(TABLETOP_SESSION_ENDPOINT, {
      cache: 'no-store',
      credentials: 'same-origin',
    });
  });

  it('shows the store’s badge with "End my visit" while the session is open', async () => {
    renderController();
    const badge = await screen.findByRole('complementary', { name: 'Tabletop mode' });
    expect(badge).toHaveAttribute('data-testid', 'tabletop-badge');
    expect(within(badge).getByText('Amsterdam Kalverstraat')).toBeInTheDocument();
    expect(within(badge).getByRole('button', { name: 'End my visit' })).toBeEnabled();
    expect(within(badge).queryByRole('status')).toBeNull();
    expect(document.documentElement).toHaveAttribute(TABLETOP_ATTRIBUTE);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says the tablet works as an ordinary shop when the service is unavailable', async () => {
    answer = { state: 'unavailable' };
    renderController();
    const badge = await screen.findByTestId('tabletop-badge');
    expect(within(badge).getByRole('status')).toHaveTextContent(
      'Store mode is offline right now. You can keep shopping as usual.',
    );
    expect(within(badge).queryByRole('button')).toBeNull();
    expect(document.documentElement).toHaveAttribute(TABLETOP_ATTRIBUTE);
    expect(assign).not.toHaveBeenCalled();
  });

  it('reads a failed request as unavailable: nothing is cleared on a guess', async () => {
    answer = new TypeError('Failed to fetch');
    renderController();
    expect(await screen.findByRole('status')).toHaveTextContent('Store mode is offline right now.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('renders nothing without a session and takes <html> out of tabletop mode', async () => {
    answer = { state: 'none' };
    const { container } = renderController();
    await settle();
    expect(checks()).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
    expect(document.documentElement).not.toHaveAttribute(TABLETOP_ATTRIBUTE);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each<TabletopCheck>([{ state: 'cleared' }, { state: 'handed-over', location: LOCATION, ttlDt: IN_AN_HOUR }])(
    'goes to / when the session is $state (the server logged the shopper out)',
    async (result) => {
      answer = result;
      const { container } = renderController();
      await settle();
      expect(assign).toHaveBeenCalledExactlyOnceWith('/');
      expect(container).toBeEmptyDOMElement();
      expect(visitEnds()).toHaveLength(0);
    },
  );

  it('goes to / when a later check finds the session handed over', async () => {
    const view = renderController();
    await screen.findByTestId('tabletop-badge');
    answer = { state: 'handed-over', location: LOCATION, ttlDt: IN_AN_HOUR };
    route.pathname = '/dames/';
    view.rerender(<Controller />);
    await settle();
    expect(checks()).toHaveLength(2);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('checks again on every navigation', async () => {
    const view = renderController();
    await screen.findByTestId('tabletop-badge');
    route.pathname = '/dames/schoenen/';
    view.rerender(<Controller />);
    await settle();
    route.pathname = '/cart/';
    view.rerender(<Controller />);
    await settle();
    expect(checks()).toHaveLength(3);
  });

  it('checks again when the tablet wakes (the page becomes visible)', async () => {
    renderController();
    await screen.findByTestId('tabletop-badge');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(checks()).toHaveLength(2);
  });
});

describe('tabletop controller: ending the visit', () => {
  it('"End my visit" POSTs to /api/tabletop/session, then goes to /', async () => {
    let finish: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(async () => ok(OPEN));
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderController();
    await user.click(await screen.findByRole('button', { name: 'End my visit' }));
    expect(visitEnds()).toHaveLength(1);
    expect(fetchMock).toHaveBeenLastCalledWith(TABLETOP_SESSION_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
    });
    // While the server ends the visit the button says so and cannot be pressed twice.
    expect(screen.getByRole('button', { name: 'Ending your visit…' })).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();
    await act(async () => finish(ok({ state: 'handed-over', location: LOCATION })));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('goes to / even when ending the visit failed', async () => {
    const user = userEvent.setup();
    renderController();
    const button = await screen.findByRole('button', { name: 'End my visit' });
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(button);
    await settle();
    expect(visitEnds()).toHaveLength(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
  });
});

describe('tabletop controller: idle time and "Are you still there?"', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    // A shopper has been here: the tablet is on a page other than the home page.
    stubLocation('/dames/schoenen/');
  });

  const question = () => screen.queryByRole('dialog', { name: 'Are you still there?' });

  it('asks after idleSeconds without activity, with the seconds left counting down', async () => {
    renderController();
    await settle();
    expect(screen.getByTestId('tabletop-badge')).toBeInTheDocument();
    await elapse(IDLE_SECONDS * 1000 - 1);
    expect(question()).toBeNull();
    await elapse(1);
    const dialog = question();
    expect(dialog).not.toBeNull();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('For your privacy, this tablet ends your visit in 5 seconds.');
    expect(within(dialog!).getByRole('button', { name: "Yes, I'm still here" })).toBeInTheDocument();
    await elapse(1000);
    expect(dialog).toHaveTextContent('ends your visit in 4 seconds.');
    await elapse(3000);
    expect(dialog).toHaveTextContent('ends your visit in 1 second.');
    expect(visitEnds()).toHaveLength(0);
  });

  it('"Yes, I\'m still here" closes the question and starts the idle time again', async () => {
    renderController();
    await settle();
    await elapse(IDLE_SECONDS * 1000);
    await elapse(2000);
    fireEvent.click(within(question()!).getByRole('button', { name: "Yes, I'm still here" }));
    await settle();
    expect(question()).toBeNull();
    await elapse(COUNTDOWN_SECONDS * 1000);
    expect(visitEnds()).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
    await elapse(IDLE_SECONDS * 1000 - COUNTDOWN_SECONDS * 1000);
    expect(question()).toHaveTextContent('ends your visit in 5 seconds.');
  });

  it('ends the visit when the countdown reaches 0: POST, then /', async () => {
    renderController();
    await settle();
    await elapse(IDLE_SECONDS * 1000);
    expect(question()).not.toBeNull();
    await elapse(COUNTDOWN_SECONDS * 1000);
    await settle();
    expect(visitEnds()).toHaveLength(1);
    expect(visitEnds()[0]).toEqual([TABLETOP_SESSION_ENDPOINT, { method: 'POST', credentials: 'same-origin' }]);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
    expect(question()).toBeNull();
    // Once: the countdown does not end the visit again.
    await elapse(10_000);
    expect(visitEnds()).toHaveLength(1);
  });

  it('"End my visit" in the question ends the visit once: the countdown does not end it again', async () => {
    renderController();
    await settle();
    await elapse(IDLE_SECONDS * 1000);
    // The server takes its time (it asks the session service and logs out at commerce).
    let finish: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (finish = resolve)));
    fireEvent.click(within(question()!).getByRole('button', { name: 'End my visit' }));
    await settle();
    expect(visitEnds()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ending your visit…' })).toBeDisabled();
    await elapse(COUNTDOWN_SECONDS * 1000);
    expect(visitEnds()).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    await act(async () => finish(ok({ state: 'handed-over', location: LOCATION })));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('a touch before the idle time restarts it', async () => {
    renderController();
    await settle();
    await elapse(IDLE_SECONDS * 1000 - 1000);
    fireEvent.pointerDown(document.body);
    await elapse(2000);
    expect(question()).toBeNull();
    await elapse(IDLE_SECONDS * 1000 - 2001);
    expect(question()).toBeNull();
    await elapse(1);
    expect(question()).not.toBeNull();
  });

  it('a key, wheel or scroll also restarts it', async () => {
    renderController();
    await settle();
    for (const fire of [
      () => fireEvent.keyDown(document.body, { key: 'a' }),
      () => fireEvent.wheel(document.body),
      () => fireEvent.scroll(window),
    ]) {
      await elapse(IDLE_SECONDS * 1000 - 1000);
      fire();
    }
    await elapse(2000);
    expect(question()).toBeNull();
  });

  it('a touch while asking does not dismiss the question', async () => {
    renderController();
    await settle();
    await elapse(IDLE_SECONDS * 1000);
    fireEvent.pointerDown(document.body);
    await elapse(1000);
    expect(question()).toHaveTextContent('ends your visit in 4 seconds.');
  });

  it('does not ask without a session', async () => {
    answer = { state: 'none' };
    renderController();
    await settle();
    await elapse(IDLE_SECONDS * 1000 + COUNTDOWN_SECONDS * 1000);
    expect(question()).toBeNull();
    expect(visitEnds()).toHaveLength(0);
  });

  it('still asks while the service is unavailable: the tablet is a shared device all the same', async () => {
    answer = { state: 'unavailable' };
    renderController();
    await settle();
    await elapse(IDLE_SECONDS * 1000);
    expect(question()).not.toBeNull();
    await elapse(COUNTDOWN_SECONDS * 1000);
    expect(visitEnds()).toHaveLength(1);
  });

  it('does not ask an untouched tablet on / (no page, cart, login or list of a shopper)', async () => {
    stubLocation('/');
    renderController();
    await settle();
    await elapse(3 * IDLE_SECONDS * 1000);
    expect(question()).toBeNull();
    expect(visitEnds()).toHaveLength(0);
  });

  it.each([
    ['a cart', () => (document.cookie = `${COOKIES.contextHint}=1; Path=/`)],
    ['a login', () => (document.cookie = `${COOKIES.customerHint}=1; Path=/`)],
    ['a list in local storage', () => localStorage.setItem('sw-recently-viewed', '["123456.001"]')],
  ])('asks on / when the tablet holds %s', async (_trace, leaveTrace) => {
    stubLocation('/');
    renderController();
    await settle();
    await elapse(IDLE_SECONDS * 1000);
    expect(question()).toBeNull();
    leaveTrace();
    // The idle time passed without a trace: the next one asks.
    await elapse(IDLE_SECONDS * 1000);
    expect(question()).toHaveTextContent('ends your visit in 5 seconds.');
  });

  it('checks the session again every 60 s', async () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(60_000);
    renderController();
    await settle();
    expect(checks()).toHaveLength(1);
    await elapse(59_999);
    expect(checks()).toHaveLength(1);
    await elapse(1);
    expect(checks()).toHaveLength(2);
    await elapse(60_000);
    expect(checks()).toHaveLength(3);
  });
});
