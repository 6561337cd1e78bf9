'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const Form = lazy(() => import('./CookieSettingsForm').then((module) => ({ default: module.CookieSettingsForm })));

/**
 * The cookie settings form ({@link import('./CookieSettingsForm').CookieSettingsForm}) loaded as its
 * own chunk: only the cookie settings page fetches its code, although the catch-all route that
 * renders content pages also renders PLPs and PDPs (docs/architecture.md 'Server components and client islands': the
 * PDP's first-load JavaScript budget). The server waits for it and renders it in full; in the
 * browser the server HTML stays in place until the chunk arrives (React.lazy in a Suspense
 * boundary, as `SliceSlider`).
 */
export function CookieSettingsForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
