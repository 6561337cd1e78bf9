import { AsyncLocalStorage } from 'node:async_hooks';
import { ServerError } from '@apollo/client/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { CommerceError } from '@/lib/commerce/errors';
import {
  PAGE_LOAD_STATUS_KEY,
  type PageLoadStatusSlot,
  recordPageLoadStatus,
  upstreamStatusOf,
} from '@/lib/http/page-load-status';

/**
 * A page-load error answers its upstream status, or 500 (spec §8 'Page-load error'): a failed commerce
 * call leaves its status in the request's slot, which `server.mjs` writes where Next writes 500
 * (e2e/upstream-status.spec.ts checks the whole way).
 */

const storage = new AsyncLocalStorage<PageLoadStatusSlot>();
const global = globalThis as { [PAGE_LOAD_STATUS_KEY]?: AsyncLocalStorage<PageLoadStatusSlot> };

function maintenance(status = 503): CommerceError {
  return CommerceError.from(
    new ServerError('Response not successful', { response: new Response('down', { status }), bodyText: 'down' }),
  );
}

afterEach(() => {
  delete global[PAGE_LOAD_STATUS_KEY];
});

describe('page-load status', () => {
  it('reads a 4xx or 5xx status off an error, nothing else', () => {
    expect(upstreamStatusOf(maintenance())).toBe(503);
    expect(upstreamStatusOf(maintenance(429))).toBe(429);
    expect(upstreamStatusOf(CommerceError.from(new TypeError('fetch failed')))).toBeUndefined();
    expect(upstreamStatusOf({ status: 200 })).toBeUndefined();
    expect(upstreamStatusOf({ status: '503' })).toBeUndefined();
    expect(upstreamStatusOf(null)).toBeUndefined();
  });

  it('keeps the first upstream status a failed call reports, in that request only', async () => {
    global[PAGE_LOAD_STATUS_KEY] = storage;
    const first: PageLoadStatusSlot = {};
    const second: PageLoadStatusSlot = {};
    await Promise.all([
      storage.run(first, async () => {
        await Promise.resolve();
        recordPageLoadStatus(maintenance(503));
        recordPageLoadStatus(maintenance(502));
      }),
      storage.run(second, async () => {
        recordPageLoadStatus(new Error('a bug of our own'));
      }),
    ]);
    expect(first.status).toBe(503);
    expect(second.status).toBeUndefined();
  });

  it('does nothing outside the production server', () => {
    expect(() => recordPageLoadStatus(maintenance())).not.toThrow();
  });
});
