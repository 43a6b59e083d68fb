/**
 * A rehype plugin for Markdown bodies (customer stories, news, company pages): the amounts, units,
 * ranges and "go-live" that `unbreakableRuns` (src/lib/text.ts) finds are wrapped in
 * `<span class="whitespace-nowrap">`, so "3-6 months" or "go-live" never break across two lines
 * on a phone. The text itself is unchanged. Used in astro.config.mjs `markdown.rehypePlugins`.
 */
import type { ElementContent, Root, RootContent } from 'hast';
import { unbreakableRuns } from './text';

/** Elements whose text is left as it is: code keeps its own spacing. */
const SKIPPED = new Set(['code', 'pre']);

/** The nodes that replace one text node: plain text and nowrap spans. */
function splitText(value: string): ElementContent[] {
  return unbreakableRuns(value).map((run) =>
    run.keep
      ? {
          type: 'element',
          tagName: 'span',
          properties: { className: ['whitespace-nowrap'] },
          children: [{ type: 'text', value: run.text }],
        }
      : { type: 'text', value: run.text },
  );
}

/** One node as the nodes that replace it: a text node split, an element with its text split inside. */
function keepTogether<Node extends RootContent>(node: Node): (Node | ElementContent)[] {
  if (node.type === 'text') return splitText(node.value);
  if (node.type === 'element' && !SKIPPED.has(node.tagName)) node.children = node.children.flatMap(keepTogether);
  return [node];
}

/** @returns the transformer rehype runs on each Markdown body */
export default function rehypeKeepTogether() {
  // A plain walk: one article's tree is small.
  return (tree: Root) => {
    tree.children = tree.children.flatMap(keepTogether);
  };
}
