/**
 * The style sheet's mask icons (src/styles/maskIcons.mjs): each is the Lucide icon's SVG, written
 * as a data: URL that a browser decodes back to the same drawing.
 */
import { describe, expect, it } from 'vitest';
import { MASK_ICONS, maskIconUrls, svgDataUrl } from '../../src/styles/maskIcons.mjs';

/** The encoded data of a `url("data:image/svg+xml,…")` value. */
function dataOf(value: string): string {
  const match = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(value);
  if (!match?.[1]) throw new Error(`not a data: URL value: ${value}`);
  return match[1];
}

/** The SVG markup a browser reads from such a value. */
const decoded = (value: string) => decodeURIComponent(dataOf(value));

describe('mask icons', () => {
  it('turns an SVG into a data: URL that decodes to the same drawing, quotes made single', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></svg>';
    const value = svgDataUrl(svg);
    // Nothing that would end the CSS string or the URL early, or start a fragment.
    expect(dataOf(value)).not.toMatch(/[<>#"]/);
    expect(decoded(value)).toBe(svg.replaceAll('"', "'"));
  });

  it('draws every icon the style sheet names, from its Lucide component', () => {
    const urls = maskIconUrls();
    expect(Object.keys(urls)).toEqual(Object.keys(MASK_ICONS));
    expect(decoded(urls.check)).toContain("<path d='M20 6 9 17l-5-5'");
    for (const value of Object.values(urls))
      expect(decoded(value)).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'/);
  });
});
