import { z } from 'zod';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { NEAREST_STORES } from './store-availability';

/** Where the shopper looks for stores: a zip code or city as typed, or the browser's position (degrees). */
export type StorePlace = { kind: 'search'; location: string } | { kind: 'position'; lat: number; lng: number };

/** Longest zip code or city the place field takes. */
export const PLACE_MAX_LENGTH = 80;

const placeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('search'), location: z.string().trim().min(1).max(PLACE_MAX_LENGTH) }),
  z.object({ kind: z.literal('position'), lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
]);

/**
 * The place form's schema (react-hook-form + zod): a zip code or city, trimmed, 1 to
 * {@link PLACE_MAX_LENGTH} characters; `required` is the translated message for an empty field.
 */
export function createPlaceFormSchema(required: string) {
  return z.object({ location: z.string().trim().min(1, required).max(PLACE_MAX_LENGTH, required) });
}

export type PlaceFormInput = z.infer<ReturnType<typeof createPlaceFormSchema>>;

/**
 * A place from the browser's position, rounded to 3 decimals (about 100 m): close enough to order
 * stores by distance, and no more precise than that is kept in session storage.
 */
export function positionPlace(lat: number, lng: number): StorePlace {
  const round = (degrees: number) => Math.round(degrees * 1000) / 1000;
  return { kind: 'position', lat: round(lat), lng: round(lng) };
}

/** The place part of a findServicePoints query (spec §7): `location` for a typed place, else `lat` and `lng`. */
export function placeQuery(place: StorePlace): { location: string } | { lat: number; lng: number } {
  return place.kind === 'search' ? { location: place.location } : { lat: place.lat, lng: place.lng };
}

/** The findServicePoints query (spec §7) for the stores nearest `place`: provider stores, at most {@link NEAREST_STORES}. */
export function nearestStoresQuery(place: StorePlace) {
  return { providers: ['stores'], limit: NEAREST_STORES, ...placeQuery(place) };
}

/** Session storage key of the last place. */
export const PLACE_STORAGE_KEY = 'store-stock-place';

interface PlaceState {
  place: StorePlace | null;
  setPlace: (place: StorePlace) => void;
}

/**
 * The shopper's last place, kept in session storage (the tab's session: another product page asks
 * no second time, a new visit starts afresh). A stored value of another shape is ignored. A browser
 * module only: the store stock island loads it on the first press, never on the server. (A vanilla
 * store read with `useStore`, as the page's other stores: zustand's `create` would be new code in
 * the page's first load, which shares the zustand module.)
 */
export const storePlaceStore = createStore<PlaceState>()(
  persist((set) => ({ place: null, setPlace: (place) => set({ place }) }), {
    name: PLACE_STORAGE_KEY,
    version: 1,
    storage: createJSONStorage(() => sessionStorage),
    partialize: (state) => ({ place: state.place }),
    merge: (stored, current) => {
      const parsed = placeSchema.safeParse((stored as { place?: unknown } | undefined)?.place);
      return { ...current, place: parsed.success ? parsed.data : null };
    },
  }),
);

/** Selects from {@link storePlaceStore}. */
export function useStorePlace<T>(selector: (state: PlaceState) => T): T {
  return useStore(storePlaceStore, selector);
}
