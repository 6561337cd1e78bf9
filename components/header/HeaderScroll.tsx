'use client';

import { useEffect } from 'react';

/** Scroll offsets of the sticky header (spec §2 'Header', §9 'Timing and scroll'), px. */
export const HEADER_STICKY_PX = 50;
export const HEADER_HIDE_PX = 250;

/**
 * Header state from the scroll position `y` (px) and the previous one: `stuck` past 50 px (shadow
 * on the sticky header), `hidden` when scrolling down past 250 px, shown again on any scroll up.
 */
export function headerScrollState(
  y: number,
  previousY: number,
  wasHidden: boolean,
): { stuck: boolean; hidden: boolean } {
  const stuck = y > HEADER_STICKY_PX;
  if (y <= HEADER_HIDE_PX) return { stuck, hidden: false };
  if (y > previousY) return { stuck, hidden: true };
  if (y < previousY) return { stuck, hidden: false };
  return { stuck, hidden: wasHidden };
}

/**
 * Sets `data-stuck` and `data-hidden` on the header element with id `headerId` as the page scrolls
 * ({@link headerScrollState}); renders nothing. Never hides the header while focus is inside it
 * (keyboard users tabbing through it) or while the navigation dialog is open.
 */
export function HeaderScroll({ headerId }: { headerId: string }) {
  useEffect(() => {
    const header = document.getElementById(headerId);
    if (!header) return;
    let previousY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const state = headerScrollState(y, previousY, header.dataset.hidden === 'true');
      previousY = y;
      const keepVisible = header.contains(document.activeElement) || header.querySelector('dialog[open]');
      header.dataset.stuck = String(state.stuck);
      header.dataset.hidden = String(state.hidden && !keepVisible);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('focusin', update);
    return () => {
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', update);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [headerId]);
  return null;
}
