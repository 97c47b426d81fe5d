/**
 * The files a production build is made from. `npm start` hashes them and builds again only when
 * their content changed since the last build, so a restart (a crash, a power cut, a reboot of the
 * shop's machine) is back in about a second instead of waiting for a build.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const BUILD_STAMP = path.join('dist', 'build-stamp.txt');
export const SERVER_ENTRY = path.join('dist', 'server', 'main.js');

const INPUTS = ['src', 'public', 'scripts', 'package-lock.json', 'vite.config.ts', 'vite-precompress.ts', 'vite-prerender.ts', 'vite-service-worker.ts', 'tsconfig.json'];

async function filesUnder(entry) {
  const stats = await readdir(entry, { withFileTypes: true }).catch(() => null);
  if (stats === null) return [entry];
  const nested = await Promise.all(
    stats.map((child) => (child.isDirectory() ? filesUnder(path.join(entry, child.name)) : [path.join(entry, child.name)])),
  );
  return nested.flat();
}

/** A SHA-256 over every input file's path and content, in a fixed order. */
export async function hashBuildInputs(root) {
  const hash = createHash('sha256');
  const files = (await Promise.all(INPUTS.map((input) => filesUnder(path.join(root, input))))).flat().sort();
  for (const file of files) {
    const content = await readFile(file).catch(() => null);
    if (content === null) continue;
    hash.update(path.relative(root, file)).update('\0').update(content).update('\0');
  }
  return hash.digest('hex');
}
