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

/**
 * How long a server may take to answer its first health check. It loads its modules through tsx
 * and migrates its database: a few seconds on a quiet machine, but CI runs the PostgreSQL pass
 * beside the browser journeys on two cores, where a start has taken over 30 s.
 */
const START_WITHIN_MS = 120_000;

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
    // Once settled, the asking stops: a server that exited early left it running for two minutes,
    // into the later files of the worker, whose stand-ins for `fetch` took its calls for their own.
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve();
    };
    void exited.then(() => {
      settle(new Error(`server exited early: ${output}`));
    });
    const deadline = performance.now() + START_WITHIN_MS;
    const check = () => {
      if (settled) return;
      fetch(`${base}/api/health`)
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          settle();
        })
        .catch(() => {
          if (performance.now() > deadline) settle(new Error(`server did not answer /api/health within ${START_WITHIN_MS / 1000} s: ${output}`));
          else setTimeout(check, 100);
        });
    };
    check();
  });
  return { child, base, exited };
}

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

