/**
 * Builds the client exactly as `npm run build` does (same vite.config.ts, production mode) and
 * also records which source modules ended up in which chunk, for the build-size test. Run in its
 * own process by client-build.ts: inside vitest NODE_ENV is "test", which would make Vite bundle
 * React's development build.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import type { ChunkModules } from './home-bundle.js';

const [outFile] = process.argv.slice(2);
if (!outFile) throw new Error('usage: vite-build.ts <chunk-modules.json>');
const root = process.cwd();

function recordChunkModules(file: string): Plugin {
  const chunks: ChunkModules = {};
  return {
    name: 'chair:record-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules).map(([id, module]) => ({
          id: path.relative(root, id.replace(/\?.*$/, '')),
          bytes: module.renderedLength,
        }));
      }
    },
    async closeBundle() {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(chunks, null, 2));
    },
  };
}

await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', plugins: [recordChunkModules(outFile)] });
