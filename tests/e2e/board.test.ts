import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { zonedDate } from '../../src/shared/domain/format.js';
import { barberSchema } from '../../src/shared/schemas/barber.js';
import { barberHoursSchema } from '../../src/shared/schemas/hours.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import type { ApiClient } from './support/api-client.js';
import { ADMIN, BARBER_A, BARBER_B, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { homeEagerFiles, readClientBuild, staffChunks } from './support/home-bundle.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { buildFile } from './support/network.js';
import { screenshot } from './support/screenshot.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';
import { TV_VIEWPORTS } from './support/viewports.js';

const RAVI = 'Ravi Kumar';
const BOARD_MODULE = 'src/client/features/board/';

/** A barber's tile on the board, found by the name its heading gives it. */
const tile = (page: Page, name: string) => page.getByRole('article', { name });
/** The tile's token in the chair (a polite live region). */
const inChair = (page: Page, name: string) => tile(page, name).locator('[aria-live="polite"]');
/** The tile's list of next tokens. */
const nextList = (page: Page, name: string) => tile(page, name).getByRole('list', { name: `Next for ${name}` });
/** One token as the board writes it: '#' (hidden from screen readers), 'Token ', the number. */
const token = (scope: Locator, id: number) => scope.getByText(new RegExp(`^#?Token ${String(id)}$`));
const reconnecting = (page: Page) => page.getByRole('status').filter({ hasText: 'Reconnecting…' });

let phone = 9_810_000_000;
/** A walk-in (Haircut) for one barber, under a new phone number, through the public API. */
function walkIn(app: E2EApp, barberId: number) {
  phone += 1;
  return app.api.book({ barberId, customerName: 'Asha Verma', customerPhone: String(phone), bookingType: 'queue', services: [app.shop.haircut.id] });
}

/**
 * Nothing scrolls on the wall: not the page, and no row cuts off or shortens what it holds (a
 * name or a day's line ending in an ellipsis counts as cramped).
 */
async function expectFitsScreen(page: Page): Promise<void> {
  await expectNoHorizontalScroll(page);
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const clipped = (element: Element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
    const rows = [...document.querySelectorAll('article')];
    return {
      page: root.scrollHeight - root.clientHeight,
      rows: rows.filter(clipped).map((row) => row.getAttribute('aria-labelledby')),
      // Big type's glyphs reach past a tight line height without being cut: only widths count here.
      texts: rows.flatMap((row) => [...row.querySelectorAll('h3, p')].filter((text) => text.scrollWidth > text.clientWidth + 1).map((text) => text.textContent)),
    };
  });
  expect(overflow).toEqual({ page: 0, rows: [], texts: [] });
}

