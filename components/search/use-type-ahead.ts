import { useCallback, useEffect, useRef } from 'react';

/** How long keys are kept for a search field that has not appeared, in ms (a failed load must not swallow keys for good). */
export const TYPE_AHEAD_LIMIT_MS = 5000;

interface Buffer {
  text: string;
  stop: () => void;
}

/**
 * Keeps what the shopper types between pressing the search button and the search field appearing
 * (the overlay loads on first use): printable keys and Backspace are taken from the page, not lost,
 * until {@link take} hands them to the field or {@link TYPE_AHEAD_LIMIT_MS} passes. Keys with Ctrl,
 * Meta or Alt are left alone (shortcuts).
 *
 * @returns `start` (from the press; a second press keeps what was typed) and `take` (the text typed so
 *   far, ending the capture; '' when nothing was typed or nothing was started)
 */
export function useTypeAhead(): { start: () => void; take: () => string } {
  const buffer = useRef<Buffer | null>(null);

  const take = useCallback(() => {
    const current = buffer.current;
    buffer.current = null;
    current?.stop();
    return current?.text ?? '';
  }, []);

  const start = useCallback(() => {
    if (buffer.current) return;
    const state: Buffer = { text: '', stop: () => {} };
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.key.length === 1) state.text += event.key;
      else if (event.key === 'Backspace') state.text = state.text.slice(0, -1);
      else return;
      // The key was meant for the search field: the page must not scroll or press the button again.
      event.preventDefault();
    };
    const timer = window.setTimeout(() => {
      if (buffer.current === state) take();
    }, TYPE_AHEAD_LIMIT_MS);
    state.stop = () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKey, true);
    };
    document.addEventListener('keydown', onKey, true);
    buffer.current = state;
  }, [take]);

  useEffect(() => () => buffer.current?.stop(), []);

  return { start, take };
}
