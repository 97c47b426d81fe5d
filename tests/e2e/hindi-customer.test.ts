import type { Page } from 'playwright-core';
import { bookingComponentTexts } from '../../src/client/components/booking/texts.js';
import { bookingTexts } from '../../src/client/features/booking/texts.js';
import { bookingWhenTexts } from '../../src/client/features/booking/texts-when.js';
import { customerTexts } from '../../src/client/features/customer/texts.js';
import { customerBookingTexts } from '../../src/client/features/customer/texts-booking.js';
import { loginTexts } from '../../src/client/features/customer/texts-login.js';
import { trackTexts } from '../../src/client/features/track/texts.js';
import { trackCardTexts } from '../../src/client/features/track/texts-card.js';
import { loadTranslations, textsIn } from '../../src/client/lib/i18n/catalogue.js';
import { errorTexts } from '../../src/client/lib/texts-errors.js';
import { addCalendarDays, zonedDate } from '../../src/shared/domain/format.js';
import { ADMIN, BARBER_A, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { checkHindiScreen, type HindiScreenCheck, HINDI_BROWSER } from './support/hindi.js';
import { screenshot } from './support/screenshot.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';
import { VIEWPORT_NAMES } from './support/viewports.js';

// The customer's screens in a browser set to Hindi: booking (queue and slot, a refused field, a
// refused booking, last call), tracking, signing in with the code, the account with its language
// switcher, and My Bookings with and without bookings.

await loadTranslations('hi');
const booking = textsIn(bookingTexts, 'hi');
const when = textsIn(bookingWhenTexts, 'hi');
const track = textsIn(trackTexts, 'hi');
const card = textsIn(trackCardTexts, 'hi');
const bookingWords = textsIn(bookingComponentTexts, 'hi');
const account = textsIn(customerTexts, 'hi');
const mine = textsIn(customerBookingTexts, 'hi');
const login = textsIn(loginTexts, 'hi');
const errors = textsIn(errorTexts, 'hi');

const RAVI = 'Ravi Kumar';
const SUNIL = 'Sunil Shah';

/** Checked and pictured on the phone, or at each of `viewports` and back on the phone after. */
const checkScreen = (page: Page, name: string, check?: HindiScreenCheck) => checkHindiScreen(page, `hindi-customer-${name}`, check);

/** Name and number typed, and the number's check passed. */
async function fillDetails(page: Page, name: string, phone: string): Promise<void> {
  await page.getByLabel(booking.nameLabel).fill(name);
  await page.getByLabel(booking.phoneLabel).fill(phone);
  await page.getByText(booking.phoneVerified).waitFor();
}

/** The text in the toast on screen (Radix also copies it into an announcement elsewhere). */
const toastText = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(text).first();

function bookQueue(app: E2EApp, customerPhone: string, customerName = 'Asha Verma') {
  return app.api.book({ barberId: app.shop.barberA.id, customerName, customerPhone, bookingType: 'queue', services: [app.shop.haircut.id] });
}

describe('the customer in Hindi', () => {
  let specialtiesSet = false;
  test.beforeEach(async ({ app }) => {
    await app.reset();
    if (specialtiesSet) return;
    // The factories' specialty is the word 'Barber', which as data would read as a catalogue text
    // left in English: the barbers get the specialties a shop would give them.
    const admin = await app.api.login(ADMIN);
    await admin.updateBarber(app.shop.barberA.id, { specialty: 'Fades & modern cuts' });
    await admin.updateBarber(app.shop.barberB.id, { specialty: 'Beard sculpting' });
    specialtiesSet = true;
  });

  test('books a walk-in and a slot, with a refused field on the way', async ({ app, openContext }) => {
    const page = await (await openContext(HINDI_BROWSER)).newPage();
    await page.goto('/booking');
    await page.getByRole('combobox', { name: booking.barberLabel }).waitFor();
    await checkScreen(page, 'booking-form', { viewports: VIEWPORT_NAMES });

    // The shared schema's messages, in Hindi, under the fields it refuses.
    await page.getByLabel(booking.phoneLabel).fill('9876500101');
    await page.getByText(booking.phoneVerified).waitFor();
    await page.getByRole('button', { name: booking.bookAppointment }).click();
    await page.getByText(errors.selectBarber).waitFor();
    await page.getByText(errors.nameTooShort).waitFor();
    await page.getByText(errors.selectService).waitFor();
    await checkScreen(page, 'booking-form-errors');

    // A walk-in with Ravi.
    await page.getByRole('combobox', { name: booking.barberLabel }).click();
    await page.getByRole('option', { name: new RegExp(RAVI) }).click();
    await page.getByLabel(booking.nameLabel).fill('Asha Verma');
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByText(when.expectedAround({ time: '10:00 am' })).waitFor();
    await checkScreen(page, 'booking-queue');
    await page.getByRole('button', { name: booking.bookAppointment }).click();
    const overlay = page.getByRole('dialog', { name: when.bookedIn });
    await overlay.getByText(when.tokenNumber, { exact: true }).waitFor();
    await overlay.getByText(when.queue, { exact: true }).waitFor();
    await checkScreen(page, 'booking-confirmation-queue', { viewports: VIEWPORT_NAMES });
    await overlay.getByRole('button', { name: when.done }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // A slot with Sunil, on his own page, where a time already booked says so.
    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    await app.api.book({
      barberId: app.shop.barberB.id,
      customerName: 'Rohan Das',
      customerPhone: '9000000107',
      bookingType: 'slot',
      services: [app.shop.haircut.id],
      slotDate: today,
      slotTime: '12:00',
    });
    await page.goto(`/booking/${app.shop.barberB.id}`);
    await page.getByText(booking.bookingWith({ name: SUNIL })).waitFor();
    await fillDetails(page, 'Kabir Khan', '9876500102');
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('radio', { name: when.bookSlot }).check();
    await page.getByRole('radio', { name: '11:00 am', exact: true }).check();
    expect(await page.getByRole('radio', { name: when.slotWithReason({ time: '12:00 pm', reason: when.reasonTaken }) }).isDisabled()).toBe(true);
    await checkScreen(page, 'booking-slot', { viewports: VIEWPORT_NAMES });
    await page.getByRole('button', { name: booking.bookAppointment }).click();
    const slotOverlay = page.getByRole('dialog', { name: when.bookedIn });
    await slotOverlay.getByText(when.slot, { exact: true }).waitFor();
    await slotOverlay.getByText('11:00 am').waitFor();
    await checkScreen(page, 'booking-confirmation-slot');
  }, 150_000);

  test('a refused booking and last call say so in Hindi', async ({ app, openContext }) => {
    const page = await (await openContext(HINDI_BROWSER)).newPage();
    const tomorrow = addCalendarDays(zonedDate(app.clock.now, SHOP_TIME_ZONE), 1);
    let answer: 'phone' | 'last call' = 'phone';
    await page.route('**/api/bookings', (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const body =
        answer === 'phone'
          ? { error: 'PHONE_HAS_ACTIVE_BOOKING', message: 'There is already an active booking with this number', activeBookingId: 7 }
          : {
              error: 'LAST_CALL',
              message: `${RAVI} cannot take another walk-in today.`,
              alternatives: {
                barbers: [{ barberId: app.shop.barberB.id, name: SUNIL, expectedStartTime: new Date(app.clock.now).toISOString(), expectedTime: '10:00' }],
                slots: [{ barberId: app.shop.barberA.id, date: tomorrow, time: '09:00', start: new Date(app.clock.now + 23 * 3_600_000).toISOString() }],
              },
            };
      return route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify(body) });
    });

    // The number got a booking between its check and the submit: the server's answer, in Hindi.
    await page.goto(`/booking/${app.shop.barberA.id}`);
    await fillDetails(page, 'Asha Verma', '9876500103');
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByRole('button', { name: booking.bookAppointment }).click();
    await toastText(page, booking.bookingFailedTitle).waitFor();
    await toastText(page, errors.phoneHasActiveBooking).waitFor();
    await checkScreen(page, 'booking-refused');

    // Last call: Ravi's day ended meanwhile; the ways out are offered.
    answer = 'last call';
    await page.reload();
    await fillDetails(page, 'Asha Verma', '9876500104');
    await page.getByRole('checkbox', { name: 'Haircut' }).check();
    await page.getByText(when.expectedAround({ time: '10:00 am' })).waitFor();
    await page.getByRole('button', { name: booking.bookAppointment }).click();
    const notice = page.getByRole('region', { name: when.lastCallTitle({ name: RAVI }) });
    await notice.getByRole('button', { name: new RegExp(`^${SUNIL}`) }).getByText(when.expectedAt({ time: '10:00 am' })).waitFor();
    await notice.getByRole('button', { name: when.dayAndTime({ day: when.tomorrow, time: '9:00 am' }) }).waitFor();
    await notice.scrollIntoViewIfNeeded();
    await checkScreen(page, 'booking-last-call', { viewports: VIEWPORT_NAMES });
  }, 120_000);

  test('says when nothing can be booked, and opens a booking from its link', async ({ app, openContext }) => {
    const page = await (await openContext(HINDI_BROWSER)).newPage();
    const admin = await app.api.login(ADMIN);
    await admin.updateShopSettings({ isOpen: false });
    await page.goto('/booking');
    await page.getByText(booking.shopClosedTitle).waitFor();
    await checkScreen(page, 'booking-shop-closed');
    await admin.updateShopSettings({ isOpen: true });
    try {
      await admin.updateBarber(app.shop.barberA.id, { isAvailable: false });
      await page.goto(`/booking/${app.shop.barberA.id}`);
      await page.getByText(booking.barberUnavailableTitle({ name: RAVI })).waitFor();
      await checkScreen(page, 'booking-barber-away');
      await admin.updateBarber(app.shop.barberB.id, { isAvailable: false });
      await page.goto('/booking');
      await page.getByText(booking.allUnavailableTitle).waitFor();
      await checkScreen(page, 'booking-nobody', { viewports: VIEWPORT_NAMES });
    } finally {
      // app.reset() restores settings and bookings, not barbers.
      await admin.updateBarber(app.shop.barberA.id, { isAvailable: true });
      await admin.updateBarber(app.shop.barberB.id, { isAvailable: true });
    }

    // The link in a message opens its booking; a wrong one says so.
    const made = await bookQueue(app, '9876500108');
    await page.goto(`/track?booking=${made.id}&token=${made.manageToken}`);
    await page.getByRole('heading', { name: track.yourBooking }).waitFor();
    await page.getByText(bookingWords.statusWaiting, { exact: true }).waitFor();
    await checkScreen(page, 'track-link');
    await page.goto(`/track?booking=${made.id + 1}&token=wrong`);
    await page.getByText(track.linkBrokenTitle).waitFor();
    await checkScreen(page, 'track-broken-link');
  }, 120_000);

  test('tracks a booking live, and a number with none', async ({ app, openContext }) => {
    const context = await openContext(HINDI_BROWSER);
    const made = await bookQueue(app, '9876500105');
    // Signed in as the booking's customer: the card offers its messages switch too.
    await context.addCookies([(await app.api.customerLogin('9876500105')).cookieFor()]);
    const page = await context.newPage();
    await page.goto('/track');
    await page.getByRole('heading', { name: track.introTitle }).waitFor();
    await checkScreen(page, 'track-intro');
    await page.getByLabel(track.phoneLabel).fill('9876500105');
    await page.getByRole('button', { name: track.track }).click();
    await toastText(page, track.foundDescription({ count: 1 })).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: `#${made.id}` });
    await item.getByText(bookingWords.statusWaiting, { exact: true }).waitFor();
    await item.getByText(card.messagesLabel).waitFor();
    await checkScreen(page, 'track-waiting', { viewports: VIEWPORT_NAMES });

    const barber = await app.api.login(BARBER_A);
    await barber.serve(made.id);
    await item.getByText(card.yourTurn).waitFor();
    await checkScreen(page, 'track-serving');

    await barber.complete(made.id);
    await page.getByText(track.goneCompleted({ id: made.id })).waitFor();
    await checkScreen(page, 'track-finished');

    await page.getByLabel(track.phoneLabel).fill('9000000109');
    await page.getByRole('button', { name: track.track }).click();
    await page.getByRole('main').getByText(track.notFoundDescription).waitFor();
    await checkScreen(page, 'track-not-found');
  }, 120_000);

  test('signs in with the code, switches the language and back, and sees My Bookings with and without bookings', async ({
    app,
    openContext,
  }) => {
    const page = await (await openContext(HINDI_BROWSER)).newPage();
    await page.goto('/customer/login');
    await page.getByRole('heading', { name: login.phoneTitle }).waitFor();
    await checkScreen(page, 'login-phone', { viewports: VIEWPORT_NAMES });

    await page.getByLabel(login.phoneLabel).pressSequentially('9876500106');
    await page.getByRole('button', { name: login.sendOtp }).click();
    const shown = await toastText(page, /\d{6}/).textContent();
    const code = /\d{6}/.exec(shown ?? '')?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByText(login.expiresIn).waitFor();
    await checkScreen(page, 'login-code');

    // A wrong code: the server's answer in Hindi.
    await page.getByLabel(login.codeLabel).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: login.verify }).click();
    await page.getByRole('alert').getByText(errors.invalidOtp).waitFor();
    await checkScreen(page, 'login-wrong-code');

    await page.getByLabel(login.codeLabel).fill(code);
    await page.getByRole('button', { name: login.verify }).click();
    await page.waitForURL('**/customer/account');
    await page.getByRole('heading', { name: account.historyTitle }).waitFor();
    await page.getByText(account.noHistoryTitle).waitFor();
    await checkScreen(page, 'account', { viewports: VIEWPORT_NAMES });

    // The name, refused empty by the shared schema in Hindi, then saved.
    await page.getByRole('button', { name: account.editName }).click();
    await page.getByLabel(account.nameLabel).fill('   ');
    await page.getByRole('button', { name: account.save }).click();
    await page.getByText(errors.required, { exact: true }).first().waitFor();
    await checkScreen(page, 'account-name');
    await page.getByLabel(account.nameLabel).fill('Asha Verma');
    await page.getByRole('button', { name: account.save }).click();
    await page.getByRole('heading', { name: account.hello({ name: 'Asha' }) }).waitFor();

    // The account's switcher: English, then Hindi again, remembered on this device.
    const languages = page.getByRole('main').getByRole('group', { name: 'भाषा' });
    await languages.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Booking history' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await screenshot(page, 'hindi-customer-account-english');
    await page.reload();
    await page.getByRole('heading', { name: 'Booking history' }).waitFor();
    await page.getByRole('main').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: account.historyTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

    await page.goto('/customer/bookings');
    await page.getByText(account.noBookingsTitle).waitFor();
    await checkScreen(page, 'my-bookings-empty');

    const made = await bookQueue(app, '9876500106');
    await page.getByRole('button', { name: account.refresh }).click();
    await page.getByRole('heading', { name: mine.bookingNumber({ id: made.id }) }).waitFor();
    await page.getByText(mine.queueBooking).waitFor();
    await checkScreen(page, 'my-bookings', { viewports: VIEWPORT_NAMES });
  }, 150_000);
});
