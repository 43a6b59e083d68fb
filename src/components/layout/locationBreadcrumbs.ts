/**
 * Browser side of the top bar on the static 404 pages: one built file answers every unknown path,
 * so its breadcrumbs are rebuilt from the visited path (title-cased, split on - and _, like every
 * other page's). The crumbs are clones of the prototypes TopBar.astro renders in a <template>, with
 * the labels set as text (never parsed as HTML: the path comes from the address bar).
 */
import { breadcrumbTrail } from '../../lib/breadcrumbs';
import { cleanPath } from '../../lib/paths';
import { breadcrumbDisplayClass } from './breadcrumbDisplay';

/**
 * Replaces the crumbs after Home with those of `path` (e.g. `location.pathname`). Does nothing
 * when the page has no trail or no prototypes (a page built without `fromLocation`).
 */
export function showBreadcrumbsOf(path: string, root: ParentNode = document): void {
  const trail = root.querySelector<HTMLOListElement>('[data-breadcrumb-trail]');
  const prototypes = root.querySelector<HTMLTemplateElement>('template[data-breadcrumb-prototypes]');
  if (!trail || !prototypes) return;
  const clone = (kind: string, narrow: boolean, wide: boolean): HTMLElement | null => {
    const prototype = prototypes.content.querySelector<HTMLElement>(`[data-kind="${kind}"]`);
    const item = prototype?.cloneNode(true) as HTMLElement | undefined;
    item?.classList.add(...breadcrumbDisplayClass(narrow, wide).split(' '));
    return item ?? null;
  };

  const { ellipsis, items } = breadcrumbTrail(cleanPath(path));
  const crumbs: HTMLElement[] = [];
  if (ellipsis.narrow || ellipsis.wide) {
    const item = clone('ellipsis', ellipsis.narrow, ellipsis.wide);
    if (item) crumbs.push(item);
  }
  for (const { label, href, current, narrow, wide } of items) {
    const item = clone(current ? 'current' : 'link', narrow, wide);
    const target = item?.querySelector('[data-label]');
    if (!item || !target) continue;
    target.textContent = label;
    if (!current) target.setAttribute('href', href);
    crumbs.push(item);
  }
  while (trail.children.length > 1) trail.lastElementChild?.remove();
  trail.append(...crumbs);
}
