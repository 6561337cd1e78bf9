'use client';

import { useEffect } from 'react';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { useThirdPartyAllowed } from '@/lib/consent/consent-state';
import { addScriptOnce, isScriptAdded } from '@/lib/consent/load-script';

/**
 * The tag manager (spec §2 Layouts 'Default: … tag manager'; §7): adds the script `src`
 * (`TAG_MANAGER_URL`) as soon as the visitor allowed third parties, never before, once per page
 * (client navigations keep it). The `gtm.js` start event goes first, as Google Tag Manager's own
 * snippet does, so it reads the queued `pageView` and `cookiePreference` events. Renders nothing;
 * does nothing when `src` is null.
 */
export function TagManager({ src }: { src: string | null }) {
  const allowed = useThirdPartyAllowed();
  useEffect(() => {
    if (!src || !allowed || isScriptAdded(src)) return;
    pushDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
    addScriptOnce(src, 'tag-manager');
  }, [src, allowed]);
  return null;
}
