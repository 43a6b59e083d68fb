/**
 * The Decap CMS configuration of /admin, built in TypeScript (CMS_MANUAL_INIT) so the unit tests
 * can compare every collection with its zod schema (tests/unit/cmsDrift.test.ts). One collection
 * per kind of content an editor changes (src/cms/collections/); the files are the same ones the
 * site is built from, in the shapes src/schemas/ validates. Each entry holds its English and its
 * Nepali text (Decap's i18n, docs/content.md#both-languages-in-one-entry).
 */
import type { CmsCollection, CmsConfig } from 'decap-cms-core';
import { industries, modules, subIndustries } from './collections/catalogue';
import { customers, faqs, news, pages, stories, team } from './collections/editorial';
import { CONTENT_I18N } from './collections/files';
import { pricing } from './collections/pricing';
import { pageMeta, settings } from './collections/site';

/** Every collection of the CMS, in the order of its sidebar. */
export const CMS_COLLECTIONS: readonly CmsCollection[] = [
  modules,
  news,
  stories,
  customers,
  team,
  pages,
  faqs,
  subIndustries,
  pricing,
  industries,
  settings,
  pageMeta,
];

/** The GitHub repository the site is built from, when the build does not say (see repositoryOf). */
export const DEFAULT_REPOSITORY = 'sarathi-software/sarathi-erp-website';

/** The branch Netlify publishes: "Publish" in the editor merges into it. */
export const PUBLISHED_BRANCH = 'main';

/**
 * `owner/name` of the site's GitHub repository: CMS_GITHUB_REPO when set, else the one in Netlify's
 * REPOSITORY_URL (set on every Netlify build, e.g. https://github.com/owner/name), else
 * {@link DEFAULT_REPOSITORY}.
 */
export function repositoryOf(env: Record<string, string | undefined>): string {
  const explicit = env['CMS_GITHUB_REPO']?.trim();
  if (explicit) return explicit;
  const fromNetlify = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(env['REPOSITORY_URL'] ?? '')?.[1];
  return fromNetlify ?? DEFAULT_REPOSITORY;
}

/** Where the editor runs and how it saves. */
export interface CmsConfigOptions {
  /** `owner/name` of the GitHub repository editors commit to (see {@link repositoryOf}). */
  repository: string;
  /**
   * The origin /admin is served from, e.g. https://www.sarathierp.com.np: the sign-in pop-up
   * (/api/auth) is opened there and the token is only accepted from there.
   */
  authOrigin: string;
  /**
   * Address of decap-server's API when editing on this computer (`npm run cms`), e.g.
   * `http://127.0.0.1:8081/api/v1`; Decap uses it only when /admin is opened on localhost or
   * 127.0.0.1, and the published editor signs in with GitHub instead.
   */
  localBackendUrl?: string | undefined;
  /**
   * The branch drafts start from and are published into with the local backend: the one checked
   * out when `npm run cms` started (default {@link PUBLISHED_BRANCH}).
   */
  localBranch?: string | undefined;
  /** The site's origin, shown as the "view live" link, e.g. https://www.sarathierp.com.np. */
  siteUrl: string;
}

/**
 * The full Decap configuration: the GitHub backend on {@link PUBLISHED_BRANCH}, signed in through
 * our own /api/auth, with the editorial workflow (each draft a branch and pull request that Netlify
 * builds as a deploy preview); the local backend when `localBackendUrl` is given; media under
 * public/images/; English and Nepali side by side in each entry; and {@link CMS_COLLECTIONS}.
 */
export function buildCmsConfig(options: CmsConfigOptions): CmsConfig {
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: options.repository,
      branch: (options.localBackendUrl && options.localBranch) || PUBLISHED_BRANCH,
      base_url: options.authOrigin,
      auth_endpoint: 'api/auth',
      squash_merges: true,
    },
    ...(options.localBackendUrl
      ? { local_backend: { url: options.localBackendUrl, allowed_hosts: ['localhost', '127.0.0.1'] } }
      : {}),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    logo: { src: '/images/logo.svg', show_in_header: true },
    locale: 'en',
    // Drafts → In review → Ready → Publish, on GitHub and with decap-server in git mode (npm run cms).
    publish_mode: 'editorial_workflow',
    // Fallback folder for an image field without its own (every image field sets one).
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: CONTENT_I18N,
    collections: [...CMS_COLLECTIONS],
  };
}
