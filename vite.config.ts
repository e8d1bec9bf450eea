import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { mathFontPlugin } from './web/plugins/math-font.ts';
import { offlinePlugin } from './web/plugins/offline-plugin.ts';
import { partialsPlugin } from './web/plugins/partials-plugin.ts';
import { stripLexiconExamplesPlugin } from './web/plugins/strip-lexicon-examples.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Vite root is web/; base './' keeps every asset URL relative so dist/ works
// from any static host and any sub-path, offline.
export default defineConfig({
  root: 'web',
  base: './',
  publicDir: false,
  plugins: [
    partialsPlugin({ partialsDir: here('./web/partials') }),
    // build/math-font/sqrtdk-math.woff2: the glyphs of the page's formulas.
    mathFontPlugin({
      partialsDir: here('./web/partials'),
      outFile: here('./build/math-font/sqrtdk-math.woff2'),
      script: here('./scripts/build-math-font.py'),
    }),
    // The scorer's lexicon examples are test cases, not page data.
    stripLexiconExamplesPlugin(),
    // dist/sw.js: the service worker that keeps the whole site usable offline.
    offlinePlugin({ template: here('./web/src/offline/service-worker.js') }),
  ],
  resolve: {
    alias: {
      '@wasm-dist': here('./build/wasm/dist'),
      '@math-font': here('./build/math-font'),
      '@core': here('./wasm'),
    },
  },
  worker: { format: 'es' },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Never inline assets as data: URLs: the CSP allows fonts and wasm only from 'self'.
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: {
        index: here('./web/index.html'),
        embed: here('./web/embed.html'),
        teacher: here('./web/teacher.html'),
        worksheet: here('./web/worksheet.html'),
      },
    },
  },
  server: { fs: { allow: [here('.')] } },
  // The built pages carry the CSP as a meta tag; the preview server (npm start)
  // also sends the core directives as a header, as a careful static host would.
  preview: {
    host: '127.0.0.1',
    headers: {
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; worker-src 'self'",
    },
  },
});
