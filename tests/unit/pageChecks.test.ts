import { describe, expect, it } from 'vitest';
import {
  blockingStylesheets,
  checkPageHtml,
  checkStylesheet,
  FONT_BUDGET_BYTES,
  NEPALI_FONT_BUDGET_BYTES,
  NEPALI_FONT_FILES,
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

describe('checkStylesheet on a Nepali page', () => {
  const limits = { budget: NEPALI_FONT_BUDGET_BYTES, files: NEPALI_FONT_FILES };
  const face = (weight: number, file: string) =>
    `@font-face{font-family:"Sarathi Devanagari";font-weight:${weight};font-display:swap;src:local("Noto Sans Devanagari"),url(/_astro/${file}) format("woff2")}`;

  it('accepts a regular and a bold Devanagari file of up to 110 KB, named after the local faces', () => {
    const css = face(400, 'mukta-400.woff2') + face(700, 'mukta-700.woff2');
    expect(checkStylesheet('/ne/pricing', css, () => NEPALI_FONT_BUDGET_BYTES, limits)).toEqual([]);
  });

  it('flags a third file, or one over 110 KB; English pages keep the 30 KB single-file rule', () => {
    const css = face(400, 'a.woff2') + face(600, 'b.woff2') + face(800, 'c.woff2');
    expect(checkStylesheet('/ne/pricing', css, () => NEPALI_FONT_BUDGET_BYTES + 1, limits).map((f) => f.rule)).toEqual([
      'font-size',
      'font-size',
      'font-size',
      'font-count',
    ]);
    expect(checkStylesheet('/pricing', face(400, 'a.woff2'), () => FONT_BUDGET_BYTES + 1).map((f) => f.rule)).toEqual([
      'font-size',
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
