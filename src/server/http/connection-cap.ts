import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

/** Open files assumed when the limit cannot be read (no /proc): Linux's usual soft limit. */
const ASSUMED_OPEN_FILES = 1024;

/** Seconds a client refused at the cap is told to wait: stalled connections end within 30 s. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

/** How often, at most, the log says that connections are being refused. */
const WARN_EVERY_MS = 60_000;

export interface ConnectionLimits {
  /** Connections served at once; one more is answered 503 and closed. */
  cap: number;
  /** Connections accepted at all: past it, Node closes a new one at once, without an answer. */
  ceiling: number;
}

/** The soft "Max open files" limit in the text of /proc/self/limits; undefined when unknown or unlimited. */
export function parseOpenFileLimit(limits: string): number | undefined {
  const match = /^Max open files\s+(\d+)\s/m.exec(limits);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** This process's open-file limit (Node raises the soft limit to the hard one as it starts). */
export async function readOpenFileLimit(file = '/proc/self/limits'): Promise<number | undefined> {
  try {
    return parseOpenFileLimit(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Files kept for everything but client connections: the database's files or pool, photos being served, logs. */
export function fileReserve(openFiles: number): number {
  return Math.max(256, Math.floor(openFiles / 10));
}

/** The connections a process with this open-file limit can serve, keeping `fileReserve` for the rest. */
export function defaultCap(openFiles: number | undefined): number {
  const files = openFiles ?? ASSUMED_OPEN_FILES;
  return Math.max(files - fileReserve(files), Math.floor(files / 2));
}

/**
 * The cap (MAX_CONNECTIONS, else `defaultCap`) and the ceiling above it: 5% more connections (at
 * least 32) are accepted only to be told 503, so that a crowd past the cap is answered, not dropped.
 */
export function connectionLimits(openFiles: number | undefined, configured: number | undefined): ConnectionLimits {
  const cap = configured ?? defaultCap(openFiles);
  return { cap, ceiling: cap + Math.max(32, Math.ceil(cap / 20)) };
}

/** Which connections of a server were accepted past the cap. */
export interface ConnectionCap {
  /** True for a connection accepted past the cap: its request is answered 503 and it is closed. */
  refuses(socket: Socket): boolean;
}

/**
 * Counts the server's open connections (websockets too) and marks each one accepted past the cap;
 * `onRefusing` hears of refusals at most once a minute, with how many were refused since.
 */
export function capConnections(server: Server, limits: ConnectionLimits, onRefusing: (refused: number, open: number) => void): ConnectionCap {
  server.maxConnections = limits.ceiling;
  const refused = new WeakSet<Socket>();
  let open = 0;
  let refusedSinceWarning = 0;
  let warnedAt = Number.NEGATIVE_INFINITY;
  server.prependListener('connection', (socket: Socket) => {
    open += 1;
    socket.once('close', () => {
      open -= 1;
    });
    if (open <= limits.cap) return;
    refused.add(socket);
    refusedSinceWarning += 1;
    const now = Date.now();
    if (now - warnedAt < WARN_EVERY_MS) return;
    onRefusing(refusedSinceWarning, open);
    warnedAt = now;
    refusedSinceWarning = 0;
  });
  return { refuses: (socket) => refused.has(socket) };
}

/**
 * Caps the connections of the app's server (MAX_CONNECTIONS, else what the open-file limit
 * allows) and logs what it chose, and when it refuses.
 */
export async function capServerConnections(server: Server, configured: number | undefined, log: FastifyBaseLogger): Promise<ConnectionCap> {
  const openFiles = await readOpenFileLimit();
  const limits = connectionLimits(openFiles, configured);
  log.info({ openFiles, maxConnections: limits.cap }, 'connections are capped');
  if (configured !== undefined && configured > defaultCap(openFiles)) {
    log.warn(
      { openFiles, maxConnections: configured },
      'MAX_CONNECTIONS is more than the open-file limit leaves for connections: raise the limit (ulimit -n) or lower MAX_CONNECTIONS',
    );
  }
  return capConnections(server, limits, (refused, open) => {
    log.warn({ refused, open, maxConnections: limits.cap }, 'refusing new connections: the connection cap is reached');
  });
}

/**
 * Makes the answer to a request on a connection past the cap end that connection, an upgrade's
 * too: Node closes neither by itself after an answer written on an upgrade's socket.
 */
export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const socket = request.raw.socket;
  void reply.header('connection', 'close');
  reply.raw.once('finish', () => {
    socket.end();
  });
}
