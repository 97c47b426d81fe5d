import { describe, expect, it } from 'vitest';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { messageListSchema } from '../../src/shared/schemas/message.js';
import { customerLogin, expectError } from '../helpers/fixtures.js';
import { useOutboxShop } from './outbox-helpers.js';

// The customer's stop switch and the admin's list of messages, over the API.
const { s, channel, walkIn, run, rowsOf, setStatus } = useOutboxShop();

describe('messages to customers', () => {
  it('lets the customer stop the messages about a booking with its link, a session or as staff', async () => {
    const [a, b] = [await walkIn(), await walkIn()];
    await setStatus(a.id, 'serving');
    await s.t.ctx.messenger.review();
    const stop = (payload: Record<string, unknown>, cookie?: string) =>
      s.t.app.inject({ method: 'PUT', url: `/api/bookings/${b.id}/messages`, payload, ...(cookie ? { headers: { cookie } } : {}) });

    expectError(await stop({ stopped: true }), 401, 'UNAUTHORIZED');
    expectError(await stop({ stopped: true, manageToken: 'not-the-token' }), 403, 'FORBIDDEN');
    expectError(await stop({ stopped: 'yes', manageToken: b.manageToken }), 400, 'VALIDATION_ERROR');
    const stopped = await stop({ stopped: true, manageToken: b.manageToken });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(bookingSchema.parse(stopped.json()).messagesStopped).toBe(true);
    await run();
    // Both waiting messages are dropped, and no new one is decided.
    expect(channel.kindsFor(b.id)).toEqual([]);
    expect((await rowsOf(b.id)).map((row) => row.status)).toEqual(['skipped', 'skipped']);

    const customer = await customerLogin(s.t.app, b.customerPhone ?? '');
    const restarted = await stop({ stopped: false }, customer);
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(bookingSchema.parse(restarted.json()).messagesStopped).toBe(false);
    expect((await stop({ stopped: true }, s.ravi)).statusCode).toBe(200);
  });

  it("lists messages for the admin only, newest first, a page at a time", async () => {
    for (let n = 0; n < 3; n += 1) await walkIn();
    await run();
    expectError(await s.t.app.inject({ method: 'GET', url: '/api/messages' }), 401, 'UNAUTHORIZED');
    expectError(await s.t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: s.ravi } }), 403, 'FORBIDDEN');
    expectError(await s.t.app.inject({ method: 'GET', url: '/api/messages?status=lost', headers: { cookie: s.admin } }), 400, 'VALIDATION_ERROR');
    const page = async (query: string) => {
      const response = await s.t.app.inject({ method: 'GET', url: `/api/messages${query}`, headers: { cookie: s.admin } });
      expect(response.statusCode, response.body).toBe(200);
      return messageListSchema.parse(response.json());
    };
    const first = await page('?limit=2');
    expect(first.channel).toBe('whatsapp');
    expect(first.messages).toHaveLength(2);
    expect(first.messages[0]?.text).toMatch(/^Booking confirmed: token #\d+ with Ravi Kumar, expected at /);
    const second = await page(`?limit=2&before=${String(first.nextBefore)}`);
    expect(second.messages).toHaveLength(1);
    expect(second.nextBefore).toBeNull();
    expect([...first.messages, ...second.messages].map((message) => message.id)).toEqual(
      [...first.messages, ...second.messages].map((message) => message.id).sort((x, y) => y - x),
    );
    expect((await page('?status=pending')).messages).toEqual([]);
  });
});
