/**
 * `npm start`: builds when the sources changed since the last build (or there is none), then runs
 * the bundled server in this process.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_STAMP, hashBuildInputs, SERVER_ENTRY } from './build-inputs.js';

const root = process.cwd();
const stamp = await readFile(path.join(root, BUILD_STAMP), 'utf8').catch(() => '');
if (stamp.trim() !== (await hashBuildInputs(root))) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.join(root, SERVER_ENTRY)).href);
