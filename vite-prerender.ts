import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PAGE_TITLES_FILE } from './src/shared/routes.js';

type PrerenderModule = typeof import('./src/client/prerender.js');

/** Where the client build keeps each prerendered page's `#root` (a dot folder: never served as a file). */
export const PRERENDERED_DIR = '.prerendered';

/**
 * After the client build: builds src/client/prerender.tsx for Node with the same configuration
 * (the same Preact aliases), renders each public page's first paint with it and writes it to
 * dist/client/.prerendered/<page>.html; the server puts it into that page's HTML
 * (docs/decisions/0009-prerendered-first-paint.md). The no-shop pages are written there too
 * (docs/decisions/0020-shop-routing.md), and each page's title with a slot for the shop's name.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'chair-prerender',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) return;
      const clientDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.resolve(config.root, '../../dist/prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        publicDir: false,
        build: { ssr: 'prerender.tsx', outDir: serverDir, emptyOutDir: true },
      });
      const entry = pathToFileURL(path.join(serverDir, 'prerender.js')).href;
      const { PRERENDERED_PAGES, prerenderPage, prerenderNoShopPages, pageTitleTemplates } = (await import(entry)) as PrerenderModule;
      const indexHtml = await readFile(path.join(clientDir, 'index.html'), 'utf8');
      if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to fill');
      const outDir = path.join(clientDir, PRERENDERED_DIR);
      await rm(outDir, { recursive: true, force: true });
      await mkdir(outDir, { recursive: true });
      for (const { page, path: pagePath } of PRERENDERED_PAGES) {
        await writeFile(path.join(outDir, `${page}.html`), await prerenderPage(page, pagePath));
      }
      for (const { file, html } of prerenderNoShopPages()) await writeFile(path.join(outDir, `${file}.html`), html);
      await writeFile(path.join(outDir, PAGE_TITLES_FILE), JSON.stringify(pageTitleTemplates()));
    },
  };
}
