/**
 * The browser window and app chrome around every module screenshot: the product screens' dark
 * sidebar with the menu, a light top bar, the page header, so a module looks like the same product.
 */
import { readFileSync } from 'node:fs';
import { buttons, line, rect, text } from './draw.mjs';
import { esc } from '../svg.mjs';
import { fit } from './format.mjs';
import { BW, C, X0 } from './style.mjs';
import { mark } from '../brand.mjs';
import { browserWindow, BROWSER_BAR, WINDOW_RADIUS } from '../window.mjs';

/** App bar facts per product and the signed-in users (modules/apps.json). */
export const APPS = JSON.parse(readFileSync(new URL('./apps.json', import.meta.url), 'utf8'));

/** Full SVG document for one screen: window chrome, app bar, sidebar, page header, body. */
export function frame({ key, title, sc, product, nav, user, body }) {
  const [productName, branch, placeholder] = APPS.products[product];
  const label = `Sarathi ${productName}: ${sc.title} screen of the ${title} module`;
  let out = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800" role="img" aria-labelledby="t"><title id="t">${esc(label)}</title>`;
  out += '<g font-family="system-ui, sans-serif">';
  out += browserWindow(1280, 800, `app.sarathierp.com.np/${key}`);
  // Sidebar in the product screens' dark app shell, inside the window border, its bottom-left
  // corner following the window's: the mark, the app and product name, the menu, the branch.
  out +=
    `<path d="M1 ${BROWSER_BAR}h232v763H${WINDOW_RADIUS + 1}a${WINDOW_RADIUS} ${WINDOW_RADIUS} 0 0 1-${WINDOW_RADIUS}-${WINDOW_RADIUS}z" fill="${C.ink}"/>` +
    mark(36, 64, 32) +
    text(62, 61, 'Sarathi ERP', ` font-size="15" font-weight="700" fill="${C.white}"`) +
    text(62, 78, productName, ` font-size="12" fill="${C.s400}"`) +
    text(24, 120, 'MENU', ` font-size="11" font-weight="700" fill="${C.s500}" letter-spacing="1"`);
  let items = '';
  let icons = '';
  nav.forEach((item, i) => {
    const y = 130 + i * 38;
    const active = item === title;
    if (active) {
      items +=
        rect(12, y + 3, 208, 32, ` rx="8" fill="${C.blue}"`) +
        rect(28, y + 11, 16, 16, ` rx="4" fill="${C.white}" fill-opacity=".9"`);
    } else icons += `M28 ${y + 11}h16v16h-16z`;
    items += text(
      56,
      y + 24,
      fit(item.replace(/ \(.*\)$/, ''), active ? 140 : 150, 13, active),
      active ? ` font-weight="700" fill="${C.white}"` : '',
    );
  });
  out += `<path d="${icons}" fill="${C.s600}" stroke="${C.s600}" stroke-width="2" stroke-linejoin="round"/><g font-size="13" fill="${C.s300}">${items}</g>`;
  out +=
    rect(12, 734, 208, 52, ` rx="10" fill="${C.s800}"`) +
    text(24, 755, 'Fiscal year 2083/84', ` font-size="11" fill="${C.s400}"`) +
    text(24, 774, branch, ` font-size="12" font-weight="600" fill="${C.white}"`);
  // Top bar of the page: search, date, notifications and the signed-in user.
  out +=
    rect(233, BROWSER_BAR, 1046, 56, ` fill="${C.white}"`) +
    line(233, 92.5, 1279, 92.5, C.s200) +
    rect(420, 49, 380, 30, ` rx="8" fill="${C.s100}"`) +
    `<circle cx="440" cy="63" r="6" fill="none" stroke="${C.s400}" stroke-width="2"/>` +
    text(456, 69, placeholder, ` font-size="13" fill="${C.s500}"`);
  out +=
    text(960, 69, '2083-08-06 BS', ` font-size="13" fill="${C.s600}" text-anchor="end"`) +
    `<circle cx="998" cy="64" r="15" fill="${C.s100}"/><path d="M992 69h12l-2-3v-5a4 4 0 0 0-8 0v5z" fill="${C.s500}"/><circle cx="1006" cy="55" r="4" fill="${C.green}"/>` +
    `<circle cx="1046" cy="64" r="17" fill="${C.bluePill}"/>` +
    text(
      1046,
      69,
      user[0]
        .split(' ')
        .map((p) => p[0])
        .filter((_, i, a) => i === 0 || i === a.length - 1)
        .join(''),
      ` font-size="12.5" font-weight="700" fill="${C.blueDark}" text-anchor="middle"`,
    ) +
    text(1072, 60, user[0], ` font-size="13" font-weight="600" fill="${C.ink}"`) +
    text(1072, 77, user[1], ` font-size="11.5" fill="${C.s500}"`);
  // page header
  out +=
    text(X0, 126, `${productName}  ›  ${title.replace(/ \(.*\)$/, '')}`, ` font-size="12.5" fill="${C.s500}"`) +
    text(X0, 160, sc.title, ` font-size="23" font-weight="700" fill="${C.ink}"`);
  out += buttons(X0 + BW, 134, [...(sc.actions ?? []), sc.secondary ?? 'Export'], Boolean(sc.actions));
  out += body;
  return `${out}</g></svg>\n`;
}
