/**
 * A module card: title, industry tags (the first two, then a '+N more' control that shows the
 * rest, docs/timings-and-limits.md#display-limits), main points. The title link is stretched over
 * the whole card, so a click anywhere opens the module; the tag control sits above that link.
 * The hidden tags are in the HTML either way.
 *
 * One card for every list of modules, always rendered to static HTML: inside the module browser
 * (`interactive`) '+N more' is a disclosure button the ModuleBrowser island runs; elsewhere it is
 * a native <details> disclosure, which works without a script.
 *
 * A module shown in another language than the page (`lang`: its Nepali text not written yet) has
 * its title and main points marked with that `lang`, the card `data-fallback`, and the tag
 * `fallbackBadge` under its title; a tag naming a sub-industry in another language carries its own
 * `lang` (docs/languages.md#when-a-nepali-text-is-missing).
 */
import { splitCardTags } from '../../lib/modules';
import type { Dictionary } from '../../i18n/dictionary';
import type { Locale } from '../../i18n/locales';
import { fill } from '../../i18n/fill';

/**
 * The card's own texts in one language (the dictionary's `moduleCard`; `{count}` is filled in with
 * the number of hidden tags) and the page's language, whose digits write the counts.
 */
export type ModuleCardText = Dictionary['moduleCard'] & { locale: Locale };

/** A tag of a card: a sub-industry's name, with its language where it is not the page's. */
export type CardTag = string | { name: string; lang?: string | undefined };

export interface ModuleCardProps {
  title: string;
  /** The module page in the current scope, e.g. `/products/healthcare/modules/billing`. */
  href: string;
  /** Display names of the module's sub-industries, e.g. ['Hospital', 'Clinic']. */
  tags: CardTag[];
  mainPoints: string[];
  headingLevel?: 'h2' | 'h3';
  /**
   * Inside the module browser: '+N more' is a button the island runs rather than a <details>;
   * `id` (unique on the page) then names the hidden tags it controls.
   */
  interactive?: boolean;
  id?: string;
  /** The card's texts in the page's language. */
  text: ModuleCardText;
  /** The module's language where it is not the page's (its texts not translated yet). */
  lang?: string | undefined;
  /** The tag saying so, in the page's language ('अङ्ग्रेजीमा'), shown with `lang`. */
  fallbackBadge?: string | undefined;
}

const TAG_CLASS = 'rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800';
const MORE_CLASS =
  'inline-flex min-h-6 items-center rounded-full bg-slate-100 px-2.5 text-xs font-semibold text-ink-soft hover:bg-slate-200';

export function ModuleCard({
  title,
  href,
  tags,
  mainPoints,
  headingLevel = 'h3',
  interactive = false,
  id = href,
  text,
  lang,
  fallbackBadge,
}: ModuleCardProps) {
  const Heading = headingLevel;
  const { shown, more } = splitCardTags(tags.map(asTag));
  return (
    <article
      className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600"
      data-fallback={lang}
    >
      <Heading className="text-lg font-semibold text-ink" lang={lang}>
        <a href={href} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none">
          {title}
        </a>
      </Heading>
      {lang && fallbackBadge && (
        <span className="mt-1 inline-block self-start rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-ink-soft">
          {fallbackBadge}
        </span>
      )}
      {tags.length > 0 &&
        (interactive ? (
          <ToggledTags shown={shown} more={more} idPrefix={id} text={text} />
        ) : (
          <DisclosedTags shown={shown} more={more} text={text} />
        ))}
      <ul className="marks mark-check mt-4 flex-1 space-y-2 text-sm text-ink-soft" lang={lang}>
        {mainPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <span
        className="arrow-after mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 after:transition-transform group-hover:after:translate-x-0.5"
        aria-hidden="true"
        data-pagefind-ignore=""
      >
        {text.viewModule}
      </span>
    </article>
  );
}

/** A tag as a name and its language (undefined: the page's). */
const asTag = (tag: CardTag) => (typeof tag === 'string' ? { name: tag, lang: undefined } : tag);

interface TagsProps {
  shown: { name: string; lang?: string | undefined }[];
  more: { name: string; lang?: string | undefined }[];
  text: ModuleCardText;
}

const tagItems = (tags: TagsProps['shown'], extra: { id?: (index: number) => string; hidden?: boolean } = {}) =>
  tags.map((tag, index) => (
    <li key={tag.name} id={extra.id?.(index)} className={TAG_CLASS} hidden={extra.hidden} lang={tag.lang}>
      {tag.name}
    </li>
  ));

/**
 * The text of the tag toggle: '+N more' while the extra tags are hidden, 'Show less' while shown
 * (in `text`'s language).
 */
export function moreTagsLabel(hiddenCount: number, expanded: boolean, text: ModuleCardText): string {
  return expanded ? text.showLess : fill(text.more, { count: hiddenCount }, text.locale);
}

/** One list; the button (run by the ModuleBrowser island) shows and hides the tags after the first two. */
function ToggledTags({ shown, more, idPrefix, text }: TagsProps & { idPrefix: string }) {
  const idOf = (index: number) => `${idPrefix.replace(/[^a-z0-9]+/gi, '-')}-tag-${index}`;
  return (
    <ul className="mt-3 flex flex-wrap items-center gap-2" aria-label={text.industries}>
      {tagItems(shown)}
      {tagItems(more, { id: idOf, hidden: true })}
      {more.length > 0 && (
        // A control label, not page text: kept out of the site-search index and its excerpts.
        <li className="relative z-10" data-pagefind-ignore="">
          <button
            type="button"
            className={MORE_CLASS}
            aria-expanded="false"
            aria-controls={more.map((_, index) => idOf(index)).join(' ')}
            data-more-tags={more.length}
          >
            {moreTagsLabel(more.length, false, text)}
          </button>
        </li>
      )}
    </ul>
  );
}

/** The first tags, then a native disclosure holding the rest. */
function DisclosedTags({ shown, more, text }: TagsProps) {
  return (
    <div className="mt-3 flex flex-wrap items-start gap-2">
      <ul className="flex flex-wrap gap-2" aria-label={text.industries}>
        {tagItems(shown)}
      </ul>
      {more.length > 0 && (
        <details className="group/more relative z-10">
          <summary
            className={`${MORE_CLASS} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
            data-pagefind-ignore=""
          >
            <span className="group-open/more:hidden">{moreTagsLabel(more.length, false, text)}</span>
            <span className="hidden group-open/more:inline">{text.showLess}</span>
          </summary>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={text.moreIndustries}>
            {tagItems(more)}
          </ul>
        </details>
      )}
    </div>
  );
}
