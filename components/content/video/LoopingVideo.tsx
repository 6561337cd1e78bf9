'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { VideoBox, VideoFile } from './video-source';
import styles from './LoopingVideo.module.css';

/** One candidate file: used when `media` matches (or has none); `poster` is shown until it plays. */
export interface LoopingVideoSource extends VideoFile, VideoBox {
  poster?: string;
  media?: string;
}

/** Where the pause/play control sits over the video (away from text placed over it). */
export type ControlCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/**
 * idle: server HTML (no source, nothing loads) or waiting to start; playing / paused: the control
 * shows; still: no motion and no control (reduced motion with `whenStill="hide"`, no source for
 * this screen width, or a failed load).
 */
type PlaybackState = 'idle' | 'playing' | 'paused' | 'still';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Calls `onChange` when any of `queries` starts or stops matching. */
function subscribeToQueries(queries: string[], onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = queries.map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener?.('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener?.('change', onChange));
}

const subscribeToMotion = (onChange: () => void) => subscribeToQueries([REDUCED_MOTION], onChange);

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * A muted, looping, inline video that starts by itself (spec §3 'Content block (slice)': hero
 * video, videos with autoplay; WCAG 2.2.2): never with sound, only while on screen, with a visible
 * pause/play button (44 × 44 px). Under `prefers-reduced-motion: reduce` it never starts: with
 * `whenStill="hide"` the video is not shown at all (the hero's image stays), with `"poster"` the
 * poster stays and the button offers to play it. The file is chosen in the browser from `sources`
 * (first whose `media` query matches; again when the width crosses one), so the server HTML has no
 * source and loads no video bytes (`preload="none"`); a file that fails to load leaves the still
 * state. Labels arrive translated (`slices.video`).
 */
export function LoopingVideo({
  sources,
  poster,
  labels,
  whenStill,
  corner = 'bottom-right',
  label,
  className,
  videoClassName,
}: {
  sources: LoopingVideoSource[];
  /** Poster in the server HTML (before a source is chosen); omit to show nothing until mounted. */
  poster?: string;
  labels: { pause: string; play: string };
  whenStill: 'hide' | 'poster';
  corner?: ControlCorner;
  /** Accessible name of the video; without one it is decorative (`aria-hidden`). */
  label?: string;
  className?: string;
  videoClassName?: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Browser facts kept in sync with their media queries (screen width, motion preference); the
  // server HTML knows none of them (not hydrated, no source, no preference).
  const hydrated = useHydrated();
  const queryKey = sources.flatMap((candidate) => (candidate.media ? [candidate.media] : [])).join('|');
  const subscribeToSources = useCallback(
    (onChange: () => void) => subscribeToQueries(queryKey ? queryKey.split('|') : [], onChange),
    [queryKey],
  );
  const chosen = useSyncExternalStore(
    subscribeToSources,
    () => sources.findIndex((candidate) => !candidate.media || matches(candidate.media)),
    () => -1,
  );
  const reduced = useSyncExternalStore(
    subscribeToMotion,
    () => matches(REDUCED_MOTION),
    () => false,
  );
  // What the video element reported last (play/pause events), and whether its file failed.
  const [playback, setPlayback] = useState<'playing' | 'paused' | null>(null);
  const [failed, setFailed] = useState(false);
  // A shopper's pause wins over scrolling back into view.
  const pausedByShopper = useRef(false);

  const hidden = reduced && whenStill === 'hide';
  const source = hydrated && chosen >= 0 && !hidden ? sources[chosen]! : null;
  const state: PlaybackState = !hydrated
    ? 'idle'
    : failed || !source
      ? 'still'
      : (playback ?? (reduced ? 'paused' : 'idle'));

  const play = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    const started = video.play();
    // Browsers may refuse (power saving, data saver): offer the play button instead.
    if (started && typeof started.catch === 'function') started.catch(() => setPlayback('paused'));
  }, []);

  // Starts by itself only without reduced motion, while at least a quarter is on screen; pauses when
  // scrolled away, and at once when the shopper turns on reduced motion.
  const src = source?.src;
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (reduced || !src) {
      video.pause();
      return;
    }
    if (typeof IntersectionObserver !== 'function') {
      if (!pausedByShopper.current) play();
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (pausedByShopper.current) return;
        if (entry?.isIntersecting) play();
        else video.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [src, reduced, play]);

  const toggle = () => {
    if (state === 'playing') {
      pausedByShopper.current = true;
      videoRef.current?.pause();
    } else {
      pausedByShopper.current = false;
      play();
    }
  };

  const box = source ?? sources[0];
  const showControl = state === 'playing' || state === 'paused';
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} data-state={state} data-still={whenStill}>
      <video
        ref={videoRef}
        className={[styles.video, videoClassName].filter(Boolean).join(' ')}
        src={source?.src}
        poster={source?.poster ?? poster}
        width={box?.width}
        height={box?.height}
        muted
        loop
        playsInline
        preload="none"
        disablePictureInPicture
        aria-label={label}
        aria-hidden={label ? undefined : true}
        onPlay={() => setPlayback('playing')}
        onPause={() => setPlayback('paused')}
        onError={() => setFailed(true)}
      />
      {showControl ? (
        <button type="button" className={styles.control} data-corner={corner} onClick={toggle}>
          {state === 'playing' ? <PauseIcon /> : <PlayIcon />}
          <span className="visually-hidden">{state === 'playing' ? labels.pause : labels.play}</span>
        </button>
      ) : null}
    </div>
  );
}
