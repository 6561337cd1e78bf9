'use client';

import { lazy, Suspense, useState } from 'react';
import styles from './ProductGallery.module.css';

/**
 * The viewer's code loads when a shopper first asks for the 360° view (the PDP's JavaScript budget,
 * docs/benchmarks.md 'Budgets').
 */
const ThreeSixtyViewer = lazy(() =>
  import('./ThreeSixtyViewer').then((module) => ({ default: module.ThreeSixtyViewer })),
);

export interface ThreeSixtyLabels {
  /** Name of the start button ('Turn the product in 360°'). */
  start: string;
  /** Name of the viewer ('360° view'). */
  view: string;
  /** How to turn it ('Drag or use the arrow keys …'). */
  hint: string;
  /** Angle announcement with `{angle}` ('Turned {angle}°'). */
  angle: string;
}

/**
 * The 360° view of a product (spec §3 'threesixty'), shown only when the product has frames: the
 * server-rendered first frame with its '360°' badge (`children`) as a button; pressing it loads the viewer
 * (`ThreeSixtyViewer`, lazily), which takes the poster's place and the focus. Nothing turns by
 * itself (prefers-reduced-motion is respected by never animating).
 */
export function ThreeSixty({
  frames,
  alt,
  labels,
  children,
}: {
  /** Frame URLs (498×705), a full turn in order. */
  frames: string[];
  /** Alternative text of the frames ('Velora Runa sneaker blue'). */
  alt: string;
  labels: ThreeSixtyLabels;
  children: React.ReactNode;
}) {
  const [active, setActive] = useState(false);
  const poster = <span className={styles.threesixtyPoster}>{children}</span>;
  if (!active)
    return (
      <button type="button" className={styles.zoomTrigger} aria-label={labels.start} onClick={() => setActive(true)}>
        {poster}
      </button>
    );
  return (
    <Suspense fallback={poster}>
      <ThreeSixtyViewer frames={frames} alt={alt} labels={labels} />
    </Suspense>
  );
}
