import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBarber } from '../../src/server/db/factories.js';
import { barbers, bookingEvents, bookings, messages } from '../../src/server/db/schema.js';
import { planFor } from '../../src/server/services/plans.js';
import { reassignResultSchema } from '../../src/shared/schemas/booking-desk.js';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { BARBER_B, staffLogin } from '../helpers/fixtures.js';
import { expectNoOverlap } from '../helpers/plan-invariants.js';
import { useOutboxShop } from '../messages/outbox-helpers.js';
import { book, expectError, putStatus, TODAY } from './booking-helpers.js';

// Moving a waiting walk-in to another barber, and the admin's reassignment of a leaving barber's
// walk-ins (booking-moves.ts): every invariant kept, every customer told once per move.
const { s, channel, walkIn, run, setStatus } = useOutboxShop();
let sunil = '';
let imranId = 0;
beforeAll(async () => {
  sunil = await staffLogin(s.t.app, BARBER_B);
  const { barber } = await insertBarber(s.t.ctx.db, { name: 'Imran Ali', username: 'imran', password: 'imran-password' });
  imranId = barber.id;
  s.t.ctx.store.invalidate({ kind: 'barbers' });
});

const move = (id: number, barberId: number, cookie: string | null = s.ravi) =>
  s.t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/barber`, payload: { barberId }, ...(cookie ? { headers: { cookie } } : {}) });

const reassign = (barberId: number, cookie: string | null = s.admin) =>
  s.t.app.inject({ method: 'POST', url: `/api/barbers/${barberId}/reassign`, ...(cookie ? { headers: { cookie } } : {}) });

const barberChanged = (ids: readonly number[]) =>
  s.t.ctx.db
    .select()
    .from(messages)
    .where(and(inArray(messages.bookingId, [...ids]), eq(messages.kind, 'barber_changed')));

/** One serving per barber, each active booking in exactly one chair's plan, and no plan overlapping itself. */
async function expectInvariants(): Promise<void> {
  const active = await s.t.ctx.db.select().from(bookings).where(inArray(bookings.status, ['waiting', 'serving']));
  const serving = active.filter((row) => row.status === 'serving').map((row) => row.barberId);
  expect(new Set(serving).size).toBe(serving.length);
  const planned: number[] = [];
  for (const barber of await s.t.ctx.db.select().from(barbers)) {
    const plan = await planFor(s.t.ctx, barber.id);
    expectNoOverlap(plan, s.t.clock.now);
    planned.push(...plan.entries.map((entry) => entry.bookingId), ...(plan.serving ? [plan.serving.bookingId] : []));
  }
  expect(planned.sort((a, b) => a - b)).toEqual(active.map((row) => row.id).sort((a, b) => a - b));
}

describe('PUT /api/bookings/:id/barber', () => {
  it("moves a barber's waiting walk-in to another chair by its token, and tells the customer once", async () => {
    const [first, second] = [await walkIn(), await walkIn()];
    const later = await walkIn(s.shop.barberB.id);
    await setStatus(first.id, 'serving');
    await run();
    const response = await move(second.id, s.shop.barberB.id);
    expect(response.statusCode, response.body).toBe(200);
    const moved = bookingSchema.parse(response.json());
    expect(moved).toMatchObject({ barberName: 'Sunil Shah', status: 'waiting', position: 1, estimatedWaitTime: 0 });
    // Sunil's own later token now waits behind the moved one.
    const queue = await s.t.app.inject({ method: 'GET', url: `/api/bookings/barber/${s.shop.barberB.id}/queue`, headers: { cookie: sunil } });
    expect(queue.json<{ id: number }[]>().map((booking) => booking.id)).toEqual([second.id, later.id]);
    const events = await s.t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, second.id));
    expect(events.slice(-2).map((event) => [event.type, event.barberId])).toEqual([
      ['bookingUpdated', s.shop.barberA.id],
      ['bookingUpdated', s.shop.barberB.id],
    ]);
    const [message] = await barberChanged([second.id]);
    expect(message?.params).toMatchObject({ token: String(second.id), barber: 'Sunil Shah', time: '10:00 AM' });
    await run();
    await run();
    // It was next in line with Ravi (turn near); now it is told of Sunil, once.
    expect(channel.kindsFor(second.id)).toEqual(['confirmation', 'turn_near', 'barber_changed']);
    await expectInvariants();
  });

  it('refuses what cannot move, and who may not move it', async () => {
    const a = await walkIn();
    expectError(await move(a.id, s.shop.barberA.id), 409, 'ALREADY_WITH_BARBER');
    expectError(await move(a.id, s.shop.barberB.id, sunil), 403, 'FORBIDDEN');
    expectError(await move(a.id, s.shop.barberB.id, null), 401, 'UNAUTHORIZED');
    expectError(await move(a.id, 999_999), 404, 'NOT_FOUND');
    expectError(await move(999_999, s.shop.barberB.id), 404, 'NOT_FOUND');
    const invalid = await s.t.app.inject({ method: 'PUT', url: `/api/bookings/${a.id}/barber`, headers: { cookie: s.ravi }, payload: { barberId: 'x' } });
    expectError(invalid, 400, 'VALIDATION_ERROR');
    await s.t.ctx.db.update(barbers).set({ isAvailable: false }).where(eq(barbers.id, imranId));
    s.t.ctx.store.invalidate({ kind: 'barbers' });
    expectError(await move(a.id, imranId), 409, 'BARBER_UNAVAILABLE');
    await s.t.ctx.db.update(barbers).set({ isAvailable: true }).where(eq(barbers.id, imranId));
    s.t.ctx.store.invalidate({ kind: 'barbers' });

    await setStatus(a.id, 'serving');
    expectError(await move(a.id, s.shop.barberB.id), 409, 'NOT_WAITING');
    const slot = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9800000001', services: [s.shop.haircut.id], slotDate: TODAY, slotTime: '12:00' });
    expectError(await move(slot.id, s.shop.barberB.id, s.admin), 409, 'SLOT_NOT_MOVABLE');
    expect(await barberChanged([a.id, slot.id])).toEqual([]);
  });

  it('lets exactly one of a move and a Start of the same walk-in happen', async () => {
    for (let round = 0; round < 4; round++) {
      const a = await walkIn();
      const [moved, started] = await Promise.all([move(a.id, s.shop.barberB.id), putStatus(s.t, a.id, { status: 'serving' }, s.ravi)]);
      const codes = [moved.statusCode, started.statusCode];
      // The loser is refused, never a server error: a lost move is a conflict, and a Start that comes
      // after the move finds the customer no longer in Ravi's chair (403, as for any other chair).
      expect([200, 409]).toContain(moved.statusCode);
      expect([200, 403, 409]).toContain(started.statusCode);
      expect(codes.filter((code) => code === 200), JSON.stringify([moved.body, started.body])).toHaveLength(1);
      const [row] = await s.t.ctx.db.select().from(bookings).where(eq(bookings.id, a.id));
      if (moved.statusCode === 200) expect(row).toMatchObject({ barberId: s.shop.barberB.id, status: 'waiting' });
      else expect(row).toMatchObject({ barberId: s.shop.barberA.id, status: 'serving' });
      expect(await barberChanged([a.id])).toHaveLength(moved.statusCode === 200 ? 1 : 0);
      await expectInvariants();
      await s.t.ctx.db.update(bookings).set({ status: 'cancelled', cancelledBy: 'barber' }).where(eq(bookings.id, a.id));
      s.t.ctx.store.clear();
    }
  });
});

describe('POST /api/barbers/:id/reassign', () => {
  it("moves each of the barber's waiting walk-ins to the chair that starts it soonest, in token order", async () => {
    const inChair = await walkIn();
    const waiting = [await walkIn(), await walkIn(), await walkIn()];
    const slot = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9800000002', services: [s.shop.haircut.id], slotDate: TODAY, slotTime: '15:00' });
    const sunilBusy = await walkIn(s.shop.barberB.id);
    await setStatus(inChair.id, 'serving');
    await setStatus(sunilBusy.id, 'serving', s.admin);

    const response = await reassign(s.shop.barberA.id);
    expect(response.statusCode, response.body).toBe(200);
    const { moved } = reassignResultSchema.parse(response.json());
    // Imran is free now; Sunil is busy for 30 minutes: the first goes to Imran at once, the second
    // to whoever is free first after that (Sunil at 10:30 and Imran at 10:30: the lower id), and so on.
    expect(moved.map((entry) => entry.bookingId)).toEqual(waiting.map((booking) => booking.id));
    expect(moved.map((entry) => [entry.barberId, entry.expectedStart])).toEqual([
      [imranId, new Date(s.t.clock.now).toISOString()],
      [s.shop.barberB.id, new Date(s.t.clock.now + 30 * 60_000).toISOString()],
      [imranId, new Date(s.t.clock.now + 30 * 60_000).toISOString()],
    ]);
    const left = await s.t.ctx.db.select().from(bookings).where(eq(bookings.barberId, s.shop.barberA.id));
    expect(left.map((row) => [row.id, row.status]).sort()).toEqual([
      [inChair.id, 'serving'],
      [slot.id, 'waiting'],
    ].sort());
    expect((await barberChanged(waiting.map((booking) => booking.id))).map((message) => message.bookingId).sort()).toEqual(
      waiting.map((booking) => booking.id).sort(),
    );
    await expectInvariants();
    // Again: nothing left to move.
    expect(reassignResultSchema.parse((await reassign(s.shop.barberA.id)).json()).moved).toEqual([]);
  });

  it('moves each walk-in once when two reassignments run at once', async () => {
    const waiting = [await walkIn(), await walkIn(), await walkIn(), await walkIn()];
    const answers = await Promise.all([reassign(s.shop.barberA.id), reassign(s.shop.barberA.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const moved = answers.flatMap((answer) => reassignResultSchema.parse(answer.json()).moved.map((entry) => entry.bookingId));
    expect(moved.sort()).toEqual(waiting.map((booking) => booking.id).sort());
    expect(await barberChanged(waiting.map((booking) => booking.id))).toHaveLength(waiting.length);
    await expectInvariants();
  });

  it('refuses when no other barber is taking customers, and anyone but the admin', async () => {
    await walkIn();
    expectError(await reassign(s.shop.barberA.id, s.ravi), 403, 'FORBIDDEN');
    expectError(await reassign(999_999), 404, 'NOT_FOUND');
    await s.t.ctx.db.update(barbers).set({ isAvailable: false }).where(inArray(barbers.id, [s.shop.barberB.id, imranId]));
    s.t.ctx.store.invalidate({ kind: 'barbers' });
    expectError(await reassign(s.shop.barberA.id), 409, 'NO_OTHER_BARBER');
    await s.t.ctx.db.update(barbers).set({ isAvailable: true });
    s.t.ctx.store.invalidate({ kind: 'barbers' });
  });
});
