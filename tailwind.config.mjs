import plugin from 'tailwindcss/plugin.js';
import { maskIconUrls } from './src/styles/maskIcons.mjs';

/**
 * Seconds per step, rounded to a tenth, as CSS (`0.30000000000000004` would be noisy).
 * @param {number} value seconds
 */
const seconds = (value) => `${Math.round(value * 10) / 10}s`;

/**
 * The stagger steps of the two scroll-in animations, written as one loop each instead of a rule per
 * step, where scripts run (as the animations themselves, in global.css). The `.reveal` transition
 * shorthand resets transition-delay, so the steps carry the same selector plus one class: 0.1 s per
 * step up to `reveal-delay-6` (FAQ items step by one, feature cards by two). The orbit's eight
 * packages pop out 0.1 s apart, starting 0.3 s after the orbit starts drawing.
 */
const staggerSteps = plugin(({ addComponents }) => {
  /** @type {Record<string, { transitionDelay: string }>} */
  const rules = {};
  for (let step = 1; step <= 6; step += 1) {
    rules[`.reveal.reveal-delay-${step}`] = { transitionDelay: seconds(step * 0.1) };
  }
  for (let node = 1; node <= 8; node += 1) {
    rules[`.orbit .orbit-node:nth-child(${node})`] = { transitionDelay: seconds(0.2 + node * 0.1) };
  }
  addComponents({ '@media (scripting: enabled)': rules });
});

/**
 * `noscript:` styles an element for a browser that runs no scripts (the CSS `scripting` media
 * feature): the server-rendered fallback of an island, such as the full menu instead of the Menu
 * button. `scripted:` styles it where scripts run (a fallback the island replaces). A browser too
 * old to know the feature matches neither: it shows the scripted layout plus any `scripted:hidden`
 * fallback, which stays usable.
 */
const scriptingVariants = plugin(({ addVariant }) => {
  addVariant('noscript', '@media (scripting: none)');
  addVariant('scripted', '@media (scripting: enabled)');
});

/** @type {import('tailwindcss').Config} */
export default {
  // Markdown is left out: the content's Markdown carries no classes (raw HTML is refused), and the
  // CMS's git checkouts delete and add those files while astro dev scans them.
  content: ['./src/**/*.{astro,html,js,jsx,ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef7ff',
          100: '#d9edff',
          200: '#bce0ff',
          300: '#8ecdff',
          400: '#59b0ff',
          500: '#338dfc',
          600: '#1d6ef1',
          700: '#1558d6',
          800: '#1847ad',
          900: '#1a3f88',
          950: '#152853',
        },
        accent: { 400: '#34d399', 500: '#10b981', 600: '#059669', 700: '#047857' },
        ink: { DEFAULT: '#0f172a', soft: '#334155', muted: '#475569' },
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Noto Sans"',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      maxWidth: { page: '80rem' },
      // The icons global.css draws as CSS masks, as data: URLs (`theme('maskIcons.check')`).
      maskIcons: maskIconUrls(),
      // Above the mobile breadcrumb breakpoint;
      // Tailwind's `md` starts at 768px, one pixel too early.
      screens: { bp769: '769px' },
    },
  },
  plugins: [staggerSteps, scriptingVariants],
};
