'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { pushPageView } from '@/lib/analytics/data-layer';
import { HOME_PATHS, pageTypeFor } from '@/lib/analytics/page-type';
import { reportablePageUrl } from '@/lib/analytics/page-url';
import { readLoggedInHint } from '@/lib/account/customer-hint';
import { readInStoreLocation } from '@/lib/tabletop/in-store-hint';

/**
 * Pushes `pageView` (spec §7: pageType, pageUrl, pageTitle, logged-in flag, language; on a tablet
 * in tabletop mode also the in-store flag and the store's location code) for the first
 * page and after every client-side route change. URL, path and title are read from the browser
 * (`window.location`, `document.title`), which shows the public path, not the storefront rewrite.
 * Page type `home` for `homePaths` (`/` and the men's home), else `other`. The same URL is not
 * reported twice in a row (React's development double effects). The data layer is a page-local
 * array: nothing leaves the browser until the tag manager loads after consent. Renders nothing.
 */
export function PageViewTracker({
  language,
  loggedIn,
  homePaths = HOME_PATHS,
}: {
  /** Storefront message language (`nl`, `fr`, `de`, `en`). */
  language: string;
  /** Whether a customer is logged in when the server knows it; else the hint cookie decides. */
  loggedIn: boolean;
  homePaths?: readonly string[];
}) {
  const pathname = usePathname();
  const lastUrl = useRef<string | null>(null);
  useEffect(() => {
    const pageUrl = reportablePageUrl(window.location.href);
    if (lastUrl.current === pageUrl) return;
    lastUrl.current = pageUrl;
    const storeLocation = readInStoreLocation();
    pushPageView({
      pageType: pageTypeFor(window.location.pathname, homePaths),
      pageUrl,
      pageTitle: document.title,
      loggedIn: loggedIn || readLoggedInHint(),
      language,
      inStore: storeLocation !== null,
      storeLocation,
    });
  }, [pathname, language, loggedIn, homePaths]);
  return null;
}
