import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import adminHi from '../../src/client/features/admin/texts.hi.js';
import accuracyHi from '../../src/client/features/admin/texts-accuracy.hi.js';
import barbersHi from '../../src/client/features/admin/texts-barbers.hi.js';
import historyHi from '../../src/client/features/admin/texts-history.hi.js';
import hoursHi from '../../src/client/features/admin/texts-hours.hi.js';
import messagesHi from '../../src/client/features/admin/texts-messages.hi.js';
import numbersHi from '../../src/client/features/admin/texts-numbers.hi.js';
import servicesHi from '../../src/client/features/admin/texts-services.hi.js';
import shopHi from '../../src/client/features/admin/texts-shop.hi.js';
import takingsHi from '../../src/client/features/admin/texts-takings.hi.js';
import errorsHi from '../../src/client/lib/texts-errors.hi.js';
import { bookings, messages } from '../../src/server/db/schema.js';
import { addCalendarDays, zonedDate } from '../../src/shared/domain/format.js';
import { barberHoursSchema } from '../../src/shared/schemas/hours.js';
import { FULL_TAB_LABELS_FROM } from './support/admin-page.js';
import { ADMIN, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { checkHindiScreen, HINDI_BROWSER } from './support/hindi.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';
import { useViewport, VIEWPORT_NAMES } from './support/viewports.js';
import { insertPayment } from '../helpers/payments.js';

// The owner's journey through every tab and dialog of the dashboard in a browser set to Hindi.

const TABS = {
  shop: [adminHi.tabShop, adminHi.tabShopShort],
  barbers: [adminHi.tabBarbers, adminHi.tabBarbersShort],
  services: [adminHi.tabServices, adminHi.tabServicesShort],
  history: [adminHi.tabHistory, adminHi.tabHistoryShort],
  takings: [adminHi.tabTakings, adminHi.tabTakingsShort],
  accuracy: [adminHi.tabAccuracy, adminHi.tabAccuracyShort],
  numbers: [adminHi.tabNumbers, adminHi.tabNumbersShort],
  messages: [adminHi.tabMessages, adminHi.tabMessagesShort],
} as const;

/** Opens a tab by its Hindi name: short below a wide screen, in full on one. */
async function openTab(page: Page, tab: keyof typeof TABS): Promise<void> {
  const [full, short] = TABS[tab];
  const wide = (page.viewportSize()?.width ?? 0) >= FULL_TAB_LABELS_FROM;
  await page.getByRole('tab', { name: wide ? full : short, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: full }).waitFor();
}

/** The screen is Hindi and fits, at the size the test runs at; a picture of it for people. */
const checkScreen = (page: Page, name: string) => checkHindiScreen(page, `hindi-admin-${name}`);

/** Checks an open dialog, then closes it with Escape. */
async function checkDialog(page: Page, dialog: Locator, name: string): Promise<void> {
  await dialog.waitFor();
  await checkScreen(page, name);
  // Shown is not yet listening: Radix moves the focus in and starts listening for Escape in the
  // same effects, which a loaded machine may run after the dialog is on screen.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * A shop with something on every tab: a walk-in completed with a promised start (history and
 * accuracy), one cancelled by the barber, their messages (one failed), a closed date and a
 * barber's day off.
 */
async function busyShop(app: E2EApp): Promise<void> {
  const admin = await app.api.login(ADMIN);
  const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
  const served = await app.api.book({
    barberId: app.shop.barberA.id,
    customerName: 'Asha Verma',
    customerPhone: '9000000001',
    bookingType: 'queue',
    services: [app.shop.haircut.id, app.shop.beard.id],
  });
  const cancelled = await app.api.book({
    barberId: app.shop.barberB.id,
    customerName: 'Kiran Rao',
    customerPhone: '9000000002',
    bookingType: 'queue',
    services: [app.shop.haircut.id],
  });
  await app.ctx.db
    .update(bookings)
    .set({ promisedStart: sql`booking_time + interval '3 minutes'` })
    .where(and(eq(bookings.id, served.id), isNull(bookings.promisedStart)));
  await admin.serve(served.id);
  await admin.complete(served.id);
  // Its payment at the chair, for the takings.
  await insertPayment(app.ctx.db, {
    barberId: app.shop.barberA.id,
    bookingId: served.id,
    takenAt: new Date(app.clock.now),
    method: 'cash',
    items: [{ name: 'Haircut', pricePaise: 45_000, serviceId: app.shop.haircut.id }],
    tipPaise: 5_000,
  });
  await admin.setStatus(cancelled.id, 'cancelled');
  // Its messages failed with no reason given, whatever the messenger did with them meanwhile: it
  // may have sent them, or skipped them with a reason when it reached them after the cancelling.
  await app.ctx.db
    .update(messages)
    .set({ status: 'failed', attempts: 6, sentAt: null, lastError: null })
    .where(eq(messages.bookingId, cancelled.id));
  await admin.updateShopSettings({ closedDates: [addCalendarDays(today, 5)] });
  await admin.call('PUT', `/api/barbers/${app.shop.barberA.id}/hours`, barberHoursSchema, { daysOff: [addCalendarDays(today, 3)] });
}

describe('the admin dashboard in Hindi', () => {
  test.beforeEach(async ({ app }) => {
    await app.reset();
    // Hours live on the barbers, which the reset keeps.
    const admin = await app.api.login(ADMIN);
    for (const barber of [app.shop.barberA, app.shop.barberB]) {
      await admin.call('PUT', `/api/barbers/${barber.id}/hours`, barberHoursSchema, { weekly: null, daysOff: [] });
    }
  });

  test.for(VIEWPORT_NAMES)('on a %s the owner signs in and goes through every tab and dialog', { timeout: 120_000 }, async (viewport, { app, openContext }) => {
    await busyShop(app);
    const page = await (await openContext(HINDI_BROWSER)).newPage();
    await useViewport(page, viewport);

    // Sign-in: both fields are asked for, a wrong password is refused, in Hindi.
    await page.goto('/admin/login');
    await page.getByRole('heading', { level: 1, name: adminHi.loginTitle }).waitFor();
    await page.getByRole('button', { name: adminHi.signIn }).click();
    await page.getByText(errorsHi.usernameRequired).waitFor();
    await page.getByText(errorsHi.passwordRequired).waitFor();
    await checkScreen(page, 'login');
    await page.getByLabel(new RegExp(`^${adminHi.username}`)).fill(ADMIN.username);
    await page.getByLabel(new RegExp(`^${adminHi.password}`)).fill('not-the-password');
    await page.getByRole('button', { name: adminHi.signIn }).click();
    await page.getByText(adminHi.checkCredentials, { exact: true }).first().waitFor();
    await checkScreen(page, 'login-failed');
    await page.getByLabel(new RegExp(`^${adminHi.password}`)).fill(ADMIN.password);
    await page.getByRole('button', { name: adminHi.signIn }).click();
    await page.getByRole('heading', { level: 1, name: adminHi.dashboardTitle }).waitFor();

    // Shop Settings: every card, and the confirmation before closing.
    await page.getByRole('heading', { level: 2, name: adminHi.tabShop }).waitFor();
    await page.getByText(shopHi.open, { exact: true }).waitFor();
    await page.getByRole('button', { name: /^.+ को बंद रहना हटाएँ$/ }).waitFor();
    await page.getByText(messagesHi.echoElsewhere, { exact: false }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkScreen(page, 'shop');
    await page.getByRole('switch', { name: shopHi.shopOpen }).click();
    await checkDialog(page, page.getByRole('alertdialog', { name: shopHi.closeShop }), 'close-shop');
    // A date already listed is refused, in Hindi, at the date input.
    const closedDate = page.getByLabel(shopHi.closedDate, { exact: true });
    await closedDate.fill(addCalendarDays(zonedDate(app.clock.now, SHOP_TIME_ZONE), 5));
    await page.getByRole('button', { name: shopHi.addClosedDate }).click();
    await page.getByRole('alert').getByText(/पहले से सूची में है$/).waitFor();

    // Manage Barbers: the cards, Add (with its required fields), Edit, Working hours, Delete.
    await openTab(page, 'barbers');
    await page.getByRole('heading', { level: 3, name: 'Ravi Kumar' }).waitFor();
    await checkScreen(page, 'barbers');
    await page.getByRole('button', { name: barbersHi.addBarber }).click();
    const addBarber = page.getByRole('dialog', { name: barbersHi.addBarber });
    await addBarber.getByRole('button', { name: barbersHi.addBarber }).click();
    await addBarber.getByText(barbersHi.fillRequired).first().waitFor();
    await checkScreen(page, 'add-barber-end');
    await addBarber.getByText(barbersHi.photo, { exact: true }).scrollIntoViewIfNeeded();
    await checkDialog(page, addBarber, 'add-barber');
    await page.getByRole('button', { name: adminHi.editNamed({ name: 'Ravi Kumar' }) }).click();
    await checkDialog(page, page.getByRole('dialog', { name: barbersHi.editTitle }), 'edit-barber');
    await page.getByRole('button', { name: barbersHi.workingHoursFor({ name: 'Ravi Kumar' }) }).click();
    const hours = page.getByRole('dialog', { name: hoursHi.title });
    await hours.getByRole('heading', { name: hoursHi.daysOff }).waitFor();
    await hours.getByRole('button', { name: hoursHi.setOwnHours }).click();
    await hours.getByRole('heading', { name: 'सोमवार' }).waitFor();
    await hours.getByRole('button', { name: hoursHi.addBreakOn({ day: 'सोमवार' }) }).click();
    await hours.getByText('9:00 am – 1:00 pm, 2:00 pm – 6:00 pm').waitFor();
    await checkScreen(page, 'working-hours-week');
    await hours.getByRole('button', { name: hoursHi.saveHours }).scrollIntoViewIfNeeded();
    await checkScreen(page, 'working-hours-days-off');
    await hours.getByRole('heading', { name: hoursHi.weeklyHours }).scrollIntoViewIfNeeded();
    await checkDialog(page, hours, 'working-hours');
    await page.getByRole('button', { name: adminHi.deleteNamed({ name: 'Ravi Kumar' }) }).click();
    await checkDialog(page, page.getByRole('alertdialog', { name: barbersHi.deleteTitle }), 'delete-barber');

    // Services: the cards with their prices, Add, Edit, Delete.
    await openTab(page, 'services');
    await page.getByRole('heading', { level: 3, name: 'Haircut' }).waitFor();
    await checkScreen(page, 'services');
    await page.getByRole('button', { name: servicesHi.addService }).click();
    await checkDialog(page, page.getByRole('dialog', { name: servicesHi.addService }), 'add-service');
    await page.getByRole('button', { name: adminHi.editNamed({ name: 'Haircut' }) }).click();
    await checkDialog(page, page.getByRole('dialog', { name: servicesHi.editTitle }), 'edit-service');
    await page.getByRole('button', { name: adminHi.deleteNamed({ name: 'Haircut' }) }).click();
    await checkDialog(page, page.getByRole('alertdialog', { name: servicesHi.deleteTitle }), 'delete-service');

    // Booking History: the filters, the list, and a booking's details.
    await openTab(page, 'history');
    await page.getByRole('button', { name: /Asha Verma/ }).click();
    await page.getByText(historyHi.serviceMinutes({ name: 'Haircut', minutes: '30' })).waitFor();
    await page.getByText(historyHi.cancelledByBarberInDetail).or(page.getByText(historyHi.cancelled, { exact: true })).first().waitFor();
    await checkScreen(page, 'history');

    // Takings: the day's payment and what each barber is owed.
    await openTab(page, 'takings');
    await page.getByText(takingsHi.owedTo({ name: 'Ravi Kumar' })).waitFor();
    await checkScreen(page, 'takings');

    // Wait Accuracy: the walk-in served against its promise.
    await openTab(page, 'accuracy');
    await page.getByText(accuracyHi.walkIns({ count: 1, shown: '1' }), { exact: true }).first().waitFor();
    await page.getByRole('button', { name: accuracyHi.days({ days: '7' }) }).waitFor();
    await checkScreen(page, 'accuracy');

    // Numbers: the served walk-in among the week's, its charts and their tables.
    await openTab(page, 'numbers');
    await page.getByRole('region', { name: numbersHi.busiest }).waitFor();
    await page.getByRole('button', { name: numbersHi.weeks({ weeks: '12' }) }).waitFor();
    await page.getByRole('button', { name: numbersHi.showTable }).first().waitFor();
    await checkScreen(page, 'numbers');

    // Messages: what customers were told, one of them not sent.
    await openTab(page, 'messages');
    await page.getByText(messagesHi.confirmation, { exact: true }).first().waitFor();
    await page.getByText(messagesHi.noReasonGiven).first().waitFor();
    await checkScreen(page, 'messages');
    await page.getByRole('button', { name: messagesHi.skipped, exact: true }).click();
    // Skipped messages: usually none, but a message the messenger reached only after its booking
    // was done is skipped, and then it is listed. Either way the list is in Hindi.
    const skippedShown = async () =>
      (await page.getByText(messagesHi.emptySkipped).count()) + (await page.getByText(messagesHi.skipped, { exact: true }).count());
    // The filter's own button is one; the empty state or a skipped row's status makes two.
    await expect.poll(skippedShown).toBeGreaterThan(1);
    await checkScreen(page, 'messages-skipped');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  });
});
