import { describe, expect, it } from 'vitest';
import {
  canLoop,
  itemsToShow,
  resolveLayouts,
  SLIDER_AUTOPLAY_MS,
  SLIDER_PRESETS,
  SLIDER_TRANSITION_MS,
  sliderCssVariables,
  sliderSettings,
  slideImageSizes,
} from '@/components/content/slider-presets';

/** Slides in view at the base, 768, 800, 1024 and 1280 px. */
const perView = (...args: Parameters<typeof resolveLayouts>) => resolveLayouts(...args).map((l) => l.slidesPerView);

describe('slider presets (spec §9 Sliders by breakpoint)', () => {
  it('lays out each slider as the spec says', () => {
    expect(perView(SLIDER_PRESETS.default)).toEqual([2, 3, 3, 3, 4]);
    expect(perView(SLIDER_PRESETS.category)).toEqual([3.5, 5.5, 5.5, 9, 11]);
    expect(perView(SLIDER_PRESETS.timeline)).toEqual([1.5, 3.5, 3.5, 4.33, 5.33]);
    expect(perView(SLIDER_PRESETS.personalised)).toEqual([1.5, 1.5, 4.5, 4.5, 4.5]);
    expect(perView(SLIDER_PRESETS.lookbook)).toEqual([1.8, 3, 3, 3, 4]);
    expect(resolveLayouts(SLIDER_PRESETS.default).map((l) => l.minWidth)).toEqual([0, 768, 800, 1024, 1280]);
  });

  it('centres the lookbook below 768 px only, and only the lookbook has no mouse drag', () => {
    expect(resolveLayouts(SLIDER_PRESETS.lookbook).map((l) => l.centered)).toEqual([true, false, false, false, false]);
    expect(resolveLayouts(SLIDER_PRESETS.default).some((l) => l.centered)).toBe(false);
    expect(
      Object.entries(SLIDER_PRESETS)
        .filter(([, p]) => !p.mouseDrag)
        .map(([name]) => name),
    ).toEqual(['lookbook']);
  });

  it('times autoplay at 5000 ms and transitions at 400 ms (spec §9 Timing)', () => {
    expect(SLIDER_AUTOPLAY_MS).toBe(5000);
    expect(SLIDER_TRANSITION_MS).toBe(400);
  });
});

describe('items_to_show: the count at the widest breakpoint and the most at any narrower one', () => {
  it('caps every breakpoint, keeping narrower counts that are already lower', () => {
    expect(perView(SLIDER_PRESETS.default, { items_to_show: 3 })).toEqual([2, 3, 3, 3, 3]);
    expect(perView(SLIDER_PRESETS.category, { items_to_show: 6 })).toEqual([3.5, 5.5, 5.5, 6, 6]);
    expect(perView(SLIDER_PRESETS.category, { items_to_show: 1 })).toEqual([1, 1, 1, 1, 1]);
  });

  it('sets the widest breakpoint even above the preset', () => {
    expect(perView(SLIDER_PRESETS.default, { items_to_show: 6 })).toEqual([2, 3, 3, 3, 6]);
    expect(perView(SLIDER_PRESETS.personalised, { items_to_show: 5.5 })).toEqual([1.5, 1.5, 4.5, 4.5, 5.5]);
  });

  it('ignores unset or unusable values and keeps at most 12 slides', () => {
    for (const value of [null, undefined, 0, 0.5, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(itemsToShow(value)).toBeNull();
      expect(perView(SLIDER_PRESETS.default, { items_to_show: value })).toEqual([2, 3, 3, 3, 4]);
    }
    expect(itemsToShow(20)).toBe(12);
    expect(itemsToShow(2.456)).toBe(2.46);
  });
});

describe('other slider fields', () => {
  it('items_to_slide: whole slides per step, at most the whole slides in view, default 1', () => {
    const groups = (settings: Parameters<typeof resolveLayouts>[1]) =>
      resolveLayouts(SLIDER_PRESETS.category, settings).map((l) => l.slidesPerGroup);
    expect(groups({})).toEqual([1, 1, 1, 1, 1]);
    expect(groups({ items_to_slide: 4 })).toEqual([3, 4, 4, 4, 4]);
    expect(groups({ items_to_slide: 2.7 })).toEqual([2, 2, 2, 2, 2]);
    expect(groups({ items_to_slide: 0 })).toEqual([1, 1, 1, 1, 1]);
  });

  it('center_mode centres every breakpoint', () => {
    expect(resolveLayouts(SLIDER_PRESETS.default, { center_mode: true }).every((l) => l.centered)).toBe(true);
  });

  it('loops only with enough slides for every breakpoint', () => {
    const layouts = resolveLayouts(SLIDER_PRESETS.default);
    // 4 in view at 1280 px plus one step.
    expect(canLoop(layouts, 5)).toBe(true);
    expect(canLoop(layouts, 4)).toBe(false);
    expect(canLoop(resolveLayouts(SLIDER_PRESETS.category), 11)).toBe(false);
    expect(canLoop(resolveLayouts(SLIDER_PRESETS.category), 12)).toBe(true);
    // Centred: 4 in view becomes 5, plus 3 spare slides.
    expect(canLoop(resolveLayouts(SLIDER_PRESETS.default, { center_mode: true }), 7)).toBe(false);
    expect(canLoop(resolveLayouts(SLIDER_PRESETS.default, { center_mode: true }), 8)).toBe(true);
  });

  it('keeps only the slider fields of a primary', () => {
    const primary = { title: 'Title', items_to_show: 3, navigation: true, pagination: false };
    expect(sliderSettings(primary)).toEqual({
      items_to_show: 3,
      items_to_slide: null,
      auto_play: null,
      center_mode: null,
      infinite_scroll: null,
      navigation: true,
      pagination: false,
      progress: null,
    });
  });
});

describe('what the server renders from a preset', () => {
  it('image sizes: a slide’s share of the viewport, widest breakpoint first', () => {
    expect(slideImageSizes(resolveLayouts(SLIDER_PRESETS.default))).toBe(
      '(min-width: 1280px) 25vw, (min-width: 768px) 34vw, 50vw',
    );
    expect(slideImageSizes(resolveLayouts(SLIDER_PRESETS.personalised))).toBe('(min-width: 800px) 23vw, 67vw');
  });

  it('CSS variables for the slide widths before Swiper starts', () => {
    expect(sliderCssVariables(resolveLayouts(SLIDER_PRESETS.lookbook), 16)).toEqual({
      '--slider-gap': '16px',
      '--slider-spv-0': '1.8',
      '--slider-center-0': '1',
      '--slider-spv-768': '3',
      '--slider-center-768': '0',
      '--slider-spv-800': '3',
      '--slider-center-800': '0',
      '--slider-spv-1024': '3',
      '--slider-center-1024': '0',
      '--slider-spv-1280': '4',
      '--slider-center-1280': '0',
    });
  });
});
