import type { ServerMessage } from '../../shared/events.js';
import { serverMessageSchema } from '../../shared/schemas/events.js';
import type { AppContext } from '../context.js';
import { planAndDayFor } from '../services/plans.js';
import { availabilityOf } from '../services/present-barber.js';
import { loggableError } from '../log.js';
import { invalidateFor } from './changes.js';
import { originOf } from './publish.js';

/** Changes that can move a barber's wait: their bookings, and their hours or breaks (docs/product/chairs-day.md). */
const WAIT_EVENTS = new Set<ServerMessage['type']>(['bookingCreated', 'bookingUpdated', 'bookingStatusChanged', 'barberUpdated']);

/** Turns change notifications into broadcasts and keeps this instance's hot reads fresh. */
export interface FanOut {
  /** Handles one NOTIFY payload: checks it, invalidates the store, broadcasts it, then the wait time. */
  onNotification(payload: string): void;
  /** The minute tick: every barber's wait time, while the shop is open. */
  tick(): Promise<void>;
  /**
   * After the instance may have missed notifications (its LISTEN connection was lost and is back):
   * drops every cached read, and when the shop's change counter moved past the last change heard,
   * tells every socket to read again with a fresh hello (docs/decisions/0014-database-faults.md).
   */
  resync(): Promise<void>;
  /** Resolves when every queued wait-time refresh has run (shutdown and tests wait for it). */
  idle(): Promise<void>;
  lastSeq(): number;
}

export interface FanOutTarget {
  /** Whether anyone is listening; with nobody connected no plan is computed for them. */
  hasListeners(): boolean;
  broadcast(message: ServerMessage): void;
}

/** Reads a NOTIFY payload; anything that is not a well-formed message is refused (null). */
export function parseNotification(payload: string): ServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const result = serverMessageSchema.safeParse(json);
  return result.success ? result.data : null;
}

/** Makes the fan-out of one shop on this instance, starting from the shop's change number `initialSeq`. */
export function createFanOut(ctx: AppContext, target: FanOutTarget, initialSeq: number, readSeq: () => Promise<number>): FanOut {
  let lastSeq = initialSeq;
  /** The wait last sent per barber, so a change that moves nobody's wait sends no extra message. */
  const sentWaits = new Map<number, string>();
  // Refreshes run one after another so wait messages go out in the order their changes arrived.
  let queue: Promise<void> = Promise.resolve();

  function enqueue(task: () => Promise<void>): Promise<void> {
    queue = queue.then(task).catch((error: unknown) => {
      ctx.log.error({ err: loggableError(error) }, 'live wait-time refresh failed');
    });
    return queue;
  }

  async function sendWait(barberId: number, onlyIfChanged: boolean): Promise<void> {
    const { plan, day } = await planAndDayFor(ctx, barberId);
    const availability = availabilityOf(plan, day);
    const key = JSON.stringify([plan.waitTime, plan.noWait, availability]);
    if (onlyIfChanged && sentWaits.get(barberId) === key) return;
    sentWaits.set(barberId, key);
    target.broadcast({
      type: 'waitTimeUpdated',
      seq: lastSeq,
      barberId,
      data: { estimatedWaitTime: plan.waitTime, noWait: plan.noWait, availability },
    });
  }

  async function refreshWait(barberId: number): Promise<void> {
    if (!target.hasListeners()) {
      // Nobody heard the last value; the next listener must get a fresh one.
      sentWaits.delete(barberId);
      return;
    }
    await sendWait(barberId, true);
  }

  return {
    onNotification(payload) {
      const message = parseNotification(payload);
      if (!message) {
        ctx.log.warn('ignored a malformed change notification');
        return;
      }
      lastSeq = Math.max(lastSeq, message.seq);
      // A change committed through this store was invalidated at its commit (realtime/changes.ts).
      // One whose notification came before its commit returned is invalidated here, and its commit
      // is told how much of the store's moving on was its own.
      const own = originOf(payload) === ctx.store.origin;
      if (!own || !ctx.store.invalidatedAtCommit(message.seq)) {
        const before = ctx.store.version();
        invalidateFor(ctx.store, message, own ? 'here' : 'elsewhere');
        if (own) ctx.store.heardEarly(message.seq, ctx.store.version() - before);
      }
      target.broadcast(message);
      const barberId = message.barberId;
      if (WAIT_EVENTS.has(message.type) && barberId !== undefined) void enqueue(() => refreshWait(barberId));
      // The shop's hours or closed dates move every barber's day.
      if (message.type === 'shopStatusUpdated') {
        void enqueue(async () => {
          for (const barber of await ctx.store.barbers()) await refreshWait(barber.id);
        });
      }
    },
    tick() {
      return enqueue(async () => {
        if (!target.hasListeners()) return;
        const settings = await ctx.store.settings();
        if (!settings.isOpen) return;
        for (const barber of await ctx.store.barbers()) await sendWait(barber.id, false);
      });
    },
    resync() {
      // At once, not behind queued work: a read from here on goes to the database.
      ctx.store.clear();
      sentWaits.clear();
      return enqueue(async () => {
        const seq = await readSeq();
        if (seq > lastSeq) {
          lastSeq = seq;
          target.broadcast({ type: 'connected', seq, data: { seq } });
        }
        for (const barber of await ctx.store.barbers()) await refreshWait(barber.id);
      });
    },
    idle: () => enqueue(async () => {}),
    lastSeq: () => lastSeq,
  };
}
