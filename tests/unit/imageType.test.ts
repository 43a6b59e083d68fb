/**
 * Pictures are checked by their bytes, not their names: a text file renamed `.png` (shown as a
 * broken image) fails the build naming the file, in the content schemas (naming entry and field)
 * and in the check over every picture under public/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findMislabelledImages } from '../../src/integrations/imageCheck';
import { imageContentProblem, imageFormatOf } from '../../src/schemas/imageType';
import { customerSchema } from '../../src/schemas/people';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const PNG = bytes('\x89PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const WEBP = bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ');
const AVIF = bytes([0, 0, 0, 28], 'ftypavif', [0, 0, 0, 0]);
const SVG = bytes(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by the art kit -->\n<svg xmlns="http://www.w3.org/2000/svg"/>',
);
const TEXT = bytes('Koshi Polyclinic logo, final version\n');

describe('imageFormatOf', () => {
  it.each([
    ['PNG', PNG, 'png'],
    ['JPEG', JPEG, 'jpeg'],
    ['WebP', WEBP, 'webp'],
    ['AVIF', AVIF, 'avif'],
    ['SVG with a prologue', SVG, 'svg'],
    ['text', TEXT, undefined],
    ['HTML', bytes('<!doctype html><html><body><svg></svg>'), undefined],
  ])('reads %s', (_name, content, format) => {
    expect(imageFormatOf(content)).toBe(format);
  });
});

describe('imageContentProblem', () => {
  it('accepts a picture that is what its name says, whatever the case of the extension', () => {
    expect(imageContentProblem('logo.PNG', PNG)).toBeUndefined();
    expect(imageContentProblem('photo.jpg', JPEG)).toBeUndefined();
  });

  it('names the file and what its content really is', () => {
    expect(imageContentProblem('public/images/customers/koshi.png', TEXT)).toBe(
      'public/images/customers/koshi.png is not a PNG picture: its content is not a picture (a file renamed to .png?); save or export it as PNG and upload it again',
    );
    expect(imageContentProblem('cover.webp', JPEG)).toBe(
      'cover.webp is not a WebP picture: its content is a JPEG picture; save or export it as WebP and upload it again',
    );
  });
});

describe('the build refuses mislabelled pictures', () => {
  const root = mkdtempSync(join(tmpdir(), 'sarathi-images-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists every picture under public/ whose bytes are not its format, and nothing else', () => {
    mkdirSync(join(root, 'public/images/customers'), { recursive: true });
    writeFileSync(join(root, 'public/images/customers/good.png'), PNG);
    writeFileSync(join(root, 'public/images/customers/renamed.png'), TEXT);
    writeFileSync(join(root, 'public/images/art.svg'), SVG);
    writeFileSync(join(root, 'public/robots.txt'), TEXT);
    expect(findMislabelledImages(join(root, 'public'), root)).toEqual([
      expect.stringMatching(/^public\/images\/customers\/renamed\.png is not a PNG picture/),
    ]);
  });

  it('names the field of a content entry whose logo is a renamed text file', () => {
    const customer = {
      name: 'Koshi Polyclinic',
      order: 9,
      // A committed picture under public/ of this checkout: the real logo passes.
      logo: '/images/customers/koshi-polyclinic.svg',
      industry: ['healthcare/clinic'],
      location: 'Biratnagar',
    };
    expect(customerSchema.safeParse(customer).success).toBe(true);
    const relabelled = join(process.cwd(), 'public/images/customers/renamed-for-test.png');
    writeFileSync(relabelled, TEXT);
    try {
      const result = customerSchema.safeParse({ ...customer, logo: '/images/customers/renamed-for-test.png' });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        [
          'logo',
          'public/images/customers/renamed-for-test.png is not a PNG picture: its content is not a picture (a file renamed to .png?); save or export it as PNG and upload it again',
        ],
      ]);
    } finally {
      rmSync(relabelled, { force: true });
    }
  });
});
