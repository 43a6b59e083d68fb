/**
 * The art kit's check mode: it names every committed picture that differs from what the kit draws
 * and every one that is missing. Whether today's pictures are up to date is `npm run art -- --check`
 * itself, a step of `npm test`.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleFiles } from '../../scripts/art/index.mjs';

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
});
