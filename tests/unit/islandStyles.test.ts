/**
 * The islands' style element moves from <body> into <head> after the build
 * (src/integrations/islandStyles.ts), where HTML allows it; pages without islands stay as they are.
 */
import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE_ELEMENT, moveIslandStylesToHead } from '../../src/integrations/islandStyles';

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const island = '<astro-island uid="a" ssr><button>Menu</button></astro-island>';

describe('moveIslandStylesToHead', () => {
  it('moves the element from before the first island to the end of <head>, text unchanged', () => {
    const built = page('<title>x</title>', `<header><a href="/">Home</a>${ISLAND_STYLE_ELEMENT}${island}</header>`);
    expect(moveIslandStylesToHead(built)).toBe(
      page(`<title>x</title>${ISLAND_STYLE_ELEMENT}`, `<header><a href="/">Home</a>${island}</header>`),
    );
  });

  it('leaves a page without islands, or with the element in <head> already, as it is', () => {
    const plain = page('<title>x</title>', '<p>Text</p>');
    expect(moveIslandStylesToHead(plain)).toBe(plain);
    const done = page(ISLAND_STYLE_ELEMENT, island);
    expect(moveIslandStylesToHead(done)).toBe(done);
  });

  it('stops the build when a page has islands but not the element Astro is known to write', () => {
    expect(() => moveIslandStylesToHead(page('', `<style>astro-island{display:contents}</style>${island}`))).toThrow(
      /has islands but no <style>astro-island/,
    );
  });
});
