/**
 * `npm start` answers this machine only: the site's front and netlify dev with its static and
 * functions servers listen on 127.0.0.1 (scripts/serve.mjs, scripts/loopbackOnly.mjs), so nobody on
 * the same network can post leads into the local store or read the site's functions. Read from the
 * kernel's socket tables (Linux): every listening TCP socket of the processes serving the site.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/** Listening sockets by inode: their local address as `address:port` (hex, as the kernel writes it). */
function listeningSockets(): Map<string, string> {
  const sockets = new Map<string, string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const fields of text
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))) {
      if (fields[3] === '0A' && fields[1] && fields[9]) sockets.set(fields[9], fields[1]);
    }
  }
  return sockets;
}

/** This checkout: another checkout's servers on the machine are not this test's. */
const CHECKOUT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');

/**
 * The process ids that serve this checkout's site: serve.mjs and the netlify dev it starts, which
 * run in the checkout's directory.
 */
function servingProcesses(): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return /scripts\/serve\.mjs|netlify dev/.test(command) && readlinkSync(`/proc/${pid}/cwd`) === CHECKOUT;
      } catch {
        return false;
      }
    });
}

test('the site’s local servers listen on 127.0.0.1 only', () => {
  const sockets = listeningSockets();
  const found: string[] = [];
  for (const pid of servingProcesses()) {
    let descriptors: string[] = [];
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const descriptor of descriptors) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${pid}/fd/${descriptor}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      const local = inode && sockets.get(inode);
      if (local) found.push(local);
    }
  }
  // The front at least (SITE_PORT), then netlify dev's own servers.
  expect(found.length).toBeGreaterThan(1);
  // 0100007F is 127.0.0.1 in the kernel's byte order; anything else (00000000, an IPv6 "::") is not loopback.
  expect(found.filter((local) => !local.startsWith('0100007F:'))).toEqual([]);
});
