/**
 * Module catalogue rules: parsing `industry/subIndustry#rank` tags, filtering with rank ordering,
 * search, scopes for routes and the screenshot subset. Pure: used by pages at build time and by the
 * module browser island in the browser.
 */

/** A parsed industry tag of a module: `healthcare/hospital#2` → { industry, subIndustry, rank: 2 }. */
interface IndustryTag {
  industry: string;
  subIndustry: string;
  /** Position inside the sub-industry (1 first); undefined when the tag has no `#rank`. */
  rank: number | undefined;
}

/** The fields of a module the catalogue rules need; `key` is the module id (file name). */
export interface ModuleSummary {
  key: string;
  title: string;
  order: number;
  industries: readonly string[];
}

/** Parses one tag; returns undefined for text that is not `industry/subIndustry[#rank]`. */
export function parseIndustryTag(tag: string): IndustryTag | undefined {
  const match = tag.trim().match(/^([a-z-]+)\/([a-z-]+)(?:#(\d+))?$/);
  if (!match) return undefined;
  return { industry: match[1]!, subIndustry: match[2]!, rank: match[3] === undefined ? undefined : Number(match[3]) };
}

/** The filter of the module browser: both optional; values are compared lower-cased. */
export interface ModuleFilter {
  industry?: string | undefined;
  subIndustry?: string | undefined;
  /** Free text matched case-insensitively against the module key and title. */
  search?: string | undefined;
}

/** Sorts by catalogue `order`, then title: the order of the full list and of the home page. */
export function byCatalogueOrder<T extends ModuleSummary>(a: T, b: T): number {
  return a.order - b.order || a.title.localeCompare(b.title);
}

/** True when the module's key (dashes read as spaces) or title contains `search` (any case). */
export function matchesSearch(module: ModuleSummary, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const keyText = module.key.toLowerCase().replace(/[-_]+/g, ' ');
  return (
    keyText.includes(needle) || module.key.toLowerCase().includes(needle) || module.title.toLowerCase().includes(needle)
  );
}

/**
 * Filters modules: a module matches when one of its tags equals `industry/subIndustry`; an industry
 * alone matches any of its sub-industries; no industry matches all. When both are given the result
 * is sorted by the tag's rank, missing ranks last (ties keep catalogue order). Otherwise the result
 * is in catalogue order. Returns a new array; never throws (unknown values simply match nothing).
 */
export function filterModules<T extends ModuleSummary>(modules: readonly T[], filter: ModuleFilter = {}): T[] {
  const industry = filter.industry?.trim().toLowerCase() || undefined;
  const subIndustry = industry ? filter.subIndustry?.trim().toLowerCase() || undefined : undefined;
  const ranked = modules
    .map((module) => {
      const tags = module.industries.map(parseIndustryTag).filter((tag): tag is IndustryTag => tag !== undefined);
      const hit = tags.find(
        (tag) => (!industry || tag.industry === industry) && (!subIndustry || tag.subIndustry === subIndustry),
      );
      return { module, hit };
    })
    .filter(({ module, hit }) => (industry ? hit !== undefined : true) && matchesSearch(module, filter.search ?? ''));
  ranked.sort((a, b) => {
    if (subIndustry) {
      const rankA = a.hit?.rank ?? Number.POSITIVE_INFINITY;
      const rankB = b.hit?.rank ?? Number.POSITIVE_INFINITY;
      if (rankA !== rankB) return rankA < rankB ? -1 : 1;
    }
    return byCatalogueOrder(a.module, b.module);
  });
  return ranked.map(({ module }) => module);
}

/** The distinct industries and `industry/subIndustry` scopes a module belongs to (for scoped routes). */
export function moduleScopes(module: ModuleSummary): {
  industries: string[];
  subIndustries: { industry: string; subIndustry: string }[];
} {
  const tags = module.industries.map(parseIndustryTag).filter((tag): tag is IndustryTag => tag !== undefined);
  const industries = [...new Set(tags.map((tag) => tag.industry))];
  const seen = new Set<string>();
  const subIndustries = tags
    .filter((tag) => {
      const key = `${tag.industry}/${tag.subIndustry}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ industry, subIndustry }) => ({ industry, subIndustry }));
  return { industries, subIndustries };
}

/**
 * The screenshots a module detail page shows: duplicates removed; fewer than 5 unique screenshots
 * are all used, otherwise every third one (the 1st, 4th, 7th, …).
 */
export function screenshotSubset(screenshots: readonly string[]): string[] {
  const unique = [...new Set(screenshots)];
  if (unique.length < 5) return unique;
  return unique.filter((_, index) => index % 3 === 0);
}

/** Query parameters of the module browser (docs/routes.md#query-parameters). */
const FILTER_QUERY_KEYS = ['industry', 'subIndustry', 'search'] as const;

/**
 * Reads a URL query's `industry` / `subIndustry` lower-cased; empty → undefined. A non-blank
 * `search` is returned as given (search ignores case anyway); absent otherwise.
 */
export function filterFromQuery(params: URLSearchParams): ModuleFilter {
  const industry = params.get('industry')?.trim().toLowerCase() || undefined;
  const subIndustry = params.get('subIndustry')?.trim().toLowerCase() || undefined;
  const search = params.get('search')?.trim() || undefined;
  return search ? { industry, subIndustry, search } : { industry, subIndustry };
}

/**
 * The query string that reflects `filter` back into the URL: sets `industry`, `subIndustry` and
 * `search` from the filter, removes the ones that are empty or undefined, and keeps every other
 * parameter of `current` in place. Returns `''` when nothing is left, else `?…` (ready for
 * history.replaceState).
 *
 * @example filterToQuery({ industry: 'healthcare' }, '?subIndustry=lab&x=1') === '?x=1&industry=healthcare'
 */
export function filterToQuery(filter: ModuleFilter, current: URLSearchParams | string = ''): string {
  const params = new URLSearchParams(current);
  for (const key of FILTER_QUERY_KEYS) {
    const value = filter[key]?.trim();
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Industry tags a module card shows before its '+N more' button. */
export const CARD_TAG_LIMIT = 2;

/**
 * Main points a module shows where it is one card among several (home page, product pages, an
 * industry page's tabs); its own page lists them all.
 */
export const CARD_MAIN_POINTS = 3;

/** Splits a card's tags into the first `limit` shown and the rest behind '+N more'. */
export function splitCardTags<T>(tags: readonly T[], limit: number = CARD_TAG_LIMIT): { shown: T[]; more: T[] } {
  const cut = Math.max(0, limit);
  return { shown: tags.slice(0, cut), more: tags.slice(cut) };
}

/**
 * The module name a visitor asked for on an unknown-module URL: the last non-empty path segment,
 * URI-decoded; a malformed escape is kept as typed. Query and hash are ignored. Returns '' for `/`.
 * The caller must show it as text, never as HTML.
 *
 * @example requestedModuleName('/products/healthcare/modules/x-ray%20desk') === 'x-ray desk'
 */
export function requestedModuleName(pathname: string): string {
  const segment =
    pathname
      .replace(/[?#].*$/, '')
      .split('/')
      .filter(Boolean)
      .pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The distinct `industry/subIndustry` keys a module is tagged with, in tag order. */
export function moduleTagKeys(module: ModuleSummary): string[] {
  return moduleScopes(module).subIndustries.map(({ industry, subIndustry }) => `${industry}/${subIndustry}`);
}

/**
 * The tags of a module's card: the names of its sub-industries (`names`, keyed
 * `industry/subIndustry`; the key itself where a name is missing), in tag order. A name in another
 * language than the page (`langs`, by the same keys: a product whose Nepali text is not written
 * yet) comes as `{ name, lang }`, so the card marks it (docs/languages.md#when-a-nepali-text-is-missing).
 * @example moduleTags(billing, { 'healthcare/hospital': 'अस्पताल', 'healthcare/lab': 'Lab' }, { 'healthcare/lab': 'en' })
 *   → ['अस्पताल', { name: 'Lab', lang: 'en' }]
 */
export function moduleTags(
  module: ModuleSummary,
  names: Readonly<Record<string, string>>,
  langs: Readonly<Record<string, string>> = {},
): (string | { name: string; lang: string })[] {
  return moduleTagKeys(module).map((key) => {
    const name = names[key] ?? key;
    const lang = langs[key];
    return lang ? { name, lang } : name;
  });
}
