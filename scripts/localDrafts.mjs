/**
 * The front of decap-server in `npm run cms` (scripts/cms.mjs): passes every request of the editor
 * through to decap-server in git mode, one at a time, and brings a draft up to date with the branch
 * it will be published into before the editor opens it.
 *
 * Why: decap-server's git mode lists what a draft changes as `git diff <branch> cms/<draft>`, the
 * difference between the two branches' tips. Once another entry has been published, that
 * difference also holds the published entry's files (absent or older on the draft's branch), and
 * the editor reads them from the draft's branch: a file that is not there answers 500 and the
 * draft cannot be opened ("Failed to load entry: API_ERROR: Unknown error"), and an older Markdown
 * or JSON file can even be taken for the draft's own. decap-server brings a draft up to date
 * itself, but only when it is saved (it rebases it), so a draft started before a publish is locked
 * out until then. Here the draft's branch gets a merge of the published branch first, made with
 * `git merge-tree` and `git commit-tree`: the working tree, which `astro dev` serves, is not
 * touched, and the draft's own commits stay as they were.
 *
 * One request at a time: decap-server runs one git command sequence at a time too, but gives up
 * on a request that waited 3 s ("Request timed out", again shown as "Unknown error"), which a
 * workflow page with many drafts reaches on a slow machine; waiting here has no such limit.
 */
import { spawnSync } from 'node:child_process';
import { createServer, request } from 'node:http';
import { pipeline } from 'node:stream';

/** The prefix decap-server gives every draft branch: `cms/{collection}/{slug}`. */
export const DRAFT_PREFIX = 'cms/';

/**
 * Runs git in `repo`; returns whether it succeeded and its trimmed output (on failure, what it
 * printed on both streams: `merge-tree` names the conflicting files on stdout).
 * @param {string} repo @param {string[]} args
 */
function git(repo, args) {
  const result = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  const ok = result.status === 0;
  return { ok, out: (ok ? result.stdout : `${result.stdout}\n${result.stderr}`).trim() };
}

/**
 * The draft branch a request of the editor reads, or undefined: Decap names a draft by `id`
 * (`{collection}/{slug}`) or by `collection` and `slug`.
 * @param {{ id?: unknown, collection?: unknown, slug?: unknown } | undefined} params
 * @returns {string | undefined}
 */
export function draftBranchOf(params) {
  if (typeof params?.id === 'string' && params.id) return `${DRAFT_PREFIX}${params.id}`;
  if (typeof params?.collection === 'string' && typeof params.slug === 'string')
    return `${DRAFT_PREFIX}${params.collection}/${params.slug}`;
  return undefined;
}

/**
 * Makes the draft branch `draft` of the repository at `repo` contain the tip of `branch`, by a
 * merge commit written without touching the working tree. Returns what happened:
 * `current` (nothing to do), `updated`, `missing` (no such draft or branch), `checked-out` (the
 * draft is the branch checked out, left alone), or `conflict` with git's message (the draft and
 * the branch changed the same lines; the draft is left as it was).
 * @param {string} repo the repository's directory
 * @param {string} branch the branch drafts are published into, e.g. `main`
 * @param {string} draft a draft branch, e.g. `cms/news/visitor-passes`
 * @returns {{ result: 'current' | 'updated' | 'missing' | 'checked-out' | 'conflict', detail?: string }}
 */
