import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/fixtures.js';

/** A barber's card, found by the name its heading gives it. */
const card = (page: Page, name: string) => page.getByRole('article', { name });

interface HeldSocket {
  /** Resolves once the page has asked for its socket. */
  opened: Promise<void>;
  /** Lets the socket through to the server. */
  release: () => void;
  /** Resolves once the page has received the server's hello. */
  hello: Promise<void>;
}

/** A promise and the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Holds the page's socket until released: its first reads are answered while it has no live connection. */
async function holdLiveConnection(page: Page): Promise<HeldSocket> {
  const opened = signal();
  const released = signal();
  const hello = signal();
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"type":"connected"')) hello.resolve();
    });
  });
  await page.routeWebSocket(/\/ws$/, async (ws) => {
    opened.resolve();
    await released.promise;
    ws.connectToServer();
  });
  return {
    opened: opened.promise,
    release: () => {
      released.resolve();
    },
    hello: hello.promise,
  };
}

// docs/product/architecture.md#live-updates: a change between a page's first reads and its socket's hello is not lost.
describe('a change before the live connection opens', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('reaches the home page once its socket says hello', async ({ app, page }) => {
    const socket = await holdLiveConnection(page);
    await page.goto('/');
    await card(page, 'Ravi Kumar').getByText('WAIT: No Wait').waitFor();
    await socket.opened;

    // Booked after the page read the barbers, before its socket was through: no message will say so.
    await app.api.book({
      barberId: app.shop.barberA.id,
      customerName: 'Asha Verma',
      customerPhone: '9811100001',
      bookingType: 'queue',
      services: [app.shop.haircut.id],
    });
    const reread = page.waitForResponse((response) => response.url().endsWith('/api/barbers'));
    socket.release();
    expect((await reread).status()).toBe(200);
    await card(page, 'Ravi Kumar').getByText('WAIT: 30 min').waitFor();
  });

  test('reads nothing again when nothing changed in between', async ({ page }) => {
    const socket = await holdLiveConnection(page);
    await page.goto('/');
    await card(page, 'Ravi Kumar').getByText('WAIT: No Wait').waitFor();
    await socket.opened;
    // The page's own first reads are done (a held socket is no network activity).
    await page.waitForLoadState('networkidle');
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) reads.push(pathname);
    });
    socket.release();
    await socket.hello;
    // A refetch would start as the page handles the hello: let it handle it, and a few tasks more.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
    expect(reads, JSON.stringify(reads)).toEqual([]);
  });
});
