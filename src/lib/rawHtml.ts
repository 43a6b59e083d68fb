/**
 * Markdown bodies (customer stories, news, company pages) are Markdown only: raw HTML typed into
 * them (`<div>`, `<b>`, `<br>`, an HTML comment) is refused, by the build
 * (src/integrations/markdownHtmlCheck.ts) and by the CMS before it saves (src/cms/validation.ts),
 * with the same message. HTML in Markdown reaches the page as it is: a `style=""` or `onclick=""`
 * breaks the strict Content-Security-Policy, and a half-written tag swallows the text after it
 * (docs/content.md#markdown-bodies). Browser-safe: parses with mdast-util-from-markdown, the parser
 * remark itself uses, so what counts as HTML is what Astro's Markdown sees.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes, Root } from 'mdast';

/** One piece of raw HTML in a Markdown text: the HTML as typed and the line it starts on (1 is first). */
export interface RawHtml {
  html: string;
  line: number;
}

/** Longest piece of HTML quoted in a message; the rest is cut with "…". */
const QUOTED_LENGTH = 40;

/** Every piece of raw HTML in a Markdown tree (block and inline), in reading order. */
export function rawHtmlOf(tree: Root): RawHtml[] {
  const found: RawHtml[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'html') found.push({ html: node.value, line: node.position?.start.line ?? 1 });
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return found;
}

/**
 * The message an editor reads for raw HTML, in the CMS under the field and in the build's log.
 * @param first the first piece of HTML found
 * @param count how many pieces were found
 */
export function rawHtmlMessage(first: RawHtml, count = 1): string {
  const html = first.html.trim().replace(/\s+/g, ' ');
  const quoted = html.length > QUOTED_LENGTH ? `${html.slice(0, QUOTED_LENGTH - 1)}…` : html;
  const more = count > 1 ? ` and ${count - 1} more` : '';
  return (
    `HTML is not allowed in the text: "${quoted}" on line ${first.line}${more}. ` +
    'Use the toolbar or Markdown instead (**bold**, [link text](https://…), ## Heading); ' +
    'the site’s security policy blocks HTML styles and scripts.'
  );
}

/**
 * The message for the raw HTML in a Markdown text, or undefined when it has none.
 * @param markdown the text as the CMS holds it (Markdown, no front matter)
 * @param lineOffset lines before the text in its file (its front matter), added to the line named
 */
export function rawHtmlProblem(markdown: string, lineOffset = 0): string | undefined {
  if (!markdown.includes('<')) return undefined;
  const found = rawHtmlOf(fromMarkdown(markdown));
  return found[0] ? rawHtmlMessage({ ...found[0], line: found[0].line + lineOffset }, found.length) : undefined;
}
