import { describe, expect, it } from 'vitest';
import { firstUseOnPage, iconSpriteUrl, iconSymbolId } from '../../src/lib/iconSymbols';

describe('iconSymbolId', () => {
  it('turns a Lucide name into a kebab-case symbol id', () => {
    expect(iconSymbolId('ChevronDown')).toBe('icon-chevron-down');
    expect(iconSymbolId('X')).toBe('icon-x');
    expect(iconSymbolId('Building2')).toBe('icon-building2');
  });
});

describe('firstUseOnPage', () => {
  it('draws each symbol once per page render, and again on another page', () => {
    const page = new Request('https://example.test/a');
    const other = new Request('https://example.test/b');
    expect(firstUseOnPage(page, 'icon-check')).toBe(true);
    expect(firstUseOnPage(page, 'icon-check')).toBe(false);
    expect(firstUseOnPage(page, 'icon-dot')).toBe(true);
    expect(firstUseOnPage(other, 'icon-check')).toBe(true);
  });
});

describe('iconSpriteUrl', () => {
  it('changes its version with the icons the sprite holds, and only then', () => {
    expect(iconSpriteUrl(['Menu', 'X'])).toMatch(/^\/icons\/sprite\.svg\?v=[0-9a-z]+$/);
    expect(iconSpriteUrl(['Menu', 'X'])).toBe(iconSpriteUrl(['Menu', 'X']));
    expect(iconSpriteUrl(['Menu', 'X', 'Play'])).not.toBe(iconSpriteUrl(['Menu', 'X']));
  });
});
