import { describe, expect, it } from 'vitest';
import { GLOSSED_NAMES } from '../../src/i18n/glossedNames';
import { spellOutOnce } from '../../src/lib/spellOutOnce';

const page = (body: string) =>
  `<html lang="ne"><head><title>स्वास्थ्य बीमा बोर्ड (HIB)</title></head><body>${body}</body></html>`;
const shown = (body: string) => spellOutOnce(page(body), GLOSSED_NAMES);

describe('a Nepali page spells a name out once', () => {
  it('keeps the first full form and writes the short form after it, across elements', () => {
    expect(
      shown(
        '<p>स्वास्थ्य बीमा बोर्ड (HIB) र सामाजिक सुरक्षा कोष (SSF) का दाबी।</p><ul><li>स्वास्थ्य बीमा बोर्ड (HIB) का दाबी, स्वास्थ्य बीमा बोर्ड (HIB) को योजना</li></ul>',
      ),
    ).toBe(
      page(
        '<p>स्वास्थ्य बीमा बोर्ड (HIB) र सामाजिक सुरक्षा कोष (SSF) का दाबी।</p><ul><li>HIB का दाबी, HIB को योजना</li></ul>',
      ),
    );
  });

  it('does not count the head: the page title stands apart from the text', () => {
    expect(shown('<h1>स्वास्थ्य बीमा बोर्ड (HIB) का दाबी</h1>')).toBe(page('<h1>स्वास्थ्य बीमा बोर्ड (HIB) का दाबी</h1>'));
  });

  it('writes भ्याट for a later VAT and joins it to its postposition', () => {
    expect(
      shown(
        '<p>मूल्य अभिवृद्धि कर (VAT) का नियम</p><p>मूल्य अभिवृद्धि कर (VAT) सहितको बिल, मूल्य अभिवृद्धि कर (VAT) खरिद खाता</p>',
      ),
    ).toBe(page('<p>मूल्य अभिवृद्धि कर (VAT) का नियम</p><p>भ्याटसहितको बिल, भ्याट खरिद खाता</p>'));
  });

  it('finds a full form whose first word is kept on one line with the number before it', () => {
    expect(
      shown(
        '<p>मूल्य अभिवृद्धि कर (VAT) का नियम</p><p>ठाउँमा <span class="whitespace-nowrap">१३% मूल्य</span> अभिवृद्धि कर (VAT) लगाइन्छ, <span class="whitespace-nowrap">१३% मूल्य</span> अभिवृद्धि कर (VAT) सहित</p>',
      ),
    ).toBe(
      page(
        '<p>मूल्य अभिवृद्धि कर (VAT) का नियम</p><p>ठाउँमा <span class="whitespace-nowrap">१३% </span>भ्याट लगाइन्छ, <span class="whitespace-nowrap">१३% </span>भ्याटसहित</p>',
      ),
    );
  });

  it('counts a split full form as the first mention', () => {
    const body = '<p><span>१३% मूल्य</span> अभिवृद्धि कर (VAT) लगाइन्छ</p><p>मूल्य अभिवृद्धि कर (VAT) को हिसाब</p>';
    expect(shown(body)).toBe(page('<p><span>१३% मूल्य</span> अभिवृद्धि कर (VAT) लगाइन्छ</p><p>भ्याटको हिसाब</p>'));
  });

  it('shortens an OPD gloss the same way', () => {
    expect(shown('<p>OPD (बहिरङ्ग सेवा) को कतार</p><p>OPD (बहिरङ्ग सेवा) र IPD (अन्तरङ्ग सेवा)</p>')).toBe(
      page('<p>OPD (बहिरङ्ग सेवा) को कतार</p><p>OPD र IPD (अन्तरङ्ग सेवा)</p>'),
    );
  });

  it('leaves what an island renders from its props, but shortens its static children', () => {
    const body =
      '<astro-island props="{}"><p>आन्तरिक राजस्व विभाग (IRD) बाट स्वीकृत</p><astro-slot><p>आन्तरिक राजस्व विभाग (IRD) बाट स्वीकृत</p></astro-slot><template data-astro-template="more"><p>आन्तरिक राजस्व विभाग (IRD) मा</p></template></astro-island>';
    expect(shown(body)).toBe(
      page(
        '<astro-island props="{}"><p>आन्तरिक राजस्व विभाग (IRD) बाट स्वीकृत</p><astro-slot><p>IRD बाट स्वीकृत</p></astro-slot><template data-astro-template="more"><p>IRD मा</p></template></astro-island>',
      ),
    );
  });

  it('does not shorten what an island renders even after the first mention', () => {
    const body = '<p>आन्तरिक राजस्व विभाग (IRD)</p><astro-island><span>आन्तरिक राजस्व विभाग (IRD)</span></astro-island>';
    expect(shown(body)).toBe(page(body));
  });

  it('leaves text shown in English, scripts and attributes alone', () => {
    const body =
      '<p>स्वास्थ्य बीमा बोर्ड (HIB)</p><div lang="en"><p>स्वास्थ्य बीमा बोर्ड (HIB)</p></div><script>const a = "स्वास्थ्य बीमा बोर्ड (HIB)";</script><img alt="स्वास्थ्य बीमा बोर्ड (HIB) को बिल">';
    expect(shown(body)).toBe(page(body));
  });

  it('returns a page without a repeated name as it is', () => {
    const html = page('<p>HIB र SSF</p>');
    expect(spellOutOnce(html, GLOSSED_NAMES)).toBe(html);
  });
});
