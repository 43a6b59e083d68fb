/**
 * The Nu HTML Checker step's own rules (scripts/validate-html.mjs): exceptions are one line each
 * with a reason, and each finding is named by the page's URL path.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageOf, parseExceptions } from '../../scripts/validate-html.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

describe('parseExceptions', () => {
  it('reads a pattern and its reason per line, skipping comments and blank lines', () => {
    const [exception, ...rest] = parseExceptions('# a comment\n\n^/admin: Bad value .* # Decap writes it\n');
    expect(rest).toEqual([]);
    expect(exception?.pattern.test('/admin: Bad value “x” for attribute')).toBe(true);
    expect(exception?.reason).toBe('Decap writes it');
  });

  it('refuses an exception without a reason, or with a broken pattern, naming the line', () => {
    expect(() => parseExceptions('\n^/admin: Bad value')).toThrow(/vnu-exceptions\.txt:2: .*reason/);
    expect(() => parseExceptions('^/admin: ( # why')).toThrow(/vnu-exceptions\.txt:1:/);
  });
});

describe('pageOf', () => {
  it('names a checked file by the path it is served at', () => {
    const at = (file: string) => pageOf(pathToFileURL(`${dist}${file}`).href);
    expect(at('index.html')).toBe('/');
    expect(at('products/healthcare.html')).toBe('/products/healthcare');
    expect(at('modules/404.html')).toBe('/modules/404');
  });
});
