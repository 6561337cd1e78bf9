/**
 * Slider layouts by breakpoint (spec §9 'Sliders by breakpoint') and the rules that apply a slice's
 * slider primary fields (spec §3 'Slider primary') to them. Server-safe: no Swiper import, so server
 * components can compute image `sizes` and the client wrapper (`SliceSlider`) reads the same numbers.
 */

/** Viewport widths (px, `min-width`) at which a preset may change; Swiper matches them in px too. */
export const SLIDER_BREAKPOINTS = [768, 800, 1024, 1280] as const;
export type SliderBreakpoint = (typeof SLIDER_BREAKPOINTS)[number];

/** Slider autoplay delay and slide transition (spec §9 'Timing'), in ms. */
export const SLIDER_AUTOPLAY_MS = 5000;
export const SLIDER_TRANSITION_MS = 400;

/** Most slides the editor's `items_to_show` may ask for. */
export const MAX_ITEMS_TO_SHOW = 12;

/** What a slider shows from one breakpoint up. */
export interface SliderLayout {
  /** Slides in view, fractions show part of the next slide. */
  slidesPerView: number;
  /** The active slide is centred. */
  centered: boolean;
}

/** A slider's layout per breakpoint and how it may be dragged. */
export interface SliderPreset {
  /** Layout below the first breakpoint. */
  base: SliderLayout;
  /** Changes from a breakpoint up; later breakpoints inherit earlier ones. */
  breakpoints: Partial<Record<SliderBreakpoint, Partial<SliderLayout>>>;
  /** Gap between slides, px. */
  gap: number;
  /** Mouse dragging (touch dragging is always on). */
  mouseDrag: boolean;
}

/** The sliders of spec §9 'Sliders by breakpoint', by name (`SliceSlider`'s `preset`). */
export const SLIDER_PRESETS = {
  /** Default slider: 2 items, 3 at 768 and 1024, 4 at 1280. */
  default: {
    base: { slidesPerView: 2, centered: false },
    breakpoints: { 768: { slidesPerView: 3 }, 1280: { slidesPerView: 4 } },
    gap: 16,
    mouseDrag: true,
  },
  /** Category slider: 3.5, 5.5 at 768, 9 at 1024, 11 at 1280. */
  category: {
    base: { slidesPerView: 3.5, centered: false },
    breakpoints: { 768: { slidesPerView: 5.5 }, 1024: { slidesPerView: 9 }, 1280: { slidesPerView: 11 } },
    gap: 12,
    mouseDrag: true,
  },
  /** Timeline slider: 1.5, 3.5 at 768, 4.33 at 1024, 5.33 at 1280. */
  timeline: {
    base: { slidesPerView: 1.5, centered: false },
    breakpoints: { 768: { slidesPerView: 3.5 }, 1024: { slidesPerView: 4.33 }, 1280: { slidesPerView: 5.33 } },
    gap: 16,
    mouseDrag: true,
  },
  /** Personalised product feed: 1.5, 4.5 from 800. */
  personalised: {
    base: { slidesPerView: 1.5, centered: false },
    breakpoints: { 800: { slidesPerView: 4.5 } },
    gap: 16,
    mouseDrag: true,
  },
  /** Lookbook slider: 1.8 centred below 768, 3 from 768, 4 from 1280; no mouse drag, touch drag on. */
  lookbook: {
    base: { slidesPerView: 1.8, centered: true },
    breakpoints: { 768: { slidesPerView: 3, centered: false }, 1280: { slidesPerView: 4 } },
    gap: 16,
    mouseDrag: false,
  },
} as const satisfies Record<string, SliderPreset>;

/** A preset's name: default, category, timeline, personalised or lookbook. */
export type SliderPresetName = keyof typeof SLIDER_PRESETS;

/** The slider primary fields of a slice (spec §3 'Slider primary'), as Prismic delivers them. */
export interface SliderSettings {
  items_to_show?: number | null;
  items_to_slide?: number | null;
  auto_play?: boolean | null;
  center_mode?: boolean | null;
  infinite_scroll?: boolean | null;
  navigation?: boolean | null;
  pagination?: boolean | null;
  progress?: boolean | null;
}

/** The layout in force from `minWidth` (px; 0 is the base) up, after the editor's settings. */
export interface ResolvedLayout extends SliderLayout {
  minWidth: 0 | SliderBreakpoint;
  /** Slides one navigation step moves. */
  slidesPerGroup: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The editor's `items_to_show`, or null when unset or unusable: a finite number of at least 1,
 * rounded to two decimals (fractions show part of the next slide) and at most 12.
 */
export function itemsToShow(value: number | null | undefined): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return null;
  return Math.min(round2(value), MAX_ITEMS_TO_SHOW);
}

