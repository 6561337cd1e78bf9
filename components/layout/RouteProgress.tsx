'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styles from './RouteProgress.module.css';

/** Navigations finishing within this many ms show no bar (spec §9 'Progress bar throttle 200 ms'). */
export const PROGRESS_THROTTLE_MS = 200;
/** Time in ms the bar takes to trickle toward 90 % (spec §9 'duration 5000 ms'); the CSS holds the value. */
export const PROGRESS_TRICKLE_MS = 5000;
/** A bar once shown stays at least this many ms before it completes, so it never flashes (spec §9 'fetch minimum display delay 200 ms'). */
export const PROGRESS_MIN_DISPLAY_MS = 200;
/** A navigation not seen to finish within this many ms (cancelled, redirected to the same URL) ends anyway. */
export const PROGRESS_SAFETY_MS = 10_000;
/** The `done` phase's run to 100 % and fade, in ms (RouteProgress.module.css). */
const DONE_MS = 400;
/** The page transition's length in ms plus slack: its class is removed by then even without `animationend`. */
const PAGE_ENTER_MS = 300;

type Phase = 'idle' | 'start' | 'loading' | 'done';
type Kind = 'push' | 'pop';

// History writes reach the component as a window event, so a wrapper installed by an earlier copy of
// this module (Fast Refresh) still reaches the current one; the flag keeps it to one wrapper.
const HISTORY_EVENT = 'storefront:history-write';
const PATCHED = Symbol.for('storefront.routeProgress.historyPatched');
const starters = new Set<() => void>();

/**
 * Starts the route progress bar for a navigation made in code, to call just before `router.push`
 * or `router.replace` with a new URL (spec §9 'Page loading: a progress indicator starts on route or
 * parameter change'). Link clicks and back/forward start it by themselves. No-op on the server.
 */
export function startRouteProgress(): void {
  for (const start of starters) start();
}

/** Wraps history.pushState/replaceState once to announce each write: `detail` says whether the URL (path or query) changed. */
function watchHistory(): void {
  const flags = window as unknown as Record<symbol, boolean>;
  if (flags[PATCHED]) return;
  flags[PATCHED] = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const before = location.pathname + location.search;
      const result = original.apply(this, args);
      const changed = location.pathname + location.search !== before;
      // Next writes history from a React insertion effect, where scheduling updates is not allowed;
      // by the microtask the new page is committed, so <main> is the new one.
      queueMicrotask(() => window.dispatchEvent(new CustomEvent(HISTORY_EVENT, { detail: changed })));
      return result;
    };
  }
}

/** Whether a click on the document is a same-origin link to another page that the app router will navigate. */
function isNavigationClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const node = event.target instanceof Node ? event.target : null;
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const link = element?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const url = new URL(link.href, location.href);
  // Another hash on the same page, or the same page again, is no navigation to wait for.
  return url.origin === location.origin && url.pathname + url.search !== location.pathname + location.search;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Fades and slides the new page in (spec §2 'Page transitions fade or slide'), unless motion is reduced. */
function enterPage(className: string | undefined): void {
  const main = document.getElementById('main');
  // Already running (the history write and the pathname change report the same navigation).
  if (!className || !main || main.classList.contains(className) || prefersReducedMotion()) return;
  main.classList.add(className);
  const end = () => {
    window.clearTimeout(timer);
    main.removeEventListener('animationend', onEnd);
    main.classList.remove(className);
  };
  const onEnd = (event: AnimationEvent) => {
    if (event.target === main) end();
  };
  main.addEventListener('animationend', onEnd);
  const timer = window.setTimeout(end, PAGE_ENTER_MS);
}

