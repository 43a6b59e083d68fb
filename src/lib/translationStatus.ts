/**
 * The translation status page for editors (dist/admin-translations.html,
 * docs/languages.md#what-is-not-translated-yet): which content entries have no Nepali text yet,
 * which Nepali texts are older than a change to their English entry, and which entries the last
 * build showed in English on Nepali pages, each with a link that opens the entry in the CMS.
 * Pure: the integration src/integrations/translationReport.ts gathers the data and writes the file.
 */

/** One content file's Nepali status from the git history (scripts/translation-status.mjs). */
export interface HistoryStatus {
  /** The English file, from the repository root. */
  source: string;
  /** `missing`: no Nepali file; `outdated`: the English file changed after it; `done`. */
  status: 'missing' | 'outdated' | 'done';
  /** ISO date of the English file's last change. */
  englishChanged: string | null;
  /** ISO date of the Nepali file's last change, null when missing. */
  nepaliChanged: string | null;
}

/** An entry the build showed in English on Nepali pages (src/data/translationGaps.ts). */
export interface ShownInEnglish {
  file: string;
  entry?: string | undefined;
  kind: 'missing' | 'incomplete' | 'invalid';
  detail: string;
}

/** Where an entry is edited in the CMS: a folder of entries, or named files. */
export interface CmsPlace {
  /** The collection's name, as in `/admin#/collections/{name}`. */
  name: string;
  /** A folder collection's folder, from the repository root. */
  folder?: string | undefined;
  /** A files collection's files: the entry's name and its file. */
  files?: readonly { name: string; file: string }[] | undefined;
}

/**
 * The key that names one entry in every layout of its files: the path under src/content without
 * the language (a `ne/` folder, a `.en`/`.ne` suffix, or the ` ("ne")` that names the Nepali half
 * of a settings file) and without the extension.
 * @example entryKey('src/content/ne/news/x.json') === entryKey('src/content/news/x.md') // 'news/x'
 */
export function entryKey(path: string): string {
  return path
    .replace(/ \("ne"\)$/, '')
    .replace(/^\/?src\/content\/(?:ne\/)?/, '')
    .replace(/\.(?:en|ne)(?=\.\w+$)/, '')
    .replace(/\.\w+$/, '');
}

/** The CMS address that opens the entry of `key` (see {@link entryKey}), or undefined. */
export function cmsAddress(key: string, places: readonly CmsPlace[]): string | undefined {
  for (const place of places) {
    const file = place.files?.find((candidate) => entryKey(candidate.file) === key);
    if (file) return `/admin#/collections/${place.name}/entries/${file.name}`;
    const folder = place.folder === undefined ? undefined : entryKey(`${place.folder}/x.json`).slice(0, -1);
    if (folder && key.startsWith(folder) && !key.slice(folder.length).includes('/')) {
      return `/admin#/collections/${place.name}/entries/${key.slice(folder.length)}`;
    }
  }
  return undefined;
}

/** One row of the page: an entry that needs its Nepali text written or updated. */
export interface StatusRow {
  key: string;
  /** What the editor reads: 'No Nepali text yet', 'English changed after the Nepali text', … */
  state: string;
  detail: string;
  edit: string | undefined;
}

/** What the page says of an entry the build showed in English, by the reason. */
const SHOWN_IN_ENGLISH: Record<ShownInEnglish['kind'], string> = {
  missing: 'Shown in English: no Nepali text yet',
  incomplete: 'Shown in English: Nepali text incomplete',
  invalid: 'Shown in English: the Nepali text has a mistake',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? '');
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'unknown');

/**
 * The rows of the page, shown-in-English first, then missing, then outdated, each sorted by key.
 * `history` is null when the git history could not be read (a shallow clone): the page then says
 * the outdated check did not run.
 */
export function statusRows(
  history: readonly HistoryStatus[] | null,
  shown: readonly ShownInEnglish[],
  places: readonly CmsPlace[],
): StatusRow[] {
  const rows = new Map<string, StatusRow>();
  const add = (key: string, state: string, detail: string) => {
    if (!rows.has(key)) rows.set(key, { key, state, detail, edit: cmsAddress(key, places) });
  };
  for (const gap of shown) {
    add(entryKey(gap.file) + (gap.entry === undefined ? '' : `#${gap.entry}`), SHOWN_IN_ENGLISH[gap.kind], gap.detail);
  }
  for (const file of history ?? []) {
    if (file.status === 'missing')
      add(entryKey(file.source), 'No Nepali text yet', `English of ${day(file.englishChanged)}`);
    if (file.status === 'outdated') {
      add(
        entryKey(file.source),
        'English changed after the Nepali text',
        `English changed ${day(file.englishChanged)}, Nepali ${day(file.nepaliChanged)}`,
      );
    }
  }
  return [...rows.values()];
}

/**
 * The page itself: plain HTML for the editors (English, like the CMS), no script or inline style
 * so the site's Content-Security-Policy holds; `noindex` (robots.txt already keeps /admin out).
 * @param builtAt when the build ran, shown so an editor knows how fresh the list is
 */
export function statusPage(rows: readonly StatusRow[], historyRead: boolean, builtAt: Date): string {
  const body =
    rows.length === 0
      ? '<p>Every entry has its Nepali text, and none is older than its English entry.</p>'
      : `<table>
<thead><tr><th scope="col">Entry</th><th scope="col">Nepali text</th><th scope="col">Details</th><th scope="col">Edit</th></tr></thead>
<tbody>
${rows
  .map(
    (row) =>
      `<tr><th scope="row">${escapeHtml(row.key)}</th><td>${escapeHtml(row.state)}</td><td>${escapeHtml(row.detail)}</td><td>${
        row.edit ? `<a href="${escapeHtml(row.edit)}">Open in the editor</a>` : ''
      }</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Nepali translation status · Sarathi ERP</title>
<link rel="stylesheet" href="/admin-translations.css">
</head>
<body>
<main>
<h1>Nepali translation status</h1>
<p>Built ${escapeHtml(builtAt.toISOString().slice(0, 16).replace('T', ' '))} UTC. ${rows.length} ${
    rows.length === 1 ? 'entry needs' : 'entries need'
  } a Nepali text. Until it is written, the Nepali pages show the English text with a note that it is in English; nothing breaks.</p>
${historyRead ? '' : '<p>The history of the files could not be read in this build, so Nepali texts older than their English entry are not listed.</p>'}
${body}
<p><a href="/admin">Back to the editor</a></p>
</main>
</body>
</html>
`;
}

/** The page's few rules, served beside it (no inline style under the site's policy). */
export const STATUS_PAGE_CSS = `body{font-family:system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc}
main{max-width:64rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.75rem}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border:1px solid #cbd5e1;padding:.5rem;text-align:left;vertical-align:top;font-size:.9rem}
thead th{background:#e2e8f0}
a{color:#1d4ed8}
a:focus-visible{outline:3px solid #1d6ef1;outline-offset:2px}
`;
