'use client';

import { useEffect, useState } from 'react';
import { useThirdPartyAllowed } from '@/lib/consent/consent-state';
import { addScriptOnce } from '@/lib/consent/load-script';
import { isTabletopPage } from '@/lib/tabletop/boot-script';

/** Delay between the page's load event and the third-party scripts (spec §9 'Timing': 5000 ms). */
export const THIRD_PARTY_DELAY_MS = 5000;

/** True once `THIRD_PARTY_DELAY_MS` have passed since the window's load event (or since mount, when it had fired). */
function useDelayAfterLoad(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setOver(true), THIRD_PARTY_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, []);
  return over;
}

/**
 * The third-party loader (spec §2 Layouts 'A third-party loader starts after 5000 ms'): adds each
 * script of `scripts` (`THIRD_PARTY_SCRIPT_URLS`, Squeezely's) once the page has been loaded for
 * 5000 ms and the visitor allowed third parties, whichever comes last; never before consent. Each
 * script once per page. Never on a tablet in tabletop mode (the chat widget is one of these scripts).
 * Renders nothing.
 */
export function ThirdPartyLoader({ scripts }: { scripts: readonly string[] }) {
  const allowed = useThirdPartyAllowed();
  const delayOver = useDelayAfterLoad();
  useEffect(() => {
    // A store's tablet is a shared device: no personalisation or chat scripts there.
    if (!allowed || !delayOver || isTabletopPage()) return;
    for (const src of scripts) addScriptOnce(src, 'loader');
  }, [allowed, delayOver, scripts]);
  return null;
}
