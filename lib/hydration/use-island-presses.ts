'use client';

import { useEffect, useRef } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { ISLAND_PENDING_ATTRIBUTE, replayIslandPresses } from './press-replay';

/**
 * For a lazy island's root element (its code a chunk of its own, hydrated after the page): `islandProps`
 * marks it {@link ISLAND_PENDING_ATTRIBUTE} in the server's HTML and until it has hydrated, so the
 * page's inline script holds presses on its buttons meanwhile (React does not replay them), and once
 * hydrated the attribute goes and those presses are made again (lib/hydration/press-replay.ts). Spread
 * `islandProps` and pass `ref` to the same element.
 */
export function useIslandPresses<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && ref.current) replayIslandPresses(ref.current);
  }, [hydrated]);
  return { ref, islandProps: { [ISLAND_PENDING_ATTRIBUTE]: hydrated ? undefined : '' } };
}
