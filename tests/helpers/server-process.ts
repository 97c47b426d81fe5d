import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nobody listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Starts the real server (src/server/main.ts) as its own process and waits until it answers. */
export async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string; exited: Promise<unknown> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    void exited.then(() => {
      reject(new Error(`server exited early: ${output}`));
    });
    const check = (attempt: number) => {
      fetch(`${base}/api/health`)
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          resolve();
        })
        .catch(() => {
          if (attempt > 300) reject(new Error(`server did not start: ${output}`));
          else setTimeout(() => {
            check(attempt + 1);
          }, 100);
        });
    };
    check(0);
  });
  return { child, base, exited };
}

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

