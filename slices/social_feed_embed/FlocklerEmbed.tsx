'use client';

import { useEffect, useRef } from 'react';
import { ConsentGate, type ConsentPlaceholderCopy } from '@/components/consent/ConsentGate';
import { appendScript } from '@/lib/consent/load-script';
import styles from './index.module.css';

/**
 * Flockler's embed (spec §7: 'the social feed is embedded by feed id and uuid through an external
 * script'): the element `#flockler-embed-<uuid>` and, beside it, the script `scriptUrl` that fills
 * it. A fresh script per mount, so the feed renders again after a client navigation back to the page.
 */
function FlocklerFeed({ scriptUrl, uuid }: { scriptUrl: string; uuid: string }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const script = appendScript(wrapper.current!, scriptUrl, 'social-feed');
    return () => script.remove();
  }, [scriptUrl]);
  return (
    <div ref={wrapper} className={styles.feed}>
      <div id={`flockler-embed-${uuid}`} />
    </div>
  );
}

/**
 * The social feed behind consent (spec §4 'Social feed: loads only after third-party initiation is
 * allowed'): Flockler's script is requested only once the visitor allowed third parties; before that
 * a placeholder says why and links to the cookie settings page (`settingsHref`).
 */
export function FlocklerEmbed({
  scriptUrl,
  uuid,
  placeholder,
  settingsHref,
}: {
  scriptUrl: string;
  uuid: string;
  placeholder: ConsentPlaceholderCopy;
  settingsHref: string;
}) {
  return (
    <ConsentGate placeholder={placeholder} settingsHref={settingsHref}>
      <FlocklerFeed scriptUrl={scriptUrl} uuid={uuid} />
    </ConsentGate>
  );
}
