'use client';

import NextLink from 'next/link';
import { useState, useSyncExternalStore, type ComponentProps } from 'react';
import { idlePrefetchReady, subscribeIdlePrefetch } from '@/lib/navigation/prefetch-idle';

type NextLinkProps = ComponentProps<typeof NextLink>;

/**
 * When a link's page is prefetched (spec §2 'internal links, with prefetch on by default'; §9 prefetch
 * idle timeout):
 * - `idle` (default): on intent (pointer over, focus, touch) at once; in view once the page has been
 *   shown for the prefetch idle timeout (2000 ms) and the browser is idle (Next's own viewport prefetch).
 * - `intent`: only on intent, for links a page has by the dozen that each render a new list (filter
 *   options, sort, pages): prefetching them all in view kept the shopper's first click waiting.
 * - `false`: never (pages rendered per visitor).
 */
export type LinkPrefetch = 'idle' | 'intent' | false;

const noop = () => () => undefined;

/**
 * The storefront's internal link: `next/link` with {@link LinkPrefetch} instead of Next's prefetch
 * of every link in view as soon as the page shows. Every other prop goes to `next/link`; a server
 * component may render it (the link works as a plain `<a>` before hydration).
 */
export function Link({
  prefetch = 'idle',
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<NextLinkProps, 'prefetch'> & { prefetch?: LinkPrefetch }) {
  const [intent, setIntent] = useState(false);
  // A link mounting on a new page (a client navigation) starts that page's idle wait for every
  // link subscribed, the header's and footer's that stay mounted included.
  const idle = useSyncExternalStore(prefetch === 'idle' ? subscribeIdlePrefetch : noop, idlePrefetchReady, () => false);
  const enabled = prefetch !== false && (intent || (prefetch === 'idle' && idle));
  const showIntent = () => {
    if (prefetch !== false) setIntent(true);
  };
  return (
    <NextLink
      {...props}
      // `null` is Next's default (in view, the static part of a dynamic page); `false` none yet.
      prefetch={enabled ? null : false}
      onPointerEnter={(event) => {
        showIntent();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        showIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        showIntent();
        onTouchStart?.(event);
      }}
    />
  );
}
