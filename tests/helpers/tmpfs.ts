import { execFile } from 'node:child_process';
import { appendFile, chmod, mkdtemp, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A small file system of its own (tmpfs), for tests of a full or read-only disk. */
export interface Tmpfs {
  dir: string;
  unmount(): Promise<void>;
}

/**
 * Mounts a tmpfs of `sizeMb` (read-only with `readOnly`) on a fresh folder. Mounting needs root
 * (CAP_SYS_ADMIN): elsewhere the answer is the reason, for the test to skip with.
 */
export async function mountTmpfs(sizeMb: number, options: { readOnly?: boolean } = {}): Promise<Tmpfs | { reason: string }> {
  if (process.getuid?.() !== 0) return { reason: 'mounting a small tmpfs needs root; this test runs as another user' };
  const dir = await mkdtemp(path.join(tmpdir(), 'chair-tmpfs-'));
  const flags = `${options.readOnly ? 'ro,' : ''}size=${sizeMb}m`;
  try {
    await run('mount', ['-t', 'tmpfs', '-o', flags, 'tmpfs', dir]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    return { reason: `could not mount a tmpfs here (${(error as Error).message.split('\n')[0] ?? ''})` };
  }
  return {
    dir,
    async unmount() {
      await run('umount', [dir]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A folder this process cannot write in, and the code the system refuses writes with. */
export interface ReadOnlyFolder {
  dir: string;
  code: 'EROFS' | 'EACCES';
  remove(): Promise<void>;
}

/**
 * A folder, filled by `prepare`, then made read-only for this process: a read-only tmpfs for root
 * (a folder's mode does not stop root), else a folder of mode 0555.
 */
export async function readOnlyFolder(prepare: (dir: string) => Promise<void>): Promise<ReadOnlyFolder | { reason: string }> {
  if (process.getuid?.() !== 0) {
    const dir = await mkdtemp(path.join(tmpdir(), 'chair-read-only-'));
    await prepare(dir);
    await chmod(dir, 0o555);
    return {
      dir,
      code: 'EACCES',
      async remove() {
        await chmod(dir, 0o755);
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const mounted = await mountTmpfs(8);
  if ('reason' in mounted) return mounted;
  await prepare(mounted.dir);
  await run('mount', ['-o', 'remount,ro', mounted.dir]);
  return { dir: mounted.dir, code: 'EROFS', remove: () => mounted.unmount() };
}

/**
 * Takes every free byte of the file system holding `dir` but `leaveBytes` with one file; returns
 * its path, to free them again.
 */
export async function fillDisk(dir: string, leaveBytes = 0): Promise<string> {
  const ballast = path.join(dir, 'ballast');
  const { bavail, bsize } = await statfs(dir);
  await written(writeFile(ballast, Buffer.alloc(Math.max(0, bavail * bsize - leaveBytes))));
  if (leaveBytes > 0) return ballast;
  // Small writes for whatever the first one left (rounding), until the disk says no.
  let room = true;
  while (room) room = await written(appendFile(ballast, Buffer.alloc(4096)));
  return ballast;
}

/** False when the write found the disk full. */
async function written(write: Promise<void>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    return false;
  }
}