export function bringDraftUpToDate(repo, branch, draft) {
  const tip = git(repo, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
  const draftTip = git(repo, ['rev-parse', '--verify', '--quiet', `refs/heads/${draft}`]);
  if (!tip.ok || !draftTip.ok) return { result: 'missing' };
  if (git(repo, ['merge-base', '--is-ancestor', tip.out, draftTip.out]).ok) return { result: 'current' };
  if (git(repo, ['symbolic-ref', '--quiet', '--short', 'HEAD']).out === draft) return { result: 'checked-out' };
  const tree = git(repo, ['merge-tree', '--write-tree', '--messages', tip.out, draftTip.out]);
  if (!tree.ok) {
    const conflicts = tree.out.split('\n').filter((line) => line.startsWith('CONFLICT'));
    return { result: 'conflict', detail: conflicts.length > 0 ? conflicts.join(' ') : tree.out };
  }
  const treeId = tree.out.split('\n')[0] ?? '';
  const merged = git(repo, [
    'commit-tree',
    treeId,
    '-p',
    draftTip.out,
    '-p',
    tip.out,
    '-m',
    `Bring ${draft} up to date with ${branch}`,
  ]);
  if (!merged.ok) return { result: 'conflict', detail: merged.out };
  // Compare-and-swap: the ref moves only if nobody moved it since it was read.
  const moved = git(repo, ['update-ref', `refs/heads/${draft}`, merged.out, draftTip.out]);
  return moved.ok ? { result: 'updated' } : { result: 'conflict', detail: moved.out };
}

/**
 * Reads a request's whole body.
 * @param {import('node:http').IncomingMessage} incoming
 * @returns {Promise<Buffer>}
 */
function bodyOf(incoming) {
  return new Promise((resolve, reject) => {
    // A request the browser gave up on while it waited its turn (a page closed or reloaded) never
    // ends: without this the requests after it would wait for ever, and the editor with them.
    if (incoming.destroyed) {
      reject(new Error('the request was abandoned'));
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    incoming.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
    incoming.on('close', () => reject(new Error('the request was abandoned')));
  });
}

/** How long decap-server may take to answer one request, in ms (a publish merges and commits). */
const UPSTREAM_TIMEOUT_MS = 60_000;

/**
 * Starts the front on 127.0.0.1:`port` (never another interface: decap-server has no sign-in) in
 * front of decap-server at `upstream`, for the repository at `repo`. A request whose Host is not
 * 127.0.0.1 or localhost at that port gets 403 (a page reaching it by DNS rebinding). Resolves the server once it
 * listens; rejects when the port is taken. A request decap-server does not answer gets 502.
 * @param {{ port: number, upstream: URL, repo: string, log?: (line: string) => void }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startLocalDrafts({ port, upstream, repo, log = console.log }) {
  /** The request being passed on: the next one waits for it. */
  let turn = Promise.resolve();

  /**
   * Passes one request on to decap-server with `body` and pipes the answer back.
   * @param {import('node:http').IncomingMessage} incoming @param {import('node:http').ServerResponse} outgoing
   * @param {Buffer | undefined} body
   * @returns {Promise<void>} settled once the answer is sent
   */
  const forward = (incoming, outgoing, body) =>
    new Promise((resolve) => {
      const headers = { ...incoming.headers, host: upstream.host };
      if (body) headers['content-length'] = String(body.length);
      const upstreamRequest = request(
        { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          // pipeline, not pipe: when the browser has gone (a tab closed mid-answer), pipe stops
          // reading an answer larger than the socket's buffers and it never ends, which held every
          // later request and left the next /admin on "Loading configuration…". pipeline settles
          // on the end, the browser leaving or an error, and releases decap-server's answer.
          pipeline(response, outgoing, () => resolve());
        },
      );
      upstreamRequest.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502).end();
        resolve();
      });
      // decap-server answering nothing must not hold every later request: give up after a while.
      upstreamRequest.setTimeout(UPSTREAM_TIMEOUT_MS, () => upstreamRequest.destroy(new Error('no answer')));
      upstreamRequest.end(body);
    });

  const server = createServer((incoming, outgoing) => {
    // DNS rebinding: a web page whose own host name is made to point at 127.0.0.1 could reach this
    // port as its own origin and write any file of the checkout. The browser still names that
    // host in Host, so only this machine's own names pass.
    const address = server.address();
    const listeningPort = typeof address === 'object' && address ? address.port : port;
    if (![`127.0.0.1:${listeningPort}`, `localhost:${listeningPort}`].includes(String(incoming.headers.host))) {
      incoming.resume();
      outgoing.writeHead(403, { 'content-type': 'text/plain' }).end('Only http://localhost may use the local CMS.');
      return;
    }
    // CORS preflights and anything but the API's posts pass straight through.
    if (incoming.method !== 'POST') {
      void forward(incoming, outgoing, undefined);
      return;
    }
    // Read at once, not when its turn comes: a request the browser abandons meanwhile then settles
    // (as no body) instead of holding the queue.
    const received = bodyOf(incoming).catch(() => undefined);
    const mine = turn.then(async () => {
      const body = await received;
      if (!body) {
        outgoing.writeHead(400).end();
        return;
      }
      /** @type {{ action?: unknown, params?: { branch?: unknown, id?: unknown, collection?: unknown, slug?: unknown } } | undefined} */
      let payload;
      try {
        /** @type {unknown} */
        const parsed = JSON.parse(body.toString('utf8'));
        payload = typeof parsed === 'object' && parsed !== null ? parsed : undefined;
      } catch {
        payload = undefined;
      }
      const branch = payload?.params?.branch;
      const draft = payload?.action === 'unpublishedEntry' ? draftBranchOf(payload.params) : undefined;
      if (draft && typeof branch === 'string') {
        const { result, detail } = bringDraftUpToDate(repo, branch, draft);
        if (result === 'updated') log(`[cms] ${draft} now includes what was published on ${branch} since it began.`);
        if (result === 'conflict')
          log(`[cms] ${draft} and ${branch} changed the same file; the draft is left as it was. git: ${detail}`);
      }
      await forward(incoming, outgoing, body);
    });
    turn = mine.catch(() => undefined);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
