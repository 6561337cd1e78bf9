'use client';

import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import type { ThreeSixtyLabels } from './ThreeSixty';
import styles from './ProductGallery.module.css';

/** Pointer travel (px) that turns the product by one frame. */
const PX_PER_FRAME = 12;

/**
 * The 360° viewer (loaded lazily by `ThreeSixty`): one frame at a time (498×705), all frames
 * preloaded. It is a slider (`role="slider"`, 0–359°, its value announced as 'Turned 90°'): the Left
 * and Right arrow keys turn it by a frame, Home goes back to the front; dragging with a pointer
 * (mouse, pen, touch) turns it too. It takes the focus when it appears, in place of the button that
 * opened it. No automatic rotation.
 */
export function ThreeSixtyViewer({ frames, alt, labels }: { frames: string[]; alt: string; labels: ThreeSixtyLabels }) {
  const [frame, setFrame] = useState(0);
  const slider = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const hintId = useId();
  const count = frames.length;
  const angle = Math.round((360 * frame) / Math.max(1, count));

  useEffect(() => {
    slider.current?.focus();
    for (const src of frames) {
      const image = new window.Image();
      image.src = src;
    }
  }, [frames]);

  const turn = (to: number) => setFrame(((to % count) + count) % count);

  function onKeyDown(event: React.KeyboardEvent) {
    const step = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 }[event.key];
    if (step !== undefined) turn(frame + step);
    else if (event.key === 'Home') turn(0);
    else return;
    event.preventDefault();
  }

  return (
    <div className={styles.threesixty}>
      <div
        ref={slider}
        role="slider"
        tabIndex={0}
        aria-label={labels.view}
        aria-describedby={hintId}
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={angle}
        aria-valuetext={labels.angle.replace('{angle}', String(angle))}
        className={styles.threesixtyStage}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, frame };
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (drag.current) turn(drag.current.frame + Math.round((event.clientX - drag.current.x) / PX_PER_FRAME));
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <Image src={frames[frame]!} alt={alt} width={498} height={705} unoptimized draggable={false} />
      </div>
      <p id={hintId} className={styles.hint}>
        {labels.hint}
      </p>
    </div>
  );
}
