import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CSS checks of spec §2 'Modals slide up on mobile, phablet and tablet breakpoints' and §9 'Layout':
 * 'modal max 60rem, 42rem for slide-in', 'Product slider track 102rem on wide screens'.
 */

const root = path.resolve(import.meta.dirname, '../..');
const css = (file: string) => readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The `@media` blocks of a style sheet: their condition and body (nested braces matched). */
function mediaBlocks(source: string): { condition: string; body: string }[] {
  const blocks: { condition: string; body: string }[] = [];
  for (const match of source.matchAll(/@media([^{]+)\{/g)) {
    let depth = 1;
    let index = match.index + match[0].length;
    while (depth > 0 && index < source.length) {
      if (source[index] === '{') depth += 1;
      if (source[index] === '}') depth -= 1;
      index += 1;
    }
    blocks.push({ condition: match[1]!.trim(), body: source.slice(match.index + match[0].length, index - 1) });
  }
  return blocks;
}

/** The body of `@keyframes name`. */
const keyframes = (source: string, name: string) =>
  new RegExp(`@keyframes\\s+${name}\\s*\\{([\\s\\S]*?\\})\\s*\\}`).exec(source)?.[1] ?? '';

/** Every CSS module under a folder. */
function cssModules(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => path.join(folder, file));
}

describe('Modal (spec §2 Modals slide up on mobile, phablet and tablet)', () => {
  const source = css('components/ui/Modal.module.css');

  it('slides the open dialog up from the bottom below the desktop breakpoint (64em)', () => {
    const sheet = mediaBlocks(source).find(
      (block) =>
        block.condition.includes('max-width: 63.99em') &&
        block.condition.includes('prefers-reduced-motion: no-preference') &&
        /\.modal\[open\]\s*\{[^}]*animation:/.test(block.body),
    );
    expect(sheet).toBeDefined();
    const name = /\.modal\[open\]\s*\{[^}]*animation:\s*([\w-]+)/.exec(sheet!.body)![1]!;
    expect(keyframes(source, name)).toMatch(/transform:\s*translateY\(100%\)/);
    // A sheet at the bottom edge, full width, on those screens.
    const bottom = mediaBlocks(source).find((block) => block.condition === '(max-width: 63.99em)');
    expect(bottom?.body).toMatch(/margin:\s*auto auto 0/);
  });

  it('animates only when the visitor has not asked for reduced motion', () => {
    const outside = mediaBlocks(source)
      .filter((block) => block.condition.includes('prefers-reduced-motion: no-preference'))
      .reduce((rest, block) => rest.replace(block.body, ''), source);
    expect(outside).toMatch(/\.modal\s*\{/);
    expect(outside).not.toMatch(/animation:/);
  });

  it('is at most 60rem wide (the --modal-max-width token)', () => {
    expect(css('app/tokens.css')).toMatch(/--modal-max-width:\s*60rem;/);
    expect(source).toMatch(/width:\s*min\(var\(--modal-max-width\), 100vw\)/);
  });
});

describe('slide-in panels (spec §9 42rem for slide-in)', () => {
  it('declares the 42rem cap and keeps every panel sliding in from a side within it', () => {
    expect(css('app/tokens.css')).toMatch(/--slide-in-max-width:\s*42rem;/);
    const slideIns = cssModules('components').filter((file) =>
      /@keyframes[^{]+\{\s*from\s*\{\s*transform:\s*translateX\(-?100%\)/.test(css(file)),
    );
    expect(slideIns.length).toBeGreaterThan(0);
    for (const file of slideIns) {
      for (const [, value] of css(file).matchAll(/(?:^|[\s;{])width:\s*([^;]+);/g)) {
        if (value!.includes('var(--slide-in-max-width)')) continue;
        const rems = [...value!.matchAll(/([\d.]+)rem/g)].map((match) => Number(match[1]));
        expect(rems.length, `${file}: width ${value} has no rem cap`).toBeGreaterThan(0);
        const widest = value!.trim().startsWith('min(') ? Math.min(...rems) : Math.max(...rems);
        expect(widest, `${file}: width ${value}`).toBeLessThanOrEqual(42);
      }
    }
  });
});

describe('product slider (spec §9 Product slider track 102rem on wide screens)', () => {
  it('keeps the shop-the-look product slider at most 102rem wide', () => {
    expect(css('slices/shop_the_look_slider/index.module.css')).toMatch(/section\.slice\s*\{[^}]*max-width:\s*102rem;/);
  });
});
