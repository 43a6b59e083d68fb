// Types the code needs beyond what Astro writes to .astro/.

interface ImportMetaEnv {
  /** Port of decap-server that `npm run cms` passes to `astro dev` (digits). */
  readonly PUBLIC_DECAP_SERVER_PORT?: string;
  /** The branch checked out when `npm run cms` started: drafts are published into it. */
  readonly PUBLIC_CMS_BRANCH?: string;
}

// decap-cms-core's types name the global JSX namespace, which React 19's types no longer declare;
// without it previews' widgetFor() and the CMS field types come out as unresolved (error) types.
declare namespace JSX {
  type Element = import('react').JSX.Element;
}
