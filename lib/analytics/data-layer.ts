import type { ConsentChoice } from '@/lib/consent/cookies';

/** An analytics event for the tag manager's data layer (spec §7 'Analytics events'). */
export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

/** `cookiePreference` (spec §7): the visitor saved a consent choice (banner or cookie settings block). */
export interface CookiePreferenceEvent extends DataLayerEvent {
  event: 'cookiePreference';
  /** `enabled`: third-party cookies and scripts allowed; `disabled`: necessary cookies only. */
  cookiePreference: ConsentChoice;
}

/** Page type reported to analytics (spec §2 'Content page': home and men's home are `home`). */
export type PageType = 'home' | 'other';

/** What `pageView` reports (spec §7): pageType, pageUrl, pageTitle, logged-in flag, language. */
export interface PageView {
  pageType: PageType;
  /** The full URL the browser shows, with query string (`https://nl.example/dames/?page=2`). */
  pageUrl: string;
  /** `document.title` of the page. */
  pageTitle: string;
  /** Whether a customer is logged in (spec §4 'Customer'). */
  loggedIn: boolean;
  /** Message language of the storefront (spec §9 'Locales': `nl`, `fr`, `de`, `en`). */
  language: string;
}

/** `pageView` (spec §7): the page now shown. */
export interface PageViewEvent extends DataLayerEvent, PageView {
  event: 'pageView';
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/**
 * Pushes an event to `window.dataLayer`, creating it when the tag manager has not loaded (yet), so
 * no event is lost. Browser only; a no-op on the server.
 */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** Pushes `cookiePreference` with the choice just saved. */
export function pushCookiePreference(choice: ConsentChoice): void {
  pushDataLayer({ event: 'cookiePreference', cookiePreference: choice } satisfies CookiePreferenceEvent);
}

/** Pushes `pageView` for the page now shown. */
export function pushPageView(view: PageView): void {
  pushDataLayer({ event: 'pageView', ...view } satisfies PageViewEvent);
}
