import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSession, destroySession } from '../../src/server/auth/session.js';
import { bookings, customers } from '../../src/server/db/schema.js';
import { planFor } from '../../src/server/services/plans.js';
import type { ClientCommand, CommandResult } from '../../src/shared/events.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedShop } from '../helpers/fixtures.js';
import { bookAndPublish, LiveClient, staffCookie, wsUrl } from './live-client.js';

describe('/ws staff commands', () => {
  let t: TestApp;
  let url: string;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let barberA: string;
  let admin: string;
  const clients: LiveClient[] = [];
  let phone = 9876510000;

  async function connect(cookie?: string): Promise<LiveClient> {
    const client = await LiveClient.open(url, cookie ? { cookie } : {});
    clients.push(client);
    await client.nextOfType('connected');
    return client;
  }

  /** Sends a command and waits for its result. */
  async function command(client: LiveClient, body: unknown): Promise<CommandResult> {
    client.send(body);
    return client.nextOfType('commandResult');
  }

  const serve = (barberId: number, bookingId: number): ClientCommand => ({
    type: 'updateBookingStatus',
    barberId,
    bookingId,
    data: { status: 'serving' },
    timestamp: t.clock.now,
  });

  const statusOf = async (id: number) =>
    (await t.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await seedShop(t.ctx);
    url = await wsUrl(t);
    barberA = await staffCookie(t.ctx, shop.barberA.userId);
    admin = await staffCookie(t.ctx, shop.admin.id);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses commands on an anonymous socket', async () => {
    const booking = await bookAndPublish(t.ctx, { barberId: shop.barberA.id, customerPhone: String(phone++) });
    const client = await connect();
    const result = await command(client, serve(shop.barberA.id, booking.id));
    expect(result).toMatchObject({
      type: 'commandResult',
      command: 'updateBookingStatus',
      bookingId: booking.id,
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(result.message).toBeTruthy();
    expect(await statusOf(booking.id)).toBe('waiting');
  });

  it('refuses commands on a customer’s socket', async () => {
    const customerPhone = String(phone++);
    const [customer] = await t.ctx.db.insert(customers).values({ phone: customerPhone }).returning();
    const { token } = await createSession(t.ctx.db, { customerId: customer?.id ?? 0 }, t.clock.now);
    const booking = await bookAndPublish(t.ctx, { barberId: shop.barberA.id, customerPhone });
    const client = await connect(`chair_session=${token}`);
    const result = await command(client, { ...serve(shop.barberA.id, booking.id), data: { status: 'cancelled' } });
    expect(result).toMatchObject({ ok: false, error: 'FORBIDDEN' });
    expect(await statusOf(booking.id)).toBe('waiting');
  });

  it('answers a malformed command with VALIDATION_ERROR', async () => {
    const client = await connect(barberA);
    expect(await command(client, 'not json')).toMatchObject({
      command: null,
      bookingId: null,
      ok: false,
      error: 'VALIDATION_ERROR',
    });
    expect(await command(client, { type: 'updateRemainingTime', bookingId: 5, adjustment: 7, timestamp: 1 })).toEqual({
      type: 'commandResult',
      command: 'updateRemainingTime',
      bookingId: 5,
      ok: false,
      error: 'VALIDATION_ERROR',
      message: 'Adjustment must be -10, -5, +5 or +10 minutes',
    });
    expect(await command(client, { type: 'dropTables' })).toMatchObject({ command: null, error: 'VALIDATION_ERROR' });
    // Ids are 32-bit in the database: a larger one is refused as input, not met with a server error.
    const huge = { ...serve(shop.barberA.id, 2 ** 31), bookingId: 2 ** 31 };
    expect(await command(client, huge)).toMatchObject({ ok: false, error: 'VALIDATION_ERROR', message: 'Invalid input' });
  });

  it('refuses a barber’s command on another barber’s booking', async () => {
    const booking = await bookAndPublish(t.ctx, { barberId: shop.barberB.id, customerPhone: String(phone++) });
    const client = await connect(barberA);
    const result = await command(client, serve(shop.barberA.id, booking.id));
    expect(result).toMatchObject({ command: 'updateBookingStatus', bookingId: booking.id, ok: false, error: 'FORBIDDEN' });
    expect(await statusOf(booking.id)).toBe('waiting');
    const missing = await command(client, serve(shop.barberA.id, 999_999));
    expect(missing).toMatchObject({ ok: false, error: 'NOT_FOUND' });
  });

  it('serves, adjusts and completes through the booking service, and everyone hears of it', async () => {
    const booking = await bookAndPublish(t.ctx, { barberId: shop.barberA.id, customerPhone: String(phone++) });
    const client = await connect(barberA);
    const watcher = await connect();

    const served = await command(client, serve(shop.barberA.id, booking.id));
    expect(await statusOf(booking.id)).toBe('serving');
    const changed = await watcher.nextOfType('bookingStatusChanged', (m) => m.bookingId === booking.id);
    expect(changed).toMatchObject({ barberId: shop.barberA.id, data: { status: 'serving', cancelledBy: null } });
    // The answer names the change to undo it with; what the undo restores is never broadcast.
    expect(served).toEqual({ type: 'commandResult', command: 'updateBookingStatus', bookingId: booking.id, ok: true, undoSeq: changed.seq });
    expect(JSON.stringify(changed)).not.toContain('undo');

    const adjust = { type: 'updateRemainingTime', bookingId: booking.id, adjustment: 10, timestamp: t.clock.now };
    expect(await command(client, adjust)).toMatchObject({ command: 'updateRemainingTime', ok: true });
    expect((await planFor(t.ctx, shop.barberA.id)).serving?.remainingTime).toBe(40);
    await watcher.nextOfType('bookingUpdated', (m) => m.bookingId === booking.id);

    const busy = await bookAndPublish(t.ctx, { barberId: shop.barberA.id, customerPhone: String(phone++) });
    expect(await command(client, serve(shop.barberA.id, busy.id))).toMatchObject({ ok: false, error: 'BARBER_BUSY' });
    const notServing = { ...adjust, bookingId: busy.id };
    expect(await command(client, notServing)).toMatchObject({ ok: false, error: 'NOT_SERVING' });

    const complete = { ...serve(shop.barberA.id, booking.id), data: { status: 'completed' } };
    expect(await command(client, complete)).toMatchObject({ ok: true });
    expect(await statusOf(booking.id)).toBe('completed');
  });

  it('lets the admin command any barber’s booking', async () => {
    const booking = await bookAndPublish(t.ctx, { barberId: shop.barberB.id, customerPhone: String(phone++) });
    const client = await connect(admin);
    const cancel = { ...serve(shop.barberB.id, booking.id), data: { status: 'cancelled', cancelledBy: 'customer' } };
    expect(await command(client, cancel)).toMatchObject({ ok: true });
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'barber' });
  });

  it('stops obeying a socket whose session has ended', async () => {
    const { token } = await createSession(t.ctx.database.db, { shopId: t.ctx.shopId, userId: shop.barberA.userId }, t.clock.now);
    const booking = await bookAndPublish(t.ctx, { barberId: shop.barberA.id, customerPhone: String(phone++) });
    const client = await connect(`chair_session=${token}`);
    await destroySession(t.ctx.database.db, token);
    const result = await command(client, { ...serve(shop.barberA.id, booking.id), data: { status: 'cancelled' } });
    expect(result).toMatchObject({ ok: false, error: 'UNAUTHORIZED' });
    expect(await statusOf(booking.id)).toBe('waiting');
  });
});
