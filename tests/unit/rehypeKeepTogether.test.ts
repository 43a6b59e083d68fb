/** Amounts, units and ranges in Markdown bodies never break across lines (src/lib/rehypeKeepTogether.ts). */
import type { ElementContent, Root, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import rehypeKeepTogether from '../../src/lib/rehypeKeepTogether';

/** The tree as HTML, for the few node kinds these tests use (text, elements with a class). */
function serialise(nodes: (RootContent | ElementContent)[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type !== 'element') return '';
      const classes = node.properties?.className;
      const attribute = Array.isArray(classes) ? ` class="${classes.join(' ')}"` : '';
      return `<${node.tagName}${attribute}>${serialise(node.children)}</${node.tagName}>`;
    })
    .join('');
}

/** Runs the plugin over a tree and returns it as HTML. */
function html(tree: Root): string {
  rehypeKeepTogether()(tree);
  return serialise(tree.children);
}

describe('rehypeKeepTogether', () => {
  it('wraps each term in a nowrap span and keeps the rest of the paragraph as it was', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [
            { type: 'text', value: 'The go-live took 1-2 weeks; ' },
            { type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: 'Rs. 4.8 lakh' }] },
            { type: 'text', value: ' saved.' },
          ],
        },
      ],
    };
    expect(html(tree)).toBe(
      '<p>The <span class="whitespace-nowrap">go-live</span> took <span class="whitespace-nowrap">1-2 weeks</span>; ' +
        '<strong><span class="whitespace-nowrap">Rs. 4.8 lakh</span></strong> saved.</p>',
    );
  });

  it('leaves code alone', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: '1-2 weeks' }] },
      ],
    };
    expect(html(tree)).toBe('<code>1-2 weeks</code>');
  });
});
