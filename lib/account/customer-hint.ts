'use client';

import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import { COOKIES } from '@/lib/stores';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The hint cookie now (browser only): whether the BFF said the session is logged in. */
export function readLoggedInHint(): boolean {
  return Cookies.get(COOKIES.customerHint) === '1';
}

/**
 * Whether the visitor's session is logged in (spec §4 'Customer'), from the readable hint cookie
 * the BFF sets beside the httpOnly token (`COOKIES.customerHint`, value `1`). Always `false` on the
 * server and while hydrating: pages are cached and shared, so their HTML is the guest's. A hint for
 * the header only; every customer call is authorised by the back end. Re-read after a login,
 * confirmation or logout ({@link customerHintChanged}).
 */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, readLoggedInHint, () => false);
}

/** Tells {@link useIsLoggedIn} readers that a BFF answer may have set or cleared the hint cookie. */
export function customerHintChanged(): void {
  for (const listener of listeners) listener();
}
