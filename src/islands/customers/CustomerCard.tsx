/**
 * One customer card of the customers directory: logo (or a building icon), name,
 * industry text and town, and the customer's site, when given, as a link that opens in a new tab
 * (`rel="noopener noreferrer"`) and says so to screen readers, and "Read the story" when the
 * customer has a customer story. Rendered by CustomerDirectory. A customer whose name and town
 * are in another language than the page (`contentLang`: its Nepali text is not written yet) has
 * them marked with that `lang` and a small tag saying so (`text.fallbackBadge`).
 */
import { ArrowRight, Building, ExternalLink, MapPin } from '../icons';
import { splitLastWord } from '../../lib/text';
import type { Dictionary } from '../../i18n/dictionary';

/** A customer as the directory receives it: plain data prepared at build time. */
export interface DirectoryCustomer {
  /** Content entry id, e.g. `newa-kitchen`. */
  id: string;
  name: string;
  /** Site path of the logo under public/, e.g. `/images/customers/newa-kitchen.svg`. */
  logo?: string | undefined;
  /** The customer's own https site. */
  link?: string | undefined;
  /** e.g. "Hospital, Pharmacy" (src/lib/customers.ts customerIndustryText). */
  industryText: string;
  /** Town, e.g. "Lalitpur". */
  location: string;
  /** Its sub-industries within the section's industry, e.g. ["hospital", "pharmacy"] or ["other"]. */
  subIndustries: string[];
  /** Site path of the customer's story, when it has one: the card then shows "Read the story". */
  storyHref?: string | undefined;
  /** The language of `name` and `location` when it is not the page's (e.g. `en` on a Nepali page). */
  contentLang?: string | undefined;
}

/**
 * The card's own texts in one language: the story link and what a screen reader hears after it
 * (the dictionary's `customerCard`, `{name}`: the customer's name), what it hears after the site's
 * link, and the tag of a card whose name and town are shown in another language (`contentLang`).
 */
export type CustomerCardText = Dictionary['customerCard'] & {
  opensInNewTab: string;
  fallbackBadge?: string | undefined;
};

export function CustomerCard({
  customer,
  text,
}: {
  customer: DirectoryCustomer;
  /** The card's texts in the page's language. */
  text: CustomerCardText;
}) {
  const { name, logo, link, industryText, location, storyHref, contentLang } = customer;
  const [lead, lastWord] = splitLastWord(name);
  return (
    <article
      data-fallback={contentLang}
      className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      {logo ? (
        <img
          src={logo}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="h-14 w-14 flex-none rounded-xl"
        />
      ) : (
        <span className="inline-flex h-14 w-14 flex-none items-center justify-center rounded-xl bg-slate-100 text-ink-soft">
          <Building className="h-7 w-7" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0">
        <h3 className="font-semibold text-ink" lang={contentLang}>
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer" className="hover:text-brand-700 hover:underline">
              {lead}
              {/* The last word and the icon share one unbreakable run: the icon never sits alone on a line. */}
              <span className="whitespace-nowrap">
                {lastWord}
                <ExternalLink className="ml-1 inline-block h-3.5 w-3.5 align-[-0.1em]" aria-hidden="true" />
              </span>
              <span className="sr-only">{text.opensInNewTab}</span>
            </a>
          ) : (
            name
          )}
        </h3>
        <p className="text-sm text-ink-muted">{industryText}</p>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-muted">
          <MapPin className="h-3.5 w-3.5 flex-none" aria-hidden="true" />
          <span lang={contentLang}>{location}</span>
        </p>
        {contentLang && text.fallbackBadge ? (
          <span className="mt-1 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-ink-soft">
            {text.fallbackBadge}
          </span>
        ) : null}
        {storyHref ? (
          <a
            href={storyHref}
            className="mt-1 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {text.readStory}
            <span className="sr-only">{text.storyOf.replace('{name}', name)}</span>
            <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        ) : null}
      </div>
    </article>
  );
}
