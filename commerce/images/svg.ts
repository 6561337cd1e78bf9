import { isHexColor, palette } from './color';
import { createRng } from './rng';
import { TEMPLATES } from './templates';
import { CANVAS, PRODUCT_IMAGE_KINDS, type ProductImageKind, type ProductImageView } from './types';

export interface ProductImageSvgOptions {
  kind: ProductImageKind;
  /** Main product colour, `#rrggbb`. */
  colorHex: string;
  /** Accent colour (trims, laces, buttons, hardware), `#rrggbb`. */
  accentHex: string;
  /** Any safe integer; selects small deterministic design details within a kind. */
  variantSeed: number;
  view: ProductImageView;
}

/** Throws a descriptive Error when the drawing options are invalid. */
export function assertSvgOptions(opts: ProductImageSvgOptions): void {
  if (!opts || typeof opts !== 'object') throw new Error('product image: options object required');
  if (!PRODUCT_IMAGE_KINDS.includes(opts.kind))
    throw new Error(`product image: unknown kind ${JSON.stringify(opts.kind)}`);
  if (!isHexColor(opts.colorHex))
    throw new Error(`product image: colorHex must be #rrggbb, got ${JSON.stringify(opts.colorHex)}`);
  if (!isHexColor(opts.accentHex))
    throw new Error(`product image: accentHex must be #rrggbb, got ${JSON.stringify(opts.accentHex)}`);
  if (!Number.isSafeInteger(opts.variantSeed))
    throw new Error(`product image: variantSeed must be a safe integer, got ${JSON.stringify(opts.variantSeed)}`);
  if (opts.view !== 'main' && opts.view !== 'hover')
    throw new Error(`product image: view must be 'main' or 'hover', got ${JSON.stringify(opts.view)}`);
}

/**
 * Draws one product picture as a standalone SVG document.
 *
 * The canvas is 332×470 user units (`viewBox="0 0 332 470"`, `width`/`height` in px), the
 * storefront card ratio; scale it to any of PRODUCT_IMAGE_SIZES. The product is drawn in
 * `colorHex` with `accentHex` details on a light studio background with a soft floor shadow.
 * `view: 'hover'` shows the same item turned (shoes: mirrored and tilted) or as a zoomed detail.
 * No text, fonts or external references. Pure and deterministic: equal options give an
 * identical string.
 *
 * @throws Error if `kind` is unknown, a colour is not `#rrggbb`, `variantSeed` is not a safe
 *   integer, or `view` is not `'main' | 'hover'`.
 */
export function productImageSvg(opts: ProductImageSvgOptions): string {
  assertSvgOptions(opts);
  const c = palette(opts.colorHex, opts.accentHex);
  const d = TEMPLATES[opts.kind](c, createRng(opts.variantSeed, opts.kind));
  const { width: W, height: H } = CANVAS;
  const s = d.shadow;
  let content: string;
  let shadow = '';
  if (opts.view === 'main') {
    shadow = `<ellipse cx="${s.cx}" cy="${s.cy}" rx="${s.rx}" ry="${s.ry}" fill="url(#floor)"/>`;
    content = d.body;
  } else if (d.hover.type === 'turn') {
    const h = d.hover;
    const k = 1.08;
    shadow = `<ellipse cx="${W - s.cx}" cy="${s.cy + 14}" rx="${Math.round(s.rx * k)}" ry="${s.ry + 2}" fill="url(#floor)"/>`;
    content = `<g transform="translate(${W / 2} ${h.cy}) rotate(${h.tilt}) scale(${-k} ${k}) translate(${-h.cx} ${-h.cy})">${d.body}</g>`;
  } else {
    const h = d.hover;
    content = `<g transform="translate(${W / 2} ${H / 2}) scale(${h.scale}) translate(${-h.x} ${-h.y})">${d.body}</g>`;
  }
  return studio(shadow, content);
}

/** The studio canvas (background, floor shadow) around a drawn product. */
function studio(shadow: string, content: string): string {
  const { width: W, height: H } = CANVAS;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    '<defs>' +
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f4f1"/><stop offset=".68" stop-color="#ece9e4"/><stop offset="1" stop-color="#e3dfd9"/></linearGradient>' +
    '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity=".26"/><stop offset=".6" stop-color="#000" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    shadow +
    content +
    '</svg>'
  );
}

/**
 * One frame of the 360° view (spec §3 'threesixty'): the main picture turned about its vertical
 * axis by `frame / frames` of a full turn, drawn as a turntable (the product narrows towards the
 * edge-on angles and shows its mirrored side on the way back; a slight skew and the floor shadow
 * tell the two halves of the turn apart). Frame 0 is
 * the main picture. Pure and deterministic.
 *
 * @param frame 0-based frame index, `0 <= frame < frames`
 * @param frames frames in a full turn (at least 2)
 * @throws Error on invalid drawing options (see {@link assertSvgOptions}) or frame numbers.
 */
export function productThreeSixtySvg(
  opts: Omit<ProductImageSvgOptions, 'view'>,
  frame: number,
  frames: number,
): string {
  assertSvgOptions({ ...opts, view: 'main' });
  if (!Number.isInteger(frames) || frames < 2)
    throw new Error(`360 view: frames must be an integer >= 2, got ${frames}`);
  if (!Number.isInteger(frame) || frame < 0 || frame >= frames)
    throw new Error(`360 view: frame must be an integer in 0..${frames - 1}, got ${frame}`);
  const c = palette(opts.colorHex, opts.accentHex);
  const d = TEMPLATES[opts.kind](c, createRng(opts.variantSeed, opts.kind));
  const turn = (2 * Math.PI * frame) / frames;
  const cosine = Math.cos(turn);
  const sine = Math.sin(turn);
  // Never fully edge-on: a sliver of the product stays visible.
  const scale = Math.round(Math.sign(cosine || 1) * Math.max(0.16, Math.abs(cosine)) * 1000) / 1000;
  // Perspective cue: the side turning away tilts down and the shadow moves with it, so the way
  // out (0–180°) and the way back (180–360°) do not look alike.
  const skew = Math.round(sine * 60) / 10;
  const s = d.shadow;
  const rx = Math.round(s.rx * Math.max(0.45, Math.abs(cosine)));
  const shadow = `<ellipse cx="${Math.round(s.cx + sine * 10)}" cy="${s.cy}" rx="${rx}" ry="${s.ry}" fill="url(#floor)"/>`;
  const content = `<g transform="translate(${s.cx} ${s.cy}) skewY(${skew}) scale(${scale} 1) translate(${-s.cx} ${-s.cy})">${d.body}</g>`;
  return studio(shadow, content);
}
