import Cookies from 'js-cookie';
import { COOKIES } from '@/lib/stores';

/** Forgets the consent choice, the data layer and every third-party script a test added. */
export function resetConsent(): void {
  Cookies.remove(COOKIES.consentMessage, { path: '/' });
  Cookies.remove(COOKIES.consentSettings, { path: '/' });
  delete window.dataLayer;
  document.querySelectorAll('script[data-third-party]').forEach((script) => script.remove());
}

/** Stores a choice the way a previous visit would have left it. */
export function storeChoice(choice: 'enabled' | 'disabled'): void {
  Cookies.set(COOKIES.consentSettings, choice, { path: '/' });
  Cookies.set(COOKIES.consentMessage, '1', { path: '/' });
}

/** The events pushed to the data layer so far, by name. */
export function dataLayerEvents(name?: string): Record<string, unknown>[] {
  const events = (window.dataLayer ?? []) as Record<string, unknown>[];
  return name ? events.filter((event) => event.event === name) : events;
}