/**
 * The layouts of `preset` at the base and every breakpoint of {@link SLIDER_BREAKPOINTS} (each
 * inheriting the one before), with the editor's settings applied:
 * - `items_to_show` (rule): the number of slides at the widest breakpoint (1280 px), and the most
 *   any narrower breakpoint shows; narrower breakpoints that show fewer keep the preset's count.
 *   So 3 on the default preset gives 2 / 3 / 3 / 3 / 3 and 6 gives 2 / 3 / 3 / 3 / 6. Values
 *   below 1 are ignored, larger than 12 become 12 (see {@link itemsToShow}).
 * - `items_to_slide`: slides per navigation step, a whole number from 1 up to the whole slides in
 *   view at that breakpoint (default 1).
 * - `center_mode`: centres the active slide at every breakpoint; unset keeps the preset's centring.
 */
export function resolveLayouts(preset: SliderPreset, settings: SliderSettings = {}): ResolvedLayout[] {
  const cap = itemsToShow(settings.items_to_show);
  const step =
    typeof settings.items_to_slide === 'number' && Number.isFinite(settings.items_to_slide)
      ? Math.floor(settings.items_to_slide)
      : 1;
  let current: SliderLayout = preset.base;
  const points: Array<{ minWidth: ResolvedLayout['minWidth']; layout: SliderLayout }> = [
    { minWidth: 0, layout: current },
  ];
  for (const width of SLIDER_BREAKPOINTS) {
    current = { ...current, ...preset.breakpoints[width] };
    points.push({ minWidth: width, layout: current });
  }
  return points.map(({ minWidth, layout }, index) => {
    const widest = index === points.length - 1;
    const slidesPerView = cap === null ? layout.slidesPerView : widest ? cap : Math.min(layout.slidesPerView, cap);
    return {
      minWidth,
      slidesPerView,
      centered: settings.center_mode === true || layout.centered,
      slidesPerGroup: Math.max(1, Math.min(step, Math.floor(slidesPerView))),
    };
  });
}

/**
 * Whether Swiper's loop mode has enough slides at every breakpoint (its own rule: the slides in
 * view, rounded up and made odd when centred, plus a step or half a view of spare slides). Sliders
 * that ask for `infinite_scroll` with fewer slides rewind instead.
 */
export function canLoop(layouts: ResolvedLayout[], slideCount: number): boolean {
  return layouts.every(({ slidesPerView, slidesPerGroup, centered }) => {
    let inView = Math.ceil(slidesPerView);
    if (centered && inView % 2 === 0) inView += 1;
    let spare = Math.max(slidesPerGroup, centered ? Math.ceil(inView / 2) : 0);
    if (spare % slidesPerGroup !== 0) spare += slidesPerGroup - (spare % slidesPerGroup);
    return slideCount >= inView + spare;
  });
}

/**
 * The `sizes` attribute for an image filling one slide: the viewport share of a slide at each
 * breakpoint, widest first (e.g. `(min-width: 1280px) 25vw, …, 50vw` for the default preset).
 */
export function slideImageSizes(layouts: ResolvedLayout[]): string {
  const share = (layout: ResolvedLayout) => `${Math.ceil(100 / layout.slidesPerView)}vw`;
  const [base, ...rest] = layouts;
  const queries = rest
    .filter((layout, index) => layout.slidesPerView !== (index === 0 ? base! : rest[index - 1]!).slidesPerView)
    .reverse()
    .map((layout) => `(min-width: ${layout.minWidth}px) ${share(layout)}`);
  return [...queries, share(base!)].join(', ');
}

/**
 * CSS custom properties that size the slides before Swiper starts (no layout shift): slides in
 * view and centring (0 or 1) per breakpoint, `--slider-spv-0` … `--slider-spv-1280`, and the gap.
 */
export function sliderCssVariables(layouts: ResolvedLayout[], gap: number): Record<string, string> {
  const variables: Record<string, string> = { '--slider-gap': `${gap}px` };
  for (const layout of layouts) {
    variables[`--slider-spv-${layout.minWidth}`] = String(layout.slidesPerView);
    variables[`--slider-center-${layout.minWidth}`] = layout.centered ? '1' : '0';
  }
  return variables;
}

/** Only the slider primary fields of a slice's primary (what the client slider needs, nothing more). */
export function sliderSettings(primary: SliderSettings): SliderSettings {
  return {
    items_to_show: primary.items_to_show ?? null,
    items_to_slide: primary.items_to_slide ?? null,
    auto_play: primary.auto_play ?? null,
    center_mode: primary.center_mode ?? null,
    infinite_scroll: primary.infinite_scroll ?? null,
    navigation: primary.navigation ?? null,
    pagination: primary.pagination ?? null,
    progress: primary.progress ?? null,
  };
}
