import { access, constants, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** What the system answers a write it refuses: permissions, or a read-only file system. */
const REFUSED = new Set(['EACCES', 'EPERM', 'EROFS']);

/** The error to stop the start with when `error` is the system refusing to write in `dir`; else undefined. */
export function notWritable(dir: string, error: unknown): Error | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === undefined || !REFUSED.has(code)) return undefined;
  return new Error(
    `The data directory ${dir} is not writable by this process (${code}). Give DATA_DIR a folder this user can write to.`,
    { cause: error },
  );
}

/** The error of a write check on the nearest folder that exists above `dir`. */
async function ancestorRefusal(dir: string): Promise<unknown> {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    try {
      await access(current, constants.W_OK);
      return undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || current === path.dirname(current)) return error;
    }
  }
}

/**
 * Creates `dir` when missing and checks that this process may write in it, so that a read-only
 * DATA_DIR stops the start with a message that says so (`notWritable`, naming `dataDir`), not
 * with whatever the first write in it happened to fail with. Root passes the check on a folder
 * whose mode refuses writes, as it can write there; a read-only file system refuses root too.
 */
export async function makeWritableDir(dir: string, dataDir = dir): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    // Node's recursive mkdir says ENOENT when a folder above refuses the new one.
    const cause = (error as NodeJS.ErrnoException).code === 'ENOENT' ? ((await ancestorRefusal(dir)) ?? error) : error;
    throw notWritable(dataDir, cause) ?? error;
  }
}
