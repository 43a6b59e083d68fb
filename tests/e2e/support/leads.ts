/**
 * Reading the leads the served functions stored in the local Blobs store
 * (.netlify/blobs-serve/, one file per entry), and removing a run's test leads afterwards.
 */
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

export const BLOBS_DIR = fileURLToPath(new URL('../../../.netlify/blobs-serve/', import.meta.url));

export type Lead = Record<string, unknown>;

/** Stored entries of a Blobs store whose companyName contains `tag`, as [file, value] pairs. */
export function storedWith(store: string, tag: string): [string, Lead][] {
  const root = join(BLOBS_DIR, 'entries');
  if (!existsSync(root)) return [];
  const found: [string, Lead][] = [];
  for (const site of readdirSync(root)) {
    const dir = join(root, site, `site:${store}`);
    if (!existsSync(dir)) continue;
    for (const key of readdirSync(dir).filter((name) => !name.startsWith('.'))) {
      const value = JSON.parse(readFileSync(join(dir, key), 'utf8')) as Lead;
      if (String(value.companyName ?? '').includes(tag)) found.push([join(site, `site:${store}`, key), value]);
    }
  }
  return found;
}

/** The one stored entry of the tag (it must exist once the answer arrived). */
export async function takeStored(store: string, tag: string): Promise<Lead> {
  await expect.poll(() => storedWith(store, tag).length).toBe(1);
  return (storedWith(store, tag)[0] as [string, Lead])[1];
}

/** Removes one Blobs entry (data and metadata files) of the local store. */
export function removeStored(file: string): void {
  rmSync(join(BLOBS_DIR, 'entries', file), { force: true });
  rmSync(join(BLOBS_DIR, 'metadata', file), { force: true });
}
