// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEAR_VIEWPORT_MARGIN_PX, whenNear } from '@/lib/hydration/when-near';

/** A stand-in IntersectionObserver the test drives: what it observes, and a way to report entries. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback(this.observed.map((target) => ({ isIntersecting, target })));
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenNear: an island loads when the shopper comes near it', () => {
  beforeEach(() => {
    document.body.innerHTML = '<p id="top">Top</p><div data-island=""><input id="field" /></div>';
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    FakeObserver.last = undefined;
  });

  it('waits until the island comes within the margin of the viewport', async () => {
    const near = whenNear('[data-island]');
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe(`${NEAR_VIEWPORT_MARGIN_PX}px 0px`);
    expect(observer.observed).toEqual([document.querySelector('[data-island]')]);
    observer.report(false);
    expect(await settled(near)).toBe(false);
    observer.report(true);
    expect(await settled(near)).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it('loads at once when something inside it is focused or pressed, not elsewhere', async () => {
    const near = whenNear('[data-island]');
    document.getElementById('top')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(near)).toBe(false);
    document.getElementById('field')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(near)).toBe(true);
  });

  it('resolves at once without such an element or without IntersectionObserver', async () => {
    expect(await settled(whenNear('[data-missing]'))).toBe(true);
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    expect(await settled(whenNear('[data-island]'))).toBe(true);
  });
});
