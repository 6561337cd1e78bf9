'use client';

import { useIslandPresses } from '@/lib/hydration/use-island-presses';
import { Children, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import {
  canLoop,
  resolveLayouts,
  SLIDER_AUTOPLAY_MS,
  SLIDER_PRESETS,
  SLIDER_TRANSITION_MS,
  sliderCssVariables,
  type SliderPresetName,
  type SliderSettings,
} from './slider-presets';
import styles from './SliceSlider.module.css';

/**
 * Copy of a slider, translated on the server (`slices.slider`). `slideLabel` and `goToSlide` are
 * Swiper templates: `{{index}}` (1-based) and `{{slidesLength}}` are filled in per slide.
 */
export interface SliderLabels {
  /** aria-roledescription of the slider ('carousel'). */
  carousel: string;
  /** aria-roledescription of a slide ('slide'). */
  slide: string;
  /** A slide's name, e.g. '{{index}} of {{slidesLength}}'. */
  slideLabel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** A pagination bullet's name, e.g. 'Go to slide {{index}}'. */
  goToSlide: string;
  firstSlide: string;
  lastSlide: string;
}

const fill = (template: string, index: number, total: number) =>
  template.replace('{{index}}', String(index)).replace('{{slidesLength}}', String(total));

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The share of the slides seen so far (0–1), for the progress bar. */
function progressShare(swiper: SwiperInstance, count: number): number {
  if (count === 0) return 0;
  if (swiper.params.loop) return (swiper.realIndex + 1) / count;
  const perView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
  const inView = Math.min(1, perView / count);
  return inView + (1 - inView) * Math.min(1, Math.max(0, swiper.progress));
}

/**
 * The slider of every slider slice (spec §2 'Content blocks available', §9 'Sliders by breakpoint',
 * 'Timing'): renders each child as a slide with Swiper, laid out by `preset` (slides per view per
 * breakpoint, see `slider-presets.ts`) and the slice's slider primary `settings` (spec §3 'Slider
 * primary': items_to_show, items_to_slide, auto_play, center_mode, infinite_scroll, navigation,
 * pagination, progress).
 *
 * - Slides are server-rendered; CSS sizes them from the preset before Swiper starts, so the first
 *   paint matches the running slider (no layout shift).
 * - `auto_play`: moves every 5000 ms with 400 ms transitions; off under `prefers-reduced-motion`,
 *   paused while the mouse is over the slides, stopped when keyboard focus enters them, with a
 *   pause/play button (WCAG 2.2.2).
 * - `infinite_scroll` loops when there are enough slides for every breakpoint, else rewinds.
 * - `navigation`: previous/next buttons; `pagination`: one button per position; `progress`: a bar.
 * - Keyboard: Tab reaches every slide (Swiper's A11y module brings it into view), arrow keys move
 *   to the neighbouring slide, Home/End to the first/last.
 *
 * Renders nothing without children. `labelledBy` names the slider (e.g. the slice heading's id).
 */
export function SliceSlider({
  preset,
  settings,
  labels,
  labelledBy,
  className,
  children,
}: {
  preset: SliderPresetName;
  settings: SliderSettings;
  labels: SliderLabels;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const { gap, mouseDrag } = SLIDER_PRESETS[preset];
  const layouts = resolveLayouts(SLIDER_PRESETS[preset], settings);
  const [base, ...wider] = layouts;
  const loop = settings.infinite_scroll === true && canLoop(layouts, count);
  const rewind = settings.infinite_scroll === true && !loop;
  const autoplay = settings.auto_play === true && count > 1;
  const navigation = settings.navigation === true;
  const pagination = settings.pagination === true;
  const progress = settings.progress === true;

  const swiperRef = useRef<SwiperInstance | null>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const progressRef = useRef<HTMLSpanElement>(null);
  // Before Swiper starts: autoplay is assumed on, the slider at its first slide.
  const [playing, setPlaying] = useState(autoplay);
  const [edges, setEdges] = useState({ start: true, end: false });

  // Stable between renders: Swiper re-applies a changed `pagination` object and would drop our element.
  const paginationParams = useMemo(
    () =>
      pagination
        ? {
            // `el: null` keeps Swiper from rendering its own container; ours is set in onBeforeInit.
            el: null,
            clickable: true,
            renderBullet: (index: number, className: string) =>
              `<button type="button" class="${className}" aria-label="${escapeHtml(fill(labels.goToSlide, index + 1, count))}"></button>`,
          }
        : undefined,
    [pagination, labels.goToSlide, count],
  );

  // A press on the arrows or the pause button before this chunk has hydrated is kept and made then.
  const { ref: islandRef, islandProps } = useIslandPresses<HTMLDivElement>();
  if (count === 0) return null;

  const syncEdges = (swiper: SwiperInstance) => {
    const endless = swiper.params.loop || swiper.params.rewind;
    const start = !endless && (swiper.isBeginning || swiper.isLocked);
    const end = !endless && (swiper.isEnd || swiper.isLocked);
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
    progressRef.current?.style.setProperty('--slider-progress', String(progressShare(swiper, count)));
  };

  const syncAutoplay = (swiper: SwiperInstance) => {
    const running = Boolean(swiper.autoplay?.running);
    setPlaying(running);
    // Announce slide changes only when the shopper moves the slider (Swiper's A11y convention).
    swiper.wrapperEl?.setAttribute('aria-live', running ? 'off' : 'polite');
  };

  const toggleAutoplay = () => {
    const swiper = swiperRef.current;
    if (!swiper?.autoplay) return;
    if (swiper.autoplay.running) swiper.autoplay.stop();
    else swiper.autoplay.start();
  };

  const slidePrev = () => swiperRef.current?.slidePrev();
  const slideNext = () => swiperRef.current?.slideNext();

  /** Arrow keys and Home/End: focus the neighbouring (first, last) slide, or slide when none is focusable. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const swiper = swiperRef.current;
    if (!swiper || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const slideEl = (event.target as Element).closest('.swiper-slide');
    const from = slideEl ? swiper.slides.indexOf(slideEl as HTMLElement) : -1;
    // In loop mode Swiper reorders the slides; DOM order is what the shopper sees.
    const byRealIndex = (real: number) =>
      swiper.slides.findIndex((el, i) => Number(el.dataset.swiperSlideIndex ?? i) === real);
    const last = swiper.slides.length - 1;
    const to = {
      ArrowLeft: from === -1 ? -1 : Math.max(0, from - 1),
      ArrowRight: from === -1 ? -1 : Math.min(last, from + 1),
      Home: byRealIndex(0),
      End: byRealIndex(count - 1),
    }[event.key]!;
    const target = to >= 0 && to !== from ? swiper.slides[to]?.querySelector<HTMLElement>(FOCUSABLE) : null;
    event.preventDefault();
    if (target) {
      target.focus();
    } else if (event.key === 'ArrowLeft') {
      swiper.slidePrev();
    } else if (event.key === 'ArrowRight') {
      swiper.slideNext();
    } else if (loop) {
      swiper.slideToLoop(event.key === 'Home' ? 0 : count - 1);
    } else {
      swiper.slideTo(event.key === 'Home' ? 0 : last);
    }
  };

  /** APG carousel: keyboard focus inside the slides stops rotation until the shopper presses play. */
  const onFocusSlides = () => {
    if (swiperRef.current?.autoplay?.running) swiperRef.current.autoplay.stop();
  };

  const style = {
    ...sliderCssVariables(layouts, gap),
    '--slider-progress': String(Math.min(1, base!.slidesPerView / count)),
    '--slider-transition': `${SLIDER_TRANSITION_MS}ms`,
  } as CSSProperties;

  return (
    <div
      ref={islandRef}
      {...islandProps}
      className={[styles.slider, className].filter(Boolean).join(' ')}
      role="group"
      aria-roledescription={labels.carousel}
      aria-labelledby={labelledBy}
      style={style}
      onKeyDown={onKeyDown}
    >
      {autoplay || navigation || pagination ? (
        // Before the slides in the DOM: first in the tab order (APG carousel), and in place when Swiper starts.
        <div className={styles.controls}>
          {autoplay ? (
            <button
              type="button"
              className={styles.control}
              onClick={toggleAutoplay}
              aria-label={playing ? labels.pause : labels.play}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d={playing ? 'M8 5h3v14H8zM13 5h3v14h-3z' : 'M8 5l11 7-11 7z'} fill="currentColor" />
              </svg>
            </button>
          ) : null}
          {pagination ? <div ref={paginationRef} className={styles.pagination} /> : <span className={styles.spacer} />}
          {navigation ? (
            <>
              <button
                type="button"
                className={styles.control}
                onClick={edges.start ? undefined : slidePrev}
                aria-disabled={edges.start || undefined}
                aria-label={labels.previous}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
              <button
                type="button"
                className={styles.control}
                onClick={edges.end ? undefined : slideNext}
                aria-disabled={edges.end || undefined}
                aria-label={labels.next}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      {progress ? (
        // Decorative; before the slides in the DOM so its ref is set when Swiper starts, shown below them.
        <div className={styles.progress} aria-hidden="true">
          <span ref={progressRef} className={styles.progressFill} />
        </div>
      ) : null}
      <div className={styles.viewport} onFocus={onFocusSlides}>
        <Swiper
          className={styles.track}
          modules={[A11y, ...(autoplay ? [Autoplay] : []), ...(pagination ? [Pagination] : [])]}
          slidesPerView={base!.slidesPerView}
          slidesPerGroup={base!.slidesPerGroup}
          centeredSlides={base!.centered}
          breakpoints={Object.fromEntries(
            wider.map((layout) => [
              layout.minWidth,
              {
                slidesPerView: layout.slidesPerView,
                slidesPerGroup: layout.slidesPerGroup,
                centeredSlides: layout.centered,
              },
            ]),
          )}
          spaceBetween={gap}
          speed={SLIDER_TRANSITION_MS}
          loop={loop}
          rewind={rewind}
          simulateTouch={mouseDrag}
          grabCursor={mouseDrag}
          watchSlidesProgress
          autoplay={
            autoplay
              ? { enabled: true, delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
              : undefined
          }
          pagination={paginationParams}
          a11y={{
            prevSlideMessage: labels.previous,
            nextSlideMessage: labels.next,
            firstSlideMessage: labels.firstSlide,
            lastSlideMessage: labels.lastSlide,
            paginationBulletMessage: labels.goToSlide,
            slideLabelMessage: labels.slideLabel,
            itemRoleDescriptionMessage: labels.slide,
          }}
          onBeforeInit={(swiper) => {
            if (pagination && paginationRef.current) {
              for (const params of [swiper.params, swiper.originalParams]) {
                if (typeof params.pagination === 'object') params.pagination.el = paginationRef.current;
              }
            }
            if (autoplay && prefersReducedMotion()) {
              for (const params of [swiper.params, swiper.originalParams]) {
                if (typeof params.autoplay === 'object') params.autoplay.enabled = false;
              }
            }
          }}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
            syncEdges(swiper);
            syncAutoplay(swiper);
          }}
          onProgress={syncEdges}
          onSlideChange={syncEdges}
          onLock={syncEdges}
          onUnlock={syncEdges}
          onBreakpoint={syncEdges}
          onAutoplayStart={syncAutoplay}
          onAutoplayStop={syncAutoplay}
        >
          {slides.map((child, index) => (
            <SwiperSlide
              key={index}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={fill(labels.slideLabel, index + 1, count)}
            >
              {child}
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </div>
  );
}
