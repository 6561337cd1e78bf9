import { EventEmitter } from 'node:events';

/**
 * A change to what shoppers see in the catalog (docs/architecture.md 'Caching and revalidation'):
 * stock of sizes of these products (`NNNNNN.NNN`), their prices, or the products themselves.
 */
export interface CatalogChange {
  kind: 'stock' | 'price' | 'product';
  skus: string[];
}

const EMITTER = Symbol.for('commerce.catalogEvents');

/** One emitter per process (the storefront and commerce may load this module twice). */
function emitter(): EventEmitter {
  const g = globalThis as unknown as Record<symbol, EventEmitter | undefined>;
  return (g[EMITTER] ??= new EventEmitter());
}

/**
 * Subscribes to catalog changes, emitted after the transaction that made them committed. The
 * embedded storefront revalidates its cached pages by tag from here. Returns the unsubscribe.
 */
export function onCatalogChange(listener: (change: CatalogChange) => void): () => void {
  emitter().on('change', listener);
  return () => emitter().off('change', listener);
}

/** Announces a committed change; a listener that throws is logged, never fails the caller's call. */
export function emitCatalogChange(change: CatalogChange): void {
  if (change.skus.length === 0) return;
  const unique = { ...change, skus: [...new Set(change.skus)] };
  for (const listener of emitter().listeners('change')) {
    try {
      (listener as (change: CatalogChange) => void)(unique);
    } catch (error) {
      console.error('[commerce] catalog change listener failed', error);
    }
  }
}
