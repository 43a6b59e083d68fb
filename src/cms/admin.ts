/**
 * The content editor at /admin: Decap CMS bundled from npm by Vite (no script from another
 * origin), configured in TypeScript (src/cms/config.ts). Decap's ES module build never starts by
 * itself (only its CDN bundle reads CMS_MANUAL_INIT), so `CMS.init` below is the manual start.
 */
import CMS from 'decap-cms-app';
import { createElement } from 'react';
import { toast } from 'react-toastify';
import { buildCmsConfig } from './config';
import { cmsForms, FORM_SCHEMAS } from './formSchemas';
import { registerFormats } from './formats';
import { installEntryNavigationGuard } from './entryNavigation';
import { installPasteGuard } from './pasteGuard';
import { installUploadCheck } from './uploadCheck';
import { registerPreviews } from './previews';
import { registerDraftPictureWidget } from './draftPictures';
import { pruneEmptyValues } from './prune';
import { readAdminSettings } from './settings';
import { prepareForm, ProblemNotice, registerCheckedWidgets, type FormCheck } from './validation';
import { registerTranslatedFields } from './translatedFields';
import { readUnchangedDraftFilesByPath } from './localDrafts';
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
// Each form checks its entries with the zod schema the build reads them with (src/cms/validation.ts).
const forms = new Map<string, FormCheck>();
for (const form of cmsForms(config.collections)) {
  const schema = FORM_SCHEMAS[form.schemaKey];
  if (!schema) continue;
  prepareForm(form.fields, schema);
  forms.set(form.name, { schema, fields: form.fields, frontMatter: form.frontMatter });
}
// Decap's toasts, which announce its own refusals too; it stays up until the editor closes it.
// One notice at a time: a second refused Save replaces its lines rather than stacking another box.
const NOTICE_ID = 'not-saved';
const notice = new ProblemNotice((lines) => {
  const render = createElement(
    'div',
    null,
    createElement('strong', null, 'Not saved: fix the fields marked in red.'),
    createElement(
      'ul',
      null,
      lines.map((line) => createElement('li', { key: line }, line)),
    ),
  );
  if (toast.isActive(NOTICE_ID)) toast.update(NOTICE_ID, { render });
  else toast.error(render, { autoClose: false, toastId: NOTICE_ID });
});
// The notice is about the entry it was raised on: it goes when the editor moves to another view.
window.addEventListener('hashchange', () => toast.dismiss(NOTICE_ID));
registerCheckedWidgets(CMS as unknown as Parameters<typeof registerCheckedWidgets>[0], {
  formOf: (collection, slug) => forms.get(`${collection}/${slug}`) ?? forms.get(collection),
  notice,
});
// An upload in a draft shows in the form's thumbnail too (src/cms/draftPictures.ts).
registerDraftPictureWidget(CMS as unknown as Parameters<typeof registerDraftPictureWidget>[0]);
// After the checks: the Nepali pane's lists and groups show only translated fields (src/cms/translatedFields.ts).
registerTranslatedFields(CMS as unknown as Parameters<typeof registerTranslatedFields>[0]);
readUnchangedDraftFilesByPath(CMS);
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
