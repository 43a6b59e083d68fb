/**
 * One module card of the module browser (SPEC §2.8, §9): title, industry tags (the first 2, then a
 * '+N more' button that shows the rest), main points. The title link is stretched over the whole
 * card, so a click anywhere opens the module; the tag button sits above that link. Tags behind the
 * button are in the server HTML, hidden. Looks like src/components/sections/ModuleCard.astro.
 */
import { ArrowRight, Check } from '../icons';
import { useId, useState } from 'react';
import { splitCardTags } from '../../lib/modules';

export interface ModuleBrowserCardProps {
  title: string;
  /** The module page in the current scope, e.g. `/products/healthcare/modules/billing`. */
  href: string;
  /** Display names of the module's sub-industries, e.g. ['Hospital', 'Clinic']. */
  tags: string[];
  mainPoints: string[];
}

const tagClass = 'rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800';

/** The card; its tag expansion is local state. */
export function ModuleBrowserCard({ title, href, tags, mainPoints }: ModuleBrowserCardProps) {
  const [expanded, setExpanded] = useState(false);
  const idPrefix = useId();
  const { shown, more } = splitCardTags(tags);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <h2 className="text-lg font-semibold text-ink">
        <a href={href} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none">
          {title}
        </a>
      </h2>
      {tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap items-center gap-2" aria-label="Industries">
          {shown.map((tag) => (
            <li key={tag} className={tagClass}>
              {tag}
            </li>
          ))}
          {more.map((tag, index) => (
            <li key={tag} id={`${idPrefix}-${index}`} className={tagClass} hidden={!expanded}>
              {tag}
            </li>
          ))}
          {more.length > 0 && (
            <li className="relative z-10">
              <button
                type="button"
                className="inline-flex min-h-6 items-center rounded-full bg-slate-100 px-2.5 text-xs font-semibold text-ink-soft hover:bg-slate-200"
                aria-expanded={expanded}
                aria-controls={more.map((_, index) => `${idPrefix}-${index}`).join(' ')}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? 'Show less' : `+${more.length} more`}
              </button>
            </li>
          )}
        </ul>
      )}
      <ul className="mt-4 flex-1 space-y-2 text-sm text-ink-soft">
        {mainPoints.map((point) => (
          <li key={point} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 flex-none text-accent-600" aria-hidden="true" />
            {point}
          </li>
        ))}
      </ul>
      <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden="true">
        View module <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}
