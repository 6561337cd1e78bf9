'use client';

import dynamic from 'next/dynamic';
import type { MapStore } from './StoreMap';

/** Leaflet and the map load in the browser only, and only on a page that shows a map. */
const StoreMap = dynamic(() => import('./StoreMap'), { ssr: false });

/**
 * The locator's map, loaded lazily (spec §2 Store locator; docs/architecture.md 'Server components
 * and client islands'): the server renders it only when `MAP_TILE_URL` is configured, and Leaflet's
 * code and styles arrive after hydration; until then (and without JavaScript) the list is the page.
 */
export function StoreMapLoader(props: { stores: MapStore[]; tileUrl: string; attribution: string; label: string }) {
  return <StoreMap {...props} />;
}
