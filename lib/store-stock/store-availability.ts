import type { StoreStockEntry, StoreStockStore } from '@/graphql/store-stock';
import { STORE_LAST_ITEMS_BELOW } from '@/lib/product/size-state';

/** A size's state in one physical store (spec §7 'Stock for stores'). */
export type StoreStockState = 'inStock' | 'lastItems' | 'notAvailable';

/**
 * The state of a size in one store, from the units it holds there: none is 'Not available', fewer than
 * {@link STORE_LAST_ITEMS_BELOW} (spec §9, beside the other stock thresholds) 'Last items', more 'In stock'.
 */
export function storeStockState(qty: number): StoreStockState {
  if (qty < 1) return 'notAvailable';
  return qty < STORE_LAST_ITEMS_BELOW ? 'lastItems' : 'inStock';
}

/** How many of the nearest stores the PDP's store stock list shows. */
export const NEAREST_STORES = 8;

/** One store of the PDP's store stock list for the chosen size. */
export interface StoreStockRow {
  store: StoreStockStore;
  /** One of the shopper's saved stores ('My stores'): listed first. */
  saved: boolean;
  /** Units of the chosen size in this store. */
  qty: number;
  state: StoreStockState;
  /** Metres from the searched place; null for a saved store that is not among the nearest. */
  distance: number | null;
}

/**
 * The rows of the store stock list (spec §7 'Stock for stores', findServicePoints) for variant `sku`:
 * the saved stores first (`savedIds`, providerIds, whether or not they are `nearby`), then the
 * `nearby` stores nearest first; each once, with the units `stock` reports for `sku` in it (a store
 * missing from the entry's locations holds none) and its §9 state ({@link storeStockState}).
 */
export function storeStockRows({
  nearby,
  saved,
  stock,
  sku,
  savedIds,
}: {
  nearby: readonly StoreStockStore[];
  saved: readonly StoreStockStore[];
  stock: readonly StoreStockEntry[];
  sku: string;
  savedIds: readonly string[];
}): StoreStockRow[] {
  const qtyByStore = new Map(
    (stock.find((entry) => entry.sku === sku)?.locations ?? []).map((location) => [location.code, location.qty]),
  );
  const savedSet = new Set(savedIds);
  const nearbyIds = new Set(nearby.map((store) => store.providerId));
  const row = (store: StoreStockStore, distance: number | null): StoreStockRow => {
    const qty = qtyByStore.get(store.providerId) ?? 0;
    return { store, saved: savedSet.has(store.providerId), qty, state: storeStockState(qty), distance };
  };
  const rows = [
    ...nearby.map((store) => row(store, store.distance)),
    ...saved.filter((store) => !nearbyIds.has(store.providerId)).map((store) => row(store, null)),
  ];
  const byDistance = (a: StoreStockRow, b: StoreStockRow) =>
    (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY);
  return [...rows.filter((entry) => entry.saved).sort(byDistance), ...rows.filter((entry) => !entry.saved)];
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * A store's opening periods today in its own time zone (spec §3 Service point: `openingDays` day 1
 * Monday to 7 Sunday, an `openingDayExceptions` entry for the date wins), as local `HH:MM` pairs;
 * [] when it is closed today; null when the store's time zone is unknown to this browser.
 */
export function todaysOpening(
  store: Pick<StoreStockStore, 'timeZone' | 'openingDays' | 'openingDayExceptions'>,
  now: Date = new Date(),
): { start: string; end: string }[] | null {
  let date: string;
  let weekday: number;
  try {
    // en-CA writes dates as YYYY-MM-DD, the exceptions' format.
    date = new Intl.DateTimeFormat('en-CA', { timeZone: store.timeZone }).format(now);
    weekday =
      WEEKDAYS.indexOf(new Intl.DateTimeFormat('en-US', { timeZone: store.timeZone, weekday: 'short' }).format(now)) +
      1;
  } catch {
    return null;
  }
  const day =
    store.openingDayExceptions.find((exception) => exception.date === date) ??
    store.openingDays.find((opening) => opening.day === weekday);
  return day?.open ? day.periods.map(({ start, end }) => ({ start, end })) : [];
}
