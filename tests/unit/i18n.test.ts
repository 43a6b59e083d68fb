/**
 * The Nepali site's plumbing: where a page lives in each language (src/i18n/routes.ts), and the
 * translation of the forms' English texts (src/i18n/translate.ts, src/i18n/ne/forms.ts) as a
 * visitor sees them in the rendered forms.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getRelativeLocaleUrl } from 'astro:i18n';
import { dateIn, yearIn } from '../../src/i18n/dates';
import { KEPT_IN_LATIN } from '../../src/i18n/keptInLatin';
import { alternatesOf, SINGLE_LANGUAGE_PATHS, localizedBreadcrumbs, localizedHref } from '../../src/i18n/pageLocales';
import { moduleCardText, searchText } from '../../src/i18n/islandWords';
import { describeScreenshots } from '../../src/data/screenshots';
import { SCREEN_NAMES } from '../../src/i18n/ne/screens';
import { moreTagsLabel } from '../../src/islands/modules/ModuleCard';
import { resultSummary } from '../../src/lib/search';
import { basePath, everyLocale, inEveryLocale, localeOfPath, pageLocale, pathInLocale } from '../../src/i18n/routes';
import { NE_FORM_TEXT } from '../../src/i18n/ne/forms';
import { translator } from '../../src/i18n/translate';
import { around, asciiDigits, localizeDigits } from '../../src/i18n/fill';
import ContactForm from '../../src/islands/ContactForm';
import DemoRequestForm from '../../src/islands/DemoRequestForm';
import { industryChoices } from '../../src/lib/forms/options';

describe('paths in two languages', () => {
  it.each([
    ['/', 'en', '/', '/ne'],
    ['/request-demo', 'en', '/request-demo', '/ne/request-demo'],
    ['/ne', 'ne', '/', '/ne'],
    ['/ne/request-demo/thank-you', 'ne', '/request-demo/thank-you', '/ne/request-demo/thank-you'],
    ['/news/nepal-erp', 'en', '/news/nepal-erp', '/ne/news/nepal-erp'],
    ['/new-clinic', 'en', '/new-clinic', '/ne/new-clinic'],
  ])('%s is %s; English %s, Nepali %s', (path, locale, english, nepali) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(basePath(path)).toBe(english);
    expect(pathInLocale(path, 'en')).toBe(english);
    expect(pathInLocale(path, 'ne')).toBe(nepali);
  });
});

describe('one route file for every language', () => {
  it("links the same paths as Astro's getRelativeLocaleUrl, but the Nepali home page without a trailing slash", () => {
    for (const path of ['/pricing', '/request-demo/thank-you', '/products/healthcare/hospital', '/modules/billing']) {
      expect(pathInLocale(path, 'ne')).toBe(getRelativeLocaleUrl('ne', path));
      expect(pathInLocale(path, 'en')).toBe(getRelativeLocaleUrl('en', path));
    }
    expect(getRelativeLocaleUrl('en', '/')).toBe('/');
    expect(pathInLocale('/', 'en')).toBe('/');
    expect(getRelativeLocaleUrl('ne', '/')).toBe('/ne/');
    expect(pathInLocale('/', 'ne')).toBe('/ne');
  });

  it('builds a page at its English URL and under /ne', () => {
    expect(everyLocale()).toEqual([{ params: { locale: undefined } }, { params: { locale: 'ne' } }]);
  });

  it("builds a dynamic page once per language from that language's entries", async () => {
    const paths = await inEveryLocale((locale) => [
      { params: { slug: 'billing' }, props: { title: locale === 'ne' ? 'बिलिङ' : 'Billing' } },
    ]);
    expect(paths).toEqual([
      { params: { slug: 'billing', locale: undefined }, props: { title: 'Billing' } },
      { params: { slug: 'billing', locale: 'ne' }, props: { title: 'बिलिङ' } },
    ]);
  });

  it("reads the page's language from Astro, and fails the build on a language the site does not have", () => {
    expect(pageLocale({ currentLocale: 'ne' })).toBe('ne');
    expect(pageLocale({ currentLocale: 'en' })).toBe('en');
    expect(() => pageLocale({ currentLocale: undefined })).toThrow(/Astro.currentLocale is undefined/);
    expect(() => pageLocale({ currentLocale: 'hi' })).toThrow(/expected one of en, ne/);
  });
});

describe('Nepali breadcrumbs', () => {
  it('names each segment in Nepali and links the Nepali pages that are built', () => {
    expect(localizedBreadcrumbs('/ne/request-demo/thank-you', 'ne')).toEqual({
      home: { label: 'गृहपृष्ठ', href: '/ne' },
      crumbs: [
        { label: 'डेमो अनुरोध', href: '/ne/request-demo' },
        { label: 'धन्यवाद', href: '/ne/request-demo/thank-you' },
      ],
    });
  });

  it('names the industry and product slugs as content names them, and the fixed segments as the layout does', () => {
    const names = { hospitality: 'होटल तथा रेस्टुरेन्ट', restaurant: 'रेस्टुरेन्ट' };
    expect(localizedBreadcrumbs('/ne/industry/hospitality/restaurant/modules', 'ne', undefined, names)).toEqual({
      home: { label: 'गृहपृष्ठ', href: '/ne' },
      crumbs: [
        { label: 'उद्योगहरू', href: '/ne/industry' },
        { label: 'होटल तथा रेस्टुरेन्ट', href: '/ne/industry/hospitality' },
        { label: 'रेस्टुरेन्ट', href: '/ne/industry/hospitality/restaurant' },
        { label: 'मोड्युलहरू', href: '/ne/industry/hospitality/restaurant/modules' },
      ],
    });
  });

  it('fails the build naming a segment that has no Nepali name', () => {
    expect(() => localizedBreadcrumbs('/ne/products/retail/grocery', 'ne')).toThrow(
      /\/ne\/products\/retail\/grocery: no ne breadcrumb for "retail"; add it to layout.segments in src\/i18n\/dictionary\/ne.ts/,
    );
  });
});

describe('years in each calendar', () => {
  it('writes the AD year on English pages and the Bikram Sambat year, in Devanagari, on Nepali ones', () => {
    expect(yearIn(new Date('2026-11-27T12:00:00+05:45'), 'en')).toBe('2026');
    expect(yearIn(new Date('2026-11-27T12:00:00+05:45'), 'ne')).toBe('२०८३');
    // The Bikram Sambat year begins in mid-April (1 Baisakh 2083 = 14 April 2026).
    expect(yearIn(new Date('2026-04-13T12:00:00+05:45'), 'ne')).toBe('२०८२');
    expect(yearIn(new Date('2026-04-14T12:00:00+05:45'), 'ne')).toBe('२०८३');
  });

  it('writes a content date in Bikram Sambat on Nepali pages, whatever the time zone of the build', () => {
    expect(dateIn(new Date('2026-11-25'), 'ne')).toBe('९ मंसिर २०८३');
    expect(dateIn(new Date('2026-10-20'), 'ne')).toBe('३ कार्तिक २०८३');
    expect(dateIn(new Date('2026-11-25'), 'en')).toBe('25 November 2026');
  });
});

describe('translation by English source text', () => {
  const t = translator('ne', NE_FORM_TEXT);

  it('translates a text, fills a template and writes its numbers in Devanagari', () => {
    expect(t('Next')).toBe('अर्को');
    expect(t('Step {step} of 2', { step: 2 })).toBe('चरण २/२');
  });

  it('recognises a finished English text by its template (a length limit from the schema)', () => {
    expect(t('Please use at most 254 characters.')).toBe('कृपया बढीमा २५४ अक्षर मात्र लेख्नुहोस्।');
  });

  it('shows English, filled, for a text it has no translation of, and for English pages', () => {
    expect(t('Brand-new sentence')).toBe('Brand-new sentence');
    expect(translator('en')('Step {step} of 2', { step: 1 })).toBe('Step 1 of 2');
  });

  it('converts digits both ways', () => {
    expect(localizeDigits('+977 985-1023456', 'ne')).toBe('+९७७ ९८५-१०२३४५६');
    expect(localizeDigits('2026', 'en')).toBe('2026');
    expect(asciiDigits('९८४१०७६२५३')).toBe('9841076253');
  });

  it('keeps the digits of a standard or format name ASCII among Nepali digits', () => {
    expect(localizeDigits('ASTM and HL7 over RS-232, HL7 FHIR R4', 'ne')).toBe('ASTM and HL7 over RS-232, HL7 FHIR R4');
    expect(localizeDigits('2 A4 or A5 printers, ICD-10 codes', 'ne')).toBe('२ A4 or A5 printers, ICD-10 codes');
    expect(localizeDigits('ISO/IEC 27001, ISO 15189, TLS 1.2, AES-256 and IPv6 since 2010', 'ne')).toBe(
      'ISO/IEC 27001, ISO 15189, TLS 1.2, AES-256 and IPv6 since २०१०',
    );
    expect(localizeDigits('Step 1 of 2, Sarathi ERP 6.2, 9:30-18:30', 'ne')).toBe(
      'Step १ of २, Sarathi ERP ६.२, ९:३०-१८:३०',
    );
  });

  it('splits a template around the placeholder a page sets in bold, and refuses one without it', () => {
    expect(around('मासिक {price}देखि', 'price')).toEqual(['मासिक ', 'देखि']);
    expect(() => around('{reach} sites', 'price')).toThrow('has no {price}');
  });
});

/** The words in Latin script of the text a rendered form shows (options and placeholders included). */
function latinWords(html: string): string[] {
  const shown = html
    .replace(/<[^>]*\b(?:placeholder|label)="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
  return (shown.match(/[A-Za-z][A-Za-z-]+/g) ?? []).filter((word) => !KEPT_IN_LATIN.has(word));
}

describe('the forms on a Nepali page', () => {
  const industries = industryChoices(
    { healthcare: 'Healthcare', hospitality: 'Hospitality' },
    {
      'healthcare/hospital': 'Hospital',
      'healthcare/clinic': 'Clinic',
      'healthcare/lab': 'Lab',
      'healthcare/dental': 'Dental',
      'healthcare/pharmacy': 'Pharmacy',
      'healthcare/physio-therapy': 'Physiotherapy',
      'hospitality/restaurant': 'Restaurant',
    },
  );

  it.each([
    ['demo request', () => createElement(DemoRequestForm, { industries, locale: 'ne', translations: NE_FORM_TEXT })],
    ['contact', () => createElement(ContactForm, { locale: 'ne', translations: NE_FORM_TEXT })],
  ])('the %s form shows no English words, and posts the English values with locale ne', (_name, form) => {
    const html = renderToString(form());
    expect(latinWords(html)).toEqual([]);
    expect(html).toContain('<input type="hidden" name="locale" value="ne"/>');
  });

  it('keeps the English option values of the demo form', () => {
    const html = renderToString(
      createElement(DemoRequestForm, { industries, locale: 'ne', translations: NE_FORM_TEXT }),
    );
    expect(html).toContain('<option value="Just researching">अहिले जानकारी मात्र लिँदै</option>');
    expect(html).toContain('<option value="hospital">अस्पताल</option>');
  });

  it('is English, with no language field, on an English page', () => {
    const html = renderToString(createElement(ContactForm));
    expect(html).toContain('Send us a message');
    expect(html).not.toContain('name="locale"');
  });
});

describe('module pages and search in Nepali', () => {
  it('links every page to its Nepali twin, and the content editor and files at their one address', () => {
    expect(localizedHref('/modules/billing', 'ne')).toBe('/ne/modules/billing');
    expect(localizedHref('/modules?industry=healthcare', 'ne')).toBe('/ne/modules?industry=healthcare');
    expect(localizedHref('/products/healthcare/hospital#pricing', 'ne')).toBe(
      '/ne/products/healthcare/hospital#pricing',
    );
    expect(localizedHref('/industry/healthcare/modules', 'ne')).toBe('/ne/industry/healthcare/modules');
    expect(localizedHref('/', 'ne')).toBe('/ne');
    expect(localizedHref('/admin', 'ne')).toBe('/admin');
    expect(localizedHref('/rss.xml', 'ne')).toBe('/rss.xml');
    expect(localizedHref('https://app.sarathierp.com.np/login', 'ne')).toBe('https://app.sarathierp.com.np/login');
    expect(localizedHref('/modules/billing', 'en')).toBe('/modules/billing');
  });

  it('offers the language switch and hreflang alternates on every page but the content editor', () => {
    expect(alternatesOf('/ne/pricing')).toEqual([
      { locale: 'en', path: '/pricing' },
      { locale: 'ne', path: '/ne/pricing' },
    ]);
    expect(alternatesOf('/404')).toEqual([
      { locale: 'en', path: '/404' },
      { locale: 'ne', path: '/ne/404' },
    ]);
    expect(alternatesOf('/admin')).toEqual([{ locale: 'en', path: '/admin' }]);
  });

  it('lists as English only exactly the page files outside src/pages/[...locale]/ (404.astro has its twin there)', () => {
    const outside = Object.keys(import.meta.glob('/src/pages/*.astro'))
      .map((file) => file.replace(/^\/src\/pages/, '').replace(/\.astro$/, ''))
      .filter((path) => path !== '/404');
    expect(new Set(outside)).toEqual(SINGLE_LANGUAGE_PATHS);
    expect(Object.keys(import.meta.glob('/src/pages/*/404.astro'))).toContain('/src/pages/[...locale]/404.astro');
  });

  it('counts in Devanagari digits: result lines and the card tags toggle', () => {
    const search = searchText('ne');
    expect(resultSummary(0, 'लेखा', search)).toBe('“लेखा” का लागि कुनै नतिजा भेटिएन');
    expect(resultSummary(12, 'लेखा', search)).toBe('“लेखा” का लागि १२ नतिजा');
    expect(moreTagsLabel(3, false, moduleCardText('ne'))).toBe('+३ थप');
    expect(moreTagsLabel(3, true, moduleCardText('ne'))).toBe('कम देखाउनुहोस्');
  });

  it('captions a screenshot with its screen’s Nepali name, and fails naming a screen that has none', () => {
    const caption = SCREEN_NAMES['Journal Voucher'];
    expect(describeScreenshots('लेखा तथा वित्त', ['/images/modules/accounting-2.svg'], 'ne')).toEqual([
      { src: '/images/modules/accounting-2.svg', alt: `Sarathi ERP: लेखा तथा वित्त मोड्युलको ${caption} स्क्रिन`, caption },
    ]);
    expect(describeScreenshots('Accounting', ['/images/modules/accounting-2.svg'])[0]?.caption).toBe('Journal Voucher');
    // A path from public/ to a fixture whose <title> names a screen the table does not know.
    expect(() => describeScreenshots('बिलिङ', ['/../tests/fixtures/screens/unnamed-screen.svg'], 'ne')).toThrow(
      /the screen "Moon Landing" has no Nepali name in src\/i18n\/ne\/screens.ts/,
    );
  });
});
