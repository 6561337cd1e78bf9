'use client';

import { useEffect } from 'react';
import { replayPresses } from '@/lib/hydration/press-replay';

/**
 * Replays the presses the inline script kept before hydration (`lib/hydration/press-replay.ts`).
 * Rendered last in `<body>`, so the effects of every island before it (document listeners such as
 * the product cards' add listener) are in place when the presses arrive. Renders nothing.
 */
export function PressReplay() {
  useEffect(() => {
    // After this commit's other effects: a press may open an island that registers its own.
    const timer = window.setTimeout(replayPresses, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
