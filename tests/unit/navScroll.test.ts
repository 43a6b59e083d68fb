import { describe, expect, it } from 'vitest';
import { navState } from '../../src/lib/navScroll';
import { isProductDetailPath, linkMatch, menuHrefForPath, resolveMenu, type NavItem } from '../../src/lib/navLinks';

describe('navState', () => {
  it('is transparent and shown at the top', () => {
    expect(navState(0, 0)).toEqual({ hidden: false, solid: false });
    expect(navState(0, 20)).toEqual({ hidden: false, solid: false });
  });

  it('turns solid past 20px', () => {
    expect(navState(20, 21)).toEqual({ hidden: false, solid: true });
  });

  it('hides only when scrolling down past 100px', () => {
    expect(navState(50, 100)).toEqual({ hidden: false, solid: true });
    expect(navState(100, 101)).toEqual({ hidden: true, solid: true });
    expect(navState(400, 900)).toEqual({ hidden: true, solid: true });
  });

  it('shows again on any upward step', () => {
    expect(navState(900, 899)).toEqual({ hidden: false, solid: true });
    expect(navState(150, 10)).toEqual({ hidden: false, solid: false });
  });

  it('treats overscroll above the top as 0', () => {
    expect(navState(5, -30)).toEqual({ hidden: false, solid: false });
  });
});

describe('navLinks', () => {
  it('recognises product detail pages /products/{category}/{product}', () => {
    const details = [
      '/products/healthcare/hospital',
      '/products/hospitality/restaurant/',
      '/products/healthcare/hospital#pricing',
    ];
    const others = [
      '/products/healthcare',
      '/products/healthcare/modules',
      '/products/healthcare/hospital/modules',
      '/industry/healthcare/hospital',
      '/products',
    ];
    for (const path of details) expect(isProductDetailPath(path), path).toBe(true);
    for (const path of others) expect(isProductDetailPath(path), path).toBe(false);
  });

  it('points Pricing at #pricing on product detail pages only', () => {
    expect(menuHrefForPath('/pricing', '/products/healthcare/hospital')).toBe('#pricing');
    expect(menuHrefForPath('/pricing', '/products/healthcare')).toBe('/pricing');
    expect(menuHrefForPath('/pricing', '/')).toBe('/pricing');
    expect(menuHrefForPath('/support', '/products/healthcare/hospital')).toBe('/support');
  });

  it('resolves a whole menu tree into plain data', () => {
    const menu: NavItem[] = [
      {
        title: 'Products',
        href: '/products',
        status: 'available',
        items: [{ title: 'Pricing', href: '/pricing', description: 'Plans', status: 'available', items: [] }],
      },
      { title: 'Pricing', href: '/pricing', status: 'available', items: [] },
    ];
    expect(resolveMenu(menu, '/products/hospitality/restaurant')).toEqual([
      {
        title: 'Products',
        href: '/products',
        status: 'available',
        items: [{ title: 'Pricing', href: '#pricing', description: 'Plans', status: 'available', items: [] }],
      },
      { title: 'Pricing', href: '#pricing', status: 'available', items: [] },
    ]);
  });

  it('tells the current page from its section', () => {
    expect(linkMatch('/products', '/products')).toBe('page');
    expect(linkMatch('/products', '/products/healthcare/hospital')).toBe('section');
    expect(linkMatch('/products', '/productsx')).toBe('none');
    expect(linkMatch('/', '/pricing')).toBe('none');
    expect(linkMatch('#pricing', '/products/healthcare/hospital')).toBe('none');
    expect(linkMatch('/request-demo?pricing=free', '/request-demo')).toBe('page');
  });
});
