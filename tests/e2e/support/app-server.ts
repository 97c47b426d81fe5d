import { clearBookings } from '../../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../../helpers/app.js';
import { ADMIN, BARBER_A, BARBER_B, seedShop } from '../../helpers/fixtures.js';
import { shopSettings } from '../../../src/server/db/schema.js';
import { ApiClient } from './api-client.js';
import { restartableListener, type RestartableListener } from './listener.js';
import { TestOtpSender } from './otp-sender.js';
import { todayAt } from './shop-clock.js';

export { ADMIN, BARBER_A, BARBER_B };

export interface E2EApp extends TestApp {
  /** `http://127.0.0.1:<port>`: the API, the websocket and the built client. */
  baseURL: string;
  /** The seeded shop: admin, two barbers (Ravi Kumar, Sunil Shah), three services. */
  shop: Awaited<ReturnType<typeof seedShop>>;
  sender: TestOtpSender;
  /** An anonymous API client; `api.login(ADMIN)` gives a signed-in one. */
  api: ApiClient;
  /** Back to the start: no bookings (nor messages), default shop settings, the clock at its start, echo codes. */
  reset(): Promise<void>;
  /** Closes and reopens the app's port, cutting every connection, as a server restart does (the app's state is kept). */
  listener: RestartableListener;
}

export interface StartOptions {
  /** The server's clock at the start (epoch ms); default today 10:00 in the shop. */
  start?: number;
  /**
   * Runs the messenger as `npm start` does (docs/product/messages.md): it looks at the plans on every change and
   * sends due messages every second, through the echo channel. Off by default, so journeys that
   * are not about messages see no extra live events.
   */
  messenger?: boolean;
}

/**
 * The real app on a fresh database cloned from the run's template, with the small test shop,
 * listening on a free port and serving the built client. The clock stands at `start` (default:
 * today 10:00 in the shop) until a test moves it, so waits and times on screen are exact.
 */
export async function startApp(options: StartOptions = {}): Promise<E2EApp> {
  const start = options.start ?? todayAt('10:00');
  const sender = new TestOtpSender();
  // Errors only: a 5xx in a journey prints its cause in the test output.
  const t = await createTestApp({ clock: new TestClock(start), sender, env: { LOG_LEVEL: 'error' } });
  const shop = await seedShop(t.ctx);
  const baseURL = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const listener = restartableListener(t.app.server, baseURL);
  if (options.messenger) t.worker.start();
  return {
    ...t,
    baseURL,
    shop,
    sender,
    api: new ApiClient(baseURL),
    listener,
    async reset() {
      // A round in progress must not write about bookings that are being emptied.
      if (options.messenger) await t.worker.stop();
      await clearBookings(t);
      await t.ctx.db.delete(shopSettings);
      await t.ctx.db.insert(shopSettings).values({});
      t.ctx.store.clear();
      t.clock.now = start;
      sender.mode = 'echo';
      if (options.messenger) t.worker.start();
    },
  };
}
