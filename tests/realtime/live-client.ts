import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { createSession } from '../../src/server/auth/session.js';
import type { AppContext } from '../../src/server/context.js';
import { insertBookingRow, type NewBooking } from '../../src/server/db/factories.js';
import { commitChange } from '../../src/server/realtime/changes.js';
import { EVENTS_CHANNEL } from '../../src/server/realtime/publish.js';
import type { CommandResult, ServerMessage } from '../../src/shared/events.js';
import type { TestApp } from '../helpers/app.js';

export type Incoming = ServerMessage | CommandResult;

const WAIT_MS = 5_000;

/** The ws:// address of a listening test app. */
export async function wsUrl(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('app is not listening on a port');
  return `ws://127.0.0.1:${address.port}/ws`;
}

/**
 * A websocket test client that records every message from the start, so a test can await a message
 * that may already have arrived. `next` returns the first matching message after the last one matched.
 */
export class LiveClient {
  readonly texts: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private cursor = 0;
  private wake: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.texts.push(data.toString('utf8'));
      for (const wake of this.wake.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.once('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.wake.splice(0)) wake();
      });
    });
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static open(url: string, options: { cookie?: string; origin?: string; host?: string; autoPong?: boolean } = {}): Promise<LiveClient> {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    // Another name for the server than the URL's, as a shop's own domain pointed at it is.
    if (options.host) headers.host = options.host;
    const socket = new WebSocket(url, {
      headers,
      ...(options.origin ? { origin: options.origin } : {}),
      autoPong: options.autoPong ?? true,
    });
    const client = new LiveClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        resolve(client);
      });
      socket.once('unexpected-response', (_request, response) => {
        reject(new RefusedUpgrade(response.statusCode ?? 0));
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  get messages(): Incoming[] {
    return this.texts.map((text) => JSON.parse(text) as Incoming);
  }

  /** The next message (after the last one matched) that satisfies `match`; fails after a timeout. */
  async next<T extends Incoming = Incoming>(match: (message: Incoming) => boolean, what = 'a message'): Promise<T> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      while (this.cursor < this.texts.length) {
        const message = JSON.parse(this.texts[this.cursor++] ?? 'null') as Incoming;
        if (match(message)) return message as T;
      }
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error(`socket closed while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${this.texts.join(' | ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  nextOfType<K extends Incoming['type']>(type: K, extra: (message: Extract<Incoming, { type: K }>) => boolean = () => true) {
    return this.next<Extract<Incoming, { type: K }>>(
      (message) => message.type === type && extra(message as Extract<Incoming, { type: K }>),
      type,
    );
  }

  send(value: unknown): void {
    this.socket.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  async close(): Promise<void> {
    if (this.socket.readyState !== WebSocket.CLOSED) this.socket.close();
    await this.closed;
  }
}

export class RefusedUpgrade extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with ${status}`);
  }
}

/** The Cookie header of a fresh session for a staff user (no login round trip needed). */
export async function staffCookie(ctx: AppContext, userId: number): Promise<string> {
  const { token } = await createSession(ctx.database.db, { shopId: ctx.shopId, userId }, ctx.clock());
  return `chair_session=${token}`;
}

/** Inserts a booking and announces it the way the booking service does: inside one transaction. */
export async function bookAndPublish(ctx: AppContext, input: NewBooking) {
  return commitChange(ctx, async (tx, announce) => {
    const booking = await insertBookingRow(tx, input);
    await announce.booking({
      type: 'bookingCreated',
      bookingId: booking.id,
      barberId: booking.barberId,
      data: { bookingType: booking.bookingType },
    });
    return booking;
  });
}

/** Sends a raw payload on the events channel, as a broken or hostile publisher might. */
export async function notifyRaw(ctx: AppContext, payload: string): Promise<void> {
  await ctx.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}
