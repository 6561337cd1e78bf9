'use client';

import { lazy, Suspense } from 'react';
import './globals.css';

/**
 * Loaded only when this page shows: Next puts `global-error` into every page's first load (React's
 * `lazy` rather than next/dynamic, whose loader would join that first load too).
 */
const ErrorPageFailed = lazy(() =>
  import('@/components/layout/ErrorPageFailed').then((module) => ({ default: module.ErrorPageFailed })),
);

/**
 * Last resort (spec §8 'Error page itself fails'): Next shows it when an error escapes every error
 * boundary, the storefront's error page and root layout included, and it replaces the whole
 * document. The language comes with the message (`ErrorPageFailed` sets the document's `lang`).
 */
export default function GlobalError() {
  return (
    <html>
      <body>
        <Suspense>
          <ErrorPageFailed />
        </Suspense>
      </body>
    </html>
  );
}
