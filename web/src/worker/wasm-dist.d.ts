// The Emscripten ES6 glue in build/wasm/dist/ (alias @wasm-dist, vite.config.ts)
// is generated JavaScript without types; its default export is a factory
// typed by hand in wasm/sqrtdk-module.d.ts. Declared here so that type checks
// pass before the core is built; `vite build` still needs the real files.
declare module '@wasm-dist/sqrtdk-extras.*.mjs' {
  const createModule: import('../../../wasm/sqrtdk-module').ExtrasModuleFactory;
  export default createModule;
}
declare module '@wasm-dist/*.mjs' {
  const createModule: import('../../../wasm/sqrtdk-module').SqrtDkModuleFactory;
  export default createModule;
}
