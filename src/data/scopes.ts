/**
 * Static paths of the scoped module routes: module lists and module pages under
 * /products/{industry}[/{subIndustry}] and /industry/{industry}[/{subIndustry}]. Only pairs where
 * the module belongs to the scope are generated (src/lib/modules.ts decides membership).
 */
import { filterModules } from '../lib/modules';
import { getIndustries, getModules, getSubIndustries, getSubIndustryNames, SCOPES, type ModuleView } from './content';

export interface ScopeProps {
  /** Heading words for the scope, e.g. "Healthcare" or "Hospital". */
  scopeName: string;
  /** The scope's URL path, e.g. `/products/healthcare/hospital`. */
  basePath: string;
  /** The scope's modules, filtered and ordered as the module browser does (src/lib/modules.ts filterModules). */
  modules: ModuleView[];
  subIndustryNames: Record<string, string>;
}

/** One entry per scope/industry: params { scope, industry } and the scope's modules. */
export async function industryScopePaths() {
  const [industries, modules, subIndustryNames] = await Promise.all([
    getIndustries(),
    getModules(),
    getSubIndustryNames(),
  ]);
  return SCOPES.flatMap((scope) =>
    industries
      .filter((industry) => industry.status === 'available')
      .map((industry) => ({
        params: { scope, industry: industry.id },
        props: {
          scopeName: industry.name,
          basePath: `/${scope}/${industry.id}`,
          modules: filterModules(modules, { industry: industry.id }),
          subIndustryNames,
        } satisfies ScopeProps,
      })),
  );
}

/** One entry per scope/sub-industry: params { scope, industry, subIndustry } and its ranked modules. */
export async function subIndustryScopePaths() {
  const [subIndustries, modules, subIndustryNames] = await Promise.all([
    getSubIndustries(),
    getModules(),
    getSubIndustryNames(),
  ]);
  return SCOPES.flatMap((scope) =>
    subIndustries.map((entry) => ({
      params: { scope, industry: entry.industry, subIndustry: entry.subIndustry },
      props: {
        scopeName: entry.name,
        basePath: `/${scope}/${entry.industry}/${entry.subIndustry}`,
        modules: filterModules(modules, { industry: entry.industry, subIndustry: entry.subIndustry }),
        subIndustryNames,
      } satisfies ScopeProps,
    })),
  );
}

/** Expands scope paths into one path per module of each scope (adds params.module). */
export function withModules<P extends Record<string, string>>(paths: { params: P; props: ScopeProps }[]) {
  return paths.flatMap(({ params, props }) =>
    props.modules.map((module) => ({
      params: { ...params, module: module.key },
      props: { module, subIndustryNames: props.subIndustryNames },
    })),
  );
}
