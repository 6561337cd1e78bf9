'use client';

import { useEffect } from 'react';
import { isChunkLoadError, reloadPageOnceAMinute } from '@/lib/chunk-reload';

const BUILD_ASSETS = '/_next/static/';

/** Whether an `error` event comes from a build script or stylesheet element that failed to load. */
function isBuildAssetFailure(target: EventTarget | null): boolean {
  if (target instanceof HTMLScriptElement) return target.src.includes(BUILD_ASSETS);
  if (target instanceof HTMLLinkElement)
    return target.relList.contains('stylesheet') && target.href.includes(BUILD_ASSETS);
  return false;
}

/**
 * Reloads the page, at most once per minute, when a chunk fails to load (spec §8 'Chunk load
 * failure: full page reload, once per minute'): a `<script>` or `<link rel="stylesheet">` from
 * `/_next/static/` that errors, and an uncaught error or unhandled rejection that
 * {@link isChunkLoadError} recognises. Errors caught by an error boundary are handled there
 * (`app/[storefront]/error.tsx`). Renders nothing.
 */
export function ChunkReloadListener() {
  useEffect(() => {
    const onError = (event: Event) => {
      // Resource load errors do not bubble: they reach window only in the capture phase.
      const chunkFailed =
        isBuildAssetFailure(event.target) ||
        (event instanceof ErrorEvent && isChunkLoadError(event.error ?? event.message));
      if (chunkFailed) reloadPageOnceAMinute();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadPageOnceAMinute();
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
