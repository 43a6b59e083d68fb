/**
 * Lighthouse (`npm run lighthouse`, scripts/lighthouse.mjs, then `lhci assert`): the mobile preset (simulated slow 4G, 4× CPU slowdown) over
 * the pages visitors land on most, three runs each; the median run of each page must paint its
 * largest element within 1.5 s (LCP) and score Performance ≥ 98 and Best Practices and SEO = 100.
 * Accessibility is axe's, on every page and width (tests/e2e/pages.spec.ts), so Lighthouse does not
 * gather or score it.
 *
 * The site is served by scripts/serve.mjs (netlify dev over dist/, the real headers) behind its
 * compressing proxy, because Netlify's CDN gzips HTML, CSS and JavaScript in production and
 * `netlify dev` does not; `npm test` has it running already (SITE_SERVED=1), on its own
 * `npm run lighthouse` starts it. `npm run build` first.
 */
// Lighthouse CI loads its config with require(), so this file and the module it reads are CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } = require('./scripts/chromium.cjs');

const SITE_PORT = Number(process.env.SITE_PORT ?? 8888);
/** Port of the compressing proxy Lighthouse reads through. */
const PROXY_PORT = SITE_PORT + 2;

/**
 * Home, a sub-industry (product) page, the module list, pricing, the demo form, support, and the
 * two lists of Markdown content (customer stories, news), whose cover images are the heaviest
 * media of the site.
 */
const PATHS = [
  '/',
  '/products/healthcare/hospital',
  '/modules',
  '/pricing',
  '/request-demo',
  '/support',
  '/customer-stories',
  '/news',
];

module.exports = {
  ci: {
    // Read by scripts/lighthouse.mjs, which runs these in one Chrome (`lhci collect` does not read it).
    collect: {
      url: PATHS.map((path) => `http://localhost:${PROXY_PORT}${path}`),
      proxyPort: PROXY_PORT,
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH ?? SYSTEM_CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, '--disable-dev-shm-usage'],
      settings: {
        // What a run spends time on but no asserted score reads (measured: about a fifth of a run):
        // the Accessibility category (axe's job here), the full-page screenshot, the filmstrip and
        // final screenshot, and the treemap data, all for the report viewer only.
        onlyCategories: ['performance', 'best-practices', 'seo'],
        disableFullPageScreenshot: true,
        skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'script-treemap-data'],
        // How long a run waits for the page to fall quiet after load, in ms (Lighthouse's default is
        // 1000 each). The pages are static and answer from this machine, so their last request
        // ends well within 250 ms; the simulated slow-4G timings are computed from what was loaded,
        // not from these waits. A run takes 4.7 s instead of 6.1 s.
        pauseAfterFcpMs: 250,
        pauseAfterLoadMs: 250,
        networkQuietThresholdMs: 250,
        cpuQuietThresholdMs: 250,
      },
    },
    assert: {
      aggregationMethod: 'median',
      assertions: {
        // A slow phone sees the page's main content within 1.5 s (simulated slow 4G, in ms).
        'largest-contentful-paint': ['error', { maxNumericValue: 1500 }],
        'categories:performance': ['error', { minScore: 0.98 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
      },
    },
    upload: { target: 'filesystem', outputDir: 'test-results/lighthouse' },
  },
};
