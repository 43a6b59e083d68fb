#!/usr/bin/env node
/**
 * Finds (or installs) the Java runtime the W3C Nu HTML Checker (npm `vnu-jar`, a Java program)
 * runs on in `npm test`. In order:
 *   1. $JAVA_HOME/bin/java, when JAVA_HOME is set (it must be an executable);
 *   2. `java` on the PATH (Debian puts it in /usr/bin);
 *   3. as root on Debian/Ubuntu (apt-get present): `apt-get update && apt-get install -y
 *      default-jre-headless`, non-interactively, then `java` on the PATH.
 * vnu-jar's own install step would download a Java build from the internet; `allowScripts` in
 * package.json turns it off, and this finds Java the way scripts/ensure-chromium.mjs finds Chromium.
 *
 * `ensureJava()` returns `{ path, version, source }` or throws an Error whose message says how to
 * get Java (11 or newer). As a script it prints the choice and exits 1 when there is none.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDebianLike } from './ensure-chromium.mjs';

/** The oldest Java major the Nu HTML Checker runs on. */
const MIN_JAVA_MAJOR = 11;

/**
 * The major version of the Java at `command` (e.g. 17), or null when it does not run.
 * @param {string} command
 * @returns {number | null}
 */
function javaMajor(command) {
  const result = spawnSync(command, ['-version'], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  // `java -version` writes e.g. `openjdk version "17.0.15" 2025-04-15` (or "1.8.0_…") to stderr.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/**
 * Locates a Java runtime of at least {@link MIN_JAVA_MAJOR}, installing Debian's package when running as root.
 * @returns {{ path: string, version: number, source: string }}
 */
export function ensureJava() {
  const candidates = [
    ...(process.env.JAVA_HOME ? [{ path: join(process.env.JAVA_HOME, 'bin', 'java'), source: 'JAVA_HOME' }] : []),
    { path: 'java', source: 'PATH' },
  ];
  for (const { path, source } of candidates) {
    const version = javaMajor(path);
    if (version !== null && version >= MIN_JAVA_MAJOR) return { path, version, source };
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && isDebianLike()) {
    console.log('ensure-java: no Java 11+ found; installing the Debian package "default-jre-headless" with apt-get.');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'default-jre-headless']]) {
      console.log(`ensure-java: $ apt-get ${args.join(' ')}`);
      if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) break;
    }
    const version = javaMajor('java');
    if (version !== null && version >= MIN_JAVA_MAJOR)
      return { path: 'java', version, source: 'apt-get install default-jre-headless' };
  }
  throw new Error(
    [
      `No Java ${MIN_JAVA_MAJOR} or newer found for the Nu HTML Checker. Any one of these fixes it:`,
      '  - Debian/Ubuntu: `sudo apt-get install default-jre-headless` (or run `npm test` as root: it installs it itself);',
      '  - set JAVA_HOME to a Java 11+ installation.',
    ].join('\n'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { path, version, source } = ensureJava();
    console.log(`ensure-java: using ${path}, Java ${version} (${source})`);
  } catch (error) {
    console.error(`ensure-java: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
