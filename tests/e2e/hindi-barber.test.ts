import type { Page } from 'playwright-core';
import { waitText } from '../../src/client/components/barber/barber-status.js';
import { barberTexts as waitWords } from '../../src/client/components/barber/texts.js';
import { dayTexts } from '../../src/client/features/barber/texts-day.js';
import { historyTexts } from '../../src/client/features/barber/texts-history.js';
import { paymentTexts } from '../../src/client/features/barber/texts-payment.js';
import { servingTexts } from '../../src/client/features/barber/texts-serving.js';
import { timelineTexts } from '../../src/client/features/barber/texts-timeline.js';
import { barberTexts } from '../../src/client/features/barber/texts.js';
import { loadTranslations, textsIn } from '../../src/client/lib/i18n/catalogue.js';
import { errorTexts } from '../../src/client/lib/texts-errors.js';
import { book } from './barber-helpers.js';
import { ADMIN, BARBER_A, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { checkHindiScreen, HINDI_BROWSER } from './support/hindi.js';
import { VIEWPORT_NAMES } from './support/viewports.js';

// The barber's pages in Hindi (docs/product/architecture.md#reach): every screen and dialog of the sign-in and the
// dashboard, on a phone and a laptop, with no English left where a catalogue text belongs.

await loadTranslations('hi');
const t = textsIn(barberTexts, 'hi');
const serving = textsIn(servingTexts, 'hi');
const payment = textsIn(paymentTexts, 'hi');
const day = textsIn(dayTexts, 'hi');
const timeline = textsIn(timelineTexts, 'hi');
const history = textsIn(historyTexts, 'hi');
const errors = textsIn(errorTexts, 'hi');
const waits = textsIn(waitWords, 'hi');

/**
 * The screen as it stands, in Hindi, at 360×740 and at 1280×800; the journey goes on on the phone.
 * `open` opens again what the resize closed.
 */
const checkScreen = (page: Page, name: string, open?: () => Promise<void>) =>
  checkHindiScreen(page, `hindi-barber-${name}`, { viewports: VIEWPORT_NAMES, open });

/** A text in the toast on screen (the region's name carries its hotkey in every language). */
const toastText = (page: Page, text: string) => page.getByRole('region', { name: /F8/ }).getByText(text, { exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Signs the page in as barber A through the API and opens the dashboard. */
async function openDashboard(app: E2EApp, page: Page, { live = true } = {}) {
  const barber = await app.api.login(BARBER_A);
  await page.context().addCookies([barber.cookieFor()]);
  await page.goto('/barber/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Ravi Kumar' }).waitFor();
  if (live) await page.getByRole('status').getByText(t.live, { exact: true }).waitFor();
  return barber;
}

describe('the barber in Hindi', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
  });

  test('signs in, sees the empty dashboard and Access Denied', { timeout: 90_000 }, async ({ app, openContext }) => {
    const page = await (await openContext(HINDI_BROWSER)).newPage();
    await page.goto('/barber/login');
    await page.getByRole('heading', { level: 1, name: t.loginTitle }).waitFor();
    await checkScreen(page, 'login');

    const signIn = async (password: string) => {
      await page.getByLabel(t.username).fill(BARBER_A.username);
      await page.getByLabel(t.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: t.signIn }).click();
    };
    await page.getByRole('button', { name: t.signIn }).click();
    await page.getByText(errors.usernameRequired).waitFor();
    await page.getByText(errors.passwordRequired).waitFor();
    await checkScreen(page, 'login-required');

    await signIn('not-the-password');
    await toastText(page, t.badCredentials).waitFor();
    await checkScreen(page, 'login-wrong-password');

    await signIn(BARBER_A.password);
    await page.waitForURL('**/barber/dashboard');
    await page.getByRole('status').getByText(t.live, { exact: true }).waitFor();
    await page.getByText(serving.chairFree).waitFor();
    await page.getByText(serving.noOneWaiting, { exact: true }).waitFor();
    await checkScreen(page, 'serving-empty');

    await tab(page, t.tabQueue).click();
    await page.getByRole('tabpanel').getByText(serving.noOneWaiting, { exact: true }).waitFor();
    await checkScreen(page, 'queue-empty');
    await tab(page, t.tabTimeline).click();
    await page.getByText(timeline.nothingPlanned).waitFor();
    await checkScreen(page, 'timeline-empty');
    await tab(page, t.tabHistory).click();
    await page.getByText(history.noHistory).waitFor();
    await checkScreen(page, 'history-empty');

    const admin = await app.api.login(ADMIN);
    try {
      await admin.updateBarber(app.shop.barberA.id, { isAvailable: false });
      await page.getByRole('heading', { name: t.accessDenied }).waitFor();
      await page.getByText(t.accessUnavailable).waitFor();
      await checkScreen(page, 'access-denied');
    } finally {
      await admin.updateBarber(app.shop.barberA.id, { isAvailable: true });
    }
    await page.getByRole('heading', { level: 1, name: 'Ravi Kumar' }).waitFor();
  });

  test('serves the queue: start, adjust, breaks, cancel, no-show, complete, timeline and history', { timeout: 150_000 }, async ({
    app,
    openContext,
  }) => {
    const ravi = await app.api.login(BARBER_A);
    // This phone did not come twice before: the queue marks it.
    for (let missed = 0; missed < 2; missed += 1) {
      const booking = await book(app, '9000000051', 'Kabir Mehta');
      await ravi.setStatus(booking.id, 'cancelled', { reason: 'no_show' });
    }
    // The appointment first: the walk-ins are planned around it.
    await book(app, '9000000054', 'Sana Sheikh', { slotTime: '11:00' });
    const asha = await book(app, '9000000052', 'Asha Verma');
    const kabir = await book(app, '9000000051', 'Kabir Mehta');
    const rohan = await book(app, '9000000053', 'Rohan Das');

    const page = await (await openContext(HINDI_BROWSER)).newPage();
    await openDashboard(app, page);
    const nextUp = page.getByRole('region', { name: 'Asha Verma' });
    await nextUp.getByRole('button', { name: serving.start }).waitFor();
    await checkScreen(page, 'next-up');

    await page.getByRole('button', { name: new RegExp(day.myHours) }).click();
    await page.getByText(day.keepsShopHours).waitFor();
    await checkScreen(page, 'my-hours');

    await nextUp.getByRole('button', { name: serving.start }).click();
    await toastText(page, t.statusUpdated).waitFor();
    await page.getByText(serving.currentlyServing).waitFor();
    await page.getByText(serving.aboutLeft({ wait: waitText(30, waits) })).waitFor();
    await checkScreen(page, 'serving');

    await page.getByRole('button', { name: serving.adjustBy({ minutes: 5 }) }).click();
    await toastText(page, t.timeUpdated).waitFor();
    await page.getByText(serving.aboutLeft({ wait: waitText(35, waits) })).waitFor();
    await checkScreen(page, 'time-adjusted');

    // An hour's break after this customer would take Sana's 11:00 appointment: refused, in words.
    await page.getByRole('button', { name: day.takeBreak }).click();
    const lengths = page.getByRole('group', { name: day.takeBreak });
    await lengths.getByRole('button', { name: day.breakOf({ minutes: 60 }) }).click();
    await toastText(page, day.breakStartFailed).waitFor();
    await toastText(page, errors.breakOverlapsAppointment).waitFor();
    await checkScreen(page, 'break-refused');
    await expect.poll(() => lengths.getByRole('button', { name: day.breakOf({ minutes: 15 }) }).isEnabled()).toBe(true);
    await lengths.getByRole('button', { name: day.breakOf({ minutes: 15 }) }).click();
    await page.getByText(day.breakAfterCustomer).waitFor();
    await checkScreen(page, 'break-planned');
    await page.getByRole('button', { name: day.endBreak }).click();
    await lengths.waitFor();

    await page.getByRole('button', { name: serving.cancel }).click();
    const cancelDialog = page.getByRole('alertdialog', { name: serving.cancelTitle({ token: asha.id }) });
    await cancelDialog.getByText(serving.cancelQuestion({ name: 'Asha Verma' })).waitFor();
    await checkScreen(page, 'cancel-dialog');
    await cancelDialog.getByRole('button', { name: serving.keepBooking }).click();
    await cancelDialog.waitFor({ state: 'detached' });

    await tab(page, t.tabQueue).click();
    const row = (name: string) =>
      page.getByRole('list', { name: serving.waitingCustomers }).getByRole('listitem').filter({ hasText: name });
    await row('Kabir Mehta').getByText(serving.repeatNoShows({ count: 2, days: 90 })).waitFor();
    await page.getByText(serving.finishCurrentFirst).waitFor();
    await checkScreen(page, 'queue');

    await row('Rohan Das').getByRole('button', { name: serving.noShow }).click();
    const noShowDialog = page.getByRole('alertdialog', { name: serving.noShowTitle({ token: rohan.id }) });
    await noShowDialog.getByText(serving.noShowQuestion({ name: 'Rohan Das' })).waitFor();
    await checkScreen(page, 'no-show-dialog');
    await noShowDialog.getByRole('button', { name: serving.noShowConfirm }).click();
    await toastText(page, t.nowNoShow({ token: rohan.id, name: 'Rohan Das' })).waitFor();
    await row('Rohan Das').waitFor({ state: 'detached' });

    await row('Kabir Mehta').getByRole('button', { name: serving.cancel }).click();
    const cancelKabir = page.getByRole('alertdialog', { name: serving.cancelTitle({ token: kabir.id }) });
    await cancelKabir.getByRole('button', { name: serving.cancelConfirm }).click();
    await toastText(page, t.nowCancelled({ token: kabir.id, name: 'Kabir Mehta' })).waitFor();
    await row('Kabir Mehta').waitFor({ state: 'detached' });

    await tab(page, t.tabServing).click();
    await page.getByRole('button', { name: serving.complete }).click();
    const paymentDialog = page.getByRole('dialog', { name: payment.completeTitle({ token: asha.id, name: 'Asha Verma' }) });
    await paymentDialog.getByRole('button', { name: payment.complete, exact: true }).waitFor();
    await checkScreen(page, 'payment-dialog');
    await paymentDialog.getByRole('button', { name: payment.complete, exact: true }).click();
    await toastText(page, t.nowCompleted({ token: asha.id, name: 'Asha Verma' })).waitFor();
    // Sana's appointment is at 11:00: nobody can be started before then.
    await page.getByText(serving.nobodyStartable).waitFor();
    await checkScreen(page, 'next-appointment');

    await expect.poll(() => lengths.getByRole('button', { name: day.breakOf({ minutes: 15 }) }).isEnabled()).toBe(true);
    await lengths.getByRole('button', { name: day.breakOf({ minutes: 15 }) }).click();
    await page.getByRole('button', { name: day.endBreak }).waitFor();
    await page.getByText(/तक ब्रेक पर$/).waitFor();
    await checkScreen(page, 'on-break');
    await page.getByRole('button', { name: day.endBreak }).click();
    await lengths.waitFor();

    await tab(page, t.tabTimeline).click();
    await page.getByRole('list', { name: timeline.plannedBookings }).getByText(/Sana Sheikh/).first().waitFor();
    await checkScreen(page, 'timeline');

    await tab(page, t.tabHistory).click();
    const finished = page.getByRole('list', { name: history.finishedBookings });
    await finished.getByText(history.completed, { exact: true }).waitFor();
    await finished.getByText(history.cancelledByBarber, { exact: true }).waitFor();
    expect(await finished.getByText(history.noShow, { exact: true }).count()).toBe(3);
    await checkScreen(page, 'history');

    const statusFilter = page.getByRole('combobox', { name: history.status });
    const byCustomer = page.getByRole('option', { name: history.cancelledByCustomer, exact: true });
    const openStatusFilter = async () => {
      if ((await statusFilter.getAttribute('aria-expanded')) !== 'true') await statusFilter.click();
      await byCustomer.waitFor();
    };
    await checkScreen(page, 'history-filter', openStatusFilter);
    await openStatusFilter();
    await byCustomer.click();
    await page.getByText(history.noMatch).waitFor();
    await checkScreen(page, 'history-no-match');
  });

  test('is told in Hindi when a start is refused, the live link is down or the device is offline', { timeout: 90_000 }, async ({
    app,
    openContext,
  }) => {
    const context = await openContext(HINDI_BROWSER);
    const page = await context.newPage();
    // Every socket the page opens is refused at once: actions go over HTTP.
    await page.routeWebSocket('**/ws', (socket) => socket.close());
    await book(app, '9000000001', 'Asha Verma');
    const rohan = await book(app, '9000000002', 'Rohan Das');
    await openDashboard(app, page, { live: false });
    await page.getByRole('button', { name: new RegExp(t.offline) }).waitFor();
    await page.getByRole('region', { name: 'Asha Verma' }).waitFor();
    // The lost live link is said once, by the shell's pill in Hindi: no toast says it again.
    await page.getByRole('status').filter({ hasText: 'कनेक्शन में दिक्कत' }).waitFor();
    expect(await page.getByRole('region', { name: /F8/ }).getByRole('listitem').count()).toBe(0);
    await checkScreen(page, 'live-link-down');

    // Another device puts Rohan in the chair; without live updates this page still offers Asha.
    await (await app.api.login(BARBER_A)).serve(rohan.id);
    await page.getByRole('button', { name: serving.start }).click();
    await toastText(page, t.statusFailed).waitFor();
    await toastText(page, errors.barberBusy).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Rohan Das' }).waitFor();
    await checkScreen(page, 'start-refused');

    await context.setOffline(true);
    await page.getByText(t.offlinePaused, { exact: false }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: serving.complete }).isDisabled()).toBe(true);
    await checkScreen(page, 'offline');
    await context.setOffline(false);
  });
});
