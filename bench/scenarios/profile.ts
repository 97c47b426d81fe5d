import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { book, Phones, shopIds } from '../lib/api.js';
import { breakdown, monotonicMicros, type CpuProfile, type ProfileBreakdown } from '../lib/cpu-profile.js';
import type { Ledger } from '../lib/invariants.js';
import { startServer, type DatabaseTarget } from '../lib/server-process.js';
import { percentile } from '../lib/stats.js';

export interface ProfileFigure extends ProfileBreakdown {
  bookings: number;
  concurrency: number;
  perSecond: number;
  p50: number;
}

/**
 * Walk-in bookings (the common path) against a server under `--cpu-prof`, then the profile read
 * into where each booking's CPU milliseconds go. On PostgreSQL the database's own work is in
 * another process: the server shows it as idle time, waiting for answers.
 */
export async function profileBookings(target: DatabaseTarget, port: number, count: number, ledger: Ledger, concurrency = 16): Promise<ProfileFigure> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'chair-profile-'));
  try {
    const server = await startServer(target, port, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    const times: number[] = [];
    let started = 0;
    let seconds = 0;
    const window = { fromUs: 0, toUs: 0 };
    try {
      const shop = await shopIds(server.base);
      started = performance.now();
      window.fromUs = monotonicMicros();
      const phones = new Phones(8_000_000_000);
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < count) {
            const i = next++;
            const barberId = shop.queueBarbers[i % shop.queueBarbers.length] ?? 1;
            const phone = phones.take();
            const t0 = performance.now();
            const { id } = await book(server.base, { barberId, customerName: 'Profiled', customerPhone: phone, bookingType: 'queue', services: [shop.slotService] });
            times.push(performance.now() - t0);
            ledger.bookings.push({ id, phone, barberId });
          }
        }),
      );
      seconds = (performance.now() - started) / 1000;
      window.toUs = monotonicMicros();
    } finally {
      await server.stop();
    }
    const file = (await readdir(dir)).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no CPU profile');
    const profile = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CpuProfile;
    times.sort((a, b) => a - b);
    return { ...breakdown(profile, window), bookings: count, concurrency, perSecond: count / seconds, p50: percentile(times, 50) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
