/**
 * Markdown bodies are Markdown only (src/lib/rawHtml.ts, docs/content.md#markdown-bodies): raw
 * HTML is found wherever CommonMark sees it, and fails the build's Markdown pipeline with the
 * message the CMS shows before saving; text that only looks like HTML is left alone.
 */
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import remarkRefuseRawHtml, { rawHtmlProblem } from '../../src/lib/rawHtml';

describe('raw HTML in Markdown', () => {
  it.each([
    ['a block', 'Intro.\n\n<div>Box</div>', '<div>Box</div>'],
    ['an inline tag', 'Use **bold** or <em>this</em>.', '<em>'],
    ['a line break', 'One<br>two', '<br>'],
    ['a comment', 'Text\n\n<!-- note -->', '<!-- note -->'],
  ])('refuses %s', (_kind, markdown, html) => {
    expect(rawHtmlProblem(markdown)).toContain(`"${html}"`);
  });

  it.each([
    ['an autolink', 'See <https://www.sarathierp.com.np/pricing>.'],
    ['a comparison', 'Clinics with 5 < 10 users.'],
    ['code', 'Type `<br>` nowhere:\n\n```\n<div>\n```'],
    ['an escaped bracket', 'Write \\<b> as text.'],
  ])('accepts %s', (_kind, markdown) => {
    expect(rawHtmlProblem(markdown)).toBeUndefined();
  });

  it('counts the rest and cuts long HTML in the message', () => {
    const message = rawHtmlProblem(`<p class="lead">${'word '.repeat(20)}</p>\n\nand <i>more</i>`);
    expect(message).toContain('"<p class="lead">word word word word wor…" on line 1 and 2 more.');
  });

  it('fails the build’s Markdown pipeline with the same message', async () => {
    const markdown = 'Intro.\n\n<div style="color: red">Box</div>\n';
    const processor = await createMarkdownProcessor({ remarkPlugins: [remarkRefuseRawHtml] });
    await expect(processor.render(markdown)).rejects.toThrow(rawHtmlProblem(markdown));
    expect((await processor.render('Intro with **bold**.')).code).toContain('<strong>bold</strong>');
  });
});
