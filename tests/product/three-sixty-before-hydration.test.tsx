// @vitest-environment jsdom
import '../support/render';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PressReplay } from '@/components/layout/PressReplay';
import { ThreeSixty } from '@/components/product/gallery/ThreeSixty';
import {
  HYDRATED_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  PRESS_QUEUE_GLOBAL,
  pressReplayScript,
  REPLAYED_SELECTOR,
} from '@/lib/hydration/press-replay';

/**
 * The 360° view's start button is a script-only control in the PDP's server HTML: the page's inline
 * script keeps a press on it until the page has hydrated, then the press opens the viewer.
 */

const labels = { start: 'Turn the product in 360°', view: '360° view', hint: 'Drag', angle: 'Turned {angle}°' };
const frames = ['/f/1.jpg', '/f/2.jpg', '/f/3.jpg'];
const page = (
  <>
    <ThreeSixty frames={frames} alt="Runa" labels={labels}>
      <span>360°</span>
    </ThreeSixty>
    <PressReplay />
  </>
);

let listeners: [string, EventListener][] = [];
let root: Root | undefined;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const add = vi.spyOn(document, 'addEventListener');
  new Function(pressReplayScript())();
  listeners = add.mock.calls.map(([type, listener]) => [type, listener as EventListener]);
  add.mockRestore();
});
afterEach(() => {
  act(() => root?.unmount());
  for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
  delete (window as unknown as Record<string, unknown>)[PRESS_QUEUE_GLOBAL];
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('the 360° view before hydration', () => {
  it('keeps a press on its start button and opens the viewer once the page has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const start = container.querySelector<HTMLButtonElement>('button')!;
    expect(start.matches(REPLAYED_SELECTOR)).toBe(true);

    start.click();
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);

    await act(async () => {
      root = hydrateRoot(container, page);
    });
    await waitFor(() => expect(container.querySelector('[role="slider"]')).not.toBeNull());
    expect(container.querySelector('[role="slider"]')).toHaveAccessibleName(labels.view);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });
});
