/**
 * Lighthouse (`npm run lighthouse`, scripts/lighthouse.mjs, then `lhci assert`): the mobile preset (simulated slow 4G, 4× CPU slowdown) over
 * the pages visitors land on most, three runs each; the median run of each page must paint its
 * largest element within 1.5 s (LCP), move nothing while it loads (CLS ≤ 0.005) and score Best
 * Practices and SEO = 100. Performance ≥ 98 is reported as a warning, not enforced: see `assert`.
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
 * Home, a sub-industry (product) page, the module list, pricing, the demo form, and the list of
 * customer stories, whose cover images are with the news list's the heaviest media of the site; and
 * two Nepali pages (home and the hospital page, the heaviest Nepali page), held to the same budgets
 * on a machine with a Devanagari face, as every phone has (scripts/ensure-chromium.mjs). Measured
 * until CI neared its 20 minutes again with the slow-3G runs: the Nepali module list (the module
 * list's shape with the Nepali type, which these two measure), /support (the plainest page: title,
 * cards, no picture; 1.09–1.10 s) and /news (the customer stories' shape of cover list; 1.09 s).
 */
const PATHS = [
  '/',
  '/products/healthcare/hospital',
  '/modules',
  '/pricing',
  '/request-demo',
  '/customer-stories',
  '/ne',
  '/ne/products/healthcare/hospital',
];

/**
 * Also measured on a congested 3G cell (400 ms round trips, 400 kb/s), where many buyers outside the
 * valley are: the home page and the heaviest Nepali page.
 */
const SLOW_3G_PATHS = ['/', '/ne/products/healthcare/hospital'];

/**
 * How much later their largest paint may come on slow 3G than on slow 4G, in ms. Measured side by
 * side on 29 November 2026 (medians of three): 1,770 to 2,380 ms over six page-runs, the spread
 * coming from whether the icon sprite arrives before the first paint in the unthrottled load
 * Lighthouse simulates from. A page that waits for one more file or window before its first paint
 * adds 250 to 650 ms (docs/quality-gates.md#time).
 */
const SLOW_3G_MAX_DELAY_MS = 2700;

/**
 * The audits the asserted categories are scored from (Lighthouse 12's default config, weights above 0),
 * less the two axe-based SEO audits that the page gate's axe covers.
 */
const SCORED_AUDITS = [
  // Performance: its score is these five metrics.
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  // Best Practices.
  'is-on-https',
  'redirects-http',
  'geolocation-on-start',
  'notification-on-start',
  'paste-preventing-inputs',
  'image-aspect-ratio',
  'image-size-responsive',
  'viewport',
  'font-size',
  'doctype',
  'charset',
  'deprecations',
  'third-party-cookies',
  'errors-in-console',
  'inspector-issues',
  // SEO.
  'is-crawlable',
  'meta-description',
  'http-status-code',
  'link-text',
  'crawlable-anchors',
  'robots-txt',
  'hreflang',
  'canonical',
];

module.exports = {
  ci: {
    // Read by scripts/lighthouse.mjs, which runs these in one Chrome (`lhci collect` does not read it).
    collect: {
      url: PATHS.map((path) => `http://localhost:${PROXY_PORT}${path}`),
      proxyPort: PROXY_PORT,
      // Three, the fewest with a median: the CPU slowdown calibrated to the machine steadied the
      // runs (the slowest of 55 runs, five of each page, was 1,445 ms on /customer-stories, whose
      // worst median of three was 1,387 ms against the 1.5 s limit), and two more runs of each of
      // the pages cost about 2 min 30 s of CI, which must stay within 20 minutes.
      numberOfRuns: 3,
      // Then the home page and the heaviest Nepali page on a congested 3G link (scripts/lighthouse.mjs
      // checkSlow3G): their median largest paint at most SLOW_3G_MAX_DELAY_MS after their slow-4G
      // median of the same run.
      slow3G: {
        urls: SLOW_3G_PATHS.map((path) => `http://localhost:${PROXY_PORT}${path}`),
        network: { rttMs: 400, throughputKbps: 400 },
        maxLcpOverSlow4GMs: SLOW_3G_MAX_DELAY_MS,
      },
      chromePath: process.env.CHROME_PATH ?? SYSTEM_CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, '--disable-dev-shm-usage'],
      settings: {
        // Only the audits the asserted scores are made of, so a run gathers nothing else: the five
        // metrics of the Performance score and the scored audits of Best Practices and SEO. Left
        // out: the Accessibility category and the two axe audits SEO borrows from it (document-title,
        // image-alt: axe checks every page in the page gate), the diagnostics and opportunities that
        // weigh nothing in a score (some change the load itself: unused-javascript turns on script
        // coverage, bf-cache navigates away and back), and the screenshots for the report viewer.
        // A run took 1.3 s less without the axe pass alone. `npx lighthouse <url>` gives the full report.
        // Plus the one diagnostic that names what the LCP was (weight 0, it changes nothing in the
        // load): a slow median is then traced to its element in the log and the saved reports.
        onlyAudits: [...SCORED_AUDITS, 'largest-contentful-paint-element'],
        disableFullPageScreenshot: true,
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
        // A mid-tier phone sees the page's main content within 1.5 s (simulated slow 4G, the CPU
        // slowdown calibrated to this machine by scripts/lighthouse.mjs; in ms).
        'largest-contentful-paint': ['error', { maxNumericValue: 1500 }],
        // Nothing on the first screen moves while the page loads and its islands hydrate (the demo
        // form's "Step 1 of 2" line once pushed the form down by 24 px: 0.0102).
        'cumulative-layout-shift': ['error', { maxNumericValue: 0.005 }],
        // Warned, not enforced. Three fifths of the score come from network-bound metrics (FCP, LCP,
        // Speed Index), which the simulation computes from the bytes and requests a page makes: the
        // same on any machine. Total Blocking Time, the other 30 %, is this machine's own main-thread
        // task lengths times the CPU slowdown. scripts/lighthouse.mjs calibrates that slowdown to the
        // machine's benchmarkIndex, as Lighthouse's docs advise (docs/throttling.md, "Calibrating the
        // CPU slowdown"), but on the two shared cores CI runs on it read 986–2,504 within one run of the gate, and one
        // build measured TBT 377–1,693 ms and Performance 73–91 from run to run, where a faster
        // machine measured 100. A threshold that moves with the machine fails at random; what TBT is
        // made of is budgeted where the machine does not matter: the JavaScript bytes each page loads
        // (scripts/budget.mjs) and that the page's own scripts and the navigation wait for the first
        // idle moment (tests/dist).
        'categories:performance': ['warn', { minScore: 0.98 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
      },
    },
    upload: { target: 'filesystem', outputDir: 'test-results/lighthouse' },
  },
};
