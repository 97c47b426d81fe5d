import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.js';
import { prerender } from './vite-prerender.js';
import { serviceWorker } from './vite-service-worker.js';

const PREACT_RUNTIME = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/client',
  publicDir: '../../public',
  // The prerender's own build (vite-prerender.ts) is for Node: nothing to compress, nothing to prerender.
  plugins: [react(), tailwindcss(), ...(isSsrBuild === true ? [] : [precompress(), prerender(), serviceWorker()])],
  resolve: {
    alias: [
      // The client is written against React's API and the build runs it on Preact's compatible
      // runtime: a tenth of React DOM's weight (docs/decisions/0006-preact-runtime.md). `vite`
      // (development) keeps React, whose Fast Refresh the React plugin drives.
      ...(command === 'build' ? PREACT_RUNTIME : []),
      // Radix's scroll lock injects a <style> element, which the Content Security Policy refuses;
      // this drop-in applies the same rules through a constructed stylesheet instead.
      {
        find: /^react-style-singleton$/,
        replacement: fileURLToPath(new URL('./src/client/lib/csp/style-singleton.ts', import.meta.url)),
      },
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/client/lib/csp/zod-jitless.ts', import.meta.url)),
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/client/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  // The prerender bundles every dependency, so the aliases above apply to them too.
  ssr: { noExternal: true },
  // The manifest maps entry and lazy modules to their chunks; the build-size test reads it.
  build: isSsrBuild === true ? { outDir: '../../dist/prerender', emptyOutDir: true } : {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    // The polyfill only fetches index.html's <link rel="modulepreload"> early in browsers without
    // them (Safari before 17); those still load every module, so it is weight for no behaviour.
    modulePreload: false,
    rollupOptions: {
      output: {
        // Everything the entry imports statically loads with it on every page anyway; one chunk
        // instead of six compresses better and saves requests (3.5 kB gzipped on the home page).
        // The icons, each shared by a few pages, would otherwise be a chunk each: all 78 together
        // are 5.7 kB gzipped, and the home page asks for one file instead of twelve (its first
        // paint in Lighthouse's simulated slow 4G came about 150 ms sooner; docs/benchmarks.md).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      // The service worker is built only by `vite build`: the API server serves the last build's.
      '/sw.js': 'http://localhost:3000',
      // Each shop's web app manifest is the server's (docs/decisions/0011-installable-app.md).
      '/manifest.webmanifest': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
}));
