/**
 * What a picture file really is, read from its first bytes (its "magic number"), not from its name:
 * a `.txt` renamed `.png` is text, and browsers show it as a broken image. Used by the build
 * (src/integrations/imageCheck.ts and the content schemas) and by the CMS before it saves an upload.
 * Pure and browser-safe: takes bytes, never reads files.
 */

/** The picture formats the site serves. */
export type ImageFormat = 'svg' | 'png' | 'jpeg' | 'webp' | 'avif' | 'gif';

/** What an editor calls each format, in messages. */
export const IMAGE_FORMAT_NAMES: Record<ImageFormat, string> = {
  svg: 'SVG',
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
};

/** How many leading bytes {@link imageFormatOf} needs: enough for an SVG's XML prologue and comments. */
export const IMAGE_SNIFF_BYTES = 1024;

const EXTENSION_FORMATS: Record<string, ImageFormat> = {
  svg: 'svg',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

/** The format a file name promises (`logo.PNG` → png), or undefined for a name that is no picture. */
export function formatOfFileName(fileName: string): ImageFormat | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension ? EXTENSION_FORMATS[extension] : undefined;
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * The format the bytes are, from the start of a file (at least 12 bytes; {@link IMAGE_SNIFF_BYTES}
 * for SVG), or undefined when they are none of the {@link ImageFormat}s (text, PDF, HTML, …).
 */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return 'avif';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  // SVG is XML text: an optional byte-order mark, XML declaration, comments or doctype, then <svg.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, IMAGE_SNIFF_BYTES));
  const prologue = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;
  return prologue.test(text) ? 'svg' : undefined;
}

/**
 * Why a picture file cannot be shown, or undefined when its bytes are the format its name says.
 * @param fileName the name or path shown in the message, e.g. `public/images/customers/logo.png`
 * @param bytes    the start of the file ({@link IMAGE_SNIFF_BYTES} bytes are enough)
 * @returns e.g. `public/images/customers/logo.png is not a PNG picture: its content is not a picture
 *   (a file renamed to .png?); save or export it as PNG and upload it again`
 */
export function imageContentProblem(fileName: string, bytes: Uint8Array): string | undefined {
  const promised = formatOfFileName(fileName);
  if (!promised) return `${fileName} is not a picture file: use SVG, PNG, JPEG, WebP or AVIF`;
  const actual = imageFormatOf(bytes);
  if (actual === promised) return undefined;
  const found = actual
    ? `its content is a ${IMAGE_FORMAT_NAMES[actual]} picture`
    : `its content is not a picture (a file renamed to .${fileName.split('.').pop()}?)`;
  return `${fileName} is not a ${IMAGE_FORMAT_NAMES[promised]} picture: ${found}; save or export it as ${IMAGE_FORMAT_NAMES[promised]} and upload it again`;
}
