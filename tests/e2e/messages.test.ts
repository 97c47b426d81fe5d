import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { messages } from '../../src/server/db/schema.js';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { messageListSchema, type Message } from '../../src/shared/schemas/message.js';
import { shopSettingsSchema } from '../../src/shared/schemas/shop-settings.js';
import { book, openDashboard, tab } from './barber-helpers.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { openAdminDashboard, openAdminTab, toastText } from './support/admin-page.js';
import { ADMIN, BARBER_A, BARBER_B, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { keepManageToken } from './support/manage-token.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORTS } from './support/viewports.js';

// The messenger runs as on a real server: it reviews the plans on each change and sends every second.
test.override('appOptions', { start: undefined, messenger: true });

const PHONE = '9876543210';

/** Every message about one booking, oldest first, as the admin's list answers it. */
async function messagesOf(app: E2EApp, bookingId: number): Promise<Message[]> {
  const admin = await app.api.login(ADMIN);
  const list = await admin.call('GET', '/api/messages?limit=100', messageListSchema);
  return list.messages.filter((message) => message.bookingId === bookingId).reverse();
}

/**
 * Ravi's morning: Kabir in the chair, Meera next, then Asha, this test's customer, who booked from
 * this browser (it keeps her manage token). Asha is expected at 11:00, far from her turn.
 */
async function morningQueue(app: E2EApp) {
  const kabir = await book(app, '9000000001', 'Kabir Khan');
  const meera = await book(app, '9000000002', 'Meera Iyer');
  const asha = await book(app, PHONE, 'Asha Verma');
  const ravi = await app.api.login(BARBER_A);
  await ravi.serve(kabir.id);
  return { kabir, meera, asha, ravi };
}

/** A message in the admin's list: a table row on a laptop's width and wider, a card below it. */
function messageEntry(page: Page, bookingId: number, title: string) {
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  const entries = wide ? page.getByRole('row') : page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  return entries.filter({ hasText: `#${bookingId}` }).filter({ hasText: title });
}

/**
 * A message's status badge. In both layouts it comes before the 'Sent' time label, which reads the
 * same as the status 'Sent'.
 */
const statusOf = (entry: ReturnType<typeof messageEntry>, status: string) => entry.getByText(status, { exact: true }).first();

/** The customer's switch on their booking card. */
const messagesSwitch = (page: Page) => page.getByRole('switch', { name: 'Messages about this booking' });

/** A person's browser beside the customer's, signed in and sized for what they do. */
async function staffPage(openContext: () => Promise<BrowserContext>, viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await openContext();
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS[viewport]);
  return page;
}

async function checkScreen(page: Page, name: string): Promise<void> {
  // From the top, so the page's sticky header is photographed where it belongs.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
}

