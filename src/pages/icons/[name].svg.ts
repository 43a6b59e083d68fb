/**
 * /icons/{name}.svg: the Lucide icons the style sheet draws with CSS masks (list check marks, the
 * comparison table's ticks and crosses, its info buttons), written as SVG files at build time
 * from the same Lucide components the pages use. One small cached file per icon instead of an
 * <svg> element per check mark keeps long lists and tables light.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { icons } from 'lucide-react';
import { CSS_ICONS } from '../../lib/cssIcons';

export const getStaticPaths = (() =>
  Object.entries(CSS_ICONS).map(([file, name]) => ({
    params: { name: file },
    props: { name },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const Component = icons[props.name as keyof typeof icons];
  const svg = renderToStaticMarkup(createElement(Component, { xmlns: 'http://www.w3.org/2000/svg' }));
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
};
