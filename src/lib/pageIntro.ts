/**
 * The id of the block that opens a page: its `<h1>` and lead paragraph (in a hero, its calls to
 * action too). BaseLayout names it in a `<link rel="expect" blocking="render">`, so a browser that
 * supports it (Chrome 124 and later) paints the first frame once this block is parsed: the title
 * and the lead, the page's largest text, arrive in the first paint together, instead of the top bar
 * first and the hero a frame later. Browsers without it, and a page without this block, paint as
 * they always did (the latter once its HTML is parsed).
 */
export const PAGE_INTRO_ID = 'page-intro';
