import { expect } from 'vitest';
import { json } from './server-process.js';
import { zoneWithHourBetween } from './zones.js';

/** Polls until `done` holds, or fails after `timeoutMs`. */
export async function until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sets up the demo shop of a server process (SEED_DEMO) so that messages go out at once: daytime
 * in the shop's zone (from 22:00 to 07:00 confirmations wait for the morning), and open around the
 * clock, so walk-ins never meet last call late in that zone's day.
 */
export async function openDemoShopByDay(base: string, adminPassword: string): Promise<void> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const zone = await fetch(`${base}/api/shop-settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({ timeZone: zoneWithHourBetween(8, 21), openTime: '00:00', closeTime: '00:00' }),
  });
  expect(zone.status).toBe(200);
}

/** Queues one walk-in per phone with the demo barbers in turn; returns their tokens (booking ids). */
export async function bookWalkIns(base: string, phones: readonly string[], barberCount = 3): Promise<string[]> {
  const barbers = (await json<{ id: number }[]>(await fetch(`${base}/api/barbers`))).slice(0, barberCount);
  const services = await json<{ id: number }[]>(await fetch(`${base}/api/services`));
  const tokens: string[] = [];
  for (const [index, phone] of phones.entries()) {
    const response = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        barberId: barbers[index % barbers.length]?.id,
        customerName: 'Durable Customer',
        customerPhone: phone,
        bookingType: 'queue',
        services: [services[0]?.id],
      }),
    });
    tokens.push(String((await json<{ id: number }>(response)).id));
  }
  return tokens;
}
