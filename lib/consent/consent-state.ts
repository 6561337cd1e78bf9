/**
 * The consent choice as state the browser's components subscribe to (React
 * `useSyncExternalStore` over the consent cookies): the banner, the tag manager, the third-party
 * loader and the consent-gated slices all re-render the moment the visitor chooses, wherever the
 * choice was made (banner or cookie settings block).
 */
import { useSyncExternalStore } from 'react';
import { pushCookiePreference } from '@/lib/analytics/data-layer';
import { readConsentChoice, writeConsentChoice, type ConsentChoice } from './cookies';

/**
 * `pending`: not read yet (the server render and the hydration render, which must match);
 * `none`: read, no choice stored (the banner shows); otherwise the stored choice.
 */
export type ConsentState = ConsentChoice | 'none' | 'pending';

const listeners = new Set<() => void>();

/** Calls `listener` after every saved choice; returns the unsubscribe function. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current state from the cookies (strings, so React's snapshot comparison is by value). */
export function consentSnapshot(): ConsentState {
  return readConsentChoice() ?? 'none';
}

const serverSnapshot = (): ConsentState => 'pending';

/** The visitor's consent state; `pending` on the server and during hydration, then the stored choice. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, consentSnapshot, serverSnapshot);
}

/** Whether third-party scripts and embeds may load: only after the visitor chose `enabled`. */
export function useThirdPartyAllowed(): boolean {
  return useConsent() === 'enabled';
}

/**
 * Saves the visitor's choice: writes the consent cookies (100 days), pushes `cookiePreference` to
 * the data layer (spec §7) and tells every subscribed component. Browser only.
 */
export function saveConsent(choice: ConsentChoice): void {
  writeConsentChoice(choice);
  pushCookiePreference(choice);
  for (const listener of [...listeners]) listener();
}
