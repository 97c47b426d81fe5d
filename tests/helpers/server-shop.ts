import { expect } from 'vitest';
import { adminCookie, putSettings } from './instances.js';
import { json } from './server-process.js';
import { zoneWithHourBetween } from './zones.js';

/**
 * Sets up the demo shop of a server process (SEED_DEMO) so that messages go out at once: daytime
 * in the shop's zone (from 22:00 to 07:00 confirmations wait for the morning), and open around the
 * clock, so walk-ins never meet last call late in that zone's day.
 */
export async function openDemoShopByDay(base: string, adminPassword: string): Promise<void> {
  const cookie = await adminCookie(base, adminPassword);
  const zone = await putSettings(base, cookie, { timeZone: zoneWithHourBetween(8, 21), openTime: '00:00', closeTime: '00:00' });
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
