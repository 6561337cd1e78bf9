import type { Palette } from './color';
import type { Template } from './types';

/**
 * Shoe-care products (the seed's maintenance cross-sellings): a protector spray can, a tin of shoe
 * polish and a suede brush, in the 332×470 user space like the other templates. The product colour
 * is the label or the wood, the accent the cap, lid or bristles.
 */

const line = (c: Palette) => `stroke="${c.line}" stroke-width="1.6" stroke-linejoin="round"`;

/** A tall aerosol can with a cap and a wide label band. */
export const spray: Template = (c, r) => {
  const top = Math.round(r.range(92, 108));
  const stripe = r.chance(0.5);
  const body =
    `<rect x="116" y="${top - 34}" width="100" height="40" rx="10" fill="${c.accent}" ${line(c)}/>` +
    `<rect x="150" y="${top - 50}" width="32" height="20" rx="4" fill="${c.accentShade}" ${line(c)}/>` +
    `<path d="M112 ${top + 6} Q166 ${top - 10} 220 ${top + 6} L220 400 Q166 412 112 400 Z" fill="#d9d8d4" ${line(c)}/>` +
    `<rect x="112" y="${top + 60}" width="108" height="200" fill="${c.base}" ${line(c)}/>` +
    (stripe ? `<rect x="112" y="${top + 150}" width="108" height="18" fill="${c.accentShade}"/>` : '') +
    `<circle cx="166" cy="${top + 110}" r="22" fill="${c.light}" stroke="${c.shade}" stroke-width="2"/>` +
    `<path d="M122 ${top + 20} L122 392" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity=".45"/>`;
  return {
    body,
    shadow: { cx: 166, cy: 404, rx: 70, ry: 8 },
    hover: { type: 'zoom', x: 166, y: top + 110, scale: 1.8 },
  };
};

/** A round tin of shoe polish, its lid leaning against it, with a cloth. */
export const polish: Template = (c, r) => {
  const rim = Math.round(r.range(318, 330));
  const body =
    `<path d="M70 ${rim} L70 370 Q166 404 262 370 L262 ${rim} Z" fill="${c.shade}" ${line(c)}/>` +
    `<ellipse cx="166" cy="${rim}" rx="96" ry="28" fill="${c.deep}" ${line(c)}/>` +
    `<ellipse cx="166" cy="${rim + 2}" rx="84" ry="22" fill="${c.base}"/>` +
    `<ellipse cx="150" cy="${rim - 4}" rx="30" ry="6" fill="#ffffff" opacity=".35"/>` +
    `<g transform="rotate(-18 166 240)"><ellipse cx="166" cy="230" rx="100" ry="96" fill="${c.accent}" ${line(c)}/>` +
    `<ellipse cx="166" cy="230" rx="66" ry="62" fill="none" stroke="${c.accentShade}" stroke-width="3"/>` +
    `<circle cx="166" cy="230" r="22" fill="${c.base}" stroke="${c.accentShade}" stroke-width="2"/></g>`;
  return {
    body,
    shadow: { cx: 166, cy: 392, rx: 120, ry: 10 },
    hover: { type: 'zoom', x: 166, y: rim, scale: 1.9 },
  };
};

/** A wooden suede brush seen from the side, bristles down. */
export const brush: Template = (c, r) => {
  const y = Math.round(r.range(262, 276));
  const bristles = Array.from({ length: 22 }, (_, index) => {
    const x = 62 + index * 9.6;
    return `<path d="M${x} ${y + 36} L${x - 2} ${y + 92}" stroke="${c.accentShade}" stroke-width="4" stroke-linecap="round"/>`;
  }).join('');
  const body =
    bristles +
    `<path d="M52 ${y + 40} Q48 ${y - 6} 92 ${y - 10} L244 ${y - 10} Q286 ${y - 6} 282 ${y + 40} Z" fill="${c.base}" ${line(c)}/>` +
    `<path d="M70 ${y + 4} L262 ${y + 4}" stroke="${c.light}" stroke-width="3" stroke-linecap="round" opacity=".7"/>` +
    `<path d="M60 ${y + 32} L274 ${y + 32}" stroke="${c.shade}" stroke-width="2"/>`;
  return {
    body,
    shadow: { cx: 166, cy: y + 98, rx: 128, ry: 9 },
    hover: { type: 'zoom', x: 166, y: y + 40, scale: 1.8 },
  };
};
