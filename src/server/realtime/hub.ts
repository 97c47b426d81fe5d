import fastifyWebsocket from '@fastify/websocket';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import { SESSION_COOKIE } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { lastEventSeq } from '../data/booking-events.js';
import { AppError } from '../http/errors.js';
import { runCommand } from './commands.js';
import { createConnections, DEFAULT_LIMITS, type ConnectionLimits } from './connections.js';
import { createFanOut } from './fan-out.js';
import { EVENTS_CHANNEL } from './publish.js';
import { loggableError } from '../log.js';

export interface RealtimeOptions extends ConnectionLimits {
  /** How often every barber's wait time is sent while the shop is open (docs/product/architecture.md#live-updates: once a minute). */
  tickMs: number;
  /** How often sockets are pinged; one that missed the previous ping is terminated. */
  heartbeatMs: number;
}

const DEFAULT_OPTIONS: RealtimeOptions = { ...DEFAULT_LIMITS, tickMs: 60_000, heartbeatMs: 30_000 };

/** Handles of one instance's live updates, for shutdown and for tests that drive the timers by hand. */
export interface Realtime {
  tick(): Promise<void>;
  heartbeat(): void;
  /** Resolves once queued wait-time refreshes have run. */
  idle(): Promise<void>;
  lastSeq(): number;
  connectionCount(): number;
}

const instances = new WeakMap<object, Realtime>();

/** The live-update handles of an app built by buildApp. */
export function realtimeOf(app: App): Realtime {
  const realtime = instances.get(app);
  if (!realtime) throw new Error('startRealtime was not called for this app');
  return realtime;
}

/** A text frame's payload; `ws` hands it over as one buffer, fragments or an ArrayBuffer. */
function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * The `/ws` endpoint (docs/product/architecture.md#live-updates): every instance LISTENs for committed changes and pushes them to
 * its own sockets; staff sockets may also send dashboard commands.
 */
export async function startRealtime(app: App, ctx: AppContext, overrides: Partial<RealtimeOptions> = {}): Promise<void> {
  const options = { ...DEFAULT_OPTIONS, ...overrides };
  const connections = createConnections(options);
  const fanOut = createFanOut(
    ctx,
    {
      hasListeners: () => connections.size > 0,
      broadcast: (message) => {
        connections.broadcast(message);
      },
    },
    // The highest sequence number handed out so far, so `connected.seq` does not restart at 0.
    await lastEventSeq(ctx.db),
    () => lastEventSeq(ctx.db),
  );
  let closed = false;
  // Database.listen has no unlisten: after close, notifications still arriving are ignored here.
  await ctx.database.listen(EVENTS_CHANNEL, (payload) => {
    if (!closed) fanOut.onNotification(payload);
  });
  ctx.database.onListenRestored(() => {
    if (!closed) void fanOut.resync();
  });

  /** Refuses an upgrade from another site's page and an address holding too many sockets. */
  function guardUpgrade(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
    const origin = request.headers.origin;
    if (origin !== undefined && originHost(origin) !== request.headers.host) {
      done(new AppError(403, 'FOREIGN_ORIGIN', 'Requests from other sites are not accepted'));
      return;
    }
    if (connections.countFor(request.ip) >= options.maxPerIp) {
      done(new AppError(429, 'TOO_MANY_CONNECTIONS', 'Too many open connections from this address'));
      return;
    }
    done();
  }

  // The websocket plugin hooks every request of the scope it is registered in (an onRequest and
  // an onResponse): a scope of its own keeps that off every other route.
  await app.register(async (scope) => {
    await scope.register(fastifyWebsocket, {
      options: { maxPayload: 4096 },
      // A client that breaks the protocol (an oversized message) is dropped; that is not a server error.
      errorHandler(error, socket, request) {
        request.log.warn({ err: loggableError(error) }, 'websocket closed after a client error');
        socket.terminate();
      },
      // As the plugin's own, but clients hear 1001 (going away) and reconnect, not a bare close.
      preClose(done) {
        for (const client of this.websocketServer.clients) client.close(1001, 'Server shutting down');
        this.server.removeAllListeners('upgrade');
        this.websocketServer.close(done);
      },
    });
    scope.get('/ws', { websocket: true, onRequest: guardUpgrade }, (socket, request) => {
      const connection = connections.add(socket, request.ip, ctx.clock());
      const opener = request.principal;
      const sessionToken = request.cookies[SESSION_COOKIE];
      const seq = fanOut.lastSeq();
      connections.send(connection, { type: 'connected', seq, data: { seq } });

      socket.on('message', (data, isBinary) => {
        if (!connections.admit(connection, ctx.clock())) return;
        const text = isBinary ? '' : rawText(data);
        runCommand(ctx, { opener, sessionToken }, text)
          .then((result) => {
            connections.send(connection, result);
          })
          .catch((error: unknown) => {
            request.log.error({ err: loggableError(error) }, 'websocket command failed');
          });
      });
    });
  });

  const tickTimer = setInterval(() => void fanOut.tick(), options.tickMs);
  const heartbeatTimer = setInterval(() => {
    connections.heartbeat();
  }, options.heartbeatMs);
  // Timers alone never keep the process alive; the HTTP server does.
  tickTimer.unref();
  heartbeatTimer.unref();

  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(tickTimer);
    clearInterval(heartbeatTimer);
    connections.closeAll();
    await fanOut.idle();
  });

  instances.set(app, {
    tick: () => fanOut.tick(),
    heartbeat: () => {
      connections.heartbeat();
    },
    idle: () => fanOut.idle(),
    lastSeq: () => fanOut.lastSeq(),
    connectionCount: () => connections.size,
  });
}
