import { describe, expect, it } from 'vitest';
import {
  blockingStylesheets,
  checkPageHtml,
  checkStylesheet,
  FONT_BUDGET_BYTES,
  DEVANAGARI_FONT_BUDGET_BYTES,
} from '../dist/checks/pageChecks.mjs';

const nav = (client: string) =>
  `<astro-island component-url="/_astro/MainNav.Ab12_x.js" client="${client}"></astro-island>`;
const carousel = '<astro-island component-url="/_astro/Carousel.Zz9.js" client="visible"></astro-island>';

describe('checkPageHtml (loading rules)', () => {
  it('accepts sized images, page scripts started by the idle loader and a nav hydrating at idle', () => {
    const html = `<img src="/a.svg" width="10" height="20" alt=""><script data-page-scripts="/_astro/page.js">…</script>${nav('idle')}`;
    expect(checkPageHtml('/', html)).toEqual([]);
  });

  it('flags a module script fetched at load, beside the style sheet', () => {
    expect(
      checkPageHtml('/support', '<script type="module" src="/_astro/page.js"></script>').map((finding) => finding.rule),
    ).toEqual(['script-at-load']);
  });

  it('flags an image without width or height', () => {
    const findings = checkPageHtml(
      '/pricing',
      '<img src="/a.svg" width="10" alt=""><img src="/b.svg" width="1" height="1" alt="">',
    );
    expect(findings).toEqual([
      { page: '/pricing', rule: 'img-size', detail: '<img src="/a.svg"> has no width and height' },
    ]);
  });

  it('flags a classic script without defer or async, not one with them', () => {
    const findings = checkPageHtml(
      '/',
      '<script src="/x.js"></script><script defer src="/y.js"></script><script async src="/z.js"></script>',
    );
    expect(findings.map((finding) => finding.detail)).toEqual([
      '<script src="/x.js"> blocks rendering (not a module, defer or async)',
    ]);
  });

  it('requires client:idle when the nav is the only island, and lets it be when other islands share the page', () => {
    expect(checkPageHtml('/support', nav('load')).map((finding) => finding.rule)).toEqual(['nav-at-idle']);
    expect(checkPageHtml('/', nav('load') + carousel)).toEqual([]);
  });

  it('ignores commented-out markup', () => {
    expect(checkPageHtml('/', '<!-- <img src="/old.png"> -->')).toEqual([]);
  });
});

describe('checkStylesheet', () => {
  const size = (bytes: number | null) => () => bytes;

  it('accepts the system font stack (no @font-face)', () => {
    expect(checkStylesheet('a.css', 'body{font-family:system-ui,sans-serif}', size(null))).toEqual([]);
  });

  it('accepts one self-hosted WOFF2 within 30 KB with swap', () => {
    const css = '@font-face{font-family:Inter;src:url(/_astro/inter.woff2) format("woff2");font-display:swap}';
    expect(checkStylesheet('a.css', css, size(FONT_BUDGET_BYTES))).toEqual([]);
  });

  it('flags a missing swap, a large or external font and a second file', () => {
    const css =
      '@font-face{font-family:A;src:url(/_astro/a.woff2)}' +
      '@font-face{font-family:B;src:url(https://fonts.example/b.woff);font-display:swap}';
    const sizes = (url: string) => (url.startsWith('/') ? FONT_BUDGET_BYTES + 1 : null);
    expect(
      checkStylesheet('a.css', css, sizes)
        .map((finding) => finding.rule)
        .sort(),
    ).toEqual(['font-count', 'font-display', 'font-format', 'font-self-hosted', 'font-size'].sort());
  });
});

describe('checkStylesheet with Devanagari faces', () => {
  const DEVANAGARI_RANGE = 'U+0900-097F, U+200C-200D, U+20B9, U+25CC';
  const face = (weight: number, file: string, range = DEVANAGARI_RANGE) =>
    `@font-face{font-family:"Sarathi Devanagari";font-weight:${weight};font-display:swap;src:local("Noto Sans Devanagari"),url(/_astro/${file}) format("woff2");unicode-range:${range}}`;

  it('accepts three Devanagari-only faces of up to 60 KB beside the one other face', () => {
    const css =
      face(400, 'text.woff2') +
      face(700, 'headings.woff2') +
      face(600, 'language-name.woff2') +
      '@font-face{font-family:Inter;src:url(/_astro/inter.woff2) format("woff2");font-display:swap}';
    const sizes = (url: string) => (url.includes('inter') ? FONT_BUDGET_BYTES : DEVANAGARI_FONT_BUDGET_BYTES);
    expect(checkStylesheet('site.css', css, sizes)).toEqual([]);
  });

  it('flags a fourth Devanagari face and one over 60 KB', () => {
    const css = face(400, 'a.woff2') + face(500, 'b.woff2') + face(600, 'c.woff2') + face(700, 'd.woff2');
    expect(checkStylesheet('site.css', css, () => DEVANAGARI_FONT_BUDGET_BYTES + 1).map((f) => f.rule)).toEqual([
      'font-size',
      'font-size',
      'font-size',
      'font-size',
      'font-count',
    ]);
  });

  it('holds a face that also covers Latin letters to the 30 KB single-file rule', () => {
    const css = face(400, 'a.woff2', 'U+0000-00FF, U+0900-097F') + face(700, 'b.woff2', 'U+0000-00FF');
    expect(checkStylesheet('site.css', css, () => FONT_BUDGET_BYTES + 1).map((f) => f.rule)).toEqual([
      'font-size',
      'font-size',
      'font-count',
    ]);
  });
});

describe('blockingStylesheets', () => {
  it('lists the head stylesheets that block the first paint, not print ones or body ones', () => {
    const html =
      '<head><link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" media="print" href="/p.css"><link rel="preload" href="/f.woff2"></head>' +
      '<body><link rel="stylesheet" href="/late.css"></body>';
    expect(blockingStylesheets(html)).toEqual(['/_astro/site.css']);
  });
});