describe('messages to customers', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('a customer with messages on is told their turn is near; the owner and the barber see it', { timeout: 90_000 }, async ({ app, page, openContext, advanceClock }) => {
    const { meera, asha } = await morningQueue(app);
    await keepManageToken(page, asha);
    await page.goto(`/track?phone=${PHONE}`);
    const card = page.getByRole('listitem').filter({ hasText: `#${asha.id}` });
    await card.getByText('Position 2').waitFor();
    expect(await messagesSwitch(page).getAttribute('aria-checked'), 'messages are on by default').toBe('true');
    await card.getByText("We'll tell you when your turn is near and if your time changes.").waitFor();

    const barber = await staffPage(openContext, 'phone');
    await openDashboard(app, barber);
    await tab(barber, 'Queue').click();
    const queue = barber.getByRole('list', { name: 'Waiting customers' });
    // Meera is next in line since Kabir sat down: she was told at once.
    await queue.getByRole('listitem').filter({ hasText: 'Meera Iyer' }).getByText('Told: turn is near · 10:00 AM').waitFor();
    const ashaItem = queue.getByRole('listitem').filter({ hasText: 'Asha Verma' });
    expect(await ashaItem.getByText('Told: turn is near').count(), 'Asha is far from her turn').toBe(0);

    // Half an hour on, the barber finishes Kabir and starts Meera: Asha is next.
    await advanceClock(30);
    await tab(barber, 'Serving').click();
    await barber.getByRole('button', { name: 'Complete' }).click();
    await barber.getByRole('region', { name: 'Meera Iyer' }).getByRole('button', { name: 'Start' }).click();
    await barber.getByText('Currently Serving').waitFor();

    await tab(barber, 'Queue').click();
    await ashaItem.getByText('Told: turn is near · 10:30 AM').waitFor();
    await card.getByText('Position 1').waitFor();
    expect(await messagesSwitch(page).getAttribute('aria-checked')).toBe('true');

    const owner = await staffPage(openContext, 'desktop');
    await openAdminDashboard(app, owner);
    await openAdminTab(owner, 'Messages');
    await owner.getByText('Messages are not sent: they are shown here.').waitFor();
    const told = messageEntry(owner, asha.id, 'Your turn is near');
    await statusOf(told, 'Sent').waitFor();
    await told.getByText('Shown here (echo)').waitFor();
    await told.getByText(`Your turn is near: token #${asha.id} is expected at 11:00 AM. Please come to the shop.`, { exact: false }).waitFor();
    await statusOf(messageEntry(owner, meera.id, 'Your turn is near'), 'Sent').waitFor();
    await statusOf(messageEntry(owner, asha.id, 'Booking confirmed'), 'Sent').waitFor();
    const rows = await owner.getByRole('row').allTextContents();
    expect(rows[1], 'newest first').toContain(`#${asha.id}`);
  });

  test('a customer who turns messages off is not told, and the switch stays off', { timeout: 90_000 }, async ({ app, page, openContext, advanceClock }) => {
    const { kabir, meera, asha, ravi } = await morningQueue(app);
    await keepManageToken(page, asha);
    await page.goto(`/track?phone=${PHONE}`);
    const toggle = messagesSwitch(page);
    await toggle.waitFor();
    // The first try does not reach the server: the switch goes back on, and says why.
    await page.route('**/api/bookings/*/messages', (route) => route.abort('internetdisconnected'));
    await toggle.click();
    await toastText(page, 'Failed to change your messages').waitFor();
    await toastText(page, 'Network error. Please try again.').waitFor();
    // The rollback and the toast come from the same failure in either order: wait for the switch.
    await expect.poll(() => toggle.getAttribute('aria-checked'), { message: 'back on' }).toBe('true');
    await page.unroute('**/api/bookings/*/messages');

    // A double tap sends once.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/bookings/${asha.id}/messages`)) sent.push(request.postData() ?? '');
    });
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/bookings/${asha.id}/messages`));
    await toggle.dblclick();
    expect(await toggle.getAttribute('aria-checked'), 'off at once').toBe('false');
    expect((await saved).status()).toBe(200);
    expect(sent).toEqual([JSON.stringify({ stopped: true, manageToken: asha.manageToken })]);
    await page.getByText('Off: no messages about this booking. Turn on to be told when your turn is near.').waitFor();
    await page.reload();
    await page.getByText('Position 2').waitFor();
    expect(await messagesSwitch(page).getAttribute('aria-checked'), 'still off after a reload').toBe('false');

    const barber = await staffPage(openContext, 'phone');
    await openDashboard(app, barber);
    await tab(barber, 'Queue').click();
    const ashaItem = barber.getByRole('list', { name: 'Waiting customers' }).getByRole('listitem').filter({ hasText: 'Asha Verma' });
    await ashaItem.getByText('Messages off').waitFor();

    await advanceClock(30);
    await ravi.complete(kabir.id);
    await ravi.serve(meera.id);
    // However the background rounds fall, one more look at the plan and one more send are done.
    await app.ctx.messenger.review();
    await app.ctx.messenger.deliver();
    await page.getByText('Position 1').waitFor();
    expect((await messagesOf(app, asha.id)).map((message) => message.kind), 'next in line, but not told').toEqual(['confirmation']);

    // The shop cancels her booking: that message is made, and skipped because she stopped them.
    await ravi.setStatus(asha.id, 'cancelled');
    const owner = await staffPage(openContext, 'desktop');
    await openAdminDashboard(app, owner);
    await openAdminTab(owner, 'Messages');
    await owner.getByRole('button', { name: 'Skipped', exact: true }).click();
    const skipped = messageEntry(owner, asha.id, 'Cancelled by the shop');
    await skipped.getByText('Not sent: The customer stopped messages for this booking').waitFor();
    await statusOf(skipped, 'Skipped').waitFor();
    await owner.getByText('Showing 1 message, all of them').waitFor();
    expect(await owner.getByRole('row').count(), 'only the skipped message, under the header').toBe(2);
  });

  test("the link in a message opens its booking on any device; a wrong link says so and the phone still works", async ({ app, page, openContext }) => {
    const { kabir, meera, asha, ravi } = await morningQueue(app);
    const confirmation = (await messagesOf(app, asha.id)).find((message) => message.kind === 'confirmation');
    const link = /\/track\?booking=\d+&token=[0-9a-f]+/.exec(confirmation?.text ?? '')?.[0];
    expect(link, confirmation?.text).toBeDefined();

    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Your booking', exact: true }).waitFor();
    await page.getByRole('heading', { name: `Booking #${asha.id}` }).waitFor();
    await page.getByText('Position 2').waitFor();
    // The link proves the booking is this person's: their name in full, the switch and Cancel.
    await page.getByText('Asha Verma').waitFor();
    await messagesSwitch(page).waitFor();
    await page.getByRole('button', { name: `Cancel booking #${asha.id}` }).waitFor();
    const kept = await page.evaluate(() => localStorage.getItem('chair.manageTokens'));
    expect(kept, 'the token is kept on this device').toContain(asha.manageToken);
    await checkScreen(page, 'track-booking-link');
    await useViewport(page, 'desktop');
    await checkScreen(page, 'track-booking-link');
    await useViewport(page, 'phone');

    // Live, as the phone lookup is: Kabir is done and Meera sits down.
    await ravi.complete(kabir.id);
    await ravi.serve(meera.id);
    await page.getByText('Position 1').waitFor();

    const stranger = await (await openContext()).newPage();
    await stranger.goto(`/track?booking=${asha.id}&token=${'0'.repeat(64)}`);
    const problem = stranger.getByRole('alert').filter({ hasText: 'This booking link does not work' });
    await problem.waitFor();
    await problem.getByText('Track your booking with your phone number instead.', { exact: false }).waitFor();
    expect(await stranger.getByRole('heading', { name: `Booking #${asha.id}` }).count()).toBe(0);
    await checkScreen(stranger, 'track-booking-link-wrong');
    await useViewport(stranger, 'desktop');
    await checkScreen(stranger, 'track-booking-link-wrong');
    await stranger.getByLabel('Phone number').fill(PHONE);
    await stranger.getByRole('button', { name: 'Track' }).click();
    await stranger.getByRole('heading', { name: `Booking #${asha.id}` }).waitFor();
    // By phone alone: read-only, the name masked, no switch.
    await stranger.getByText('A*** V****').waitFor();
    expect(await messagesSwitch(stranger).count()).toBe(0);
  });

  test('the owner sets when "turn is near" goes out, within 5 to 60 minutes', async ({ app, page }) => {
    await openAdminDashboard(app, page);
    const field = page.getByLabel('Turn is near: minutes ahead');
    expect(await field.inputValue()).toBe('15');
    await page.getByText('Messages are not sent: they are shown in the Messages tab.').waitFor();
    const card = page.locator('form').filter({ has: field });
    await field.fill('3');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Use 5 to 60 minutes').waitFor();
    await field.fill('20');
    await card.getByRole('button', { name: 'Save' }).click();
    await toastText(page, '"Turn is near" goes out 20 minutes ahead').waitFor();
    const settings = await (await app.api.login(ADMIN)).call('GET', '/api/shop-settings', shopSettingsSchema);
    expect(settings.turnNearMinutes).toBe(20);
  });
});

