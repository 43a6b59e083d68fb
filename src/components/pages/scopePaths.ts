import { SCOPES, type Scope } from '../../data/content';
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
