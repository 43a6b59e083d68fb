/**
 * Static paths of the scoped routes under /products and /industry: industry and sub-industry
 * pages, module lists and module pages under /{scope}/{industry}[/{subIndustry}]. Only pairs where
 * the module belongs to the scope are generated (src/lib/modules.ts decides membership).
 */
import { filterModules, type ModuleFilter } from '../lib/modules';
import { fallbackLang, type Locale } from '../i18n/locales';
import {
  getIndustries,
  getModules,
  getSubIndustries,
  getSubIndustryFallbacks,
  getSubIndustryNames,
  SCOPES,
  type ModuleView,
  type Scope,
} from './content';

export interface ScopeProps {
  /** Heading words for the scope, e.g. "Healthcare" or "Hospital". */
  scopeName: string;
  /** The scope's URL path, e.g. `/products/healthcare/hospital`. */
  basePath: string;
  /** The scope's modules, filtered and ordered as the module browser does (src/lib/modules.ts filterModules). */
  modules: ModuleView[];
  subIndustryNames: Record<string, string>;
  /** The sub-industries whose names are in another language than the page (getSubIndustryFallbacks). */
  subIndustryLangs: Record<string, string>;
  /** The product's name ('Sarathi Hospital ERP') when the scope is a sub-industry. */
  productName?: string | undefined;
  /** The language of `scopeName` and `productName` where it is not the page's (a Nepali text not written yet). */
  scopeLang?: Locale | undefined;
}

/**
 * One path per URL prefix (SCOPES) and scope: `params` plus `scope`, and the scope's modules
 * (`filter` applied, in `locale`), its heading name and its English base path (`/{prefix}{path}`;
 * a page in another language links through localizedHref).
 */
async function scopePaths<P extends Record<string, string>>(
  scopes: {
    params: P;
    scopeName: string;
    path: string;
    filter: ModuleFilter;
    productName?: string;
    scopeLang?: Locale | undefined;
  }[],
  locale: Locale,
) {
  const [modules, subIndustryNames, subIndustryLangs] = await Promise.all([
    getModules(locale),
    getSubIndustryNames(locale),
    getSubIndustryFallbacks(locale),
  ]);
  return SCOPES.flatMap((scope) =>
    scopes.map(({ params, scopeName, path, filter, productName, scopeLang }) => ({
      params: { scope, ...params },
      props: {
        scopeName,
        basePath: `/${scope}${path}`,
        modules: filterModules(modules, filter),
        subIndustryNames,
        subIndustryLangs,
        productName,
        scopeLang,
      } satisfies ScopeProps,
    })),
  );
}

/** One entry per scope/industry sold today: params { scope, industry } and the industry's modules, in `locale`. */
async function industryScopePaths(locale: Locale) {
  const industries = (await getIndustries(locale)).filter((industry) => industry.status === 'available');
  return scopePaths(
    industries.map((industry) => ({
      params: { industry: industry.id },
      scopeName: industry.name,
      scopeLang: fallbackLang(industry.contentLocale, locale),
      path: `/${industry.id}`,
      filter: { industry: industry.id },
    })),
    locale,
  );
}

/** One entry per scope/sub-industry: params { scope, industry, subIndustry } and its ranked modules, in `locale`. */
async function subIndustryScopePaths(locale: Locale) {
  const subIndustries = await getSubIndustries(undefined, locale);
  return scopePaths(
    subIndustries.map(({ industry, subIndustry, name, productName, contentLocale }) => ({
      params: { industry, subIndustry },
      scopeName: name,
      productName,
      scopeLang: fallbackLang(contentLocale, locale),
      path: `/${industry}/${subIndustry}`,
      filter: { industry, subIndustry },
    })),
    locale,
  );
}

/**
 * The product pages' paths in `locale`, one per URL prefix: params `{ scope, industry, subIndustry }`
 * and props `{ product }` (the sub-industry in that language).
 */
export async function productPaths(locale: Locale = 'en') {
  return inEveryScope(await getSubIndustries(undefined, locale), (product) => ({
    params: { industry: product.industry, subIndustry: product.subIndustry },
    props: { product },
  }));
}

/** Expands scope paths into one path per module of each scope (adds params.module). */
export function withModules<P extends Record<string, string>>(paths: { params: P; props: ScopeProps }[]) {
  return paths.flatMap(({ params, props }) =>
    props.modules.map((module) => ({
      params: { ...params, module: module.key },
      props: { module, subIndustryNames: props.subIndustryNames, subIndustryLangs: props.subIndustryLangs },
    })),
  );
}

/**
 * Static paths of every module scope below /products and /industry, industries and sub-industries
 * alike, for the `[scope]/[...scopePath]` routes: params `{ scope, scopePath }` where `scopePath`
 * is `{industry}` or `{industry}/{subIndustry}`; props are the scope's ScopeProps plus the
 * `industry` and optional `subIndustry` keys. Names and modules are read in `locale`.
 */
export async function moduleScopePaths(locale: Locale = 'en') {
  const [industries, subIndustries] = await Promise.all([industryScopePaths(locale), subIndustryScopePaths(locale)]);
  return [...industries, ...subIndustries].map(({ params: { scope, ...keys }, props }) => ({
    params: { scope, scopePath: Object.values(keys).join('/') },
    props: { ...props, ...keys },
  }));
}

/**
 * One static path per scope (`products`, `industry`) for each of `items`: `toPath` gives an item's
 * own params (beside `scope`) and its props.
 */
export function inEveryScope<T, P extends Record<string, string>, Props>(
  items: readonly T[],
  toPath: (item: T, scope: Scope) => { params: P; props: Props },
) {
  return SCOPES.flatMap((scope) =>
    items.map((item) => {
      const { params, props } = toPath(item, scope);
      return { params: { scope, ...params }, props };
    }),
  );
}

/**
 * The paths of one URL prefix among `paths`, without their `scope` param: for a route whose prefix
 * is written in its file (/ne/products/…, /ne/industry/…).
 */
export function pathsUnder<P extends { scope: Scope }, Props>(
  paths: readonly { params: P; props: Props }[],
  scope: Scope,
) {
  return paths
    .filter(({ params }) => params.scope === scope)
    .map(({ params: { scope: _scope, ...params }, props }) => ({ params, props }));
}
