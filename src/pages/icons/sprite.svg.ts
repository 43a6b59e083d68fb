/**
 * /icons/sprite.svg: the icons the islands draw and those most pages draw (SPRITE_ICONS), one
 * `<symbol id="icon-…">` each holding Lucide's SVG rendered at build time, and the footer's brand logos (`brand-…`,
 * src/lib/brandIcons.ts). Pages refer to it with
 * `<use href="/icons/sprite.svg#icon-…">` (src/islands/icons.tsx, Icon.astro), so the browser
 * fetches it once and no page carries a copy.
 */
import type { APIRoute } from 'astro';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { SPRITE_ICONS } from '../../islands/icons';
import { iconSymbolId } from '../../lib/iconSymbols';
import { BRAND_ICONS, brandSymbolId } from '../../lib/brandIcons';

export const GET: APIRoute = () => {
  const symbols = SPRITE_ICONS.map((name) => {
    // The namespace, not `icons`: it also holds the older names the islands use (CircleAlert).
    const Component = (lucide as unknown as Record<string, ComponentType | undefined>)[name];
    if (!Component) throw new Error(`icons/sprite.svg: unknown Lucide icon "${name}"`);
    return createElement(
      'symbol',
      { key: name, id: iconSymbolId(name), viewBox: '0 0 24 24' },
      createElement(Component),
    );
  });
  const brands = Object.entries(BRAND_ICONS).map(([brand, icon]) =>
    createElement(
      'symbol',
      { key: brand, id: brandSymbolId(brand), viewBox: '0 0 24 24' },
      createElement('path', { d: icon.path }),
    ),
  );
  const svg = renderToStaticMarkup(createElement('svg', { xmlns: 'http://www.w3.org/2000/svg' }, symbols, brands));
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
};
