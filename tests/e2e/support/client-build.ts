import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientDir } from '../../../src/server/app.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the server serves the client from (the same constant the app uses). */
export const CLIENT_DIR = clientDir;
/** Vite's build manifest (`build.manifest` in vite.config.ts). */
export const MANIFEST_FILE = path.join(clientDir, '.vite', 'manifest.json');
/** Which source modules each chunk holds; written beside, not inside, the served folder. */
export const CHUNK_MODULES_FILE = path.join(clientDir, '..', 'client-chunk-modules.json');

/**
 * `vite build` into dist/client, as `npm start` does, in a child process with a production
 * NODE_ENV. Browser tests always run against this real production build.
 */
export async function buildClient(): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/vite-build.ts', CHUNK_MODULES_FILE], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (data: Buffer) => {
    stderr += data.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build failed (exit ${String(code)}):\n${stderr}`);
  if (stderr.trim()) process.stderr.write(stderr);
}
