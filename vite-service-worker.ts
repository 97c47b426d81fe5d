import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Plugin, ResolvedConfig } from 'vite';
import { PUBLIC_PRECACHE, workerBuild, type BuildOutput } from './src/client/service-worker/worker-build.js';

const ENTRY = fileURLToPath(new URL('./src/client/service-worker/worker/sw.ts', import.meta.url));

/** A short content hash: the revision of a public file whose name never changes. */
async function revisionOf(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex')
    .slice(0, 16);
}

/**
 * After the client build: bundles the service worker (src/client/service-worker/worker/sw.ts, with
 * Workbox) into dist/client/sw.js, with the build's own file list written in (worker-build.ts).
 * One classic script: every browser that has service workers runs it.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'chair-service-worker',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      if (!config) return;
      const outputs: BuildOutput[] = Object.values(bundle).map((output) =>
        output.type === 'chunk'
          ? { fileName: output.fileName, kind: output.isEntry ? 'entry' : 'chunk', imports: output.imports }
          : { fileName: output.fileName, kind: 'asset' },
      );
      const revisions = Object.fromEntries(
        await Promise.all(PUBLIC_PRECACHE.map(async (file) => [file, await revisionOf(path.join(config?.publicDir ?? '', file))] as const)),
      );
      const result = await build({
        entryPoints: [ENTRY],
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2022',
        minify: true,
        legalComments: 'none',
        write: false,
        logLevel: 'warning',
        define: {
          __CHAIR_WORKER_BUILD__: JSON.stringify(workerBuild(outputs, revisions)),
          // Workbox leaves out its development logging and checks in a production bundle.
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
      });
      const [worker] = result.outputFiles;
      if (!worker) throw new Error('esbuild wrote no service worker');
      const file = path.join(options.dir ?? '', 'sw.js');
      await writeFile(file, worker.contents);
      // Compressed copies, as vite-precompress.ts writes for the rest of the build.
      await writeFile(`${file}.br`, brotliCompressSync(worker.contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${file}.gz`, gzipSync(worker.contents, { level: 9 }));
    },
  };
}