describe('the message screens', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  /**
   * Messages in every lasting state: sent by the echo channel, skipped for a customer who stopped
   * them, and (as a WhatsApp shop would see them) one given up and one waiting for a retry.
   */
  async function messagesInEveryState(app: E2EApp) {
    const queue = await morningQueue(app);
    const rohan = await book(app, '9000000005', 'Rohan Das', { barberId: app.shop.barberB.id });
    // Every confirmation has gone out (and Meera's turn) before anyone stops their messages.
    const statuses = async (bookingId: number) => (await messagesOf(app, bookingId)).map((message) => message.status);
    await expect.poll(() => statuses(rohan.id), { timeout: 10_000 }).toEqual(['sent']);
    await expect.poll(() => statuses(queue.asha.id), { timeout: 10_000 }).toEqual(['sent']);
    await expect.poll(() => statuses(queue.meera.id), { timeout: 10_000 }).toEqual(['sent', 'sent']);
    await app.api.call('PUT', `/api/bookings/${rohan.id}/messages`, bookingSchema, { stopped: true, manageToken: rohan.manageToken });
    await app.api.call('PUT', `/api/bookings/${queue.asha.id}/messages`, bookingSchema, { stopped: true, manageToken: queue.asha.manageToken });
    await (await app.api.login(BARBER_B)).setStatus(rohan.id, 'cancelled');
    await expect.poll(() => statuses(rohan.id), { timeout: 10_000 }).toEqual(['sent', 'skipped']);
    const now = new Date(app.clock.now);
    await app.ctx.db
      .update(messages)
      .set({ status: 'failed', attempts: 6, sentAt: null, lastError: 'WhatsApp refused the number (131026)' })
      .where(eq(messages.bookingId, queue.kabir.id));
    await app.ctx.db.insert(messages).values({
      bookingId: queue.asha.id,
      kind: 'running_late',
      channel: 'echo',
      dedupeKey: `${queue.asha.id}:running_late:1:echo`,
      params: { token: String(queue.asha.id), time: '11:20 AM', link: `/track?booking=${queue.asha.id}&token=${queue.asha.manageToken}` },
      attempts: 2,
      lastError: 'WhatsApp did not answer in time',
      dueAt: new Date(app.clock.now + 24 * 60 * 60_000),
      createdAt: now,
      updatedAt: now,
    });
    return queue;
  }

  test.for(['phone', 'desktop'] as const)('on a %s: the Messages tab, the settings card, the queue and the switch fit and pass axe', { timeout: 120_000 }, async (viewport, { app, page, openContext }) => {
    const { kabir, asha } = await messagesInEveryState(app);
    const owner = await staffPage(openContext, viewport);
    await openAdminDashboard(app, owner);
    await owner.getByText('Messages are not sent: they are shown in the Messages tab.').waitFor();
    await checkScreen(owner, 'admin-settings-messages');

    await openAdminTab(owner, 'Messages');
    const failed = messageEntry(owner, kabir.id, 'Booking confirmed');
    await statusOf(failed, 'Failed').waitFor();
    await failed.getByText('Not sent: WhatsApp refused the number (131026)').waitFor();
    const retrying = messageEntry(owner, asha.id, 'Running late');
    await statusOf(retrying, 'Pending').waitFor();
    await retrying.getByText('Trying again: WhatsApp did not answer in time').waitFor();
    await checkScreen(owner, 'admin-messages');
    await owner.getByRole('button', { name: 'Failed', exact: true }).click();
    await owner.getByText('Showing 1 message, all of them').waitFor();
    await owner.getByRole('button', { name: 'Pending', exact: true }).click();
    await messageEntry(owner, asha.id, 'Running late').waitFor();
    await owner.getByText('Showing 1 message, all of them').waitFor();
    if (viewport === 'desktop') {
      // A tablet shows the six tabs in one row of pills: they still fit.
      await owner.setViewportSize({ width: 768, height: 1024 });
      await expectNoHorizontalScroll(owner);
      await screenshot(owner, 'admin-messages-pending');
    }

    const barber = await staffPage(openContext, viewport);
    await openDashboard(app, barber);
    await tab(barber, 'Queue').click();
    const queue = barber.getByRole('list', { name: 'Waiting customers' });
    await queue.getByText('Told: turn is near · 10:00 AM').waitFor();
    await queue.getByRole('listitem').filter({ hasText: 'Asha Verma' }).getByText('Messages off').waitFor();
    await checkScreen(barber, 'barber-queue-messages');

    await page.setViewportSize(VIEWPORTS[viewport]);
    await keepManageToken(page, asha);
    await page.goto(`/track?phone=${PHONE}`);
    await messagesSwitch(page).waitFor();
    expect(await messagesSwitch(page).getAttribute('aria-checked')).toBe('false');
    await page.waitForLoadState('networkidle');
    await checkScreen(page, 'track-messages-off');
    await messagesSwitch(page).click();
    await page.getByText("We'll tell you when your turn is near and if your time changes.").waitFor();
    await checkScreen(page, 'track-messages-on');
  });

  test('a fresh shop has no messages yet; a long list loads more; a failed load retries', async ({ app, page }) => {
    await page.route('**/api/messages?*', (route) => route.abort('internetdisconnected'));
    await openAdminDashboard(app, page);
    await openAdminTab(page, 'Messages');
    await page.getByRole('alert').getByText('Failed to load messages').waitFor();
    await checkScreen(page, 'admin-messages-error');
    await useViewport(page, 'desktop');
    await checkScreen(page, 'admin-messages-error');
    await page.unroute('**/api/messages?*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('No messages yet').waitFor();
    await page.getByText('A message is made when a customer books', { exact: false }).waitFor();
    await checkScreen(page, 'admin-messages-empty');
    await useViewport(page, 'phone');
    await checkScreen(page, 'admin-messages-empty');

    const asha = await book(app, PHONE, 'Asha Verma');
    const now = new Date(app.clock.now);
    await app.ctx.db.insert(messages).values(
      Array.from({ length: 34 }, (_, move) => ({
        bookingId: asha.id,
        kind: 'running_late' as const,
        channel: 'echo' as const,
        dedupeKey: `${asha.id}:running_late:${move + 1}:echo`,
        params: { token: String(asha.id), time: '11:00 AM', link: '/track' },
        status: 'sent' as const,
        attempts: 1,
        sentAt: now,
        dueAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    );
    // The 15 s refresh (or the booking's own live notice) brings them in without a reload.
    await page.clock.fastForward(15_000);
    await page.getByText('Showing 30 messages').waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('Showing 35 messages, all of them').waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });
});
