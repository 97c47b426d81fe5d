import { inboundMessages } from '../../src/server/db/schema.js';
import { checkScreen, morningQueue, PHONE, staffPage } from './messages-helpers.js';
import { openAdminDashboard, openAdminTab } from './support/admin-page.js';
import { describe, expect, test } from './support/fixtures.js';

// What customers wrote on WhatsApp, beside what they were told, in the admin's Messages tab
// (docs/product/messages.md#replies-on-whatsapp), at each width.
describe("the Messages tab's messages from customers", () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test.for(['phone', 'desktop'] as const)('on a %s: each message, what it did and its reply fit and pass axe', { timeout: 120_000 }, async (viewport, { app, openContext }) => {
    const { asha, meera } = await morningQueue(app);
    const at = (minutesAgo: number) => new Date(app.clock.now - minutesAgo * 60_000);
    const link = `https://chair.example/track?booking=${asha.id}&token=${asha.manageToken}`;
    const row = { numberId: '1000000001', attempts: 1 };
    await app.ctx.db.insert(inboundMessages).values([
      { ...row, providerId: 'wamid.e2e-1', phone10: PHONE, body: 'late 15', sentAt: at(9), status: 'done', action: 'late', bookingId: asha.id, reply: `Noted, you are running late. Token #${asha.id}. Expected at 11:20 AM. ${link}` },
      { ...row, providerId: 'wamid.e2e-2', phone10: PHONE, body: 'मैं पहुँच गया', sentAt: at(5), status: 'done', action: 'refused', bookingId: asha.id, reply: `आप दुकान में दर्ज हैं। अपनी बुकिंग यहाँ देखें: ${link}` },
      { ...row, providerId: 'wamid.e2e-3', phone10: '9000000002', body: 'cancel', sentAt: at(2), status: 'failed', action: 'cancel', bookingId: meera.id, lastError: 'WhatsApp API answered 400 (error 131047)' },
      { ...row, providerId: 'wamid.e2e-4', phone10: '9811122233', body: 'Hi, is the shop open?', sentAt: at(1), status: 'pending', attempts: 0 },
    ]);
    const owner = await staffPage(openContext, viewport);
    await openAdminDashboard(app, owner);
    await openAdminTab(owner, 'Messages');
    const list = owner.getByRole('list', { name: 'Messages from customers' });
    await list.getByRole('listitem').first().waitFor();
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(4);
    // Newest first: what waits, then what failed to be answered, then what was done and answered.
    await items.nth(0).getByText('Waiting to be handled').waitFor();
    await items.nth(0).getByText('Phone ending 2233').waitFor();
    await items.nth(1).getByText('Reply not sent: WhatsApp API answered 400 (error 131047)').waitFor();
    await items.nth(2).getByText('मैं पहुँच गया').waitFor();
    await items.nth(2).getByText('Not done').waitFor();
    await items.nth(3).getByText('Running late', { exact: true }).waitFor();
    await items.nth(3).getByText(`Noted, you are running late. Token #${asha.id}. Expected at 11:20 AM.`).waitFor();
    await checkScreen(owner, 'admin-messages-inbound');
  });
});
