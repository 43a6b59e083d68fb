/**
 * The content editor at /admin: Decap CMS bundled from npm by Vite (no script from another
 * origin), configured in TypeScript (src/cms/config.ts). Decap's ES module build never starts by
 * itself (only its CDN bundle reads CMS_MANUAL_INIT), so `CMS.init` below is the manual start.
 */
import CMS from 'decap-cms-app';
import { buildCmsConfig } from './config';
import { registerFormats } from './formats';
import { installEntryNavigationGuard } from './entryNavigation';
import { installPasteGuard } from './pasteGuard';
import { installUploadCheck } from './uploadCheck';
import { registerPreviews } from './previews';
import { registerDraftPictureWidget } from './draftPictures';
import { pruneEmptyValues } from './prune';
import { readAdminSettings } from './settings';
import { attachRules, registerRuleWidgets } from './validation';
import { SITE_ORIGIN } from '../lib/siteOrigin';

const LOCAL_HOSTS = ['localhost', '127.0.0.1'];
const isLocal = LOCAL_HOSTS.includes(window.location.hostname);

/**
 * Port of the local backend when editing on this computer: `npm run cms` sets it (and the branch
 * drafts are published into) when it starts `astro dev`. The built editor has none and signs in
 * with GitHub. Decap only talks to it when /admin is opened on localhost or 127.0.0.1.
 */
const localBackendPort = import.meta.env.DEV
  ? (import.meta.env.PUBLIC_DECAP_SERVER_PORT ?? '8081').replace(/\D/g, '')
  : undefined;

// `npm run cms` only: decap-server switches the checkout to a draft's branch and back while it
// saves, and astro dev then asks every open page to reload (content changed). The editor ignores
// that, or each Save would restart it half-way; a page of the site still reloads. Vite's client
// reloads only the page a payload's `path` names, so the path is set to no page. After changing
// the editor's own code, reload it by hand (also after astro dev says it re-bundled dependencies,
// which it announces the same way; its start-up scan of src/ makes that rare).
import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
  payload.path = '/the-content-editor-keeps-running.html';
});

const settings = readAdminSettings(document);
const config = buildCmsConfig({
  repository: settings.repository,
  authOrigin: window.location.origin,
  localBackendUrl: localBackendPort ? `http://127.0.0.1:${localBackendPort}/api/v1` : undefined,
  localBranch: import.meta.env.DEV ? import.meta.env.PUBLIC_CMS_BRANCH : undefined,
  siteUrl: isLocal ? window.location.origin : SITE_ORIGIN,
});
for (const collection of config.collections) {
  if (collection.files) {
    for (const file of collection.files)
      attachRules(
        file.fields,
        settings.rules[`${collection.name}/${file.name}`] ?? settings.rules[collection.name] ?? {},
      );
  } else {
    attachRules(collection.fields ?? [], settings.rules[collection.name] ?? {});
  }
}

registerRuleWidgets(CMS as unknown as Parameters<typeof registerRuleWidgets>[0]);
registerDraftPictureWidget(CMS as unknown as Parameters<typeof registerDraftPictureWidget>[0]);
registerFormats(CMS, config.collections);
registerPreviews(CMS);
installPasteGuard(document);
installEntryNavigationGuard(window);
// A modal alert: the media library has no place of its own for an upload's error.
installUploadCheck(document, (problems) => window.alert(`This file was not uploaded:\n\n${problems.join('\n\n')}`));
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => pruneEmptyValues<unknown>(entry.get('data')),
});
CMS.init({ config });
