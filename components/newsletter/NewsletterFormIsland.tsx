'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { whenNear } from '@/lib/hydration/when-near';

/** Marks the island's box, which the browser watches to load the form when the shopper comes near. */
const ISLAND_ATTRIBUTE = 'data-newsletter-island';

const NewsletterFormChunk = lazy(async () => {
  if (typeof window !== 'undefined') await whenNear(`[${ISLAND_ATTRIBUTE}]`);
  const { NewsletterForm } = await import('./NewsletterForm');
  return { default: NewsletterForm };
});

/**
 * The newsletter block's form ({@link import('./NewsletterForm').NewsletterForm}) as a chunk of its
 * own: the slice registry belongs to the catch-all route, which also renders PLPs and PDPs, and
 * every client module a route references loads with each of its pages (slices/index.ts). This
 * loader is all of the block those pages carry; the form, react-hook-form and zod load only where
 * the block is shown, and only once it is within 600 px of the viewport or pressed
 * (`lib/hydration/when-near.ts`): on a home page it is usually far below, and zod alone takes about
 * 110 ms to instantiate on a phone. The server waits for the chunk and renders the form; in the
 * browser the server HTML stays until it arrives (React.lazy in a Suspense boundary, as
 * `SliceSlider`), its fields usable and its submit button disabled.
 */
export function NewsletterFormIsland(props: ComponentProps<typeof NewsletterFormChunk>) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: '' }}>
      <Suspense fallback={null}>
        <NewsletterFormChunk {...props} />
      </Suspense>
    </div>
  );
}
