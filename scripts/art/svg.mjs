/** What every part of the art kit shares: escaping text for SVG and a seeded random generator. */
import { escapeUTF8 } from 'entities';

/** Escapes text for SVG element content and attribute values (`&`, `<`, `>`, `"`, `'`). */
export const esc = (s) => escapeUTF8(String(s));

/**
 * Mulberry32, a small deterministic generator, so a picture comes out the same on every run.
 * @param {number} seed any 32-bit integer
 * @returns {() => number} numbers in [0, 1)
 */
export function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
