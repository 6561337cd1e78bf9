// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PressReplay } from '@/components/layout/PressReplay';
import {
  HYDRATED_ATTRIBUTE,
  ISLAND_PENDING_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  PRESS_QUEUE_GLOBAL,
  pressReplayScript,
  replayIslandPresses,
  replayPresses,
} from '@/lib/hydration/press-replay';
import { useIslandPresses } from '@/lib/hydration/use-island-presses';

/** The listeners the script adds, so each test can remove them again (the script runs once per page). */
let scriptListeners: [string, EventListener][] = [];

/** Runs the inline script as the page does, first thing in the body. */
function boot() {
  const addEventListener = vi.spyOn(document, 'addEventListener');
  new Function(pressReplayScript())();
  scriptListeners = addEventListener.mock.calls.map(([type, listener]) => [type, listener as EventListener]);
  addEventListener.mockRestore();
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  document.body.innerHTML = '';
  boot();
});

afterEach(() => {
  for (const [type, listener] of scriptListeners) document.removeEventListener(type, listener, true);
  delete (window as unknown as Record<string, unknown>)[PRESS_QUEUE_GLOBAL];
});

describe('presses before hydration', () => {
  it('holds a press on a script-only button, shows it is busy, and presses it once after hydration', () => {
    document.body.innerHTML = '<button type="button">Menu</button>';
    const button = document.querySelector('button')!;
    const handler = vi.fn();
    document.body.addEventListener('click', handler);

    button.click();
    button.click();
    expect(handler).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);

    replayPresses();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);

    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('replays in press order, a press inside a button’s icon included, and drops buttons that left the page', () => {
    document.body.innerHTML =
      '<button type="button" id="a"><svg><path></path></svg></button><button type="button" id="b">B</button>';
    const pressed: string[] = [];
    document.body.addEventListener('click', (event) => pressed.push((event.target as Element).id));
    document.querySelector('#b')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const gone = document.createElement('button');
    gone.type = 'button';
    document.body.append(gone);
    gone.click();
    gone.remove();

    replayPresses();
    expect(pressed).toEqual(['b', 'a']);
  });

  it('leaves links, forms with an action and disabled buttons to the browser', () => {
    document.body.innerHTML =
      '<form action="/api/x/"><button id="submit">Send</button></form><a id="link" href="#x">x</a><button type="button" id="off" disabled>Off</button>';
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submit);
    (document.querySelector('#submit') as HTMLButtonElement).click();
    expect(submit).toHaveBeenCalledTimes(1);
    const link = vi.fn();
    document.querySelector('#link')!.addEventListener('click', link);
    (document.querySelector('#link') as HTMLAnchorElement).click();
    expect(link).toHaveBeenCalledTimes(1);
    (document.querySelector('#off') as HTMLButtonElement).click();
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });

  it('holds the submit of a form without an action (its handler sends it) and submits it once after hydration, by the same button', () => {
    document.body.innerHTML =
      '<form><input name="email" value="a@example.com"><button name="go" value="login" id="login">Log in</button></form>' +
      '<form id="enter"><input name="q"></form>';
    const submitted: (string | null)[] = [];
    document.addEventListener('submit', (event) => {
      event.preventDefault(); // what the island's handler does; the browser's GET of the page would carry the fields
      submitted.push((event as SubmitEvent).submitter?.id ?? (event.target as HTMLFormElement).id);
    });
    const login = document.querySelector<HTMLButtonElement>('#login')!;
    const enter = document.querySelector<HTMLFormElement>('#enter')!;
    login.click();
    login.click();
    enter.requestSubmit(); // Enter in a form without a submit button
    expect(submitted).toEqual([]);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);

    replayPresses();
    expect(submitted).toEqual(['login', 'enter']);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    login.click();
    expect(submitted).toEqual(['login', 'enter', 'login']);
  });
});

describe('presses on a lazy island that hydrates after the page', () => {
  it('holds them past the page’s hydration and makes them once the island is ready; other buttons are left alone', () => {
    document.body.innerHTML = `<div ${ISLAND_PENDING_ATTRIBUTE}=""><button type="button" id="next">Next</button></div><button type="button" id="menu">Menu</button>`;
    const island = document.querySelector(`[${ISLAND_PENDING_ATTRIBUTE}]`)!;
    const pressed: string[] = [];
    document.body.addEventListener('click', (event) => pressed.push((event.target as Element).id));

    replayPresses(); // the page has hydrated; the island's code has not arrived
    document.querySelector<HTMLButtonElement>('#next')!.click();
    document.querySelector<HTMLButtonElement>('#menu')!.click();
    expect(pressed).toEqual(['menu']);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);

    island.removeAttribute(ISLAND_PENDING_ATTRIBUTE);
    replayIslandPresses(island);
    expect(pressed).toEqual(['menu', 'next']);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    document.querySelector<HTMLButtonElement>('#next')!.click();
    expect(pressed).toEqual(['menu', 'next', 'next']);
  });
});

describe('a form in a lazy island that hydrates after the page', () => {
  it('holds its submit past the page’s hydration and submits it once the island is ready', () => {
    document.body.innerHTML = `<div ${ISLAND_PENDING_ATTRIBUTE}=""><form><button id="send">Send</button></form></div>`;
    const island = document.querySelector(`[${ISLAND_PENDING_ATTRIBUTE}]`)!;
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submit);
    replayPresses();
    document.querySelector<HTMLButtonElement>('#send')!.click();
    expect(submit).not.toHaveBeenCalled();

    island.removeAttribute(ISLAND_PENDING_ATTRIBUTE);
    replayIslandPresses(island);
    expect(submit).toHaveBeenCalledTimes(1);
    document.removeEventListener('submit', submit);
  });
});

/** A lazy island's root: its button works once React has hydrated it. */
function Island() {
  const [count, setCount] = useState(0);
  const { ref, islandProps } = useIslandPresses<HTMLDivElement>();
  return (
    <div ref={ref} {...islandProps}>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Next {count}
      </button>
    </div>
  );
}

describe('useIslandPresses', () => {
  it('marks the island pending in the server’s HTML and makes a press kept meanwhile once it has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Island />);
    document.body.append(container);
    expect(container.firstElementChild!.hasAttribute(ISLAND_PENDING_ATTRIBUTE)).toBe(true);
    replayPresses(); // the page around it has hydrated
    const button = container.querySelector('button')!;
    button.click();
    expect(button.textContent).toBe('Next 0');

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Island />);
    });
    expect(container.firstElementChild!.hasAttribute(ISLAND_PENDING_ATTRIBUTE)).toBe(false);
    expect(button.textContent).toBe('Next 1');
    act(() => root!.unmount());
  });
});

/** A server-rendered island whose button works only once React has hydrated it. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Pressed {count}
      </button>
      <PressReplay />
    </>
  );
}

describe('PressReplay', () => {
  it('hands a press made on the server’s HTML to the hydrated island', async () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    const button = container.querySelector('button')!;

    button.click();
    expect(button.textContent).toBe('Pressed 0');

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Counter />);
    });
    await act(async () => {
      vi.runAllTimers();
    });
    expect(button.textContent).toBe('Pressed 1');
    act(() => root!.unmount());
    vi.useRealTimers();
  });
});
