/**
 * Markdown bodies are Markdown only (src/lib/rawHtml.ts, docs/content.md#markdown-bodies): raw
 * HTML is found wherever CommonMark sees it, and fails the build naming the file and its line
 * (src/integrations/markdownHtmlCheck.ts) with the message the CMS shows before saving; text that
 * only looks like HTML is left alone.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRawHtml } from '../../src/integrations/markdownHtmlCheck';
import { rawHtmlProblem } from '../../src/lib/rawHtml';

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

  it('fails the build naming each file and the line in it, with the message the CMS gives for the text', () => {
    const content = mkdtempSync(join(tmpdir(), 'sarathi-content-'));
    try {
      mkdirSync(join(content, 'news'));
      mkdirSync(join(content, 'ne', 'pages'), { recursive: true });
      const frontMatter = '---\ntitle: "Visitor passes"\npublishedAt: 2026-10-28\n---\n';
      const body = '\nPasses are printed at the desk.\n\n<div style="color: red">Gate</div>\n';
      writeFileSync(join(content, 'news', 'visitor-passes.md'), frontMatter + body);
      writeFileSync(join(content, 'ne', 'pages', 'about-us.md'), `${frontMatter}\nWe <b>are</b> here.\n`);
      writeFileSync(join(content, 'news', 'clean.md'), `${frontMatter}\nOnly **Markdown** here.\n`);
      writeFileSync(join(content, 'news', 'notes.json'), '{ "text": "<div>" }');
      expect(findRawHtml(content, 'src/content')).toEqual([
        `src/content/ne/pages/about-us.md: ${rawHtmlProblem('\nWe <b>are</b> here.\n', 4)}`,
        `src/content/news/visitor-passes.md: ${rawHtmlProblem(body, 4)}`,
      ]);
      expect(rawHtmlProblem(body, 4)).toContain('"<div style="color: red">Gate</div>" on line 8.');
      expect(rawHtmlProblem(body)).toContain('on line 4.');
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  });
});
