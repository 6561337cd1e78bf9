'use client';

import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import styles from './StoreMap.module.css';

/** A store on the map: where it is, its name and its page. */
export interface MapStore {
  providerId: string;
  title: string;
  lat: number;
  lng: number;
  /** The store page's path, or null when the store has no reference. */
  href: string | null;
}

/** Most zoom when fitting the stores (one store: a street-level view, not a single building). */
const FIT_MAX_ZOOM = 14;

/**
 * The locator's map (spec §2 Store locator; only with `MAP_TILE_URL`, loaded after hydration by
 * `StoreMapLoader`): Leaflet with the configured tiles and their credit, each store a marker whose
 * popup links to its page, fitted to the stores. A complement to the list, which holds everything
 * the map shows: the page is complete without it. The credit is text, never markup.
 */
export default function StoreMap({
  stores,
  tileUrl,
  attribution,
  label,
}: {
  stores: MapStore[];
  tileUrl: string;
  attribution: string;
  /** The map region's accessible name. */
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || stores.length === 0) return;
    const map = L.map(element, { scrollWheelZoom: false });
    const credit = document.createElement('span');
    credit.textContent = attribution;
    L.tileLayer(tileUrl, { attribution: credit.innerHTML, maxZoom: 19 }).addTo(map);
    const bounds = L.latLngBounds([]);
    for (const store of stores) {
      const marker = L.circleMarker([store.lat, store.lng], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: '#8a2c0d',
        fillOpacity: 1,
      }).addTo(map);
      const popup = document.createElement(store.href ? 'a' : 'strong');
      popup.textContent = store.title;
      if (popup instanceof HTMLAnchorElement && store.href) popup.href = store.href;
      marker.bindPopup(popup);
      marker.bindTooltip(store.title);
      bounds.extend([store.lat, store.lng]);
    }
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: FIT_MAX_ZOOM });
    return () => {
      map.remove();
    };
  }, [stores, tileUrl, attribution]);
  return <div ref={container} className={styles.map} role="region" aria-label={label} data-testid="store-map" />;
}
