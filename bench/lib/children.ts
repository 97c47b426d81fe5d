import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A bench script run as a process of its own, talking to this one over IPC. */
export interface Child<Out> {
  process: ChildProcess;
  /** The next message the child sends. */
  next(): Promise<Out>;
  send(message: unknown): void;
  stop(): Promise<void>;
}

export function forkChild<Out>(script: string, args: string[] = []): Child<Out> {
  const child = fork(fileURLToPath(new URL(`../children/${script}`, import.meta.url)), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const queue: Out[] = [];
  const waiting: { resolve: (message: Out) => void; reject: (error: Error) => void }[] = [];
  child.on('message', (message) => {
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(message as Out);
    else queue.push(message as Out);
  });
  child.once('exit', (code) => {
    for (const waiter of waiting.splice(0)) waiter.reject(new Error(`${script} exited with ${code}`));
  });
  return {
    process: child,
    next() {
      const queued = queue.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      if (child.exitCode !== null) return Promise.reject(new Error(`${script} has exited`));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    send(message) {
      child.send(message as object);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      const timeout = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
