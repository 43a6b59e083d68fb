/**
 * Motifs of the story and news covers: an abstract product screen per sub-industry or topic, and
 * white icons for the article badge. The palette is the site's (tailwind.config.mjs).
 */
import { mulberry32 } from '../svg.mjs';
import { C } from './palette.mjs';

/** A generator seeded from the slug, so a cover stays the same until its entry changes. */
export function randomFrom(text) {
  let seed = 0;
  for (const ch of text) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  return mulberry32(seed);
}

/** A rounded rectangle; `extra` is appended to its attributes. */
export const rect = (x, y, w, h, fill, rx = 6, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
/** A circle; `extra` is appended to its attributes. */
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
/** A round-capped stroked path. */
export const path = (d, stroke, width = 6, fill = 'none') =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Rows of a list: a grey label bar and a coloured value bar per row. */
function rows(x, y, w, count, rand, accent = C.b200) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const yy = y + i * 40;
    out += rect(x, yy, w, 30, i % 2 ? C.white : C.b50, 6);
    out += rect(x + 14, yy + 10, 60 + Math.round(rand() * Math.max(10, Math.min(90, w - 200))), 10, C.line, 5);
    out += rect(x + w - 110, yy + 10, 40 + Math.round(rand() * 50), 10, accent, 5);
  }
  return out;
}

/** Bar chart inside a box of width w, baseline at y + h. */
function bars(x, y, w, h, count, rand, rising = false) {
  let out = rect(x, y + h, w, 3, C.line, 1);
  const gap = w / count;
  for (let i = 0; i < count; i += 1) {
    const value = rising ? 0.3 + (0.65 * i) / (count - 1) + rand() * 0.05 : 0.3 + rand() * 0.65;
    const bh = Math.round(h * Math.min(value, 1));
    out += rect(
      Math.round(x + i * gap + gap * 0.2),
      y + h - bh,
      Math.round(gap * 0.6),
      bh,
      i === count - 1 ? C.b600 : C.b300,
      6,
    );
  }
  return out;
}

