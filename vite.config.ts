import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { partialsPlugin } from './web/plugins/partials-plugin';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Vite root is web/; base './' keeps every asset URL relative so dist/ works
// from any static host and any sub-path, offline.
export default defineConfig({
  root: 'web',
  base: './',
  publicDir: false,
  plugins: [partialsPlugin({ partialsDir: here('./web/partials') })],
  resolve: {
    alias: {
      '@wasm-dist': here('./build/wasm/dist'),
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
      },
    },
  },
  server: { fs: { allow: [here('.')] } },
  preview: { host: '127.0.0.1' },
});
