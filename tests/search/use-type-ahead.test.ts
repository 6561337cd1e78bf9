// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPE_AHEAD_LIMIT_MS, useTypeAhead } from '@/components/search/use-type-ahead';

/** Presses `key` on the page as a keyboard would; returns whether the page's default action was cancelled. */
function press(key: string, init: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => vi.useRealTimers());

describe('useTypeAhead: keys typed before the search field appears', () => {
  it('keeps printable keys and Backspace from the press on, and hands them over once', () => {
    const { result } = renderHook(() => useTypeAhead());
    expect(press('a')).toBe(false); // not started: the page keeps its keys
    act(() => result.current.start());
    expect(press('b')).toBe(true);
    press('o');
    press('x');
    press('Backspace');
    press('t');
    expect(press('Tab')).toBe(false);
    expect(press('k', { ctrlKey: true })).toBe(false);
    // A second press of the button keeps what was typed.
    act(() => result.current.start());
    press('s');
    expect(result.current.take()).toBe('bots');
    expect(result.current.take()).toBe('');
    // Handed over: the page has its keys again.
    expect(press('z')).toBe(false);
  });

  it('lets go of the keys when the field never appears', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTypeAhead());
    act(() => result.current.start());
    press('a');
    vi.advanceTimersByTime(TYPE_AHEAD_LIMIT_MS);
    expect(press('b')).toBe(false);
    expect(result.current.take()).toBe('');
  });

  it('stops listening when the button goes away', () => {
    const { result, unmount } = renderHook(() => useTypeAhead());
    act(() => result.current.start());
    unmount();
    expect(press('a')).toBe(false);
  });
});
