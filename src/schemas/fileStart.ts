/**
 * Reads the start of a file on disk (Node only), for the picture checks of ./imageType.ts. Node's
 * file system is fetched when called, not imported: the schemas that use this also run in the
 * editor's browser (src/cms/admin.ts), which never calls it.
 */
import { IMAGE_SNIFF_BYTES } from './imageType.ts';

/** The first `length` bytes of the file at `path` (fewer when the file is shorter); throws when it cannot be read. */
export function readFileStart(path: string, length = IMAGE_SNIFF_BYTES): Uint8Array {
  const { closeSync, openSync, readSync } = process.getBuiltinModule('node:fs');
  const buffer = new Uint8Array(length);
  const descriptor = openSync(path, 'r');
  try {
    return buffer.subarray(0, readSync(descriptor, buffer, 0, length, 0));
  } finally {
    closeSync(descriptor);
  }
}
