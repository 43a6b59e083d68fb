/** The browser window and app chrome around every module screenshot: app bar, menu, page header. */
import { readFileSync } from 'node:fs';
import { buttons, line, rect, text } from './draw.mjs';
import { esc } from '../svg.mjs';
import { fit, tw } from './format.mjs';
import { BW, C, X0 } from './style.mjs';
import { mark } from '../brand.mjs';
import { browserWindow } from '../window.mjs';

/** App bar facts per product and the signed-in users (modules/apps.json). */
export const APPS = JSON.parse(readFileSync(new URL('./apps.json', import.meta.url), 'utf8'));

/** Full SVG document for one screen: window chrome, app bar, sidebar, page header, body. */
export function frame({ key, title, sc, product, nav, user, body }) {
  const [productName, branch, placeholder] = APPS.products[product];
  const label = `Sarathi ${productName}: ${sc.title} screen of the ${title} module`;
  let out = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800" role="img" aria-labelledby="t"><title id="t">${esc(label)}</title>`;
  out += '<g font-family="system-ui, sans-serif">';
  out += browserWindow(1280, 800, `app.sarathierp.com.np/${key}`);
  // app bar
  out +=
    rect(0.5, 36, 1279, 56, ` fill="${C.blue}"`) +
    mark(36, 64, 32, { fg: C.blue, bg: C.white }) +
    text(62, 70, 'Sarathi ERP', ` font-size="18" font-weight="700" fill="${C.white}"`);
  const pw = tw(productName, 12, true) + 22;
  out +=
    rect(194, 52, pw, 24, ` rx="12" fill="${C.white}" fill-opacity=".18"`) +
    text(194 + pw / 2, 68, productName, ` font-size="12" font-weight="600" fill="${C.white}" text-anchor="middle"`);
  out +=
    rect(420, 49, 380, 30, ` rx="8" fill="${C.white}" fill-opacity=".16"`) +
    `<circle cx="440" cy="63" r="6" fill="none" stroke="${C.white}" stroke-width="2"/>` +
    text(456, 69, placeholder, ` font-size="13" fill="${C.white}" fill-opacity=".85"`);
  out +=
    text(960, 69, '2083-08-06 BS', ` font-size="13" fill="${C.white}" text-anchor="end"`) +
    `<circle cx="998" cy="64" r="15" fill="${C.white}" fill-opacity=".16"/><path d="M992 69h12l-2-3v-5a4 4 0 0 0-8 0v5z" fill="${C.white}"/><circle cx="1006" cy="55" r="4" fill="${C.green}"/>` +
    `<circle cx="1046" cy="64" r="17" fill="${C.white}"/>` +
    text(
      1046,
      69,
      user[0]
        .split(' ')
        .map((p) => p[0])
        .filter((_, i, a) => i === 0 || i === a.length - 1)
        .join(''),
      ` font-size="12.5" font-weight="700" fill="${C.blue}" text-anchor="middle"`,
    ) +
    text(1072, 60, user[0], ` font-size="13" font-weight="600" fill="${C.white}"`) +
    text(1072, 77, user[1], ` font-size="11.5" fill="${C.white}" fill-opacity=".8"`);
  // sidebar
  out +=
    rect(0.5, 92, 232, 706, ` fill="${C.white}"`) +
    line(232.5, 92, 232.5, 799, C.s200) +
    text(24, 120, 'MENU', ` font-size="11" font-weight="700" fill="${C.s400}" letter-spacing="1"`);
  let items = '';
  let icons = '';
  nav.forEach((item, i) => {
    const y = 130 + i * 38;
    const active = item === title;
    if (active) {
      items +=
        rect(12, y + 3, 208, 32, ` rx="8" fill="${C.blueTint}"`) +
        rect(12, y + 9, 3, 20, ` fill="${C.blue}"`) +
        rect(28, y + 11, 16, 16, ` rx="4" fill="${C.blue}"`);
    } else icons += `M28 ${y + 11}h16v16h-16z`;
    items += text(
      56,
      y + 24,
      fit(item.replace(/ \(.*\)$/, ''), active ? 140 : 162, 13, active),
      active ? ` font-weight="700" fill="${C.blue}"` : '',
    );
  });
  out += `<path d="${icons}" fill="${C.s300}" stroke="${C.s300}" stroke-width="2" stroke-linejoin="round"/><g font-size="13" fill="${C.s700}">${items}</g>`;
  out +=
    line(20, 728, 212, 728, C.s200) +
    text(24, 752, branch, ` font-size="12" font-weight="600" fill="${C.s600}"`) +
    text(24, 772, 'Fiscal year 2083/84', ` font-size="12" fill="${C.s400}"`);
  // page header
  out +=
    text(X0, 126, `${productName}  ›  ${title.replace(/ \(.*\)$/, '')}`, ` font-size="12.5" fill="${C.s500}"`) +
    text(X0, 160, sc.title, ` font-size="23" font-weight="700" fill="${C.ink}"`);
  out += buttons(X0 + BW, 134, [...(sc.actions ?? []), sc.secondary ?? 'Export'], Boolean(sc.actions));
  out += body;
  return `${out}</g></svg>\n`;
}
