import { describe, expect, it } from 'vitest';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { OPENING, putStatus } from '../api/booking-helpers.js';
import { useOutboxShop } from './outbox-helpers.js';

// What the outbox decides to tell a customer, and that it tells each thing once (docs/product/messages.md).
const { s, channel, walkIn, run, rowsOf, setStatus, adjust } = useOutboxShop();

describe('messages to customers', () => {
  it('confirms each booking once, with its token, expected time and manage link, and only what the template needs', async () => {
    const first = await walkIn();
    const second = await walkIn();
    await run();
    await run();
    expect(channel.kindsFor(first.id)).toEqual(['confirmation']);
    expect(channel.kindsFor(second.id)).toEqual(['confirmation']);
    const sent = channel.sent.find((message) => message.bookingId === second.id);
    expect(sent?.phone10).toBe(second.customerPhone);
    expect(sent?.params).toEqual({
      token: String(second.id),
      time: '10:30 AM',
      barber: 'Ravi Kumar',
      link: `/track?booking=${second.id}&token=${second.manageToken}`,
    });
    const [row] = await rowsOf(second.id);
    expect(row).toMatchObject({ kind: 'confirmation', channel: 'whatsapp', status: 'sent', attempts: 1, lastError: null });
  });

  it('tells the walk-in next in line once that their turn is near, and the barber sees when', async () => {
    const [a, b, c, d] = [await walkIn(), await walkIn(), await walkIn(), await walkIn()];
    await run();
    // The first walk-in's confirmation already said "now": no second message.
    expect(channel.kindsFor(a.id)).toEqual(['confirmation']);
    expect(channel.kindsFor(b.id)).toEqual(['confirmation']);

    await setStatus(a.id, 'serving');
    await run();
    await run();
    expect(channel.kindsFor(b.id)).toEqual(['confirmation', 'turn_near']);
    expect(channel.sent.find((message) => message.bookingId === b.id && message.kind === 'turn_near')?.params.time).toBe('10:30 AM');
    expect(channel.kindsFor(c.id)).toEqual(['confirmation']);

    const seen = await s.t.app.inject({ method: 'GET', url: `/api/bookings/${b.id}`, headers: { cookie: s.ravi } });
    expect(bookingSchema.parse(seen.json()).turnNearToldAt).toBe(new Date(Date.parse(OPENING)).toISOString());

    s.t.clock.advance(30);
    await setStatus(a.id, 'completed');
    await setStatus(b.id, 'serving');
    await run();
    expect(channel.kindsFor(c.id)).toEqual(['confirmation', 'turn_near']);
    expect(channel.kindsFor(d.id)).toEqual(['confirmation']);
    expect((await rowsOf(b.id)).map((row) => row.kind)).toEqual(['confirmation', 'turn_near']);
  });

  it('tells a customer further back when a start comes within the shop setting', async () => {
    const response = await s.t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: s.admin }, payload: { turnNearMinutes: 45 } });
    expect(response.statusCode, response.body).toBe(200);
    try {
      const [a, b, c] = [await walkIn(), await walkIn(), await walkIn()];
      await setStatus(a.id, 'serving');
      s.t.clock.advance(20);
      await run();
      // b's confirmation said 10:30, near enough already; c starts at 11:00, 40 minutes away.
      expect(channel.kindsFor(b.id)).toEqual(['confirmation']);
      expect(channel.kindsFor(c.id)).toEqual(['confirmation', 'turn_near']);
    } finally {
      await s.t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: s.admin }, payload: { turnNearMinutes: 15 } });
    }
  });

  it('tells of a start moved 10+ minutes earlier and of one 15+ minutes later, once per move', async () => {
    const [a, b, c, d, e] = [await walkIn(), await walkIn(), await walkIn(), await walkIn(), await walkIn()];
    await setStatus(a.id, 'serving');
    await run();
    // c's customer cancels: d moves from 11:30 to 11:00 and e from 12:00 to 11:30.
    const cancel = await putStatus(s.t, c.id, { status: 'cancelled', manageToken: c.manageToken });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await run();
    await run();
    expect(channel.kindsFor(c.id)).toEqual(['confirmation']);
    expect(channel.kindsFor(d.id)).toEqual(['confirmation', 'moved_earlier']);
    expect(channel.kindsFor(e.id)).toEqual(['confirmation', 'moved_earlier']);
    expect(channel.sent.find((message) => message.bookingId === d.id && message.kind === 'moved_earlier')?.params.time).toBe('11:00 AM');

    // The barber needs 10 more minutes, twice: only the second makes a move of 15 or more.
    await adjust(a.id, 10);
    await run();
    expect(channel.kindsFor(e.id)).toEqual(['confirmation', 'moved_earlier']);
    await adjust(a.id, 10);
    await run();
    await run();
    expect(channel.kindsFor(b.id)).toEqual(['confirmation', 'turn_near', 'running_late']);
    expect(channel.kindsFor(d.id)).toEqual(['confirmation', 'moved_earlier', 'running_late']);
    expect(channel.kindsFor(e.id)).toEqual(['confirmation', 'moved_earlier', 'running_late']);
    expect(channel.sent.find((message) => message.bookingId === e.id && message.kind === 'running_late')?.params.time).toBe('11:50 AM');
    expect((await rowsOf(e.id)).map((row) => row.dedupeKey)).toEqual([
      `${e.id}:confirmation:0:whatsapp`,
      `${e.id}:moved_earlier:1:whatsapp`,
      `${e.id}:running_late:2:whatsapp`,
    ]);
  });

  it('tells a customer whose booking the shop cancelled, once, and nothing to one who cancelled', async () => {
    const [a, b] = [await walkIn(), await walkIn()];
    await run();
    const own = await putStatus(s.t, b.id, { status: 'cancelled', manageToken: b.manageToken });
    expect(own.statusCode, own.body).toBe(200);
    await setStatus(a.id, 'cancelled');
    await run();
    await run();
    expect(channel.kindsFor(a.id)).toEqual(['confirmation', 'cancelled_by_shop']);
    expect(channel.kindsFor(b.id)).toEqual(['confirmation']);
  });

  it('tells every waiting customer once when the shop closes, however often it closes', async () => {
    const [a, b, c] = [await walkIn(), await walkIn(), await walkIn(s.shop.barberB.id)];
    await setStatus(a.id, 'serving');
    const settings = (isOpen: boolean) =>
      s.t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: s.admin }, payload: { isOpen } });
    expect((await settings(false)).statusCode).toBe(200);
    await run();
    expect((await settings(true)).statusCode).toBe(200);
    expect((await settings(false)).statusCode).toBe(200);
    await run();
    expect((await settings(true)).statusCode).toBe(200);
    expect(channel.kindsFor(a.id)).toEqual(['confirmation']);
    expect(channel.kindsFor(b.id).filter((kind) => kind === 'shop_closed')).toHaveLength(1);
    expect(channel.kindsFor(c.id)).toEqual(['confirmation', 'shop_closed']);
  });
});
