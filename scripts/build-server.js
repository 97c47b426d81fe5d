/**
 * `npm run build`, second half (after `vite build`): bundles the server into dist/server/main.js
 * with its migrations beside it, so `npm start` runs plain JavaScript (no compile at start), then
 * stamps the build with the hash of its inputs.
 */
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { BUILD_STAMP, hashBuildInputs, SERVER_ENTRY } from './build-inputs.js';

const root = process.cwd();
await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(root, SERVER_ENTRY),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Dependencies stay in node_modules: native (argon2) and WebAssembly (PGlite) packages load their own files.
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// src/server/db/client.ts finds its migrations beside itself; in the bundle that is dist/server/.
await cp(path.join(root, 'src/server/db/migrations'), path.join(root, path.dirname(SERVER_ENTRY), 'migrations'), { recursive: true });
await mkdir(path.dirname(path.join(root, BUILD_STAMP)), { recursive: true });
await writeFile(path.join(root, BUILD_STAMP), `${await hashBuildInputs(root)}\n`);
