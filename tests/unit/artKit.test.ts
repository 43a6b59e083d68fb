/**
 * The art kit's check mode: it names every committed picture that differs from what the kit draws
 * and every one that is missing, and today's committed pictures are all up to date.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drawAll, staleFiles } from '../../scripts/art/index.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('npm run art -- --check', () => {
  it('names a changed picture and a missing one, and passes an identical one', () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'art-check-'));
    mkdirSync(join(publicDir, 'images/team'), { recursive: true });
    writeFileSync(join(publicDir, 'images/team/a.svg'), '<svg>same</svg>');
    writeFileSync(join(publicDir, 'images/team/b.svg'), '<svg>edited by hand</svg>');
    const drawn = new Map([
      ['/images/team/a.svg', '<svg>same</svg>'],
      ['/images/team/b.svg', '<svg>drawn</svg>'],
      ['/images/team/c.svg', '<svg>new</svg>'],
    ]);
    expect(staleFiles(drawn, publicDir)).toEqual([
      '/images/team/b.svg: differs from what the kit draws',
      '/images/team/c.svg: missing',
    ]);
  });

  it('finds every committed picture up to date and every entry naming its own picture', () => {
    const { files, problems } = drawAll(ROOT);
    expect(problems).toEqual([]);
    expect(staleFiles(files, join(ROOT, 'public'))).toEqual([]);
    const folders = new Set([...files.keys()].map((path) => path.split('/').slice(0, -1).join('/')));
    expect([...folders].sort()).toEqual([
      '',
      '/images',
      '/images/customers',
      '/images/modules',
      '/images/news',
      '/images/office',
      '/images/products',
      '/images/slideshow',
      '/images/stories',
      '/images/team',
    ]);
  });
});
