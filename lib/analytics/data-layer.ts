/** An analytics event for the tag manager's data layer (spec §7 'Analytics events'). */
export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
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
