import { industryScopePaths, subIndustryScopePaths } from '../../data/scopes';

/**
 * Static paths of every module scope below /products and /industry, industries and sub-industries
 * alike, for the `[scope]/[...scopePath]` routes: params `{ scope, scopePath }` where `scopePath`
 * is `{industry}` or `{industry}/{subIndustry}`; props are the scope's ScopeProps plus the
 * `industry` and optional `subIndustry` keys.
 */
export async function moduleScopePaths() {
  const [industries, subIndustries] = await Promise.all([industryScopePaths(), subIndustryScopePaths()]);
  return [...industries, ...subIndustries].map(({ params: { scope, ...keys }, props }) => ({
    params: { scope, scopePath: Object.values(keys).join('/') },
    props: { ...props, ...keys },
  }));
}
