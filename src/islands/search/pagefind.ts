/**
 * The browser side of site search: loads Pagefind's script and index from /pagefind/ (written by
 * src/integrations/searchIndex.ts) the first time a search runs, and turns its results into plain
 * data. Nothing here runs before search is opened, and no page chunk imports Pagefind: the script
 * is fetched by a runtime import of a URL the bundler does not follow.
 */
import { EXCERPT_WORDS, PAGEFIND_SCRIPT_URL, SEARCH_RANKING, resultPath } from '../../lib/search';

/** One page that matched: where it is, its title (the page's <h1>) and an excerpt with `<mark>` highlights. */
export interface SearchHit {
  id: string;
  url: string;
  title: string;
  excerpt: string;
}

/** A result whose details have not been fetched yet (Pagefind loads each page's fragment on demand). */
export interface PendingHit {
  id: string;
  load: () => Promise<SearchHit>;
}

/** What one query found: every match in rank order, details fetched on demand. */
export interface SearchOutcome {
  query: string;
  results: PendingHit[];
}

/** The part of Pagefind's browser API the site uses. */
interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: { id: string; data: () => Promise<PagefindData> }[] }>;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

let loading: Promise<PagefindApi> | null = null;

/**
 * Pagefind's API, loaded once per page view (script, WebAssembly and index metadata). A failed
 * load (offline, index missing) is not cached, so the next search tries again.
 *
 * @param scriptUrl where pagefind.js is served; the default is the built site's copy
 * @throws when the script cannot be fetched or its WebAssembly refuses to start
 */
export function loadPagefind(scriptUrl: string = PAGEFIND_SCRIPT_URL): Promise<PagefindApi> {
  if (!loading) {
    const attempt = (async () => {
      const api = (await import(/* @vite-ignore */ scriptUrl)) as PagefindApi;
      await api.options({ excerptLength: EXCERPT_WORDS, ranking: SEARCH_RANKING });
      await api.init();
      return api;
    })();
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

/**
 * Searches the site for `query` (already normalised, non-empty).
 *
 * @returns every matching page in Pagefind's rank order, each with a `load()` for its title,
 *   link and excerpt
 * @throws when Pagefind cannot be loaded
 */
export async function searchSite(query: string): Promise<SearchOutcome> {
  const api = await loadPagefind();
  const { results } = await api.search(query);
  return {
    query,
    results: results.map((result) => ({
      id: result.id,
      load: async () => {
        const data = await result.data();
        const path = resultPath(data.url);
        return { id: result.id, url: path, title: data.meta['title']?.trim() || path, excerpt: data.excerpt };
      },
    })),
  };
}
