import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A page-load error answers the status of the upstream failure behind it, or 500 when there is none
 * (spec §8 'Page-load error'): a commerce back end in maintenance (503) makes the page 503, so crawlers and
 * shared caches treat it as the passing failure it is.
 *
 * Next answers every render error 500 and has no API for another status, and it reports the error to
 * `instrumentation.ts` only after the head is written. So the production server (`server.mjs`) runs each
 * request in an {@link AsyncLocalStorage} holding a {@link PageLoadStatusSlot}, shared under
 * {@link PAGE_LOAD_STATUS_KEY}; a commerce call that fails with a status records it there
 * ({@link recordPageLoadStatus}, from `lib/commerce/server.ts`), and the server writes that status where
 * Next writes 500. A request that recovered from such a failure and answers 200 is untouched; one that
 * recovered from it and then failed for another reason answers the recorded status, a failure still. An
 * error in a part streamed after the first bytes cannot change the status any more: its error boundary
 * shows, as before.
 */

/** The global key of the server's per-request storage (a registered symbol: server.mjs is not bundled). */
export const PAGE_LOAD_STATUS_KEY = Symbol.for('storefront.page-load-status');

/** What one request's render learned: the upstream HTTP status of the error that broke it. */
export interface PageLoadStatusSlot {
  status?: number;
}

/** The HTTP status an error carries from upstream (a `CommerceError`'s `status`), when it is a 4xx or 5xx. */
export function upstreamStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : undefined;
}

/**
 * Keeps the upstream status of a failed commerce call's `error` for the current request's response, should
 * it fail (the first one wins).
 * Does nothing outside `server.mjs` (`next dev`, tests) or for an error without one.
 */
export function recordPageLoadStatus(error: unknown): void {
  const storage = (globalThis as { [PAGE_LOAD_STATUS_KEY]?: AsyncLocalStorage<PageLoadStatusSlot> })[
    PAGE_LOAD_STATUS_KEY
  ];
  const slot = storage?.getStore();
  const status = upstreamStatusOf(error);
  if (slot && status !== undefined && slot.status === undefined) slot.status = status;
}
