import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema.js';
import { bookingSchema, type Booking } from '../../src/shared/schemas/booking.js';
import { BARBER_B, customerLogin, expectError, staffLogin } from '../helpers/fixtures.js';
import { useOutboxShop } from '../messages/outbox-helpers.js';
import { book, putStatus, TODAY } from './booking-helpers.js';

// A walk-in's "I'm here", the barber serving the next one who is here, and "Running late".
const { s, channel, walkIn, run, rowsOf, setStatus } = useOutboxShop();

const put = (id: number, what: 'arrival' | 'late', payload: Record<string, unknown>, cookie?: string) =>
  s.t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/${what}`, payload, ...(cookie ? { headers: { cookie } } : {}) });

function ok(response: Awaited<ReturnType<typeof put>>): Booking {
  expect(response.statusCode, response.body).toBe(200);
  return bookingSchema.parse(response.json());
}

const rowOf = async (id: number) => (await s.t.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** Barber A's queue as the dashboard reads it, in plan order. */
async function queue(): Promise<Booking[]> {
  const response = await s.t.app.inject({ method: 'GET', url: `/api/bookings/barber/${s.shop.barberA.id}/queue`, headers: { cookie: s.ravi } });
  expect(response.statusCode, response.body).toBe(200);
  return bookingSchema.array().parse(response.json());
}

describe("I'm here", () => {
  it('is said by the booking’s owner (link or session), its barber or the admin, and by no one else', async () => {
    const a = await walkIn();
    expect(a.arrivedAt).toBeNull();

    expectError(await put(a.id, 'arrival', { arrived: true }), 401, 'UNAUTHORIZED');
    expectError(await put(a.id, 'arrival', { arrived: true, manageToken: 'not-the-token' }), 403, 'FORBIDDEN');
    expectError(await put(a.id, 'arrival', { arrived: true }, await customerLogin(s.t.app, '9899999999')), 403, 'FORBIDDEN');
    expectError(await put(a.id, 'arrival', { arrived: true }, await staffLogin(s.t.app, BARBER_B)), 403, 'FORBIDDEN');
    expectError(await put(a.id, 'arrival', { arrived: 'yes', manageToken: a.manageToken }), 400, 'VALIDATION_ERROR');
    expect((await rowOf(a.id))?.arrivedAt).toBeNull();

    const here = ok(await put(a.id, 'arrival', { arrived: true, manageToken: a.manageToken }));
    expect(here.arrivedAt).toBe(new Date(s.t.clock.now).toISOString());
    // A second tap changes nothing: the first arrival is kept.
    s.t.clock.advance(2);
    expect((ok(await put(a.id, 'arrival', { arrived: true, manageToken: a.manageToken }))).arrivedAt).toBe(here.arrivedAt);

    // The barber marks him away and here again; the admin and a customer session may too.
    expect((ok(await put(a.id, 'arrival', { arrived: false }, s.ravi))).arrivedAt).toBeNull();
    expect((ok(await put(a.id, 'arrival', { arrived: true }, s.admin))).arrivedAt).not.toBeNull();
    expect((ok(await put(a.id, 'arrival', { arrived: false }, await customerLogin(s.t.app, a.customerPhone ?? '')))).arrivedAt).toBeNull();
  });

  it('is for a waiting walk-in only', async () => {
    const slot = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9100000901', services: [s.shop.haircut.id], slotDate: TODAY, slotTime: '12:00' });
    expectError(await put(slot.id, 'arrival', { arrived: true }, s.ravi), 409, 'NOT_A_WALK_IN');
    const served = await walkIn();
    await setStatus(served.id, 'serving');
    expectError(await put(served.id, 'arrival', { arrived: true }, s.ravi), 409, 'NOT_WAITING');
  });
});

describe('serving the next one who is here', () => {
  it('passes the away walk-in, tells him, keeps him at the head, and offers the no-show only after two passes', async () => {
    const away = await walkIn();
    const second = await walkIn();
    const third = await walkIn();
    ok(await put(second.id, 'arrival', { arrived: true }, s.ravi));
    ok(await put(third.id, 'arrival', { arrived: true }, s.ravi));

    await setStatus(second.id, 'serving');
    expect((await rowOf(away.id))?.passedOver).toBe(1);
    expect((await rowOf(third.id))?.passedOver).toBe(0);
    expect((await queue()).map((booking) => [booking.id, booking.passedOver])).toEqual([
      [away.id, 1],
      [third.id, 0],
    ]);
    // Told once through the outbox, not a no-show yet: he was told he is next when back.
    await run();
    expect(channel.kindsFor(away.id)).toContain('turn_passed');
    expect((await rowsOf(away.id)).filter((message) => message.kind === 'turn_passed')).toHaveLength(1);
    expectError(await putStatus(s.t, away.id, { status: 'cancelled', reason: 'no_show' }, s.ravi), 409, 'TURN_KEPT');

    await setStatus(second.id, 'completed');
    await setStatus(third.id, 'serving');
    expect((await rowOf(away.id))?.passedOver).toBe(2);
    expect((await rowsOf(away.id)).filter((message) => message.kind === 'turn_passed')).toHaveLength(1 + 1);

    const marked = await putStatus(s.t, away.id, { status: 'cancelled', reason: 'no_show' }, s.ravi);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(bookingSchema.parse(marked.json())).toMatchObject({ status: 'cancelled', cancelReason: 'no_show' });
  });

  it('passes nobody who is here, and serving the head passes nobody', async () => {
    const first = await walkIn();
    const second = await walkIn();
    ok(await put(first.id, 'arrival', { arrived: true }, s.ravi));
    await setStatus(first.id, 'serving');
    expect((await rowOf(second.id))?.passedOver).toBe(0);
    await setStatus(first.id, 'completed');
    const third = await walkIn();
    ok(await put(second.id, 'arrival', { arrived: true }, s.ravi));
    // Served out of order while the one before is here: not a pass, he was not away.
    await setStatus(third.id, 'serving');
    expect((await rowOf(second.id))?.passedOver).toBe(0);
    expect((await rowsOf(second.id)).map((message) => message.kind)).not.toContain('turn_passed');
  });
});

describe('running late', () => {
  it('moves his expected start back and the next ones earlier, tells them, and is said once', async () => {
    // Someone in the chair until 10:30; then a haircut running late, two beard trims and a haircut.
    await setStatus((await walkIn()).id, 'serving');
    const late = await walkIn();
    const beard = (phone: string) => book(s.t, { barberId: s.shop.barberA.id, customerPhone: phone, services: [s.shop.beard.id] });
    const second = await beard('9100000801');
    const third = await beard('9100000802');
    const fourth = await walkIn();
    await run();
    const before = await queue();
    expect(before.map((booking) => booking.id)).toEqual([late.id, second.id, third.id, fourth.id]);

    expectError(await put(late.id, 'late', { minutes: 15, manageToken: late.manageToken }), 400, 'VALIDATION_ERROR');
    expectError(await put(late.id, 'late', { minutes: 10 }), 401, 'UNAUTHORIZED');
    const said = ok(await put(late.id, 'late', { minutes: 20, manageToken: late.manageToken }));
    // His planned start (10:30) plus 20 minutes.
    expect(said.notBefore).toBe(new Date(s.t.clock.now + 50 * 60_000).toISOString());

    const after = await queue();
    const startOf = (list: Booking[], id: number) => Date.parse(list.find((booking) => booking.id === id)?.expectedStartTime ?? '');
    expect(after.map((booking) => booking.id)).toEqual([second.id, third.id, late.id, fourth.id]);
    expect(startOf(after, late.id)).toBeGreaterThanOrEqual(s.t.clock.now + 50 * 60_000);
    expect(startOf(after, late.id)).toBeGreaterThan(startOf(before, late.id));
    expect(startOf(after, second.id)).toBeLessThan(startOf(before, second.id));
    expect(startOf(after, third.id)).toBeLessThan(startOf(before, third.id));
    expect(startOf(after, fourth.id)).toBe(startOf(before, fourth.id));

    // The others hear their earlier time as usual; his own delay is no news to him.
    await run();
    expect(channel.kindsFor(third.id)).toContain('moved_earlier');
    expect(channel.kindsFor(late.id)).not.toContain('running_late');

    const again = expectError(await put(late.id, 'late', { minutes: 10, manageToken: late.manageToken }), 409, 'ALREADY_LATE');
    expect(again.message).toMatch(/once per booking/);
    // Once here he is served at his turn again, and is not late any more.
    const here = ok(await put(late.id, 'arrival', { arrived: true, manageToken: late.manageToken }));
    expect(here.notBefore).toBeNull();
    expect((await queue()).map((booking) => booking.id)).toEqual([late.id, second.id, third.id, fourth.id]);
    expectError(await put(late.id, 'late', { minutes: 10, manageToken: late.manageToken }), 409, 'ALREADY_HERE');
  });

  it('is refused to a stranger and for an appointment', async () => {
    const a = await walkIn();
    expectError(await put(a.id, 'late', { minutes: 10 }, await staffLogin(s.t.app, BARBER_B)), 403, 'FORBIDDEN');
    expectError(await put(a.id, 'late', { minutes: 10, manageToken: 'nope' }), 403, 'FORBIDDEN');
    const slot = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9100000902', services: [s.shop.haircut.id], slotDate: TODAY, slotTime: '12:00' });
    expectError(await put(slot.id, 'late', { minutes: 10, manageToken: slot.manageToken }), 409, 'NOT_A_WALK_IN');
    expect((ok(await put(a.id, 'late', { minutes: 10 }, s.ravi))).notBefore).not.toBeNull();
  });
});
