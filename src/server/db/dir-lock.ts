import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { notWritable } from './data-dir.js';

const LOCK_NAME = 'chair.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes a lock its process left behind; a read-only folder says so instead of keeping it quietly. */
async function removeLock(dir: string, file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw notWritable(dir, error) ?? error;
  }
}

/**
 * Takes `dir/chair.lock` for this process. PGlite does not lock its folder, and two processes
 * writing one data directory corrupt it, so a second process stops here with a clear message.
 * A lock left by a process that no longer runs is taken over.
 */
export async function acquireDirLock(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw notWritable(dir, error) ?? error;
      const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data directory ${dir} is in use by another Chair process (pid ${owner}). ` +
            'Stop that process first, or give this one its own DATA_DIR.',
          { cause: error },
        );
      }
      await removeLock(dir, file);
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
}
