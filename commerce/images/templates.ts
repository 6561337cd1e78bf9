import type { Palette } from './color';
import type { ProductImageKind, Template } from './types';
import { brush, polish, spray } from './care-templates';

const OUT = 'stroke-width="1.6" stroke-linejoin="round" stroke-linecap="round"';

/** Filled, outlined path. */
function fp(d: string, fill: string, c: Palette, extra = ''): string {
  return `<path d="${d}" fill="${fill}" stroke="${c.line}" ${OUT}${extra ? ' ' + extra : ''}/>`;
}
/** Stroke-only path. */
function sp(d: string, stroke: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ' ' + extra : ''}/>`;
}
/** Thick band with an outline (strap, handle). */
function band(d: string, fill: string, c: Palette, width: number): string {
  return sp(d, c.line, width + 3) + sp(d, fill, width);
}
function stitch(d: string, color: string): string {
  return sp(d, color, 1.1, 'stroke-dasharray="3 3" opacity=".75"');
}
function circle(x: number, y: number, r: number, fill: string, stroke?: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="1.2"` : ''}/>`;
}
const n = (v: number): number => Math.round(v * 10) / 10;

const sneaker: Template = (c, r) => {
  const g = 318;
  const ms = n(g - r.range(16, 24));
  const gum = r.chance(0.25);
  const deco = r.int(3);
  const dx = r.range(-10, 10);
  const laceColor = r.chance(0.5) ? c.sole : c.accent;
  const parts: string[] = [];
  parts.push(
    fp(
      `M40 ${ms} L294 ${ms - 2} Q302 ${ms + 6} 298 ${g - 6} Q296 ${g} 286 ${g} L52 ${g} Q40 ${g} 38 ${g - 8} Z`,
      c.sole,
      c,
    ),
  );
  parts.push(
    fp(`M39 ${g - 6} L297 ${g - 6} Q295 ${g} 286 ${g} L52 ${g} Q41 ${g} 39 ${g - 6} Z`, gum ? '#b8884f' : c.rubber, c),
  );
  parts.push(
    fp(
      `M112 ${ms - 92} Q112 ${ms - 122} 130 ${ms - 124} Q144 ${ms - 122} 146 ${ms - 106} L152 ${ms - 70} L120 ${ms - 86} Z`,
      c.light,
      c,
    ),
  );
  parts.push(
    fp(
      `M44 ${ms + 2} C40 ${ms - 38} 44 ${ms - 76} 58 ${ms - 96} Q66 ${ms - 106} 84 ${ms - 102} L118 ${ms - 92} C138 ${ms - 64} 172 ${ms - 56} 208 ${ms - 50} C250 ${ms - 42} 284 ${ms - 30} 294 ${ms} L294 ${ms + 2} Z`,
      c.base,
      c,
    ),
  );
  parts.push(
    fp(`M58 ${ms - 96} Q66 ${ms - 106} 84 ${ms - 102} L118 ${ms - 92} Q88 ${ms - 84} 58 ${ms - 96} Z`, c.deep, c),
  );
  parts.push(
    fp(
      `M232 ${ms - 42} C258 ${ms - 36} 284 ${ms - 26} 294 ${ms} L294 ${ms + 2} L238 ${ms + 2} Q222 ${ms - 20} 232 ${ms - 42} Z`,
      c.light,
      c,
    ),
  );
  parts.push(
    fp(
      `M44 ${ms + 2} C40 ${ms - 38} 44 ${ms - 70} 54 ${ms - 88} L76 ${ms - 78} C70 ${ms - 50} 72 ${ms - 22} 86 ${ms + 2} Z`,
      c.shade,
      c,
    ),
  );
  parts.push(fp(`M52 ${ms - 90} Q52 ${ms - 112} 68 ${ms - 108} L70 ${ms - 84} Z`, c.accent, c));
  if (deco === 0) {
    parts.push(
      fp(
        `M${96 + dx} ${ms - 8} C${150 + dx} ${ms - 14} ${190 + dx} ${ms - 30} ${214 + dx} ${ms - 54} C${202 + dx} ${ms - 22} ${150 + dx} ${ms} ${96 + dx} ${ms - 8} Z`,
        c.accent,
        c,
      ),
    );
  } else if (deco === 1) {
    for (let i = 0; i < 2; i++)
      parts.push(sp(`M${120 + dx + i * 14} ${ms - 4} L${n(172 + dx + i * 10)} ${ms - 46}`, c.accent, 5));
  } else {
    parts.push(
      fp(
        `M86 ${ms + 2} C96 ${ms - 30} 108 ${ms - 60} 122 ${ms - 86} L${168 + dx} ${ms - 62} C${160 + dx} ${ms - 40} ${152 + dx} ${ms - 18} ${152 + dx} ${ms + 2} Z`,
        c.accent,
        c,
      ),
    );
  }
  // lace panel
  parts.push(sp(`M124 ${ms - 84} L204 ${ms - 52}`, c.line, 15) + sp(`M124 ${ms - 84} L204 ${ms - 52}`, c.shade, 12));
  for (let i = 0; i < 5; i++) {
    const x = 126 + i * 19;
    const y = ms - 83 + i * 7.6;
    parts.push(sp(`M${n(x - 5)} ${n(y - 8)} L${n(x + 6)} ${n(y + 7)}`, laceColor, 3.2));
  }
  parts.push(stitch(`M48 ${ms + 6} L292 ${ms + 4}`, c.rubber));
  return {
    body: parts.join(''),
    shadow: { cx: 168, cy: g, rx: 142, ry: 11 },
    hover: { type: 'turn', cx: 166, cy: 260, tilt: -9 },
  };
};

const boot: Template = (c, r) => {
  const g = 322;
  const top = n(r.range(92, 112));
  const chelsea = r.chance(0.5);
  const parts: string[] = [];
  parts.push(
    fp(
      `M54 ${g - 28} L286 ${g - 28} Q302 ${g - 24} 300 ${g - 14} Q298 ${g - 8} 286 ${g - 8} L120 ${g - 8} L118 ${g} L60 ${g} Q54 ${g} 54 ${g - 6} Z`,
      c.rubber,
      c,
    ),
  );
  if (!chelsea)
    parts.push(fp(`M140 ${top + 4} Q148 ${top - 16} 166 ${top - 10} L162 ${g - 110} L150 ${g - 100} Z`, c.shade, c));
  parts.push(
    fp(
      `M60 ${g - 28} L60 ${top + 8} Q60 ${top} 68 ${top} L146 ${top} Q154 ${top} 154 ${top + 8} L158 ${g - 96} C186 ${g - 84} 244 ${g - 76} 278 ${g - 56} Q300 ${g - 42} 298 ${g - 28} Z`,
      c.base,
      c,
    ),
  );
  parts.push(sp(`M63 ${top + 3} Q106 ${top + 9} 151 ${top + 3}`, c.deep, 4));
  parts.push(sp(`M60 ${g - 84} Q98 ${g - 80} 106 ${g - 29}`, c.line, 1.3));
  parts.push(sp(`M226 ${g - 72} Q214 ${g - 50} 224 ${g - 29}`, c.line, 1.3));
  parts.push(stitch(`M62 ${g - 33} L292 ${g - 33}`, c.light));
  if (chelsea) {
    parts.push(
      fp(`M108 ${top} L146 ${top} Q142 ${top + 70} 127 ${top + 112} Q112 ${top + 70} 108 ${top} Z`, c.accent, c),
    );
    for (let i = 1; i < 5; i++)
      parts.push(sp(`M${108 + i * 7.6} ${top + 4} L${n(115 + i * 3)} ${top + 60}`, c.accentShade, 1, 'opacity=".6"'));
    parts.push(band(`M68 ${top + 4} L68 ${top - 16} Q76 ${top - 24} 84 ${top - 16} L84 ${top + 4}`, c.shade, c, 5));
  } else {
    const y0 = top + 14;
    const y1 = g - 112;
    const rows = 6;
    for (let i = 0; i < rows; i++) {
      const y = n(y0 + ((y1 - y0) * i) / (rows - 1));
      parts.push(circle(148, y, 2.6, c.deep, c.light));
      if (i < rows - 1)
        parts.push(
          sp(`M148 ${y} L158 ${n(y + (y1 - y0) / (rows - 1) / 2)} L148 ${n(y + (y1 - y0) / (rows - 1))}`, c.accent, 3),
        );
    }
  }
  return {
    body: parts.join(''),
    shadow: { cx: 176, cy: g, rx: 136, ry: 11 },
    hover: { type: 'turn', cx: 176, cy: 220, tilt: -6 },
  };
};

const pump: Template = (c, r) => {
  const g = 330;
  const b = n(r.range(190, 200));
  const detail = (['sole', 'bow', 'heel', 'cap'] as const)[r.int(4)];
  const block = r.chance(0.3);
  const parts: string[] = [];
  const heelFill = detail === 'heel' ? c.accent : c.shade;
  parts.push(
    block
      ? fp(`M78 ${b + 36} L116 ${b + 60} L110 ${g - 4} L90 ${g - 4} Z`, heelFill, c) +
          fp(`M90 ${g - 4} L110 ${g - 4} L110 ${g} L90 ${g} Z`, c.rubber, c)
      : fp(
          `M76 ${b + 36} Q94 ${b + 54} 116 ${b + 62} Q102 ${b + 90} 99 ${g - 4} L92 ${g - 4} Q90 ${b + 86} 76 ${b + 36} Z`,
          heelFill,
          c,
        ) + fp(`M91.5 ${g - 4} L99.5 ${g - 4} L99.5 ${g} L91.5 ${g} Z`, c.rubber, c),
  );
  parts.push(
    fp(
      `M72 ${b} Q76 ${b - 5} 86 ${b - 3} C124 ${b + 12} 168 ${b + 56} 214 ${b + 72} L202 ${b + 78} C150 ${b + 68} 100 ${b + 20} 72 ${b} Z`,
      c.deep,
      c,
    ),
  );
  parts.push(
    fp(
      `M72 ${b} C100 ${b + 20} 150 ${b + 68} 202 ${b + 78} C244 ${b + 86} 284 ${g - 34} 294 ${g - 14} Q298 ${g - 2} 284 ${g - 1} L216 ${g - 1} C166 ${g - 8} 114 ${b + 74} 80 ${b + 40} Q66 ${b + 28} 72 ${b} Z`,
      c.base,
      c,
    ),
  );
  parts.push(
    sp(`M80 ${b + 42} C114 ${b + 76} 166 ${g - 6} 216 ${g} L284 ${g}`, detail === 'sole' ? c.accent : c.rubber, 3),
  );
  parts.push(sp(`M75 ${b + 3} C100 ${b + 22} 150 ${b + 69} 202 ${b + 80}`, c.light, 2));
  if (detail === 'cap')
    parts.push(
      fp(
        `M254 ${b + 94} C276 ${b + 104} 290 ${g - 26} 294 ${g - 14} Q298 ${g - 2} 284 ${g - 1} L258 ${g - 1} Q242 ${g - 24} 254 ${b + 94} Z`,
        c.accent,
        c,
      ),
    );
  if (detail === 'bow') {
    const x = 212;
    const y = b + 80;
    parts.push(
      fp(
        `M${x} ${y} L${x - 16} ${y - 10} L${x - 14} ${y + 10} Z M${x} ${y} L${x + 16} ${y - 8} L${x + 14} ${y + 12} Z`,
        c.accent,
        c,
      ),
    );
    parts.push(circle(x, y, 4, c.accentShade));
  }
  return {
    body: parts.join(''),
    shadow: { cx: 186, cy: g, rx: 128, ry: 10 },
    hover: { type: 'turn', cx: 184, cy: 270, tilt: -5 },
  };
};

const sandal: Template = (c, r) => {
  const g = 318;
  const t = n(r.range(12, 18));
  const wedge = r.chance(0.35);
  const straps = 2 + r.int(2);
  const tbar = r.chance(0.4);
  const ht = wedge ? g - 46 : g - t;
  const parts: string[] = [];
  const cork = '#cfb48a';
  parts.push(
    wedge
      ? fp(
          `M42 ${ht} L120 ${ht + 4} C180 ${g - t - 6} 250 ${g - t} 292 ${g - t} Q302 ${g - t + 4} 300 ${g - 4} Q298 ${g} 288 ${g} L50 ${g} Q40 ${g} 40 ${g - 6} Z`,
          cork,
          c,
        )
      : fp(
          `M40 ${ht} L292 ${g - t} Q302 ${g - t + 4} 300 ${g - 4} Q298 ${g} 288 ${g} L50 ${g} Q40 ${g} 40 ${g - 6} Z`,
          cork,
          c,
        ),
  );
  parts.push(fp(`M40 ${g - 5} L300 ${g - 5} Q298 ${g} 288 ${g} L50 ${g} Q40 ${g} 40 ${g - 5} Z`, c.rubber, c));
  parts.push(
    sp(
      wedge
        ? `M42 ${ht + 3} L120 ${ht + 7} C180 ${g - t - 3} 250 ${g - t + 3} 296 ${g - t + 3}`
        : `M42 ${ht + 3} L296 ${g - t + 3}`,
      c.base,
      3,
    ),
  );
  // back heel strap + ankle strap
  parts.push(band(`M54 ${ht} C48 ${ht - 40} 58 ${ht - 70} 76 ${ht - 84}`, c.base, c, 11));
  parts.push(band(`M76 ${ht - 84} Q112 ${ht - 98} 146 ${ht - 82}`, c.base, c, 9));
  parts.push(
    `<rect x="140" y="${ht - 92}" width="14" height="18" rx="3" fill="none" stroke="${c.accent}" stroke-width="3.5"/>`,
  );
  const front = g - t;
  const xs = straps === 2 ? [200, 246] : [174, 212, 250];
  for (const x of xs)
    parts.push(
      band(
        `M${x - 22} ${front + 1} C${x - 18} ${front - 50} ${x + 20} ${front - 50} ${x + 24} ${front + 1}`,
        c.base,
        c,
        13,
      ),
    );
  if (tbar)
    parts.push(
      band(`M146 ${ht - 82} Q${(xs[0] ?? 200) - 20} ${front - 60} ${xs[0] ?? 200} ${front - 28}`, c.shade, c, 7),
    );
  return {
    body: parts.join(''),
    shadow: { cx: 170, cy: g, rx: 142, ry: 10 },
    hover: { type: 'turn', cx: 170, cy: 270, tilt: -8 },
  };
};

const loafer: Template = (c, r) => {
  const g = 318;
  const style = (['penny', 'bit', 'tassel'] as const)[r.int(3)];
  const vx = r.range(-6, 6);
  const parts: string[] = [];
  parts.push(
    fp(`M110 ${g - 10} L288 ${g - 10} Q302 ${g - 8} 298 ${g - 3} Q296 ${g} 286 ${g} L110 ${g} Z`, c.rubber, c),
  );
  parts.push(fp(`M48 ${g - 16} L112 ${g - 16} L110 ${g} L52 ${g} Q48 ${g} 48 ${g - 4} Z`, c.deep, c));
  parts.push(fp(`M62 ${g - 72} Q100 ${g - 84} 152 ${g - 78} L146 ${g - 70} Q100 ${g - 64} 62 ${g - 72} Z`, c.deep, c));
  parts.push(
    fp(
      `M52 ${g - 10} C48 ${g - 40} 52 ${g - 62} 62 ${g - 72} Q100 ${g - 62} 146 ${g - 72} C182 ${g - 84} 226 ${g - 76} 256 ${g - 60} C284 ${g - 48} 300 ${g - 30} 294 ${g - 10} Z`,
      c.base,
      c,
    ),
  );
  parts.push(sp(`M${146 + vx} ${g - 72} C${160 + vx} ${g - 50} 230 ${g - 46} 292 ${g - 36}`, c.line, 1.4));
  parts.push(stitch(`M${150 + vx} ${g - 68} C${164 + vx} ${g - 48} 230 ${g - 42} 290 ${g - 32}`, c.light));
  parts.push(stitch(`M56 ${g - 14} L292 ${g - 14}`, c.light));
  if (style === 'penny') {
    parts.push(
      fp(`M${142 + vx} ${g - 74} L${202 + vx} ${g - 76} L${198 + vx} ${g - 56} L${138 + vx} ${g - 54} Z`, c.shade, c),
    );
    parts.push(`<ellipse cx="${170 + vx}" cy="${g - 65}" rx="10" ry="3.4" fill="${c.accent}"/>`);
  } else if (style === 'bit') {
    parts.push(band(`M${152 + vx} ${g - 70} Q${174 + vx} ${g - 58} ${198 + vx} ${g - 72}`, c.accent, c, 4));
    parts.push(circle(152 + vx, g - 70, 5, 'none', c.accent) + circle(198 + vx, g - 72, 5, 'none', c.accent));
  } else {
    parts.push(band(`M${150 + vx} ${g - 72} Q${176 + vx} ${g - 64} ${202 + vx} ${g - 74}`, c.shade, c, 3));
    for (const x of [168 + vx, 186 + vx]) {
      parts.push(circle(x, g - 66, 4, c.accent, c.accentShade));
      parts.push(fp(`M${x - 3} ${g - 63} L${x + 3} ${g - 63} L${x + 6} ${g - 46} L${x - 6} ${g - 46} Z`, c.accent, c));
      parts.push(
        sp(`M${x - 2} ${g - 58} L${x - 3} ${g - 47} M${x + 2} ${g - 58} L${x + 3} ${g - 47}`, c.accentShade, 0.8),
      );
    }
  }
  return {
    body: parts.join(''),
    shadow: { cx: 170, cy: g, rx: 140, ry: 10 },
    hover: { type: 'turn', cx: 170, cy: 280, tilt: -9 },
  };
};

const bag: Template = (c, r) => {
  const top = 190;
  const handle = r.int(3);
  const flap = r.chance(0.55);
  const parts: string[] = [];
  if (handle === 0) {
    parts.push(band(`M106 ${top + 4} C104 ${top - 96} 228 ${top - 96} 226 ${top + 4}`, c.shade, c, 11));
  } else if (handle === 1) {
    parts.push(band(`M130 ${top + 2} C130 ${top - 60} 202 ${top - 60} 202 ${top + 2}`, c.shade, c, 12));
    parts.push(circle(130, top - 2, 7, 'none', c.accent) + circle(202, top - 2, 7, 'none', c.accent));
  } else {
    parts.push(band(`M74 ${top + 4} C70 ${top - 170} 262 ${top - 170} 258 ${top + 4}`, c.shade, c, 6));
  }
  parts.push(
    fp(
      `M72 ${top} L260 ${top} Q268 ${top} 270 ${top + 8} L286 392 Q288 404 276 404 L56 404 Q44 404 46 392 L62 ${top + 8} Q64 ${top} 72 ${top} Z`,
      c.base,
      c,
    ),
  );
  parts.push(stitch(`M72 ${top + 8} L260 ${top + 8} L276 394 L56 394 Z`, c.light));
  parts.push(sp(`M70 ${top + 12} L56 396 M262 ${top + 12} L276 396`, c.shade, 2));
  if (flap) {
    parts.push(fp(`M64 ${top} L268 ${top} L274 ${top + 96} Q166 ${top + 126} 58 ${top + 96} Z`, c.shade, c));
    parts.push(stitch(`M70 ${top + 6} L262 ${top + 6} L267 ${top + 90} Q166 ${top + 118} 65 ${top + 90} Z`, c.light));
    parts.push(
      `<rect x="152" y="${top + 100}" width="28" height="20" rx="4" fill="${c.accent}" stroke="${c.accentShade}" stroke-width="1.5"/>`,
    );
  } else {
    parts.push(sp(`M74 ${top + 20} L258 ${top + 20}`, c.accent, 3));
    parts.push(
      `<rect x="240" y="${top + 14}" width="8" height="22" rx="2" fill="${c.accent}" stroke="${c.accentShade}" stroke-width="1"/>`,
    );
    parts.push(fp(`M96 ${top + 110} L236 ${top + 110} L240 ${top + 180} L92 ${top + 180} Z`, c.shade, c));
    parts.push(circle(166, top + 128, 5, c.accent, c.accentShade));
  }
  return {
    body: parts.join(''),
    shadow: { cx: 166, cy: 404, rx: 136, ry: 10 },
    hover: flap ? { type: 'zoom', x: 166, y: top + 100, scale: 2 } : { type: 'zoom', x: 200, y: top + 40, scale: 2 },
  };
};

const dress: Template = (c, r) => {
  const nd = n(r.range(8, 40));
  const sleeves = r.chance(0.45);
  const belt = r.chance(0.55);
  const folds = 2 + r.int(3);
  const parts: string[] = [];
  if (sleeves) {
    parts.push(fp(`M130 58 L102 74 Q94 96 104 112 L118 116 Q132 100 130 58 Z`, c.shade, c));
    parts.push(fp(`M202 58 L230 74 Q238 96 228 112 L214 116 Q200 100 202 58 Z`, c.shade, c));
  }
  parts.push(
    fp(
      `M128 58 L146 58 Q166 ${64 + nd} 186 58 L204 58 Q200 100 216 116 Q214 156 202 192 C220 260 246 340 264 398 Q166 426 68 398 C86 340 112 260 130 192 Q118 156 116 116 Q132 100 128 58 Z`,
      c.base,
      c,
    ),
  );
  parts.push(sp(`M146 58 Q166 ${64 + nd} 186 58`, c.deep, 3));
  for (let i = 0; i < folds; i++) {
    const x = n(142 + ((i + 0.5) * 48) / folds);
    const off = n((x - 166) * 1.4);
    parts.push(sp(`M${x} 204 Q${n(x + off * 0.3)} 300 ${n(x + off)} 410`, c.shade, 2.2, 'opacity=".7"'));
  }
  if (belt) {
    parts.push(fp(`M130 186 L202 186 L205 202 L127 202 Z`, c.accent, c));
    parts.push(
      `<rect x="158" y="184" width="16" height="20" rx="2" fill="none" stroke="${c.accentShade}" stroke-width="2.4"/>`,
    );
  } else {
    parts.push(sp(`M131 192 Q166 198 201 192`, c.line, 1.3));
    parts.push(fp(`M74 384 Q166 410 258 384 L264 398 Q166 426 68 398 Z`, c.accent, c));
  }
  return {
    body: parts.join(''),
    shadow: { cx: 166, cy: 420, rx: 112, ry: 9 },
    hover: belt ? { type: 'zoom', x: 166, y: 150, scale: 1.9 } : { type: 'zoom', x: 166, y: 330, scale: 1.6 },
  };
};

const shirt: Template = (c, r) => {
  const pockets = r.int(3);
  const stripes = r.chance(0.35);
  const buttons = 5 + r.int(2);
  const parts: string[] = [];
  const sleeve = (m: 1 | -1): string => {
    const x = (v: number): number => (m === 1 ? v : 332 - v);
    return (
      fp(
        `M${x(104)} 80 L${x(80)} 96 Q${x(70)} 106 ${x(68)} 122 L${x(50)} 290 L${x(80)} 296 L${x(106)} 172 Z`,
        c.shade,
        c,
      ) + fp(`M${x(50)} 290 L${x(80)} 296 L${x(78)} 316 L${x(48)} 310 Z`, c.base, c)
    );
  };
  parts.push(sleeve(1) + sleeve(-1));
  parts.push(fp(`M140 66 Q166 56 192 66 L192 80 L140 80 Z`, c.deep, c));
  const bodyD = `M104 80 L140 68 Q166 82 192 68 L228 80 L232 172 L234 392 Q200 404 166 396 Q132 404 98 392 L100 172 Z`;
  parts.push(fp(bodyD, c.base, c));
  if (stripes) {
    parts.push(
      `<clipPath id="shirt-clip"><path d="${bodyD}"/></clipPath><g clip-path="url(#shirt-clip)" opacity=".45">`,
    );
    for (let x = 104; x < 232; x += 10) parts.push(sp(`M${x} 60 L${x} 410`, c.accent, 2));
    parts.push('</g>');
    parts.push(`<path d="${bodyD}" fill="none" stroke="${c.line}" ${OUT}/>`);
  }
  parts.push(fp(`M160 86 L172 86 L172 398 L160 398 Z`, c.base, c));
  for (let i = 0; i < buttons; i++) parts.push(circle(166, n(104 + i * (270 / buttons)), 3.2, c.accent, c.accentShade));
  parts.push(fp(`M140 68 L166 90 L156 116 L126 84 Z`, c.light, c));
  parts.push(fp(`M192 68 L166 90 L176 116 L206 84 Z`, c.light, c));
  const pocket = (x: number): string =>
    fp(`M${x} 132 L${x + 30} 132 L${x + 30} 162 L${x + 15} 168 L${x} 162 Z`, c.base, c) +
    stitch(`M${x + 3} 137 L${x + 27} 137`, c.deep);
  if (pockets >= 1) parts.push(pocket(184));
  if (pockets === 2) parts.push(pocket(118));
  return {
    body: parts.join(''),
    shadow: { cx: 166, cy: 414, rx: 110, ry: 9 },
    hover: { type: 'zoom', x: 166, y: 112, scale: 2 },
  };
};

const jacket: Template = (c, r) => {
  const double = r.chance(0.35);
  const square = r.chance(0.5);
  const buttons = double ? 2 : 1 + r.int(2);
  const parts: string[] = [];
  const sleeve = (m: 1 | -1): string => {
    const x = (v: number): number => (m === 1 ? v : 332 - v);
    return (
      fp(
        `M${x(100)} 80 L${x(74)} 94 Q${x(64)} 104 ${x(62)} 122 L${x(50)} 360 L${x(86)} 364 L${x(104)} 178 Z`,
        c.shade,
        c,
      ) +
      circle(x(66), 348, 2.4, c.accent) +
      circle(x(73), 350, 2.4, c.accent)
    );
  };
  parts.push(sleeve(1) + sleeve(-1));
  parts.push(fp(`M146 70 Q166 78 186 70 L166 206 Z`, c.accent, c));
  parts.push(fp(`M232 80 L186 66 L166 206 L166 392 Q200 400 234 390 L230 178 Z`, c.base, c));
  parts.push(
    fp(
      `M100 80 L146 66 L166 206 L${double ? 188 : 168} 206 L${double ? 188 : 168} 392 Q132 400 98 390 L102 178 Z`,
      c.base,
      c,
    ),
  );
  // lapels
  parts.push(fp(`M146 66 L128 84 L122 128 L134 132 L126 142 L164 204 L166 206 Z`, c.shade, c));
  parts.push(fp(`M186 66 L204 84 L210 128 L198 132 L206 142 L168 204 L166 206 Z`, c.shade, c));
  const bx = double ? [176, 200] : [180];
  for (let i = 0; i < buttons; i++)
    for (const x of bx)
      parts.push(
        circle(x - (double ? 22 : 6), 240 + i * 40, 4, c.accent, c.accentShade) +
          (double ? circle(x, 240 + i * 40, 4, c.accent, c.accentShade) : ''),
      );
  parts.push(fp(`M110 300 L150 298 L150 312 L110 314 Z`, c.shade, c));
  parts.push(
    fp(
      `M${double ? 196 : 182} 298 L${double ? 228 : 222} 300 L${double ? 228 : 222} 314 L${double ? 196 : 182} 312 Z`,
      c.shade,
      c,
    ),
  );
  if (square) parts.push(fp(`M190 146 L202 134 L210 146 L216 140 L218 150 L190 150 Z`, c.accent, c));
  parts.push(sp(`M186 150 L220 148`, c.line, 1.6));
  return {
    body: parts.join(''),
    shadow: { cx: 166, cy: 410, rx: 112, ry: 9 },
    hover: { type: 'zoom', x: 178, y: 150, scale: 1.9 },
  };
};

const trousers: Template = (c, r) => {
  const hem = n(r.range(-8, 10));
  const belt = r.chance(0.45);
  const cuff = r.chance(0.4);
  const stripe = !belt && r.chance(0.5);
  const parts: string[] = [];
  parts.push(
    fp(
      `M104 72 L228 72 L230 90 L${244 + hem} 410 L${178 - hem / 2} 410 L166 178 L${154 + hem / 2} 410 L${88 - hem} 410 L102 90 Z`,
      c.base,
      c,
    ),
  );
  parts.push(fp(`M104 72 L228 72 L230 90 L102 90 Z`, c.shade, c));
  for (const x of [114, 146, 186, 218])
    parts.push(fp(`M${x - 3} 70 L${x + 3} 70 L${x + 3} 94 L${x - 3} 94 Z`, c.shade, c));
  parts.push(sp(`M166 90 L166 150 Q168 160 176 160 L178 92`, c.line, 1.3));
  parts.push(sp(`M112 92 Q132 112 124 140 M220 92 Q200 112 208 140`, c.line, 1.4));
  parts.push(
    sp(
      `M${n(126 - hem / 2)} 160 L${n(122 - hem)} 404 M${n(206 + hem / 2)} 160 L${n(210 + hem)} 404`,
      c.light,
      1.6,
      'opacity=".8"',
    ),
  );
  if (belt) {
    parts.push(fp(`M100 76 L232 76 L232 86 L100 86 Z`, c.accent, c));
    parts.push(
      `<rect x="132" y="72" width="18" height="18" rx="2" fill="none" stroke="${c.accentShade}" stroke-width="2.6"/>`,
    );
  }
  if (stripe) parts.push(sp(`M104 92 L${n(90 - hem)} 406 M228 92 L${n(242 + hem)} 406`, c.accent, 4));
  if (cuff) {
    parts.push(fp(`M${n(89 - hem)} 392 L${n(154 + hem / 2)} 392 L${154 + hem / 2} 410 L${88 - hem} 410 Z`, c.shade, c));
    parts.push(
      fp(`M${n(178 - hem / 2)} 392 L${n(243 + hem)} 392 L${244 + hem} 410 L${178 - hem / 2} 410 Z`, c.shade, c),
    );
  }
  return {
    body: parts.join(''),
    shadow: { cx: 166, cy: 414, rx: 104, ry: 8 },
    hover: { type: 'zoom', x: 150, y: 120, scale: 1.9 },
  };
};

export const TEMPLATES: Record<ProductImageKind, Template> = {
  sneaker,
  boot,
  pump,
  sandal,
  loafer,
  bag,
  dress,
  shirt,
  jacket,
  trousers,
  spray,
  polish,
  brush,
};
