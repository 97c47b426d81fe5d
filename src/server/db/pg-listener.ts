import pg from 'pg';
import { loggableError } from '../log.js';

/** What the database layer logs: a pino logger, or nothing. */
export interface DatabaseLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export const SILENT_LOG: DatabaseLog = { warn: () => undefined, info: () => undefined };

export interface ListenerOptions {
  url: string;
  log?: DatabaseLog;
  /** How often the connection must answer a ping; one that does not answer within it is dropped. */
  keepAliveMs?: number;
  /** The first wait before reconnecting; it doubles on every failed try, up to `maxBackoffMs`. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
}

/** The instance's one LISTEN connection (docs/decisions/0014-database-faults.md). */
export interface PgListener {
  /** Subscribes to a channel; resolves once listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /** Called each time the connection is back after a loss: notifications of the meantime were missed. */
  onRestored(handler: () => void): void;
  close(): Promise<void>;
}

/** The application name of the listener in pg_stat_activity: PGAPPNAME (or "chair"), then "listen". */
export const listenerName = () => `${process.env.PGAPPNAME ?? 'chair'} listen`;

/**
 * One LISTEN connection, kept: a dropped connection (restart, failover, pg_terminate_backend) or one
 * that stops answering its keep-alive ping is closed and replaced by a single reconnect loop with
 * backoff, so there is never more than one. Notifications are delivered only from the current
 * connection, and `onRestored` handlers hear of every reconnection.
 */
export function createPgListener(options: ListenerOptions): PgListener {
  const log = options.log ?? SILENT_LOG;
  const keepAliveMs = options.keepAliveMs ?? 5000;
  const firstBackoffMs = options.firstBackoffMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 5000;
  const channels = new Map<string, ((payload: string) => void)[]>();
  const restoredHandlers: (() => void)[] = [];
  let current: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let everConnected = false;
  let failures = 0;
  let closed = false;

  function lose(client: pg.Client, error?: unknown): void {
    // A client errors more than once per drop (the server's message, then the socket's end), and
    // a replaced client may still report: only the current one's first loss counts.
    if (client !== current) return;
    current = undefined;
    clearInterval(pingTimer);
    client.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: loggableError(error) }, 'the database notification connection was lost; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer || connecting) return;
    const delay = Math.min(maxBackoffMs, firstBackoffMs * 2 ** failures);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        failures += 1;
        log.warn({ err: loggableError(error), failures }, 'the database notification connection could not be opened');
        scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  }

  /** Asks the connection to answer; one that errs or stays silent past `keepAliveMs` is lost. */
  function ping(client: pg.Client): void {
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`no answer to a keep-alive ping in ${keepAliveMs} ms`));
      }, keepAliveMs);
    });
    Promise.race([client.query('SELECT 1'), silence])
      .catch((error: unknown) => {
        lose(client, error);
      })
      .finally(() => {
        clearTimeout(timer);
      });
  }

  async function open(): Promise<void> {
    const client = new pg.Client({
      connectionString: options.url,
      application_name: listenerName(),
      keepAlive: true,
      connectionTimeoutMillis: keepAliveMs,
    });
    client.on('notification', (message) => {
      if (client !== current) return;
      for (const handler of channels.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', (error) => {
      lose(client, error);
    });
    client.on('end', () => {
      lose(client);
    });
    try {
      await client.connect();
      for (const channel of channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    failures = 0;
    pingTimer = setInterval(() => {
      ping(client);
    }, keepAliveMs);
    pingTimer.unref();
    if (everConnected) {
      log.info({}, 'the database notification connection is back');
      for (const handler of restoredHandlers) handler();
    }
    everConnected = true;
  }

  /** Opens the connection unless one is open or opening: concurrent callers share one attempt. */
  function connect(): Promise<void> {
    if (current) return Promise.resolve();
    connecting ??= open().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel, onPayload) {
      const known = channels.get(channel);
      channels.set(channel, [...(known ?? []), onPayload]);
      // A connection opened from here on listens to every channel; one already open (or opening,
      // which may have read the channels before this one) is told again: LISTEN twice is harmless.
      await connect();
      if (!known) await current?.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    onRestored(handler) {
      restoredHandlers.push(handler);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const client = current;
      current = undefined;
      await connecting?.catch(() => undefined);
      await client?.end();
    },
  };
}
