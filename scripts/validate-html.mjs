#!/usr/bin/env node
/**
 * `npm run validate:html`: the W3C Nu HTML Checker (npm `vnu-jar`, the checker behind
 * validator.w3.org/nu) over every page of dist/, errors only. Exit code 0 when no error is left
 * after the exceptions of tests/dist/vnu-exceptions.txt (one line each, with its reason); 1 when an
 * error remains or an exception matches nothing (stale); 2 when it cannot run (no build, no Java).
 *
 * The checker reads the files, not the served site: it refuses `localhost` URLs, and the headers
 * are checked elsewhere (tests/dist/headers.test.ts). It needs Java 11+ (scripts/ensure-java.mjs
 * finds or installs it). Run `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureJava } from './ensure-java.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'dist');
const exceptionsFile = join(root, 'tests', 'dist', 'vnu-exceptions.txt');

/**
 * @typedef {{ pattern: RegExp, reason: string, line: number, used: number }} Exception
 * @typedef {{ type: string, subType?: string, url?: string, lastLine?: number, firstColumn?: number, message: string, extract?: string }} VnuMessage
 */

/**
 * Reads the exceptions file: `regex # reason` per line; blank lines and lines starting with # are skipped.
 * @param {string} text
 * @returns {Exception[]}
 * @throws Error naming the line when a line has no reason or its pattern is not a regular expression
 */
export function parseExceptions(text) {
  return text.split(/\r?\n/).flatMap((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return [];
    const at = line.lastIndexOf(' # ');
    const where = `${relative(root, exceptionsFile)}:${index + 1}`;
    if (at < 0) throw new Error(`${where}: an exception needs its reason after " # "`);
    try {
      return [
        { pattern: new RegExp(line.slice(0, at).trim()), reason: line.slice(at + 3).trim(), line: index + 1, used: 0 },
      ];
    } catch (error) {
      throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

/**
 * The URL path of a checked file: `file:/…/dist/products/healthcare.html` → `/products/healthcare`.
 * @param {string | undefined} url
 */
export function pageOf(url) {
  if (!url) return '(unknown file)';
  const file = relative(distDir, fileURLToPath(url)).split(sep).join('/');
  const path = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1')}`;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

function main() {
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error('validate-html: dist/index.html is missing. Build first: `npm run build`.');
    return 2;
  }
  let java;
  try {
    java = ensureJava();
  } catch (error) {
    console.error(`validate-html: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const exceptions = parseExceptions(existsSync(exceptionsFile) ? readFileSync(exceptionsFile, 'utf8') : '');
  const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
  const started = Date.now();
  const result = spawnSync(
    java.path,
    ['-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'json', distDir],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  /** @type {{ messages: VnuMessage[] }} */
  let report;
  try {
    // The JSON report is written to stderr; stdout stays empty.
    /** @type {unknown} */
    const parsed = JSON.parse(result.stderr || result.stdout);
    report = /** @type {{ messages: VnuMessage[] }} */ (parsed);
  } catch {
    console.error(
      `validate-html: the checker did not report (exit ${result.status}):\n${result.stderr}${result.stdout}`,
    );
    return 2;
  }
  const pages = new Set();
  const errors = report.messages.filter((message) => {
    if (message.type !== 'error') return false;
    const text = `${pageOf(message.url)}: ${message.message}`;
    const exception = exceptions.find((candidate) => candidate.pattern.test(text));
    if (exception) exception.used += 1;
    else pages.add(pageOf(message.url));
    return !exception;
  });
  for (const message of errors) {
    const at = message.lastLine ? `:${message.lastLine}:${message.firstColumn ?? 0}` : '';
    console.log(`  ${pageOf(message.url)}${at}: ${message.message}`);
    if (message.extract) console.log(`      ${message.extract.replace(/\s+/g, ' ').trim()}`);
  }
  const stale = exceptions.filter((exception) => exception.used === 0);
  for (const exception of stale)
    console.log(
      `  stale exception, line ${exception.line} of ${relative(root, exceptionsFile)}: ${exception.pattern} (matches nothing; delete it)`,
    );
  const allowed = exceptions.reduce((sum, exception) => sum + exception.used, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const checked = readdirSync(distDir, { recursive: true }).filter((file) => String(file).endsWith('.html')).length;
  console.log(
    `validate-html: ${checked} pages checked; ${errors.length} errors on ${pages.size} pages, ${allowed} allowed by ${exceptions.length} exceptions (Java ${java.version}, ${seconds} s)`,
  );
  return errors.length > 0 || stale.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main());
