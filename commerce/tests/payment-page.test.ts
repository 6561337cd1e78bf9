/**
 * The sandbox payment page's stylesheet survives WCAG 1.4.12 text spacing at 320 CSS px (line-height
 * 1.5, letter-spacing 0.12em, word-spacing 0.16em, paragraph spacing 2em): nothing fixes a height or
 * a width that longer text would overflow, and the buttons wrap. Layout itself needs a browser (e2e).
 */
import { describe, expect, it } from 'vitest';
import { SANDBOX_STYLE } from '../graphql/payment-routes';

/** Declarations of each rule of a flat stylesheet (no at-rules in this page), keyed by selector. */
function rules(css: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const declaration of body!.split(';')) {
      const at = declaration.indexOf(':');
      if (at > 0) declarations.set(declaration.slice(0, at).trim(), declaration.slice(at + 1).trim());
    }
    for (const selector of selectors!.split(','))
      out.set(selector.trim(), new Map([...(out.get(selector.trim()) ?? []), ...declarations]));
  }
  return out;
}

describe('sandbox payment page CSS (WCAG 1.4.12 text spacing at 320 px)', () => {
  const css = rules(SANDBOX_STYLE);
  const all = [...css.values()].flatMap((d) => [...d.entries()]);

  it('fixes no heights and no widths, clips nothing and never forbids wrapping', () => {
    for (const [property, value] of all) {
      expect(['height', 'width', 'max-height']).not.toContain(property);
      if (property === 'line-height') expect(value).not.toMatch(/px|rem|em/);
      if (/^overflow(-x|-y)?$/.test(property)) expect(value).not.toMatch(/hidden|clip/);
      if (property === 'white-space') expect(value).not.toBe('nowrap');
      if (property === 'text-overflow') expect(value).not.toBe('ellipsis');
    }
  });

  it('lets the buttons wrap to one column and break long words, with a minimum target height', () => {
    const buttons = css.get('.buttons')!;
    const wraps =
      buttons.get('flex-wrap') === 'wrap' || /auto-(fit|fill)/.test(buttons.get('grid-template-columns') ?? '');
    expect(wraps).toBe(true);
    const button = css.get('button')!;
    expect(button.get('min-height')).toBeDefined();
    expect(button.get('overflow-wrap')).toBe('anywhere');
    expect(button.get('font')).toBe('inherit');
  });

  it('keeps the card inside a 320 px viewport', () => {
    const main = css.get('main')!;
    expect(main.get('max-width')).toBeDefined();
    // Padding and margin shrink with the viewport; box-sizing keeps the border inside.
    expect(main.get('padding')).toMatch(/clamp|vw|%/);
    expect(css.get('*')?.get('box-sizing')).toBe('border-box');
    expect(main.get('overflow-wrap')).toBe('anywhere');
  });
});
