import { performance } from 'node:perf_hooks';
import type { BenchConfig, Scenario } from './config.js';
import { adminCookie, book, setStatus, shopIds, Phones, type ShopIds } from './lib/api.js';
import { makeBusyDay } from './lib/busy-day.js';
import { freshDatabase, seedShop } from './lib/database.js';
import { checkInvariants, newLedger, type InvariantReport, type Ledger } from './lib/invariants.js';
import { freePort } from './lib/ports.js';
import { startServer, type ServerProcess } from './lib/server-process.js';
import type { Spread } from './lib/stats.js';
import { measureFanOut, measureFanOutAcross, type FanOutFigure, type Trigger } from './scenarios/fan-out.js';
import { measureFrontend, type FrontendFigure } from './scenarios/frontend.js';
import { profileBookings, type ProfileFigure } from './scenarios/profile.js';
import { measureReads, type ReadFigure, type ReadTarget } from './scenarios/reads.js';
import { measureStartup } from './scenarios/startup.js';
import { measureWrites, type WriteFigure } from './scenarios/writes.js';

export interface BenchResults {
  mode: 'pglite' | 'postgres';
  reads?: ReadFigure[];
  writes?: WriteFigure;
  fanOut?: FanOutFigure[];
  profile?: ProfileFigure;
  startup?: Spread;
  frontend?: FrontendFigure;
  invariants: InvariantReport;
}

/** What progress to print; the smoke test passes a silent one. */
export type Progress = (line: string) => void;

function readTargets(shop: ShopIds, trackPhone: string, cookie: string): ReadTarget[] {
  const queueBarber = shop.queueBarbers[0] ?? 1;
  return [
    { name: 'GET /api/barbers (with wait times)', path: '/api/barbers', minRatio: 0.7, maxP99: 15 },
    { name: 'GET /api/bookings/track/{phone}', path: `/api/bookings/track/${trackPhone}`, minRatio: 0.5, maxP99: 20 },
    { name: 'GET /api/barbers/{id}/slots', path: `/api/barbers/${queueBarber}/slots?services=${shop.slotService}`, minRatio: 0.5, maxP99: 20 },
    {
      name: 'GET /api/bookings/history (admin, first page, barber + completed)',
      path: `/api/bookings/history?barberId=${queueBarber}&status=completed`,
      headers: { cookie },
      minRatio: 0,
      maxP99: 1000,
    },
  ];
}

/** A status change for the fan-out: a walk-in joins (not measured), then the barber cancels it. */
function cancelTrigger(base: string, cookie: string, shop: ShopIds, phones: Phones, ledger: Ledger): Trigger {
  return async () => {
    const barberId = shop.queueBarbers[0] ?? 1;
    const phone = phones.take();
    const { id } = await book(base, { barberId, customerName: 'Fan-out', customerPhone: phone, bookingType: 'queue', services: [shop.slotService] });
    ledger.bookings.push({ id, phone, barberId });
    const sentAt = performance.timeOrigin + performance.now();
    const t0 = performance.now();
    await setStatus(base, cookie, id, 'cancelled');
    ledger.statuses.set(id, 'cancelled');
    return { sentAt, requestMs: performance.now() - t0 };
  };
}

/** One run on one database mode: a fresh database, the busy day, then each scenario asked for. */
export async function runBench(config: BenchConfig, scenarios: Set<Scenario>, serverUrl: string | undefined, progress: Progress): Promise<BenchResults> {
  const fresh = await freshDatabase(serverUrl);
  const { target } = fresh;
  const results: Partial<BenchResults> = { mode: target.kind };
  const ledger = newLedger();
  try {
    progress(`seeding ${config.pastBookings} past bookings (${target.kind})`);
    await seedShop(target, config.barbers, config.pastBookings);
    const port = await freePort();
    const server = await startServer(target, port);
    const servers: ServerProcess[] = [server];
    try {
      const cookie = await adminCookie(server.base);
      const shop = await shopIds(server.base);
      const phones = new Phones(7_000_000_000);
      const busy = await makeBusyDay(server.base, cookie, shop, config.activeBookings, phones, ledger);
      if (scenarios.has('reads')) {
        progress('reads');
        results.reads = await measureReads(server.base, readTargets(shop, busy.trackPhone, cookie), config.reads);
      }
      if (scenarios.has('frontend') && target.kind === 'pglite') {
        progress('front end');
        results.frontend = await measureFrontend(server.base, shop, config.lighthouseRounds);
      }
      if (scenarios.has('writes')) {
        progress('writes');
        results.writes = await measureWrites(server.base, cookie, shop, busy.serving, phones, ledger, config.writes);
      }
      if (scenarios.has('fanout')) {
        progress('fan-out');
        // A fresh process, so its memory growth is the sockets' and not the garbage of the writes.
        await server.stop();
        const quiet = await startServer(target, port);
        servers.push(quiet);
        const trigger = cancelTrigger(quiet.base, cookie, shop, phones, ledger);
        const wsUrl = quiet.base.replace('http', 'ws') + '/ws';
        results.fanOut = await measureFanOut(wsUrl, () => quiet.rss(), config.fanOut, trigger);
        if (target.kind === 'postgres') {
          const second = await startServer(target, await freePort());
          servers.push(second);
          const urls = [wsUrl, second.base.replace('http', 'ws') + '/ws'];
          results.fanOut.push(await measureFanOutAcross(urls, config.acrossInstances, config.fanOut, trigger));
        }
      }
    } finally {
      for (const running of servers) await running.stop();
    }
    if (scenarios.has('profile') && config.profileBookings > 0) {
      progress('profile of booking creation');
      results.profile = await profileBookings(target, port, config.profileBookings, ledger);
    }
    progress('invariants');
    results.invariants = await checkInvariants(target, ledger);
    if (scenarios.has('startup')) {
      progress('start-up');
      results.startup = await measureStartup(target, port, config.startupRounds);
    }
  } finally {
    await fresh.drop();
  }
  return results as BenchResults;
}
