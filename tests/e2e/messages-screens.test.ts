import { eq } from 'drizzle-orm';
import { messages } from '../../src/server/db/schema.js';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { book, openDashboard, tab } from './barber-helpers.js';
import { checkScreen, messageEntry, messagesOf, messagesSwitch, morningQueue, PHONE, staffPage, statusOf } from './messages-helpers.js';
import { openAdminDashboard, openAdminTab } from './support/admin-page.js';
import { BARBER_B, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { keepManageToken } from './support/manage-token.js';
import { screenshot } from './support/screenshot.js';
import { useViewport, VIEWPORTS } from './support/viewports.js';

// The screens of the messages feature in every state (the admin's Messages tab and settings card,
// the barber's queue, the customer's switch), at each width. The messenger runs as on a real
// server: it reviews the plans on each change and sends every second.
test.override('appOptions', { start: undefined, messenger: true });

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
      // A tablet shows the tabs' short names in one row of pills: they still fit.
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
