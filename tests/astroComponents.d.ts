// Plain TypeScript (ESLint's typed rules, tsc) cannot read .astro files, so a test that imports a
// component to render it would see an error type. `astro check` resolves such an import to the
// component itself; everywhere else it is typed as what Astro compiles a component to.
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
