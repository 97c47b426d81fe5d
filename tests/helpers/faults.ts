import { connect, createServer, type Socket } from 'node:net';
import pg from 'pg';
import { expect } from 'vitest';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A promise to end a stream with, and the function that ends it. */
export function stopSignal(): { stopped: Promise<void>; stop: () => void } {
  let stop = () => undefined as unknown;
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  return { stopped, stop: () => void stop() };
}

/** Waits until `check` holds, looking every 100 ms; fails with `what` after `withinMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, withinMs: number, what: string): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() >= deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Every acknowledged booking is in the database once, under its phone. */
export async function expectStored(databaseUrl: string, acknowledged: ReadonlyMap<number, string>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const phones = [...acknowledged.values()];
    const { rows } = await client.query<{ id: number; phone: string }>(
      'SELECT id, customer_phone AS phone FROM bookings WHERE customer_phone = ANY($1::text[]) ORDER BY id',
      [phones],
    );
    const stored = new Map(rows.map((row) => [row.id, row.phone]));
    for (const [id, phone] of acknowledged) expect(stored.get(id), `booking ${id}`).toBe(phone);
    // No phone was booked twice by a retried request.
    expect(new Set(rows.map((row) => row.phone)).size).toBe(rows.length);
  } finally {
    await client.end();
  }
}

/** The change messages among these socket texts each came once. */
export function expectOneCopyEach(texts: readonly string[]): void {
  const copies = new Map<number, number>();
  for (const text of texts) {
    const message = JSON.parse(text) as { type: string; seq: number };
    if (message.type === 'connected' || message.type === 'waitTimeUpdated') continue;
    copies.set(message.seq, (copies.get(message.seq) ?? 0) + 1);
  }
  expect(copies.size).toBeGreaterThan(0);
  expect([...copies.entries()].filter(([, count]) => count > 1)).toEqual([]);
}

export interface Proxy {
  /** The database URL through the proxy. */
  url: string;
  /** Keeps the open connections but passes no more bytes on them, as a dead network path does. */
  freeze(): void;
  /** Drops every connection and refuses new ones, as a server that went away does. */
  cut(): void;
  /** Takes new connections again after a cut. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy in front of the PostgreSQL server at `target`, for faults the server cannot make itself. */
export async function startProxy(target: URL): Promise<Proxy> {
  const sockets = new Set<Socket>();
  let frozen = new Set<Socket>();
  let refusing = false;
  const server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => {
      if (!frozen.has(client)) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!frozen.has(client)) client.write(chunk);
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    freeze() {
      frozen = new Set(sockets);
    },
    cut() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
