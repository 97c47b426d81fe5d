import { randomInt } from 'node:crypto';
import type { MessageChannel, MessageKind } from '../../shared/constants.js';
import {
  isQuietTime,
  mayGoOutAtNight,
  mayRetry,
  planDecisions,
  quietTimeEnd,
  retryDelayMs,
  type MessageParams,
  type MessageState,
} from '../../shared/domain/message-rules.js';
import type { AppContext } from '../context.js';
import { recordTurnNearDelivered } from '../data/booking-messages.js';
import { whatsAppNumberOf } from '../data/shops.js';
import type { ClaimedMessage } from '../data/messages.js';
import { loggableError } from '../log.js';
import { commitChange } from '../realtime/changes.js';
import { chairDayFor, planFor, planFromRows } from '../services/plans.js';
import type { BookingRow, SettingsRow } from '../services/store.js';
import { DeliveryError, type Channel } from './channels.js';
import { applyDecision } from './apply-decision.js';
import { createShopClaims, type Claims } from './claims.js';

const MINUTE = 60_000;
/** Messages one pass of a shop's `deliver` sends, one after another. */
const PASS = 20;

/**
 * One shop's part of the messages (docs/decisions/0007-messages-outbox.md): its plans looked at,
 * its messages sent in its context. The instance's one worker (messages/worker.ts) drives it; tests
 * drive it by hand.
 */
export interface Messenger {
  /** Looks at the plans of these barbers (all when omitted) and writes the messages they call for. */
  review(barberIds?: readonly number[]): Promise<void>;
  /** Sends this shop's due messages, each once and one at a time (claimed, sent, recorded); returns how many were claimed. */
  deliver(): Promise<number>;
  /**
   * Sends one message of this shop that `claims` claimed (the worker's, on the platform's handle),
   * its lease renewed until the outcome is recorded. Its booking is read from the database, unless
   * given: as the change that wrote the message left it, committed an instant ago.
   */
  deliverClaimed(message: ClaimedMessage, claims: Claims, booking?: BookingRow): Promise<void>;
}

/** Kinds about a booking that is still waiting for its turn. */
const NEEDS_WAITING = new Set<MessageKind>(['turn_near', 'moved_earlier', 'running_late', 'after_hours', 'turn_passed']);

/** Why a message must not go out to this booking now, if it must not. */
function notForBooking(kind: MessageKind, row: BookingRow | undefined): string | null {
  if (!row) return 'The booking no longer exists';
  if (row.messagesStopped) return 'The customer stopped messages for this booking';
  if (kind === 'cancelled_by_shop') return row.status === 'cancelled' && row.cancelledBy === 'barber' ? null : 'The booking was not cancelled by the shop';
  if (NEEDS_WAITING.has(kind)) return row.status === 'waiting' ? null : 'The booking is no longer waiting';
  return row.status === 'waiting' || row.status === 'serving' ? null : 'The booking is no longer active';
}

/** What sending needs of the shop's settings. */
type SendSettings = Pick<SettingsRow, 'timeZone' | 'turnNearMinutes' | 'shopName'>;

const stateOf = (row: BookingRow): MessageState => ({
  bookingId: row.id,
  bookingType: row.bookingType,
  status: row.status === 'serving' ? 'serving' : 'waiting',
  toldStart: row.toldStart?.getTime() ?? null,
  movesTold: row.movesTold,
  turnNearAt: row.turnNearAt?.getTime() ?? null,
  afterHoursAt: row.afterHoursAt?.getTime() ?? null,
  messagesStopped: row.messagesStopped,
});

