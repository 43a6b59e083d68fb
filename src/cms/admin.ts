/**
 * The content editor at /admin: Decap CMS bundled from npm by Vite (no script from another
 * origin), configured in TypeScript (src/cms/config.ts). Decap's ES module build never starts by
 * itself (only its CDN bundle reads CMS_MANUAL_INIT), so `CMS.init` below is the manual start.
 */
import CMS from 'decap-cms-app';
import { buildCmsConfig } from './config';
import { registerPreviews } from './previews';
import { pruneEmptyValues } from './prune';
import { SITE_ORIGIN } from '../lib/siteOrigin';

/**
 * Port of decap-server when editing on this computer (`npm run cms` sets it; 8081 is Decap's
 * default). Decap only talks to it when /admin is opened on localhost or 127.0.0.1; on the
 * published site it signs in through Netlify Identity instead.
 */
const localBackendPort = import.meta.env.PUBLIC_DECAP_SERVER_PORT ?? '8081';

registerPreviews(CMS);
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => pruneEmptyValues(entry.get('data')),
});
CMS.init({
  config: buildCmsConfig({
    localBackendUrl: `http://127.0.0.1:${localBackendPort}/api/v1`,
    siteUrl:
      window.location.hostname === 'localhost' || window.location.hostname === '127.0.0.1'
        ? window.location.origin
        : SITE_ORIGIN,
  }),
});
