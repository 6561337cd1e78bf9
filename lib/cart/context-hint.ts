'use client';

import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import { COOKIES } from '@/lib/stores';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the visitor has a context (and so maybe a cart): the readable hint cookie the BFF sets
 * beside the httpOnly context token. `null` on the server and while hydrating: pages are shared by
 * every visitor, so the server cannot know. Re-read after every cart call
 * ({@link contextHintChanged}): the first add creates the context.
 */
export function useHasContext(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => Cookies.get(COOKIES.contextHint) === '1',
    () => null,
  );
}

/** Tells {@link useHasContext} readers that a BFF answer may have set or cleared the hint cookie. */
export function contextHintChanged(): void {
  for (const listener of listeners) listener();
}