/**
 * Route progress bar and page transition (spec §9 'Page loading: a progress indicator starts on
 * route or parameter change and finishes after data loads', 'Progress bar throttle 200 ms, duration
 * 5000 ms'; §2 'Page transitions fade or slide'). Starts on an internal link click, back/forward or
 * {@link startRouteProgress}; shows only after {@link PROGRESS_THROTTLE_MS} (200 ms), trickles toward
 * 90 % over {@link PROGRESS_TRICKLE_MS} (5000 ms) and completes, once shown for {@link PROGRESS_MIN_DISPLAY_MS} (200 ms), when Next commits the new URL (a
 * history write with a new path or query; for back/forward, where the URL changes first, the next
 * write) or the pathname changes; after {@link PROGRESS_SAFETY_MS} at the latest. Decorative
 * (`aria-hidden`): Next's route announcer tells screen readers. Renders nothing until a bar shows,
 * so the server and hydration markup agree.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const [phase, setPhase] = useState<Phase>('idle');
  const bar = useRef<HTMLDivElement>(null);
  const pending = useRef<Kind | null>(null);
  const finishRef = useRef<() => void>(() => {});

  useEffect(() => {
    let showTimer: number | undefined;
    let safetyTimer: number | undefined;
    let doneTimer: number | undefined;
    let visible = false;
    // Set while the shown bar has not yet stayed its minimum; `complete` then waits for it.
    let minimumTimer: number | undefined;
    let completeLater = false;

    const start = (kind: Kind) => {
      pending.current = kind;
      window.clearTimeout(safetyTimer);
      safetyTimer = window.setTimeout(() => finish(false), PROGRESS_SAFETY_MS);
      if (visible || showTimer !== undefined) return;
      showTimer = window.setTimeout(() => {
        showTimer = undefined;
        visible = true;
        completeLater = false;
        window.clearTimeout(doneTimer);
        window.clearTimeout(minimumTimer);
        minimumTimer = window.setTimeout(() => {
          minimumTimer = undefined;
          if (completeLater) complete();
        }, PROGRESS_MIN_DISPLAY_MS);
        // Lay the bar out at its start width before `loading` sets the target, so the transition runs
        // (also when a previous bar is still fading out).
        flushSync(() => setPhase('start'));
        void bar.current?.offsetWidth;
        setPhase('loading');
      }, PROGRESS_THROTTLE_MS);
    };
    const complete = () => {
      completeLater = false;
      setPhase('done');
      doneTimer = window.setTimeout(() => setPhase('idle'), DONE_MS);
    };
    const finish = (transition: boolean) => {
      if (pending.current === null) return;
      pending.current = null;
      window.clearTimeout(showTimer);
      window.clearTimeout(safetyTimer);
      showTimer = undefined;
      if (visible) {
        visible = false;
        if (minimumTimer === undefined) complete();
        else completeLater = true;
      }
      if (transition) enterPage(styles.pageEnter);
    };
    finishRef.current = () => finish(true);

    const onClick = (event: MouseEvent) => {
      if (isNavigationClick(event)) start('push');
    };
    // Path and query last written or traversed to: back/forward between hashes of one page is no navigation.
    let current = location.pathname + location.search;
    const onPopState = (event: PopStateEvent) => {
      const url = location.pathname + location.search;
      const from = current;
      current = url;
      // The router only renders entries it wrote (`__NA`); a plain hash link's entry has no state.
      if (url !== from && event.state != null) start('pop');
    };
    const onHistory = (event: Event) => {
      current = location.pathname + location.search;
      const changed = (event as CustomEvent<boolean>).detail;
      if (changed || pending.current === 'pop') finish(true);
    };
    const onStart = () => start('push');

    watchHistory();
    // Capture phase: next/link cancels the click's default in its own handler, bubbling later.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(HISTORY_EVENT, onHistory);
    starters.add(onStart);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(HISTORY_EVENT, onHistory);
      starters.delete(onStart);
      window.clearTimeout(showTimer);
      window.clearTimeout(safetyTimer);
      window.clearTimeout(doneTimer);
      window.clearTimeout(minimumTimer);
      pending.current = null;
      finishRef.current = () => {};
    };
  }, []);

  // A new pathname is a committed navigation too, whoever started it (a redirect, a plain router.push).
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    if (pending.current !== null) finishRef.current();
    else enterPage(styles.pageEnter);
  }, [pathname]);

  if (phase === 'idle') return null;
  return <div ref={bar} className={styles.bar} data-phase={phase} aria-hidden="true" />;
}
