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
      const value = readLead(join(dir, key));
      if (value && typeof value.companyName === 'string' && value.companyName.includes(tag))
        found.push([join(site, `site:${store}`, key), value]);
    }
  }
  return found;
}

/** One stored entry's value, or null when it is empty or not JSON (left by an interrupted write). */
function readLead(file: string): Lead | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Lead;
  } catch {
    return null;
  }
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

/**
 * A run id for this worker and a maker of tags unique to one test. Each tag starts with the run id
 * and goes into the company name, so a test finds its own stored lead and the run's leads can be
 * removed afterwards ({@link removeRunLeads}).
 */
export function runTags(prefix: string): { run: string; uniqueTag: () => string } {
  const run = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let tags = 0;
  return { run, uniqueTag: () => `${run}x${(tags += 1)}` };
}

/**
 * Removes the leads a run stored (they are test data) from both stores, and their arrival entries
 * (`lead-arrivals/<store>/<time>/<key>`, see functions/lib/storage.mts), from the local Blobs store.
 */
export function removeRunLeads(run: string): void {
  const removedKeys = new Set<string>();
  for (const store of ['demo-requests', 'contact-messages']) {
    for (const [file] of storedWith(store, run)) {
      removeStored(file);
      removedKeys.add(file.split('/').at(-1) ?? '');
    }
  }
  const root = join(BLOBS_DIR, 'entries');
  for (const site of existsSync(root) ? readdirSync(root) : []) {
    const arrivals = join(site, 'site:lead-arrivals');
    if (!existsSync(join(root, arrivals))) continue;
    for (const entry of readdirSync(join(root, arrivals), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && removedKeys.has(entry.name))
        removeStored(join(arrivals, entry.parentPath.slice(join(root, arrivals).length), entry.name));
    }
  }
}
