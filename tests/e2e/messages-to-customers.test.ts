import { shopSettingsSchema } from '../../src/shared/schemas/shop-settings.js';
import { confirmComplete, openDashboard, tab } from './barber-helpers.js';
import { checkScreen, messageEntry, messagesOf, messagesSwitch, morningQueue, PHONE, staffPage, statusOf } from './messages-helpers.js';
import { openAdminDashboard, openAdminTab, toastText } from './support/admin-page.js';
import { ADMIN } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { keepManageToken } from './support/manage-token.js';
import { useViewport } from './support/viewports.js';

// Journeys of the messages to customers: told their turn is near, turning them off, the link in a
// message, and the owner's setting. The messenger runs as on a real server: it reviews the plans
// on each change and sends every second.
test.override('appOptions', { start: undefined, messenger: true });

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
    await confirmComplete(barber);
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
    // Her confirmation goes out before she turns messages off: one still waiting then would be
    // skipped too, as the background rounds fall.
    await app.ctx.messenger.deliver();
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
    // Settled (here: skipped) before the owner's list is read, whichever round takes it: this
    // test's or the background worker's.
    await app.ctx.messenger.deliver();
    await expect
      .poll(async () => (await messagesOf(app, asha.id)).find((message) => message.kind === 'cancelled_by_shop')?.status, { timeout: 15_000 })
      .toBe('skipped');
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
