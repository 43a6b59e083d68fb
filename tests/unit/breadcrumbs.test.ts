import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, breadcrumbsFromPath, segmentLabel, visibleBreadcrumbs } from '../../src/lib/breadcrumbs';
import { cleanPath } from '../../src/lib/paths';
import { itGives, itGivesEach } from './support/cases';

describe('cleanPath', () => {
  itGives('drops origin, query, hash, .html, /index and trailing or repeated slashes', cleanPath, [
    ['https://www.sarathierp.com.np/products/?a=1#pricing', '/products'],
    ['/products.html', '/products'],
    ['/index.html', '/'],
    ['//products//healthcare///', '/products/healthcare'],
    ['', '/'],
    ['/', '/'],
    ['pricing', '/pricing'],
  ]);
});

describe('segmentLabel', () => {
  itGives('title-cases words split on - or _', segmentLabel, [
    ['physio-therapy', 'Physio Therapy'],
    ['trading-and-commerce', 'Trading And Commerce'],
    ['contact_us', 'Contact Us'],
    ['opd--billing__x', 'Opd Billing X'],
  ]);
  itGives('decodes URI components and keeps malformed ones as they are', segmentLabel, [
    ['bill%20desk', 'Bill Desk'],
    ['%E0%A4', '%E0%A4'],
  ]);
});

describe('breadcrumbsFromPath', () => {
  itGives('gives no crumbs for the home page', breadcrumbsFromPath, [
    ['/', []],
    ['/?x=1#top', []],
  ]);

  itGivesEach(breadcrumbsFromPath, [
    {
      behaviour: 'links each crumb to its prefix path',
      input: '/products/healthcare/physio-therapy',
      expected: [
        { label: 'Products', href: '/products' },
        { label: 'Healthcare', href: '/products/healthcare' },
        { label: 'Physio Therapy', href: '/products/healthcare/physio-therapy' },
      ],
    },
    {
      behaviour: 'ignores query, hash and trailing slash',
      input: '/products/trading-and-commerce/?tab=1#top',
      expected: [
        { label: 'Products', href: '/products' },
        { label: 'Trading And Commerce', href: '/products/trading-and-commerce' },
      ],
    },
    {
      behaviour: 'keeps hrefs encoded while labels are decoded',
      input: '/modules/bill%20desk',
      expected: [
        { label: 'Modules', href: '/modules' },
        { label: 'Bill Desk', href: '/modules/bill%20desk' },
      ],
    },
  ]);
});

describe('visibleBreadcrumbs', () => {
  const crumbs = breadcrumbsFromPath('/products/healthcare/hospital');

  it('shows the last crumb after an ellipsis at 768px or less', () => {
    for (const width of [320, 375, 768]) {
      const visible = visibleBreadcrumbs(crumbs, width);
      expect(visible.items.map((crumb) => crumb.label)).toEqual(['Hospital']);
      expect(visible.ellipsis).toBe(true);
    }
  });

  it('shows the last two crumbs above 768px, with an ellipsis when more were dropped', () => {
    const visible = visibleBreadcrumbs(crumbs, 769);
    expect(visible.items.map((crumb) => crumb.label)).toEqual(['Healthcare', 'Hospital']);
    expect(visible.ellipsis).toBe(true);
    expect(visibleBreadcrumbs(crumbs.slice(0, 2), 1280)).toEqual({ items: crumbs.slice(0, 2), ellipsis: false });
  });

  it('adds no ellipsis when nothing was dropped', () => {
    const one = breadcrumbsFromPath('/pricing');
    expect(visibleBreadcrumbs(one, 375)).toEqual({ items: one, ellipsis: false });
    expect(visibleBreadcrumbs([], 375)).toEqual({ items: [], ellipsis: false });
    const two = breadcrumbsFromPath('/products/healthcare');
    expect(visibleBreadcrumbs(two, 375)).toEqual({ items: two.slice(1), ellipsis: true });
  });
});

describe('breadcrumbsFromPath with the page label', () => {
  it('names the last crumb as given and keeps the path crumbs before it', () => {
    expect(
      breadcrumbsFromPath('/customer-stories/bagmati-community-hospital-opd-queues', 'Bagmati Community Hospital'),
    ).toEqual([
      { label: 'Customer Stories', href: '/customer-stories' },
      { label: 'Bagmati Community Hospital', href: '/customer-stories/bagmati-community-hospital-opd-queues' },
    ]);
  });

  it('ignores an empty label', () => {
    expect(breadcrumbsFromPath('/news/2', '  ').at(-1)?.label).toBe('2');
  });
});

describe('breadcrumbTrail', () => {
  it('shows the last crumb on narrow screens and the last two on wide ones, the last as the current page', () => {
    expect(breadcrumbTrail('/products/healthcare/physio-therapy')).toEqual({
      ellipsis: { narrow: true, wide: true },
      items: [
        { label: 'Healthcare', href: '/products/healthcare', current: false, narrow: false, wide: true },
        {
          label: 'Physio Therapy',
          href: '/products/healthcare/physio-therapy',
          current: true,
          narrow: true,
          wide: true,
        },
      ],
    });
  });

  it('builds the trail of an unknown path like any other, split on - and _', () => {
    const trail = breadcrumbTrail('/old-site/patient_portal');
    expect(trail.ellipsis).toEqual({ narrow: true, wide: false });
    expect(trail.items.map((item) => [item.label, item.narrow, item.wide])).toEqual([
      ['Old Site', false, true],
      ['Patient Portal', true, true],
    ]);
  });

  it('is empty for the home page', () => {
    expect(breadcrumbTrail('/')).toEqual({ ellipsis: { narrow: false, wide: false }, items: [] });
  });
});
