/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,html,js,jsx,ts,tsx,md}'],
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
      // Above the mobile breadcrumb breakpoint;
      // Tailwind's `md` starts at 768px, one pixel too early.
      screens: { bp769: '769px' },
    },
  },
  plugins: [],
};