/** Motifs of the product screen: content area origin (x, y), size 500×330. */
export const screens = {
  hospital(x, y, rand) {
    let out = rect(x, y, 230, 330, C.b50, 12);
    for (let i = 0; i < 5; i += 1) {
      out += circle(x + 40, y + 45 + i * 60, 22, i === 0 ? C.b600 : C.b200);
      out += rect(x + 75, y + 35 + i * 60, 120, 10, C.line, 5) + rect(x + 75, y + 52 + i * 60, 70, 8, C.b100, 4);
    }
    const colours = [C.b600, C.a400, C.b200, C.amber];
    for (let r = 0; r < 4; r += 1)
      for (let c = 0; c < 3; c += 1) {
        out += rect(x + 255 + c * 82, y + 10 + r * 82, 70, 70, colours[Math.floor(rand() * colours.length)], 12);
        out += rect(x + 270 + c * 82, y + 55 + r * 82, 40, 8, C.white, 4, ' opacity="0.85"');
      }
    return out;
  },
  clinic(x, y, rand) {
    let out = rect(x, y, 500, 40, C.b50, 8);
    for (let c = 0; c < 6; c += 1) out += rect(x + 18 + c * 80, y + 15, 50, 10, C.b300, 5);
    for (let r = 0; r < 5; r += 1)
      for (let c = 0; c < 6; c += 1) {
        const busy = rand();
        const fill = busy > 0.72 ? C.b600 : busy > 0.45 ? C.b200 : busy > 0.3 ? C.a400 : C.b50;
        out += rect(x + 8 + c * 82, y + 55 + r * 55, 72, 45, fill, 8);
      }
    return out;
  },
  lab(x, y, rand) {
    let out = rect(x, y, 220, 330, C.b50, 12) + rect(x + 20, y + 200, 180, 24, C.b200, 6);
    const tops = [C.rose, C.b600, C.amber, C.a500, C.b600];
    for (let i = 0; i < 5; i += 1) {
      const tx = x + 30 + i * 34;
      out += rect(tx, y + 60, 22, 160, C.white, 11, ` stroke="${C.b300}" stroke-width="3"`);
      out += rect(tx, y + 50, 22, 24, tops[i], 5);
      out += rect(tx + 3, y + 130 + Math.round(rand() * 30), 16, 60, C.b300, 8);
      for (let b = 0; b < 4; b += 1) out += rect(tx + 4, y + 90 + b * 8, b % 2 ? 8 : 14, 4, C.ink, 1);
    }
    out += rect(x + 245, y, 255, 330, C.white, 12, ` stroke="${C.line}" stroke-width="3"`);
    out += rect(x + 265, y + 20, 140, 14, C.b600, 7) + rows(x + 260, y + 55, 225, 6, rand, C.b200);
    out += circle(x + 455, y + 295, 20, C.a500) + path(`M${x + 445} ${y + 295}l7 7 13-14`, C.white, 5);
    return out;
  },
  dental(x, y, rand) {
    let out = rect(x, y, 500, 170, C.b50, 12);
    for (let row = 0; row < 2; row += 1)
      for (let i = 0; i < 8; i += 1) {
        const tx = x + 22 + i * 58;
        const ty = y + 18 + row * 76;
        const mark = rand();
        out += `<path d="M${tx} ${ty + 10}c0-14 44-14 44 0v20c0 14-6 26-11 26s-6-14-11-14-6 14-11 14-11-12-11-26z" fill="${C.white}" stroke="${C.b300}" stroke-width="3"/>`;
        if (mark > 0.7) out += circle(tx + 22, ty + 22, 8, mark > 0.85 ? C.rose : C.b600);
      }
    out += rect(x, y + 190, 500, 140, C.white, 12, ` stroke="${C.line}" stroke-width="3"`);
    const phases = [C.rose, C.amber, C.a500];
    for (let p = 0; p < 3; p += 1) {
      out += rect(x + 20, y + 208 + p * 38, 26, 26, phases[p], 6);
      out += rect(x + 60, y + 216 + p * 38, 180 + Math.round(rand() * 120), 10, C.line, 5);
      out += rect(x + 410, y + 216 + p * 38, 70, 10, C.b200, 5);
    }
    return out;
  },
  pharmacy(x, y, rand) {
    let out = rect(x, y, 260, 330, C.b50, 12);
    const boxes = [C.b600, C.a400, C.b300, C.amber, C.b200, C.rose];
    for (let shelf = 0; shelf < 3; shelf += 1) {
      const sy = y + 95 + shelf * 105;
      out += rect(x + 12, sy, 236, 10, C.b300, 3);
      let bx = x + 20;
      while (bx < x + 220) {
        const bw = 26 + Math.round(rand() * 20);
        const bh = 40 + Math.round(rand() * 35);
        out += rect(bx, sy - bh, bw, bh, boxes[Math.floor(rand() * boxes.length)], 5);
        bx += bw + 8;
      }
    }
    out += rect(x + 280, y, 220, 330, C.white, 12, ` stroke="${C.line}" stroke-width="3"`);
    const flags = [C.rose, C.amber, C.amber, C.a500, C.a500, C.a500];
    for (let i = 0; i < 6; i += 1) {
      out += circle(x + 305, y + 38 + i * 50, 9, flags[i]);
      out += rect(x + 325, y + 32 + i * 50, 90 + Math.round(rand() * 50), 12, C.line, 6);
    }
    return out;
  },
  'physio-therapy'(x, y, rand) {
    let out = rect(x, y, 500, 220, C.b50, 12);
    for (let g = 1; g < 4; g += 1) out += rect(x + 20, y + g * 50, 460, 2, C.b100, 1);
    const points = Array.from({ length: 7 }, (_, i) => [x + 40 + i * 70, Math.round(y + 185 - i * 24 - rand() * 14)]);
    out += path(`M${points.map((p) => p.join(' ')).join(' L')}`, C.b600, 7);
    out += path(`M${x + 30} ${y + 40} H${x + 480}`, C.a500, 3).replace('/>', ' stroke-dasharray="10 10"/>');
    for (const [px, py] of points) out += circle(px, py, 9, C.white, ` stroke="${C.b600}" stroke-width="5"`);
    for (let i = 0; i < 10; i += 1) {
      out += rect(x + 4 + i * 50, y + 245, 40, 40, i < 7 ? C.b600 : C.b100, 10);
      if (i < 7) out += path(`M${x + 15 + i * 50} ${y + 265}l7 7 12-13`, C.white, 4);
    }
    out += rect(x, y + 305, 300, 12, C.line, 6);
    return out;
  },
  restaurant(x, y, rand) {
    let out = rect(x, y, 320, 330, C.b50, 12);
    const state = [C.b600, C.a400, C.white, C.amber];
    for (let r = 0; r < 3; r += 1)
      for (let c = 0; c < 3; c += 1) {
        const fill = state[Math.floor(rand() * state.length)];
        const cx = x + 60 + c * 100;
        const cy = y + 60 + r * 105;
        out +=
          (r + c) % 2
            ? circle(cx, cy, 34, fill, ` stroke="${C.b300}" stroke-width="3"`)
            : rect(cx - 36, cy - 30, 72, 60, fill, 12, ` stroke="${C.b300}" stroke-width="3"`);
      }
    out += `<path d="M${x + 345} ${y}h155v300l-12 12-12-12-12 12-12-12-12 12-12-12-12 12-12-12-12 12-12-12-12 12-12-12-15 12z" fill="${C.white}" stroke="${C.line}" stroke-width="3"/>`;
    out += rect(x + 365, y + 22, 110, 14, C.b600, 7) + rows(x + 360, y + 55, 125, 5, rand, C.b200);
    return out;
  },
};

