import { describe, expect, it } from 'vitest';
import { DeliveryError } from '../../src/server/messages/channels.js';
import { MESSAGE_MAX_ATTEMPTS } from '../../src/shared/constants.js';
import { messageListSchema } from '../../src/shared/schemas/message.js';
import { putStatus } from '../api/booking-helpers.js';
import { openAllDay } from '../helpers/fixtures.js';
import { useOutboxShop } from './outbox-helpers.js';

// How the worker sends what the outbox holds: only to active bookings, not at night, with retries
// and a visible give-up (docs/product/messages.md).
const { s, channel, walkIn, run, rowsOf, setStatus } = useOutboxShop();

describe('messages to customers', () => {
  it('never sends to a booking that is no longer active when its message goes out', async () => {
    const [a, b] = [await walkIn(), await walkIn()];
    await run();
    await setStatus(a.id, 'serving');
    await s.t.ctx.messenger.review();
    expect((await rowsOf(b.id)).map((row) => [row.kind, row.status])).toEqual([
      ['confirmation', 'sent'],
      ['turn_near', 'pending'],
    ]);
    const cancel = await putStatus(s.t, b.id, { status: 'cancelled', manageToken: b.manageToken });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await run();
    expect(channel.kindsFor(b.id)).toEqual(['confirmation']);
    expect((await rowsOf(b.id))[1]).toMatchObject({ status: 'skipped', lastError: 'The booking is no longer waiting' });
  });

  it('sends nothing between 22:00 and 07:00 but a turn that is really near', async () => {
    // A shop open until midnight takes these walk-ins (docs/product/chairs-day.md: no walk-in after the day ends).
    await openAllDay(s.t.ctx);
    s.t.clock.set('2026-11-21T22:00:00+05:30');
    const [a, b] = [await walkIn(), await walkIn()];
    await setStatus(a.id, 'serving');
    await run();
    // b is next in line, but 30 minutes away: not near enough for the night.
    expect(channel.sent).toEqual([]);
    expect((await rowsOf(b.id)).map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['confirmation', 'pending', 0],
      ['turn_near', 'pending', 0],
    ]);
    s.t.clock.set('2026-11-21T22:20:00+05:30');
    await run();
    expect(channel.sent.map((message) => [message.bookingId, message.kind])).toEqual([[b.id, 'turn_near']]);
    s.t.clock.set('2026-11-21T22:25:00+05:30');
    await setStatus(a.id, 'completed');
    await setStatus(b.id, 'serving');
    s.t.clock.set('2026-11-22T06:59:00+05:30');
    await run();
    expect(channel.sent).toHaveLength(1);
    s.t.clock.set('2026-11-22T07:00:00+05:30');
    await run();
    // In the morning the confirmation goes out to the booking still active, and not to the one served.
    expect(channel.kindsFor(a.id)).toEqual([]);
    expect((await rowsOf(a.id)).map((row) => [row.kind, row.status])).toEqual([['confirmation', 'skipped']]);
    expect(channel.kindsFor(b.id)).toEqual(['turn_near', 'confirmation']);
  });

  it('retries a provider that fails and then recovers, waiting as long as it asks', async () => {
    channel.answer(new DeliveryError('WhatsApp API answered 503', true), new DeliveryError('WhatsApp API answered 429', true, 120_000));
    const a = await walkIn();
    await run();
    const [afterFirst] = await rowsOf(a.id);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, lastError: 'WhatsApp API answered 503' });
    const wait = (afterFirst?.dueAt.getTime() ?? 0) - s.t.clock.now;
    expect(wait).toBeGreaterThanOrEqual(30_000);
    expect(wait).toBeLessThanOrEqual(36_000);
    await run();
    expect(channel.attempts).toHaveLength(1);

    s.t.clock.advance(1);
    await run();
    const [afterSecond] = await rowsOf(a.id);
    expect(afterSecond).toMatchObject({ status: 'pending', attempts: 2, lastError: 'WhatsApp API answered 429' });
    expect(afterSecond?.dueAt.getTime()).toBe(s.t.clock.now + 120_000);

    s.t.clock.advance(2);
    await run();
    expect(await rowsOf(a.id)).toMatchObject([{ status: 'sent', attempts: 3, lastError: null }]);
    expect(channel.kindsFor(a.id)).toEqual(['confirmation']);
  });

  it('gives up visibly after the bound, and at once on an error that retrying cannot fix', async () => {
    channel.answer(...Array.from({ length: MESSAGE_MAX_ATTEMPTS }, () => new DeliveryError('WhatsApp API request timed out', true)));
    const a = await walkIn();
    for (let round = 0; round < MESSAGE_MAX_ATTEMPTS + 2; round += 1) {
      await run();
      s.t.clock.advance(40);
    }
    expect(await rowsOf(a.id)).toMatchObject([{ status: 'failed', attempts: MESSAGE_MAX_ATTEMPTS, lastError: 'WhatsApp API request timed out' }]);
    expect(channel.attempts).toHaveLength(MESSAGE_MAX_ATTEMPTS);

    channel.answer(new DeliveryError('WhatsApp API answered 400 (error 131026)', false));
    const b = await walkIn();
    await run();
    expect(await rowsOf(b.id)).toMatchObject([{ status: 'failed', attempts: 1, lastError: 'WhatsApp API answered 400 (error 131026)' }]);

    const failed = await s.t.app.inject({ method: 'GET', url: '/api/messages?status=failed', headers: { cookie: s.admin } });
    expect(failed.statusCode).toBe(200);
    const list = messageListSchema.parse(failed.json());
    expect(list.messages.map((message) => [message.bookingId, message.status])).toEqual([
      [b.id, 'failed'],
      [a.id, 'failed'],
    ]);
  });
});
