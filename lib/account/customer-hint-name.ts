'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { readLoggedInHint, useIsLoggedIn } from './customer-hint';

/**
 * Local storage key of the logged-in customer's first name, the header's greeting (spec §2 Header).
 * Only the first name: nothing the shop would mind a later user of the same browser seeing, and it
 * is removed on logout, on account deletion and whenever the hint cookie says logged out.
 */
export const CUSTOMER_NAME_STORAGE_KEY = 'storefront-customer-first-name';

/** Longest first name kept: a greeting, not a record (the back end allows longer names). */
const MAX_LENGTH = 60;

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab logged in, out or renamed the customer.
  if (event.key === CUSTOMER_NAME_STORAGE_KEY || event.key === null) notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The remembered first name (browser only), or null; null too where storage is blocked. */
export function readRememberedFirstName(): string | null {
  try {
    return window.localStorage.getItem(CUSTOMER_NAME_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * Remembers the logged-in customer's first name for the header's greeting: after a login or
 * registration confirmation, a profile change, and on every customer page (rendered per request
 * with the customer). Trimmed and cut to 60 characters; an empty name forgets it. Does nothing where
 * storage is blocked (the header then says 'My account').
 */
export function rememberFirstName(firstName: string | null | undefined): void {
  const name = (firstName ?? '').trim().slice(0, MAX_LENGTH);
  if (!name) {
    forgetFirstName();
    return;
  }
  if (readRememberedFirstName() === name) return;
  try {
    window.localStorage.setItem(CUSTOMER_NAME_STORAGE_KEY, name);
  } catch {
    return;
  }
  notify();
}

/** Forgets the remembered first name (logout, account deletion, a hint cookie that says logged out). */
export function forgetFirstName(): void {
  if (readRememberedFirstName() === null) return;
  try {
    window.localStorage.removeItem(CUSTOMER_NAME_STORAGE_KEY);
  } catch {
    return;
  }
  notify();
}

/**
 * The first name to greet the visitor with (spec §2 Header: 'Welcome {firstName}'), or null: always
 * null on the server and while hydrating (pages are cached and shared, so their HTML never holds a
 * name), null for a visitor the hint cookie does not call logged in, and null when no name is
 * remembered. A name left from a session that has ended is forgotten here, checked against the cookie
 * itself: while hydrating, {@link useIsLoggedIn} still answers the server's `false`.
 */
export function useRememberedFirstName(): string | null {
  const loggedIn = useIsLoggedIn();
  const name = useSyncExternalStore(subscribe, readRememberedFirstName, () => null);
  useEffect(() => {
    if (!readLoggedInHint()) forgetFirstName();
  }, [loggedIn]);
  return loggedIn ? name : null;
}
