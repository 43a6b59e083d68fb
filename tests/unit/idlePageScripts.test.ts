/**
 * A page's own module scripts start when the browser is first idle (src/integrations/idlePageScripts.ts):
 * after the build they are listed on one inline loader at the end of <body>, and nothing else of the
 * page changes.
 */
import { describe, expect, it } from 'vitest';
import { loadPageScriptsWhenIdle, PAGE_SCRIPTS_LOADER } from '../../src/integrations/idlePageScripts';

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const moduleScript = (src: string) => `<script type="module" src="${src}"></script>`;

describe('loadPageScriptsWhenIdle', () => {
  it('replaces every module script with one loader before </body>, in document order', () => {
    const built = page(
      `<title>x</title>${moduleScript('/_astro/page.A1.js')}`,
      `<main><h1>Page</h1></main>${moduleScript('/_astro/ScrollToTop.B2.js')}${moduleScript('/_astro/PrefetchOnIntent.C3.js')}`,
    );
    expect(loadPageScriptsWhenIdle(built)).toBe(
      page(
        '<title>x</title>',
        '<main><h1>Page</h1></main>' +
          `<script data-page-scripts="/_astro/page.A1.js /_astro/ScrollToTop.B2.js /_astro/PrefetchOnIntent.C3.js">${PAGE_SCRIPTS_LOADER}</script>`,
      ),
    );
  });

  it('leaves inline scripts, data blocks and pages without module scripts as they are', () => {
    const plain = page(
      '<script>document.documentElement.classList.add("js")</script><script type="application/ld+json">{}</script>',
      '<script type="module">reveal()</script><p>Text</p>',
    );
    expect(loadPageScriptsWhenIdle(plain)).toBe(plain);
  });

  it('stops the build when a page with module scripts has no </body>', () => {
    expect(() => loadPageScriptsWhenIdle(`<p>x</p>${moduleScript('/_astro/a.js')}`)).toThrow(/no <\/body>/);
  });
});

describe('the loader', () => {
  const LANDING = 'https://www.sarathierp.com.np/pricing?utm_source=newsletter';

  /**
   * Runs the loader's text against a fake page (a tab landed on {@link LANDING} from a newsletter);
   * returns what it imported, its element, what the tab stored and the page's two moments.
   */
  function runLoader(sources: string, failing: string[] = []) {
    const imported: string[] = [];
    const stored = new Map<string, string>();
    const element = {
      attributes: new Map([['data-page-scripts', sources]]),
      getAttribute(name: string) {
        return this.attributes.get(name) ?? null;
      },
      setAttribute(name: string, value: string) {
        this.attributes.set(name, value);
      },
    };
    let idle: (() => Promise<void>) | undefined;
    let pagehide: (() => void) | undefined;
    const errors: unknown[] = [];
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the loader's text is what pages run
    const run = new Function(
      'document',
      'window',
      'requestIdleCallback',
      'setTimeout',
      'console',
      'importModule',
      'addEventListener',
      'navigator',
      'sessionStorage',
      'location',
      PAGE_SCRIPTS_LOADER.replaceAll('import(u)', 'importModule(u)'),
    ) as (...args: unknown[]) => void;
    run(
      { currentScript: element, referrer: 'https://news.example.com/a' },
      { requestIdleCallback: true },
      (callback: () => Promise<void>) => {
        idle = callback;
      },
      () => {
        throw new Error('setTimeout is only for browsers without requestIdleCallback');
      },
      { error: (...args: unknown[]) => errors.push(args) },
      (url: string) => {
        imported.push(url);
        return failing.includes(url) ? Promise.reject(new Error('404')) : Promise.resolve();
      },
      (type: string, listener: () => void) => {
        if (type === 'pagehide') pagehide = listener;
      },
      {},
      {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
      },
      { href: LANDING },
    );
    return { imported, element, errors, stored, idle: () => idle?.(), pagehide: () => pagehide?.() };
  }

  const firstTouch = { landingUrl: LANDING, referrer: 'https://news.example.com/a' };

  it('imports nothing until the browser is idle, then every listed file, then marks itself ready', async () => {
    const loader = runLoader('/_astro/a.js /_astro/b.js');
    expect(loader.imported).toEqual([]);
    await loader.idle();
    expect(loader.imported).toEqual(['/_astro/a.js', '/_astro/b.js']);
    expect(loader.element.getAttribute('data-page-scripts-ready')).toBe('');
  });

  it('keeps the first touch when the browser is idle, not while the page is parsed', async () => {
    const loader = runLoader('/_astro/a.js');
    expect(loader.stored.size).toBe(0);
    await loader.idle();
    expect([...loader.stored.values()].map((value) => JSON.parse(value) as unknown)).toEqual([firstTouch]);
  });

  it('keeps the first touch of a visitor who leaves before the browser was idle', () => {
    const loader = runLoader('/_astro/a.js');
    loader.pagehide();
    expect([...loader.stored.values()].map((value) => JSON.parse(value) as unknown)).toEqual([firstTouch]);
    expect(loader.imported).toEqual([]);
  });

  it('still runs the other files and becomes ready when one fails to load, and says which', async () => {
    const loader = runLoader('/_astro/a.js /_astro/b.js', ['/_astro/a.js']);
    await loader.idle();
    expect(loader.imported).toEqual(['/_astro/a.js', '/_astro/b.js']);
    expect(loader.element.getAttribute('data-page-scripts-ready')).toBe('');
    expect(String((loader.errors[0] as unknown[])[0])).toBe('Page script /_astro/a.js failed to load');
  });
});
