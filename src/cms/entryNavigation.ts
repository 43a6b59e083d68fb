/**
 * Going from one entry to another by address, Back or Forward always shows the entry in the
 * address bar. Decap keeps the open form when only the entry in its address changes (a known
 * Decap bug), so an edit made there was saved into the previous entry's file. When the address
 * moves from one entry form to another, the editor is loaded afresh for the new entry; Decap's own
 * "leave this page?" question still guards unsaved changes.
 */

/** The entry form an editor address opens (`#/collections/news/entries/a` → "news/a"), or undefined. */
export function entryOfHash(hash: string): string | undefined {
  const match = /^#\/collections\/([^/?#]+)\/(?:entries\/([^?#]+)|(new))(?:[?#].*)?$/.exec(hash);
  if (!match) return undefined;
  return `${match[1]}/${match[2] ?? match[3]}`;
}

/** Reloads the editor when its address moves from one entry form straight to another. */
export function installEntryNavigationGuard(window: Window): void {
  let current = entryOfHash(window.location.hash);
  window.addEventListener('hashchange', (event) => {
    const previous = entryOfHash(new URL(event.oldURL).hash) ?? current;
    const next = entryOfHash(new URL(event.newURL).hash);
    current = next;
    if (previous && next && previous !== next) window.location.reload();
  });
}
