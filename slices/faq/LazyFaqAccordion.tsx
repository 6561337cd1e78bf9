'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const Accordion = lazy(() => import('./FaqAccordion').then((module) => ({ default: module.FaqAccordion })));

/**
 * The FAQ accordion ({@link import('./FaqAccordion').FaqAccordion}) loaded as its own chunk: only
 * pages that show an FAQ fetch its code, although the catch-all route that renders content pages
 * also renders PLPs and PDPs (docs/architecture.md 'Server components and client islands': the PDP's first-load JavaScript
 * budget). The server waits for it and renders it in full; in the browser the server HTML stays in
 * place until the chunk arrives (React.lazy in a Suspense boundary, as `SliceSlider`).
 */
export function FaqAccordion(props: ComponentProps<typeof Accordion>) {
  return (
    <Suspense fallback={null}>
      <Accordion {...props} />
    </Suspense>
  );
}
