import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings } from '../../src/server/db/schema.js';
import type { BookingRow } from '../../src/server/services/store.js';
import { statusChangeResultSchema } from '../../src/shared/schemas/booking-desk.js';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { BARBER_B, staffLogin } from '../helpers/fixtures.js';
import { useOutboxShop } from '../messages/outbox-helpers.js';
import { book, expectError, putStatus } from './booking-helpers.js';

// Undo of Start, Complete, No-show and Cancel (booking-undo.ts): the earlier state exactly, once,
// within the window, for the staff who may change the booking, and no message sent for a change
// that was taken back.
const { s, channel, walkIn, run, rowsOf } = useOutboxShop();
let barberB = '';
beforeAll(async () => {
  barberB = await staffLogin(s.t.app, BARBER_B);
});

const rowOf = async (id: number): Promise<BookingRow> => {
  const [row] = await s.t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
};

/** The row as the undo promises to restore it: everything but when it was last written. */
const restorable = ({ updatedAt: _written, ...row }: BookingRow) => row;

/** A staff status change that must succeed; returns the seq that undoes it. */
async function change(id: number, payload: Record<string, unknown>, cookie = s.ravi): Promise<number> {
  const response = await putStatus(s.t, id, payload, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const { undoSeq } = statusChangeResultSchema.parse(response.json());
  if (undoSeq === undefined) throw new Error('a staff status change answered no undoSeq');
  return undoSeq;
}

const undo = (id: number, seq: number, cookie: string | null = s.ravi) =>
  s.t.app.inject({ method: 'POST', url: `/api/bookings/${id}/undo`, payload: { seq }, ...(cookie ? { headers: { cookie } } : {}) });

/** How many "your turn was passed" messages went out to this booking. */
const passesTold = (id: number) => channel.kindsFor(id).filter((kind) => kind === 'turn_passed').length;

/** The barber marks a walk-in as here. */
async function arrive(id: number): Promise<void> {
  const response = await s.t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/arrival`, headers: { cookie: s.ravi }, payload: { arrived: true } });
  expect(response.statusCode, response.body).toBe(200);
}

async function undone(id: number, seq: number, cookie = s.ravi) {
  const response = await undo(id, seq, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return bookingSchema.parse(response.json());
}

describe('POST /api/bookings/:id/undo', () => {
  it('undoes a Start: the customer waits again exactly as before, and a second undo acts no more', async () => {
    const a = await walkIn();
    const before = await rowOf(a.id);
    const seq = await change(a.id, { status: 'serving' });
    s.t.clock.advance(0.1);
    expect(await undone(a.id, seq)).toMatchObject({ status: 'waiting', servingStartedAt: null });
    expect(restorable(await rowOf(a.id))).toEqual(restorable(before));
    expectError(await undo(a.id, seq), 409, 'ALREADY_UNDONE');
    const [event] = await s.t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.id, seq));
    expect(event?.undoneAt).not.toBeNull();
    // The next Start is a change of its own, undoable again.
    const again = await change(a.id, { status: 'serving' });
    expect((await undone(a.id, again)).status).toBe('waiting');
  });

  it('undoes a Start that passed others: their passes and pending turn_passed messages are taken back with it', async () => {
    const first = await walkIn();
    const away = await walkIn();
    const here = await walkIn();
    const next = await walkIn();
    for (const id of [here.id, next.id]) await arrive(id);
    // Both away ones were passed once already and told so: that first pass stays.
    await change(here.id, { status: 'serving' });
    await run();
    await change(here.id, { status: 'completed' });
    const before = await Promise.all([first.id, away.id, next.id].map(rowOf));
    expect(before.map((row) => row.passedOver)).toEqual([1, 1, 0]);
    const kindsBefore = await Promise.all([first.id, away.id].map(async (id) => (await rowsOf(id)).map((row) => [row.kind, row.status])));

    const seq = await change(next.id, { status: 'serving' });
    expect((await Promise.all([first.id, away.id].map(rowOf))).map((row) => row.passedOver)).toEqual([2, 2]);
    expect((await rowsOf(away.id)).filter((row) => row.kind === 'turn_passed' && row.status === 'pending')).toHaveLength(1);

    await undone(next.id, seq);
    expect((await Promise.all([first.id, away.id, next.id].map(rowOf))).map(restorable)).toEqual(before.map(restorable));
    expect(await Promise.all([first.id, away.id].map(async (id) => (await rowsOf(id)).map((row) => [row.kind, row.status])))).toEqual(kindsBefore);
    await run();
    expect(passesTold(away.id)).toBe(1);

    // Started again for real, each passed customer is told of this pass once.
    await change(next.id, { status: 'serving' });
    await run();
    expect(passesTold(away.id)).toBe(2);
    expect((await rowOf(away.id)).passedOver).toBe(2);
  });

  it('undoes a Start whose pass message went out already: passing again does not send it twice', async () => {
    const away = await walkIn();
    const here = await walkIn();
    await arrive(here.id);
    const seq = await change(here.id, { status: 'serving' });
    await run();
    expect(passesTold(away.id)).toBe(1);
    await undone(here.id, seq);
    expect((await rowOf(away.id)).passedOver).toBe(0);
    await change(here.id, { status: 'serving' });
    await run();
    expect((await rowOf(away.id)).passedOver).toBe(1);
    expect(passesTold(away.id)).toBe(1);
  });

  it('undoes a Complete: back in the chair with its start and adjustment, and nothing learned from it', async () => {
    const a = await walkIn();
    await change(a.id, { status: 'serving' });
    const adjusted = await s.t.app.inject({ method: 'PUT', url: `/api/bookings/${a.id}/time`, headers: { cookie: s.ravi }, payload: { adjustment: 5 } });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    s.t.clock.advance(22);
    const before = await rowOf(a.id);
    const learned = await s.t.ctx.store.durations(s.shop.barberA.id);
    const seq = await change(a.id, { status: 'completed' });
    expect((await rowOf(a.id)).serviceSeconds).toBe(22 * 60);
    expect(await s.t.ctx.store.durations(s.shop.barberA.id)).not.toEqual(learned);
    const restored = await undone(a.id, seq);
    expect(restored).toMatchObject({ status: 'serving', remainingTime: 13 });
    expect(restorable(await rowOf(a.id))).toEqual(restorable(before));
    expect(await s.t.ctx.store.durations(s.shop.barberA.id)).toEqual(learned);
  });

  it('undoes a No-show: the customer is waiting again', async () => {
    const a = await walkIn();
    const before = await rowOf(a.id);
    const seq = await change(a.id, { status: 'cancelled', reason: 'no_show' });
    expect((await rowOf(a.id)).cancelReason).toBe('no_show');
    await undone(a.id, seq);
    expect(restorable(await rowOf(a.id))).toEqual(restorable(before));
  });

  it("undoes a Cancel and withdraws the shop's cancel message before it goes out", async () => {
    const a = await walkIn();
    await run();
    const before = await rowOf(a.id);
    const seq = await change(a.id, { status: 'cancelled' });
    expect((await rowsOf(a.id)).map((row) => [row.kind, row.status])).toEqual([
      ['confirmation', 'sent'],
      ['cancelled_by_shop', 'pending'],
    ]);
    await undone(a.id, seq);
    expect(restorable(await rowOf(a.id))).toEqual(restorable(before));
    expect((await rowsOf(a.id)).map((row) => row.kind)).toEqual(['confirmation']);
    await run();
    expect(channel.kindsFor(a.id)).toEqual(['confirmation']);
    // Cancelled again for real, the customer is told once.
    await change(a.id, { status: 'cancelled' });
    await run();
    expect(channel.kindsFor(a.id)).toEqual(['confirmation', 'cancelled_by_shop']);
  });

  it('undoes a Cancel of the customer in the chair back into the chair', async () => {
    const a = await walkIn();
    await change(a.id, { status: 'serving' });
    const before = await rowOf(a.id);
    const seq = await change(a.id, { status: 'cancelled' }, s.admin);
    await undone(a.id, seq, s.admin);
    expect(restorable(await rowOf(a.id))).toEqual(restorable(before));
  });

  it('refuses an undo after the window, and changes nothing', async () => {
    const a = await walkIn();
    const seq = await change(a.id, { status: 'serving' });
    s.t.clock.advance(16 / 60);
    const late = expectError(await undo(a.id, seq), 409, 'UNDO_EXPIRED');
    expect(late.message).toMatch(/10 seconds/);
    expect((await rowOf(a.id)).status).toBe('serving');
  });

  it('allows a few seconds of grace for the network', async () => {
    const a = await walkIn();
    const seq = await change(a.id, { status: 'serving' });
    s.t.clock.advance(14 / 60);
    expect((await undone(a.id, seq)).status).toBe('waiting');
  });

  it('refuses another barber, customers and anonymous callers', async () => {
    const a = await walkIn();
    const seq = await change(a.id, { status: 'serving' });
    expectError(await undo(a.id, seq, barberB), 403, 'FORBIDDEN');
    expectError(await undo(a.id, seq, null), 401, 'UNAUTHORIZED');
    expect((await rowOf(a.id)).status).toBe('serving');
    // The admin may undo the barber's change.
    expect((await undone(a.id, seq, s.admin)).status).toBe('waiting');
  });

  it("refuses an undo of anything but the booking's latest status change", async () => {
    const a = await walkIn();
    const started = await change(a.id, { status: 'serving' });
    await change(a.id, { status: 'completed' });
    expectError(await undo(a.id, started), 409, 'UNDO_SUPERSEDED');
    expectError(await undo(a.id, 999_999), 404, 'NOT_FOUND');
    const b = await walkIn();
    expectError(await undo(b.id, started), 404, 'NOT_FOUND');
    const validation = await s.t.app.inject({ method: 'POST', url: `/api/bookings/${a.id}/undo`, headers: { cookie: s.ravi }, payload: {} });
    expectError(validation, 400, 'VALIDATION_ERROR');
  });

  it("refuses to undo a customer's own cancel: only staff changes are undoable", async () => {
    await change((await walkIn()).id, { status: 'serving' });
    await walkIn();
    const b = await walkIn();
    const cancelled = await putStatus(s.t, b.id, { status: 'cancelled', manageToken: b.manageToken });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(statusChangeResultSchema.parse(cancelled.json()).undoSeq).toBeUndefined();
    const [event] = await s.t.ctx.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, b.id), eq(bookingEvents.type, 'bookingStatusChanged')));
    expectError(await undo(b.id, event?.id ?? 0, s.admin), 409, 'NOT_UNDOABLE');
  });

  it('refuses an undo that would break an invariant: the phone booked again, or the chair taken', async () => {
    const a = await walkIn();
    const cancel = await change(a.id, { status: 'cancelled' });
    await book(s.t, { barberId: s.shop.barberB.id, customerPhone: a.customerPhone ?? '', services: [s.shop.haircut.id] });
    expectError(await undo(a.id, cancel), 409, 'PHONE_HAS_BOOKING');
    expect((await rowOf(a.id)).status).toBe('cancelled');

    const b = await walkIn();
    const c = await walkIn();
    await change(b.id, { status: 'serving' });
    const completed = await change(b.id, { status: 'completed' });
    await change(c.id, { status: 'serving' });
    expectError(await undo(b.id, completed), 409, 'BARBER_BUSY');
    expect((await rowOf(b.id)).status).toBe('completed');
  });

  it('undoes once when two undos of one change arrive together', async () => {
    const a = await walkIn();
    const seq = await change(a.id, { status: 'serving' });
    const answers = await Promise.all([undo(a.id, seq), undo(a.id, seq), undo(a.id, seq)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const events = await s.t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, a.id));
    expect(events.filter((event) => event.type === 'bookingStatusChanged').map((event) => event.data)).toEqual([
      { status: 'serving', cancelledBy: null },
      { status: 'waiting', cancelledBy: null, undone: true },
    ]);
  });
});
