/**
 * Static paths of the scoped module routes: module lists and module pages under
 * /products/{industry}[/{subIndustry}] and /industry/{industry}[/{subIndustry}]. Only pairs where
 * the module belongs to the scope are generated (src/lib/modules.ts decides membership).
 */
import { filterModules, type ModuleFilter } from '../lib/modules';
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

/**
 * One path per URL prefix (SCOPES) and scope: `params` plus `scope`, and the scope's modules
 * (`filter` applied), its heading name and its base path (`/{prefix}{path}`).
 */
async function scopePaths<P extends Record<string, string>>(
  scopes: { params: P; scopeName: string; path: string; filter: ModuleFilter }[],
) {
  const [modules, subIndustryNames] = await Promise.all([getModules(), getSubIndustryNames()]);
  return SCOPES.flatMap((scope) =>
    scopes.map(({ params, scopeName, path, filter }) => ({
      params: { scope, ...params },
      props: {
        scopeName,
        basePath: `/${scope}${path}`,
        modules: filterModules(modules, filter),
        subIndustryNames,
      } satisfies ScopeProps,
    })),
  );
}

/** One entry per scope/industry sold today: params { scope, industry } and the industry's modules. */
export async function industryScopePaths() {
  const industries = (await getIndustries()).filter((industry) => industry.status === 'available');
  return scopePaths(
    industries.map((industry) => ({
      params: { industry: industry.id },
      scopeName: industry.name,
      path: `/${industry.id}`,
      filter: { industry: industry.id },
    })),
  );
}

/** One entry per scope/sub-industry: params { scope, industry, subIndustry } and its ranked modules. */
export async function subIndustryScopePaths() {
  const subIndustries = await getSubIndustries();
  return scopePaths(
    subIndustries.map(({ industry, subIndustry, name }) => ({
      params: { industry, subIndustry },
      scopeName: name,
      path: `/${industry}/${subIndustry}`,
      filter: { industry, subIndustry },
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