export function createMessenger(ctx: Omit<AppContext, 'messenger'>, channels: ReadonlyMap<MessageChannel, Channel>): Messenger {
  async function reviewBarber(barberId: number, turnNearMinutes: number, timeZone: string): Promise<void> {
    const now = ctx.clock();
    const [rows, model, day] = await Promise.all([
      ctx.store.activeBookings(barberId),
      ctx.store.durations(barberId),
      chairDayFor(ctx, barberId, now),
    ]);
    const decisions = planDecisions(planFromRows(rows, now, model, day), rows.map(stateOf), turnNearMinutes);
    if (decisions.length === 0) return;
    let stale = false;
    for (const decision of decisions) {
      const applied = await applyDecision(ctx, decision, timeZone, now);
      // Not applied: the store's rows were older than the database's (another instance acted).
      if (!applied) stale = true;
    }
    // Applied decisions dropped the rows they wrote. Stale rows are no change of this instance's,
    // but a read it must not trust again: the next look starts from the database.
    if (stale) {
      ctx.store.invalidate({ kind: 'bookings', barberId });
      ctx.log.debug({ barberId }, 'message decisions already taken elsewhere');
    }
  }

  async function review(barberIds?: readonly number[]): Promise<void> {
    const settings = await ctx.store.settings();
    const ids = barberIds ?? (await ctx.store.barbers()).map((barber) => barber.id);
    for (const barberId of ids) await reviewBarber(barberId, settings.turnNearMinutes, settings.timeZone);
  }

  const ownClaims = createShopClaims(ctx.db, ctx.log, ctx.env.MESSAGE_LEASE_SECONDS);

  /** A delivered "turn is near" is what the barber sees on the queue: recorded and announced once. */
  async function recordTurnNearTold(row: BookingRow, now: number): Promise<void> {
    await commitChange(ctx, async (tx, announce) => {
      const told = await recordTurnNearDelivered(tx, row.id, new Date(now));
      if (told) await announce.booking({ type: 'bookingUpdated', bookingId: told.id, barberId: told.barberId, data: { status: told.status } });
    });
  }

  async function send(claims: Claims, message: ClaimedMessage, row: BookingRow | undefined, now: number, settings: SendSettings): Promise<void> {
    const { timeZone, turnNearMinutes, shopName } = settings;
    const refusal = notForBooking(message.kind, row);
    if (!row || refusal) {
      await claims.settle(message, { status: 'skipped', lastError: refusal }, now);
      return;
    }
    if (message.kind === 'after_hours') {
      // Told when the plan pushed the booking past the barber's day; by the time it goes out (in
      // the morning, after a quiet night) the barber may have made room again.
      const entry = (await planFor(ctx, row.barberId, now)).entries.find((planned) => planned.bookingId === row.id);
      if (!entry?.outsideHours) {
        await claims.settle(message, { status: 'skipped', lastError: 'The booking is back within the working day' }, now);
        return;
      }
    }
    if (isQuietTime(now, timeZone)) {
      const entry = (await planFor(ctx, row.barberId, now)).entries.find((planned) => planned.bookingId === row.id);
      const reallyNear = entry !== undefined && entry.start - now <= turnNearMinutes * MINUTE;
      if (!mayGoOutAtNight(message.kind, reallyNear)) {
        // Not an attempt. A turn that is not near yet is looked at again in a minute, the rest waits
        // for the morning.
        const dueAt = message.kind === 'turn_near' ? now + MINUTE : quietTimeEnd(now, timeZone);
        await claims.settle(message, { status: 'pending', attempts: message.attempts - 1, dueAt: new Date(dueAt) }, now);
        return;
      }
    }
    const channel = channels.get(message.channel);
    if (!channel) {
      await claims.settle(message, { status: 'failed', lastError: `The ${message.channel} channel is not set up on this server` }, now);
      return;
    }
    // The claim is checked (renewed, unless it is fresh) last thing before the provider gets the
    // message: a worker that lost it while it looked at the plan leaves the message to the one that
    // holds it now.
    if (!(await claims.holds(message))) {
      ctx.log.warn({ messageId: message.id }, 'message claim taken over before it was sent');
      return;
    }
    try {
      const result = await channel.send({
        id: message.id,
        bookingId: row.id,
        kind: message.kind,
        params: message.params as unknown as MessageParams,
        shopName,
        phone10: row.customerPhone,
        shopId: ctx.shopId,
        // A shop with a number of its own writes from it; read when sent, so a number the operator
        // just set is used at once (one small read, beside the provider's round trip).
        fromNumberId: channel.name === 'whatsapp' ? await whatsAppNumberOf(ctx.database.db, ctx.shopId) : null,
      });
      if (result.outcome === 'skipped') {
        await claims.settle(message, { status: 'skipped', lastError: result.reason }, now);
        return;
      }
      await claims.settle(message, { status: 'sent', sentAt: new Date(ctx.clock()), lastError: null }, now);
      if (message.kind === 'turn_near' && row.turnNearToldAt === null) await recordTurnNearTold(row, ctx.clock());
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError('The channel failed unexpectedly', true);
      if (!(error instanceof DeliveryError)) ctx.log.error({ err: loggableError(error), messageId: message.id }, 'message channel failed');
      if (failure.retryable && mayRetry(message.attempts)) {
        // The provider's Retry-After says when it will take the message; else back off.
        const delay = failure.retryAfterMs ?? retryDelayMs(message.attempts, randomInt(1000) / 1000);
        await claims.settle(message, { status: 'pending', dueAt: new Date(now + delay), lastError: failure.message }, now);
      } else {
        await claims.settle(message, { status: 'failed', lastError: failure.message }, now);
        ctx.log.warn({ messageId: message.id, kind: message.kind, channel: message.channel, attempts: message.attempts }, 'message given up');
      }
    }
  }

  /** Sends one claimed message, its lease renewed until the outcome is recorded. */
  async function deliverClaimed(message: ClaimedMessage, claims: Claims, booking?: BookingRow): Promise<void> {
    if (message.shopId !== ctx.shopId) throw new Error(`message ${message.id} is not of shop ${ctx.shopId}`);
    if (booking !== undefined && booking.id !== message.bookingId) throw new Error(`message ${message.id} is not about booking ${booking.id}`);
    const release = claims.keep(message);
    try {
      const now = ctx.clock();
      const settings = await ctx.store.settings();
      const row = booking ?? (await claims.booking(message));
      await send(claims, message, row, now, settings);
    } finally {
      await release();
    }
  }

  async function deliver(): Promise<number> {
    // Each message is claimed only when its turn comes, so none waits under a claim while others
    // are sent; one sent in this pass is not taken again before the next.
    const handled: number[] = [];
    while (handled.length < PASS) {
      const message = await ownClaims.next(ctx.clock(), handled);
      if (!message) break;
      handled.push(message.id);
      await deliverClaimed(message, ownClaims);
    }
    return handled.length;
  }

  return { review, deliver, deliverClaimed };
}
