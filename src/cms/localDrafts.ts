/**
 * decap-server, the local backend of `npm run cms` and of the CMS end-to-end test, refuses to read
 * a file of a draft without the file's id ("params.id is not allowed to be empty"), although in git
 * mode it reads the file by its path and never uses the id. Decap asks exactly that for the language
 * a draft did not change: it reads both language files of an entry and knows the ids of changed
 * files only. So a draft that changed only the Nepali text (or only the English) could not be
 * opened again ("Loading entry…" for ever). The local backend is handed the path as the id then;
 * the GitHub backend of the live editor looks a file up by its path itself.
 */

/** A backend as Decap's registry creates it (only the method this changes). */
interface DraftReader {
  unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string): Promise<string>;
}

/** The part of Decap's CMS object this needs: its registry of backends. */
interface BackendRegistry {
  getBackend(name: string): { init: (...args: unknown[]) => DraftReader } | undefined;
}

/** Makes the local backend ("proxy" in Decap's registry) read a draft's unchanged files by path. */
export function readUnchangedDraftFilesByPath(cms: BackendRegistry): void {
  const proxy = cms.getBackend('proxy');
  if (!proxy) return;
  const create = proxy.init;
  proxy.init = (...args) => {
    const backend = create(...args);
    const read = backend.unpublishedEntryDataFile.bind(backend);
    backend.unpublishedEntryDataFile = (collection, slug, path, id) => read(collection, slug, path, id || path);
    return backend;
  };
}
