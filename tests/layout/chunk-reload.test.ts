// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkReloadListener } from '@/components/layout/ChunkReloadListener';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnceAMinute,
  reloadPageOnceAMinute,
} from '@/lib/chunk-reload';
import '../support/render';

// jsdom cannot reload: the browser wiring is replaced, the logic it calls is tested directly.
vi.mock('@/lib/chunk-reload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/chunk-reload')>()),
  reloadPageOnceAMinute: vi.fn(() => true),
}));

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function chunkError(message: string, name = 'Error') {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('chunk load failure (spec §8 Chunk load failure: full page reload, once per minute)', () => {
  afterEach(() => vi.mocked(reloadPageOnceAMinute).mockClear());

  it('recognises the bundlers’ and browsers’ chunk errors, and nothing else', () => {
    expect(isChunkLoadError(chunkError('Failed to load chunk /_next/static/chunks/a.js', 'ChunkLoadError'))).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError' })).toBe(true);
    expect(isChunkLoadError(chunkError('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(chunkError('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError('Loading chunk 5 failed.')).toBe(true);

    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(404)).toBe(false);
  });

  it('reloads at most once per 60 000 ms, recording the time under sw-chunk-reload', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceAMinute(NOW, storage, reload)).toBe(true);
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe(String(NOW));
    expect(reloadOnceAMinute(NOW + 1, storage, reload)).toBe(false);
    expect(reloadOnceAMinute(NOW + CHUNK_RELOAD_INTERVAL_MS - 1, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceAMinute(NOW + CHUNK_RELOAD_INTERVAL_MS, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe(String(NOW + CHUNK_RELOAD_INTERVAL_MS));
  });

  it('treats an unreadable or invalid record as none', () => {
    const reload = vi.fn();
    const unreadable = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: vi.fn(),
    };
    expect(reloadOnceAMinute(NOW, unreadable, reload)).toBe(true);
    const garbled = memoryStorage();
    garbled.items.set(CHUNK_RELOAD_KEY, 'yesterday');
    expect(reloadOnceAMinute(NOW, garbled, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when the record cannot be written (no reload loop in private mode)', () => {
    const reload = vi.fn();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('QuotaExceededError');
      },
    };
    for (let i = 0; i < 3; i++) expect(reloadOnceAMinute(NOW + i * CHUNK_RELOAD_INTERVAL_MS, full, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('listens for failed build scripts and stylesheets and chunk rejections, nothing else', () => {
    const view = render(createElement(ChunkReloadListener));
    const fail = (element: HTMLElement) => {
      document.head.append(element);
      element.dispatchEvent(new Event('error'));
      element.remove();
    };
    const script = (src: string) => Object.assign(document.createElement('script'), { src });
    const stylesheet = (href: string) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href });

    fail(script('/_next/static/chunks/app-page.js'));
    fail(stylesheet('/_next/static/chunks/app.css'));
    expect(reloadPageOnceAMinute).toHaveBeenCalledTimes(2);

    fail(script('https://www.googletagmanager.com/gtm.js'));
    fail(Object.assign(document.createElement('link'), { rel: 'preload', href: '/_next/static/media/font.woff2' }));
    fail(document.createElement('img'));
    expect(reloadPageOnceAMinute).toHaveBeenCalledTimes(2);

    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
    window.dispatchEvent(rejection(chunkError('Failed to load chunk /_next/static/chunks/b.js', 'ChunkLoadError')));
    window.dispatchEvent(rejection(new Error('Network error')));
    expect(reloadPageOnceAMinute).toHaveBeenCalledTimes(3);

    view.unmount();
    fail(script('/_next/static/chunks/app-page.js'));
    expect(reloadPageOnceAMinute).toHaveBeenCalledTimes(3);
  });
});