/** Article motifs, picked by the first tag that has one. */
Object.assign(screens, {
  release(x, y, rand) {
    return (
      rect(x, y, 500, 60, C.b50, 12) +
      rect(x + 20, y + 22, 150, 16, C.b600, 8) +
      rect(x + 400, y + 18, 80, 24, C.a400, 12) +
      bars(x + 10, y + 90, 260, 220, 6, rand, true) +
      rect(x + 300, y + 90, 200, 240, C.b50, 12) +
      rows(x + 310, y + 105, 180, 5, rand)
    );
  },
  calendar(x, y, rand) {
    return screens.clinic(x, y, rand);
  },
  accounting(x, y, rand) {
    let out =
      rect(x, y, 300, 330, C.white, 12, ` stroke="${C.line}" stroke-width="3"`) +
      rect(x + 20, y + 20, 160, 14, C.b600, 7) +
      rows(x + 15, y + 55, 270, 6, rand);
    out += rect(x + 320, y, 180, 330, C.b50, 12);
    for (let i = 0; i < 5; i += 1) {
      out += rect(
        x + 340,
        y + 30 + i * 58,
        30,
        30,
        i < 4 ? C.a500 : C.white,
        8,
        i < 4 ? '' : ` stroke="${C.b300}" stroke-width="3"`,
      );
      if (i < 4) out += path(`M${x + 347} ${y + 45 + i * 58}l6 6 11-12`, C.white, 4);
      out += rect(x + 382, y + 40 + i * 58, 95, 10, C.line, 5);
    }
    return out;
  },
  event(x, y, rand) {
    let out = rect(x + 60, y, 380, 200, C.b50, 12) + bars(x + 100, y + 30, 300, 140, 5, rand, true);
    for (let r = 0; r < 2; r += 1)
      for (let c = 0; c < 7; c += 1) {
        const cx = x + 40 + c * 70 + (r ? 35 : 0);
        if (cx > x + 480) continue;
        out +=
          circle(cx, y + 240 + r * 55, 16, r ? C.b300 : C.b600) +
          rect(cx - 20, y + 258 + r * 55, 40, 22, r ? C.b200 : C.b400, 10);
      }
    return out;
  },
  training(x, y, rand) {
    let out = rect(x, y, 500, 120, C.a100, 12);
    out +=
      `<path d="M${x} ${y + 120}l110-80 70 45 90-65 120 100z" fill="${C.b200}"/>` +
      `<path d="M${x + 250} ${y + 120}c40-20 120-20 160 0z" fill="${C.b400}"/>`;
    for (let i = 0; i < 3; i += 1) {
      const lx = x + 20 + i * 165;
      out +=
        rect(lx, y + 160, 140, 95, C.b950, 10) +
        rect(lx + 8, y + 168, 124, 79, C.b50, 6) +
        rows(lx + 14, y + 176, 112, 1, rand) +
        bars(lx + 20, y + 210, 100, 30, 4, rand);
      out += rect(lx - 10, y + 255, 160, 12, C.b300, 6);
    }
    return out;
  },
  hib(x, y, rand) {
    let out =
      rect(x + 40, y, 300, 330, C.white, 12, ` stroke="${C.line}" stroke-width="3"`) +
      rect(x + 60, y + 20, 170, 16, C.b600, 8);
    const marks = [C.a500, C.a500, C.a500, C.amber, C.a500];
    for (let i = 0; i < 5; i += 1) {
      out += circle(x + 80, y + 80 + i * 50, 14, marks[i]);
      out +=
        marks[i] === C.a500
          ? path(`M${x + 73} ${y + 80 + i * 50}l5 5 9-10`, C.white, 4)
          : rect(x + 78, y + 72 + i * 50, 4, 10, C.white, 2);
      out += rect(x + 110, y + 74 + i * 50, 120 + Math.round(rand() * 80), 12, C.line, 6);
    }
    out += `<path d="M${x + 420} ${y + 40}l60 24v60c0 50-30 80-60 94-30-14-60-44-60-94v-60z" fill="${C.b600}"/>`;
    out += path(`M${x + 398} ${y + 118}l16 16 30-34`, C.white, 9);
    return out;
  },
  cbms(x, y, rand) {
    let out = '';
    for (let i = 0; i < 3; i += 1) {
      out += rect(x + 10, y + 20 + i * 105, 150, 85, C.white, 10, ` stroke="${C.line}" stroke-width="3"`);
      out +=
        rect(x + 25, y + 35 + i * 105, 80, 10, C.b600, 5) +
        rect(x + 25, y + 55 + i * 105, 110, 8, C.line, 4) +
        rect(x + 25, y + 70 + i * 105, 70, 8, C.line, 4);
      out += path(
        `M${x + 175} ${y + 62 + i * 105} C${x + 250} ${y + 62 + i * 105} ${x + 260} ${y + 165} ${x + 330} ${y + 165}`,
        C.b400,
        5,
      ).replace('/>', ' stroke-dasharray="12 10"/>');
      out += circle(x + 215, y + 62 + i * 105, 14, i === 2 ? C.amber : C.a500);
    }
    out += rect(x + 340, y + 60, 150, 220, C.b900, 16);
    for (let s = 0; s < 4; s += 1)
      out +=
        rect(x + 360, y + 85 + s * 48, 110, 30, C.b700, 8) +
        circle(x + 450, y + 100 + s * 48, 6, s === 3 ? C.amber : C.a400);
    void rand;
    return out;
  },
  customer(x, y, rand) {
    let out = rect(x + 60, y + 60, 260, 270, C.b50, 12, ` stroke="${C.b200}" stroke-width="3"`);
    out +=
      rect(x + 150, y + 10, 80, 80, C.b600, 14) +
      rect(x + 182, y + 24, 16, 52, C.white, 3) +
      rect(x + 164, y + 42, 52, 16, C.white, 3);
    for (let r = 0; r < 3; r += 1)
      for (let c = 0; c < 4; c += 1)
        out += rect(x + 85 + c * 58, y + 115 + r * 62, 40, 40, rand() > 0.3 ? C.b200 : C.b400, 6);
    out += rect(x + 165, y + 290, 50, 40, C.b600, 6) + rect(x + 340, y + 150, 160, 180, C.a100, 12);
    out += circle(x + 420, y + 210, 34, C.a500) + path(`M${x + 402} ${y + 210}l12 12 24-26`, C.white, 7);
    out += rect(x + 365, y + 270, 110, 12, C.a400, 6) + rect(x + 385, y + 292, 70, 10, C.b200, 5);
    return out;
  },
  reports(x, y, rand) {
    let out = rect(x + 150, y - 20, 200, 360, C.b950, 30) + rect(x + 162, y - 4, 176, 328, C.white, 20);
    out += rect(x + 178, y + 14, 90, 12, C.b600, 6) + circle(x + 318, y + 20, 12, C.rose);
    out +=
      rect(x + 178, y + 40, 70, 50, C.b50, 8) +
      rect(x + 256, y + 40, 70, 50, C.b50, 8) +
      rect(x + 188, y + 58, 40, 14, C.b600, 7) +
      rect(x + 266, y + 58, 40, 14, C.a500, 7);
    out += bars(x + 178, y + 110, 150, 120, 6, rand, true) + rows(x + 174, y + 250, 152, 2, rand);
    out += rect(x, y + 60, 120, 90, C.b50, 12) + rect(x + 380, y + 170, 120, 90, C.a100, 12);
    return out;
  },
  festival(x, y, rand) {
    // The floor plan, shrunk to fit under a garland of festival flags strung across the top.
    let out = `<g transform="translate(${x + 70} ${y + 90}) scale(0.72) translate(${-x} ${-y})">${screens.restaurant(x, y, rand)}</g>`;
    out += path(`M${x} ${y} Q${x + 250} ${y + 80} ${x + 500} ${y}`, C.amber, 4);
    const flags = [C.amber, C.rose, C.a500, C.b600];
    for (let i = 0; i < 9; i += 1) {
      const t = (i + 0.5) / 9;
      const fx = Math.round(x + 500 * t);
      const fy = Math.round(y + 2 * t * (1 - t) * 80);
      out += `<path d="M${fx - 14} ${fy}h28l-14 26z" fill="${flags[i % 4]}"/>`;
    }
    return out;
  },
});
screens.insurance = screens.hib;
screens.ird = screens.cbms;
screens.billing = screens.release;
screens.healthcare = screens.event;

