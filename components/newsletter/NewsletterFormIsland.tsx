'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const NewsletterFormChunk = lazy(() =>
  import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })),
);

/**
 * The newsletter block's form ({@link import('./NewsletterForm').NewsletterForm}) as a chunk of its
 * own: the slice registry belongs to the catch-all route, which also renders PLPs and PDPs, and
 * every client module a route references loads with each of its pages (slices/index.ts). This
 * loader is all of the block those pages carry; the form, react-hook-form and zod load only where
 * the block is shown. The server waits for the chunk and renders the form; in the browser the server
 * HTML stays until it arrives (React.lazy in a Suspense boundary, as `SliceSlider`).
 */
export function NewsletterFormIsland(props: ComponentProps<typeof NewsletterFormChunk>) {
  return (
    <Suspense fallback={null}>
      <NewsletterFormChunk {...props} />
    </Suspense>
  );
}
