/** Props of the home slideshow: backdrop, floating cards, devices and stand-in text lines. */
import { C, check, circle, rect } from '../products/kit.mjs';

/** Background: soft panel, two large circles and a dot grid. */
export function backdrop() {
  let out =
    rect(0, 0, 960, 600, { rx: 24, fill: C.brandMist }) +
    circle(820, 110, 170, { fill: C.brandSoft, opacity: 0.7 }) +
    circle(120, 520, 140, { fill: C.greenSoft, opacity: 0.7 });
  for (let i = 0; i < 30; i += 1) out += circle(60 + (i % 6) * 18, 60 + Math.floor(i / 6) * 18, 2.5, { fill: C.s300 });
  return out;
}

/** A white card with a soft drop shadow. */
export function floating(x, y, w, h, rx = 14) {
  return (
    rect(x + 4, y + 8, w, h, { rx, fill: C.brandDeep, opacity: 0.08 }) +
    rect(x, y, w, h, { rx, fill: C.white, stroke: C.s200 })
  );
}

/** A round icon badge holding a check mark. */
export function tick(cx, cy, r = 16, fill = C.green) {
  return circle(cx, cy, r, { fill }) + check(cx - r * 0.7, cy - r * 0.7, r * 1.4);
}

/** A laptop whose screen spans (x, y, w, h); returns the frame only. */
export function laptop(x, y, w, h) {
  return (
    rect(x - 14, y - 14, w + 28, h + 28, { rx: 16, fill: C.ink }) +
    rect(x, y, w, h, { rx: 4, fill: C.white }) +
    `<path d="M${x - 60} ${y + h + 14}h${w + 120}l-24 26H${x - 36}z" fill="${C.s300}"/>` +
    rect(x + w / 2 - 40, y + h + 14, 80, 8, { rx: 4, fill: C.s400 })
  );
}

/** A phone whose screen spans (x, y, w, h). */
export function phone(x, y, w, h) {
  return (
    rect(x - 10, y - 26, w + 20, h + 52, { rx: 26, fill: C.ink }) +
    rect(x, y, w, h, { rx: 6, fill: C.white }) +
    rect(x + w / 2 - 22, y - 16, 44, 6, { rx: 3, fill: C.s600 })
  );
}

/** Grey bars standing in for lines of text. */
export function bars(x, y, widths, { gap = 14, h = 6, fill = C.s200 } = {}) {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, { rx: h / 2, fill })).join('');
}