/** Icons drawn in white on the article badge, centred on (cx, cy). */
export const icons = {
  release: (cx, cy) =>
    path(
      `M${cx - 40} ${cy + 40} L${cx + 30} ${cy - 30} M${cx + 30} ${cy - 30} c15-15 30-20 40-20 0 10-5 25-20 40 M${cx - 10} ${cy - 20}h-30l-15 15 25 5 M${cx + 20} ${cy + 10}v30l-15 15-5-25`,
      C.white,
      9,
    ),
  accounting: (cx, cy) =>
    rect(cx - 45, cy - 55, 90, 110, 'none', 10, ` stroke="${C.white}" stroke-width="9"`) +
    path(`M${cx - 25} ${cy - 25}h50 M${cx - 25} ${cy}h50 M${cx - 25} ${cy + 25}h30`, C.white, 8),
  event: (cx, cy) =>
    rect(cx - 60, cy - 50, 120, 80, 'none', 8, ` stroke="${C.white}" stroke-width="9"`) +
    path(`M${cx} ${cy + 30}v30 M${cx - 30} ${cy + 60}h60`, C.white, 9),
  training: (cx, cy) =>
    path(
      `M${cx - 65} ${cy - 15} L${cx} ${cy - 45} L${cx + 65} ${cy - 15} L${cx} ${cy + 15} Z M${cx - 40} ${cy}v35c20 18 60 18 80 0v-35`,
      C.white,
      9,
    ),
  hib: (cx, cy) =>
    path(
      `M${cx} ${cy - 60}l50 20v40c0 40-25 60-50 70-25-10-50-30-50-70v-40z M${cx - 22} ${cy + 2}l15 15 30-32`,
      C.white,
      9,
    ),
  cbms: (cx, cy) =>
    rect(cx - 50, cy - 55, 100, 110, 'none', 12, ` stroke="${C.white}" stroke-width="9"`) +
    path(`M${cx - 25} ${cy - 20}h50 M${cx - 25} ${cy + 5}h50 M${cx - 25} ${cy + 30}h25`, C.white, 8),
  customer: (cx, cy) =>
    path(
      `M${cx - 55} ${cy + 55}v-80l55-35 55 35v80z M${cx - 10} ${cy + 55}v-30h20v30 M${cx} ${cy - 35}v30 M${cx - 15} ${cy - 20}h30`,
      C.white,
      9,
    ),
  reports: (cx, cy) =>
    rect(cx - 35, cy - 65, 70, 130, 'none', 14, ` stroke="${C.white}" stroke-width="9"`) +
    path(`M${cx - 15} ${cy + 25}v-15 M${cx} ${cy + 25}v-35 M${cx + 15} ${cy + 25}v-50`, C.white, 8),
  festival: (cx, cy) =>
    path(
      `M${cx - 60} ${cy - 40} Q${cx} ${cy + 5} ${cx + 60} ${cy - 40} M${cx - 40} ${cy - 25}l0 30 M${cx} ${cy - 15}l0 40 M${cx + 40} ${cy - 25}l0 30`,
      C.white,
      9,
    ) +
    circle(cx - 40, cy + 15, 10, C.white) +
    circle(cx, cy + 35, 10, C.white) +
    circle(cx + 40, cy + 15, 10, C.white),
};
icons.calendar = (cx, cy) =>
  rect(cx - 55, cy - 45, 110, 100, 'none', 12, ` stroke="${C.white}" stroke-width="9"`) +
  path(`M${cx - 55} ${cy - 15}h110 M${cx - 25} ${cy - 60}v25 M${cx + 25} ${cy - 60}v25`, C.white, 9);
icons.insurance = icons.hib;
icons.ird = icons.cbms;
icons.billing = icons.cbms;
icons.healthcare = icons.event;
