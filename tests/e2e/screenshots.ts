/**
 * `npm run screenshots`: the built app on a throwaway database with the demo shop and a few
 * bookings, each route of screenshot-routes.ts photographed full-page at both viewports into
 * test-results/screenshots/. For people to look at; nothing is compared.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { z } from 'zod';
import { buildApp } from '../../src/server/app.js';
import { createEchoSender } from '../../src/server/auth/otp-sender.js';
import { openDatabase } from '../../src/server/db/client.js';
import { bootstrap } from '../../src/server/db/seed.js';
import { loadEnv } from '../../src/server/env.js';
import { meResponseSchema } from '../../src/shared/schemas/auth.js';
import { barberSchema } from '../../src/shared/schemas/barber.js';
import { serviceSchema } from '../../src/shared/schemas/service.js';
import { SCREENSHOT_ROUTES, type Viewer } from './screenshot-routes.js';
import { ApiClient } from './support/api-client.js';
import { findChromium, launchChromium, NO_CHROMIUM } from './support/chromium.js';
import { installClock } from './support/clock.js';
import { recordNetwork } from './support/network.js';
import { screenshot } from './support/screenshot.js';
import { todayAt } from './support/shop-clock.js';
import { VIEWPORTS } from './support/viewports.js';

/** The customer whose account and bookings the customer screens show. */
const CUSTOMER_PHONE = '9000000002';

/** Late morning in the shop, open, with a queue: the same screens every run. */
const now = todayAt('11:00');

/** A few bookings so the queues, tracking and dashboards have something to show. */
async function bookDemoDay(api: ApiClient, barber: ApiClient): Promise<void> {
  const me = await barber.call('GET', '/api/me', meResponseSchema);
  const barbers = await api.call('GET', '/api/barbers', z.array(barberSchema));
  const [haircut, beard] = await api.call('GET', '/api/services', z.array(serviceSchema));
  const own = me.user?.barber?.id;
  const other = barbers.find((candidate) => candidate.id !== own)?.id;
  if (!own || !other || !haircut || !beard) throw new Error('the demo seed has too few barbers or services');
  const names = ['Asha Verma', 'Rohan Das', 'Meera Iyer', 'Kabir Khan'];
  const booked = [];
  for (const [index, customerName] of names.entries()) {
    booked.push(
      await api.book({
        barberId: index < 3 ? own : other,
        customerName,
        customerPhone: `900000000${index + 1}`,
        bookingType: 'queue',
        services: index % 2 === 0 ? [haircut.id] : [haircut.id, beard.id],
      }),
    );
  }
  // The barber's first customer is in the chair; the customer screens' booking waits behind.
  const [first] = booked;
  if (first) await barber.serve(first.id);
}

async function main(): Promise<void> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(NO_CHROMIUM);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chair-screens-'));
  const admin = { username: 'admin', password: randomBytes(12).toString('base64url') };
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    OTP_SENDER: 'echo',
  });
  const database = await openDatabase({ dataDir });
  let browser: Browser | undefined;
  try {
    await database.migrate();
    const seeded = await bootstrap(database, env, { info: () => undefined, warn: () => undefined });
    const demoBarber = seeded.demoBarbers?.[0];
    if (!demoBarber) throw new Error('the demo seed made no barbers');
    const { app } = await buildApp({ env, database, clock: () => now, sender: createEchoSender() });
    const baseURL = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const api = new ApiClient(baseURL);
      const sessions: Record<Exclude<Viewer, 'anyone'>, ApiClient> = {
        admin: await api.login(admin),
        barber: await api.login(demoBarber),
        customer: await api.customerLogin(CUSTOMER_PHONE),
      };
      await bookDemoDay(api, sessions.barber);

      browser = await launchChromium(chromePath);
      for (const route of SCREENSHOT_ROUTES) {
        for (const viewport of route.viewports ?? Object.values(VIEWPORTS)) {
          const context = await browser.newContext({ baseURL, viewport });
          const log = recordNetwork(context);
          await installClock(context, now);
          if (route.as && route.as !== 'anyone') await context.addCookies([sessions[route.as].cookieFor()]);
          const page = await context.newPage();
          await page.goto(route.path);
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const file = await screenshot(page, route.name);
          const problems = [...log.serverErrors, ...log.pageErrors];
          process.stdout.write(`${path.relative(process.cwd(), file)}${problems.length ? `  PROBLEMS: ${problems.join('; ')}` : ''}\n`);
          await context.close();
        }
      }
    } finally {
      await app.close();
    }
  } finally {
    await browser?.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
