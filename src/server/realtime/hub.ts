import fastifyWebsocket from '@fastify/websocket';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import { SESSION_COOKIE } from '../auth/session.js';
import type { App, AppContext, PlatformContext } from '../context.js';
import { shopOf } from '../http/route.js';
import type { ShopDirectory } from '../services/shop-directory.js';
import { lastShopSeq } from '../data/booking-events.js';
import { AppError } from '../http/errors.js';
import { runCommand } from './commands.js';
import { createConnections, DEFAULT_LIMITS, type Connection, type ConnectionLimits } from './connections.js';
import { createFanOut, type FanOut } from './fan-out.js';
import { EVENTS_CHANNEL, originOf } from './publish.js';
import { loggableError } from '../log.js';
import type { ShopList } from '../services/shop-list.js';
import { SHOP_LIST_SOCKET_PATH } from '../../shared/schemas/shop-list.js';

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
  /** The number of a shop's last change heard here (0 for a shop this instance does not hold). */
  lastSeq(shopId: number): number;
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

/** One shop's live updates on this instance: its sockets and the fan-out of its changes. */
interface ShopLive {
  /** The context whose store the fan-out keeps fresh. */
  ctx: AppContext;
  group: Set<Connection>;
  fanOut: FanOut;
}

/** Which shop a change notification is of; the listeners route it to that shop's sockets only. */
function shopOfNotification(payload: string): number | null {
  const match = /"shopId"\s*:\s*(\d+)/.exec(payload);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * The `/ws` endpoint (docs/product/architecture.md#live-updates): every instance LISTENs for
 * committed changes and pushes each to the sockets of its shop on this instance
 * (docs/decisions/0020-shop-routing.md); staff sockets may also send dashboard commands.
 */
export async function startRealtime(
  app: App,
  platform: PlatformContext,
  shops: ShopDirectory,
  shopList: ShopList,
  overrides: Partial<RealtimeOptions> = {},
): Promise<void> {
  const options = { ...DEFAULT_OPTIONS, ...overrides };
  const connections = createConnections(options);
  const lives = new Map<number, ShopLive>();
  /** The sockets of the platform's list of shops (docs/product/shop-list.md): they hear every listed shop's changes. */
  const listGroup = new Set<Connection>();
  const stopListening = shopList.subscribe((message) => {
    connections.broadcast(message, listGroup);
  });

  /**
   * The live state of a shop, made when the shop is loaded: its fan-out starts at the shop's change
   * counter as it was read (`initialSeq`; each shop numbers its own changes).
   */
  function liveOf(ctx: AppContext, initialSeq: number | undefined): ShopLive {
    const current = lives.get(ctx.shopId);
    // A context let go and made again has a store of its own, which the notifications must reach:
    // the old one's live state goes, unless someone is still connected through it.
    if (current && (current.ctx === ctx || current.group.size > 0)) return current;
    const group = new Set<Connection>();
    const fanOut = createFanOut(
      ctx,
      {
        hasListeners: () => group.size > 0,
        broadcast: (message) => {
          connections.broadcast(message, group);
        },
      },
      initialSeq ?? 0,
      () => lastShopSeq(ctx.db),
    );
    const live = { ctx, group, fanOut };
    lives.set(ctx.shopId, live);
    // Not known (a context let go and used again by a request under way): read it, and a socket
    // that heard a lower hello meanwhile hears the right one.
    if (initialSeq === undefined) void fanOut.resync();
    return live;
  }
  shops.onLoad((ctx, shop) => liveOf(ctx, shop.eventSeq));
  shops.onUnload((ctx) => {
    // Only a shop nobody is connected to is let go for room; one let go with sockets open was
    // suspended, and its sockets close: reconnecting, they are refused like any of its requests.
    const live = lives.get(ctx.shopId);
    lives.delete(ctx.shopId);
    if (live) connections.closeAll(live.group);
  });
  for (const ctx of [...shops.contexts()]) liveOf(ctx, await lastShopSeq(ctx.db));
  // A shop someone is connected to stays in memory.
  shops.keepWhile((shopId) => (lives.get(shopId)?.group.size ?? 0) > 0);

  let closed = false;
  // Database.listen has no unlisten: after close, notifications still arriving are ignored here.
  await platform.database.listen(EVENTS_CHANNEL, (payload) => {
    if (closed) return;
    const shopId = shopOfNotification(payload);
    if (shopId === null) {
      platform.log.warn('ignored a change notification that names no shop');
      return;
    }
    // A shop this instance does not hold has nobody connected here; a context kept for its looks
    // checks the shop's change counter at each look (docs/decisions/0020-shop-routing.md).
    const live = lives.get(shopId);
    if (!live) return;
    live.fanOut.onNotification(payload);
    // The list's summary of a shop is worked out where its change was made, once (docs/product/shop-list.md).
    if (originOf(payload) === live.ctx.store.origin) shopList.changedHere(shopId);
  });
  platform.database.onListenRestored(() => {
    if (closed) return;
    for (const live of lives.values()) void live.fanOut.resync();
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
      const ctx = shopOf(request);
      const live = liveOf(ctx, undefined);
      const connection = connections.add(socket, request.ip, ctx.clock(), live.group);
      const opener = request.principal;
      const sessionToken = request.cookies[SESSION_COOKIE];
      const seq = live.fanOut.lastSeq();
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
    // The list only speaks: a message from its page is counted against the flood limit, nothing more.
    scope.get(SHOP_LIST_SOCKET_PATH, { websocket: true, onRequest: guardUpgrade }, (socket, request) => {
      const connection = connections.add(socket, request.ip, platform.clock(), listGroup);
      socket.on('message', () => {
        connections.admit(connection, platform.clock());
      });
    });
  });

  const everyLive = async (work: (fanOut: FanOut) => Promise<void>) => {
    for (const live of [...lives.values()]) if (live.group.size > 0) await work(live.fanOut);
  };
  const tickTimer = setInterval(() => void everyLive((fanOut) => fanOut.tick()), options.tickMs);
  const heartbeatTimer = setInterval(() => {
    connections.heartbeat();
  }, options.heartbeatMs);
  // Timers alone never keep the process alive; the HTTP server does.
  tickTimer.unref();
  heartbeatTimer.unref();

  app.addHook('onClose', async () => {
    closed = true;
    stopListening();
    clearInterval(tickTimer);
    clearInterval(heartbeatTimer);
    connections.closeAll();
    await Promise.all([...lives.values()].map((live) => live.fanOut.idle()));
  });

  instances.set(app, {
    tick: () => everyLive((fanOut) => fanOut.tick()),
    heartbeat: () => {
      connections.heartbeat();
    },
    idle: async () => {
      await Promise.all([...lives.values()].map((live) => live.fanOut.idle()));
    },
    lastSeq: (shopId) => {
      const live = lives.get(shopId);
      return live ? live.fanOut.lastSeq() : 0;
    },
    connectionCount: () => connections.size,
  });

}