describe('the shop board on a TV', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('follows bookings live, says when it has lost the server, and comes back by itself with fresh data', async ({ app, page, network, advanceClock }) => {
    // Everything the board hears, over HTTP and the socket, to check it is told no names or phones.
    const heard: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) heard.push(response.text().catch(() => ''));
    });
    let markLive: () => void = () => undefined;
    const live = new Promise<void>((resolve) => {
      markLive = resolve;
    });
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        heard.push(Promise.resolve(String(frame.payload)));
        if (String(frame.payload).includes('"type":"connected"')) markLive();
      });
    });
    await page.setViewportSize(TV_VIEWPORTS.hd);
    await page.goto('/board');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('OPEN', { exact: true }).waitFor();
    await page.getByText('10:00 AM', { exact: true }).waitFor();
    await tile(page, RAVI).getByText('No one waiting').waitFor();
    await tile(page, RAVI).getByText('Wait: No Wait').waitFor();
    const qr = page.getByRole('complementary', { name: 'Scan to book' });
    await qr.getByRole('img', { name: `QR code that opens ${app.baseURL}/booking` }).waitFor();
    await qr.getByText(`${new URL(app.baseURL).host}/booking`).waitFor();
    // A wall screen: no site header, footer, bottom bar or connection pill.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await page.evaluate(() => Object.assign(window, { boardNotReloaded: true }));

    // A walk-in booked elsewhere joins the barber's next tokens, then sits in the chair. Booked once
    // the board is listening: a change between its first reads and its socket's hello is only seen
    // at the next refresh.
    await live;
    const booking = await walkIn(app, app.shop.barberA.id);
    await token(nextList(page, RAVI), booking.id).waitFor();
    await tile(page, RAVI).getByText('Wait: 30 min').waitFor();
    const barber: ApiClient = await app.api.login(BARBER_A);
    await barber.serve(booking.id);
    await token(inChair(page, RAVI), booking.id).waitFor();
    await tile(page, RAVI).getByText('No one waiting').waitFor();
    expect(await page.evaluate(() => 'boardNotReloaded' in window)).toBe(true);

    await expectFitsScreen(page);
    await expectNoSeriousA11yViolations(page);

    // The server goes away. The board notices at once but keeps its figures for a while (a blip is
    // not news); 30 s later it says it is reconnecting and stops showing its waits as current.
    await page.getByText('Live', { exact: true }).waitFor();
    await app.listener.stop();
    let restarted = false;
    try {
      await page.getByText('Connecting…', { exact: true }).waitFor();
      await advanceClock(0.25);
      expect(await reconnecting(page).count()).toBe(0);
      await advanceClock(0.3);
      await reconnecting(page).waitFor();
      await tile(page, RAVI).getByText('unknown while reconnecting').waitFor();
      expect(await tile(page, RAVI).getByText('Wait: No Wait').count()).toBe(0);
      await expectFitsScreen(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'board-reconnecting');

      // A customer joins while the board cannot hear it, and the server comes back.
      const missed = await app.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { barberId: app.shop.barberA.id, customerName: 'Kabir Khan', customerPhone: '9810009999', bookingType: 'queue', services: [app.shop.haircut.id] },
      });
      expect(missed.statusCode, missed.body).toBe(201);
      const missedId = missed.json<{ id: number }>().id;
      await app.listener.start();
      restarted = true;

      // Nobody touches the TV: it reconnects, fetches what it missed and shows the waits again.
      await token(nextList(page, RAVI), missedId).waitFor();
      await reconnecting(page).waitFor({ state: 'detached' });
      await page.getByText('Live', { exact: true }).waitFor();
      await token(inChair(page, RAVI), booking.id).waitFor();
      await tile(page, RAVI).getByText('unknown while reconnecting').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => 'boardNotReloaded' in window)).toBe(true);
    } finally {
      if (!restarted) await app.listener.start();
    }

    const said = (await Promise.all(heard)).join('\n');
    expect(said).toContain(`"serving":${String(booking.id)}`);
    for (const secret of ['Asha', 'Kabir', String(phone), '9810009999']) expect(said).not.toContain(secret);

    // The board's own chunk, and none of the staff dashboards' code.
    const { chunkModules } = await readClientBuild();
    const loaded = network.scripts.map(buildFile);
    const staff = staffChunks(chunkModules);
    expect(loaded.filter((file) => staff.has(file))).toEqual([]);
    expect(loaded.some((file) => chunkModules[file]?.some(({ id }) => id.startsWith(BOARD_MODULE)))).toBe(true);
  });

  // The board and the staff's walk-in token draw QR codes: the generator is one chunk of its own,
  // which the home page never loads.
  test('its QR code generator is one chunk, loaded with the board and not with the home page', async ({ page, network }) => {
    const { manifest, chunkModules } = await readClientBuild();
    const withQr = Object.entries(chunkModules)
      .filter(([, modules]) => modules.some(({ id }) => id.includes('node_modules/uqr/')))
      .map(([file]) => file);
    expect(withQr).toHaveLength(1);
    expect(homeEagerFiles(manifest).files).not.toContain(withQr[0]);
    await page.goto('/board');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(network.scripts.map(buildFile)).toContain(withQr[0]);
  });

  // Last in the file: the barbers it adds stay.
  test('at 720p and 1080p, four barbers with tokens in the chair and waiting, one on a break', async ({ app, page }) => {
    const owner = await app.api.login(ADMIN);
    await owner.updateShopSettings({ shopName: 'Kings Barbers' });
    await owner.updateBarber(app.shop.barberA.id, { photo: '/images/barbers/ravi.svg' });
    await owner.updateBarber(app.shop.barberB.id, { photo: '/images/barbers/imran.svg' });
    const added = [];
    for (const [name, username] of [
      ['Arjun Mehta', 'arjun'],
      ['Vikram Singh', 'vikram'],
    ] as const) {
      const user = { username, password: `${username}-password-1` };
      added.push(await owner.call('POST', '/api/barbers', barberSchema, { name, photo: `/images/barbers/${username}.svg`, experience: 6, user }));
    }
    // Tokens as a shop that has been open a while has them: only the sequence's owner may move it.
    if (!app.owner) throw new Error('the board test needs a database of its own');
    await app.owner.execute(sql`ALTER SEQUENCE bookings_id_seq RESTART WITH 1041`);
    const queue = async (barberId: number, count: number) => {
      const made = [];
      for (let index = 0; index < count; index++) made.push(await walkIn(app, barberId));
      return made;
    };
    const [raviFirst] = await queue(app.shop.barberA.id, 6);
    const [arjunFirst] = await queue(added[0]?.id ?? 0, 3);
    const sunilQueue = await queue(app.shop.barberB.id, 2);
    if (raviFirst) await owner.serve(raviFirst.id);
    if (arjunFirst) await owner.serve(arjunFirst.id);
    const sunil = await app.api.login(BARBER_B);
    await sunil.call('POST', `/api/barbers/${String(app.shop.barberB.id)}/break`, barberHoursSchema, { minutes: 30 });

    try {
      for (const viewport of [TV_VIEWPORTS.hd, TV_VIEWPORTS.fullHd]) {
        await page.setViewportSize(viewport);
        await page.goto('/board');
        await page.getByRole('heading', { level: 1, name: 'Kings Barbers' }).waitFor();
        await tile(page, 'Sunil Shah').getByText('On break until 10:30 AM').waitFor();
        await token(nextList(page, 'Sunil Shah'), sunilQueue[0]?.id ?? 0).waitFor();
        await tile(page, 'Vikram Singh').getByText('No one waiting').waitFor();
        await tile(page, RAVI).getByText('+2 more').waitFor();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await expectFitsScreen(page);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, 'board');
      }

      // Six barbers still fit a 720p screen: one off today, one the owner made unavailable who
      // still has a customer in the chair.
      const more = [];
      for (const [name, username] of [
        ['Imran Qureshi', 'imran'],
        ['Dev Malhotra', 'dev'],
      ] as const) {
        const user = { username, password: `${username}-password-1` };
        more.push(await owner.call('POST', '/api/barbers', barberSchema, { name, experience: 4, user }));
      }
      const [imran, dev] = more;
      if (!imran || !dev) throw new Error('two more barbers were added');
      await owner.call('PUT', `/api/barbers/${String(imran.id)}/hours`, barberHoursSchema, { daysOff: [zonedDate(app.clock.now, SHOP_TIME_ZONE)] });
      const [devFirst] = await queue(dev.id, 1);
      if (devFirst) await owner.serve(devFirst.id);
      await owner.updateBarber(dev.id, { isAvailable: false });
      await page.setViewportSize(TV_VIEWPORTS.hd);
      await page.goto('/board');
      await tile(page, 'Imran Qureshi').getByText('Not working today').waitFor();
      await token(inChair(page, 'Dev Malhotra'), devFirst?.id ?? 0).waitFor();
      await tile(page, 'Dev Malhotra').getByText('Wait: Not Available').waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expectFitsScreen(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'board-six-barbers');
    } finally {
      await sunil.call('DELETE', `/api/barbers/${String(app.shop.barberB.id)}/break`, barberHoursSchema);
    }
  });
});
