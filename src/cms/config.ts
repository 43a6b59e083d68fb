/**
 * The Decap CMS configuration of /admin, built in TypeScript (CMS_MANUAL_INIT) so the unit tests
 * can compare every collection with its zod schema (tests/unit/cmsDrift.test.ts). One collection
 * per kind of content an editor changes (src/cms/collections/); the files are the same ones the
 * site is built from, in the shapes src/schemas/ validates.
 */
import type { CmsCollection, CmsConfig } from 'decap-cms-core';
import { industries, modules, subIndustries } from './collections/catalogue';
import { customers, faqs, news, pages, stories, team } from './collections/editorial';
import { pricing } from './collections/pricing';
import { settings } from './collections/site';

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
];

/** Where the editor runs and how it saves. */
export interface CmsConfigOptions {
  /**
   * Address of decap-server's API when editing on this computer (`npm run cms`), e.g.
   * `http://127.0.0.1:8081/api/v1`; undefined on the published site, where Decap signs in through
   * Netlify Identity and commits through the Git Gateway.
   */
  localBackendUrl?: string | undefined;
  /** The site's origin, shown as the "view live" link, e.g. https://www.sarathierp.com.np. */
  siteUrl: string;
}

/**
 * The full Decap configuration: the Git Gateway backend on the main branch, the local backend
 * when `localBackendUrl` is given, media under public/images/, and {@link CMS_COLLECTIONS}.
 */
export function buildCmsConfig(options: CmsConfigOptions): CmsConfig {
  return {
    load_config_file: false,
    backend: { name: 'git-gateway', branch: 'main', squash_merges: true },
    ...(options.localBackendUrl
      ? { local_backend: { url: options.localBackendUrl, allowed_hosts: ['localhost', '127.0.0.1'] } }
      : {}),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    logo: { src: '/images/logo.svg', show_in_header: true },
    locale: 'en',
    publish_mode: 'simple',
    // Fallback folder for an image field without its own (every image field sets one).
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [...CMS_COLLECTIONS],
  } as CmsConfig;
}
