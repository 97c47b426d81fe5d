import type { Page } from 'playwright-core';
import { addCalendarDays, zonedDate } from '../../src/shared/domain/format.js';
import { barberHoursSchema } from '../../src/shared/schemas/hours.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import type { ApiClient } from './support/api-client.js';
import { ADMIN, BARBER_B, type E2EApp } from './support/app-server.js';
import { describe, expect, test } from './support/fixtures.js';
import { checkHindiScreen, HINDI_BROWSER } from './support/hindi.js';
import { heroHeading, setUpHindiShop } from './support/hindi-shell.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { SHOP_TIME_ZONE } from './support/shop-clock.js';
import { TV_VIEWPORTS, useViewport, VIEWPORT_NAMES } from './support/viewports.js';

const RAVI = 'Ravi Kumar';
const SUNIL = 'Sunil Shah';

/** A barber's card on the home page. */
const card = (page: Page, name: string) => page.getByRole('article', { name });

let phone = 9_830_000_000;
/** A walk-in (Haircut) for one barber, under a new phone number. */
function walkIn(app: E2EApp, barberId: number) {
  phone += 1;
  return app.api.book({ barberId, customerName: 'Asha Verma', customerPhone: String(phone), bookingType: 'queue', services: [app.shop.haircut.id] });
}

describe('the frame, the home page and the board in Hindi', () => {
  let admin: ApiClient | undefined;
  const owner = () => {
    if (!admin) throw new Error('signed in by beforeEach');
    return admin;
  };

  test.beforeEach(async ({ app }) => {
    await app.reset();
    admin ??= await app.api.login(ADMIN);
    await setUpHindiShop(app, owner());
  });

  test('a phone set to Hindi opens the home page, its menu and footer in Hindi, on a phone and a desktop', async ({ app, openContext }) => {
    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    await app.api.book({
      customerName: 'Meera Iyer',
      customerPhone: '9822222222',
      bookingType: 'slot',
      barberId: app.shop.barberA.id,
      services: [app.shop.haircut.id],
      slotDate: addCalendarDays(today, 1),
      slotTime: '10:30',
    });
    await walkIn(app, app.shop.barberB.id);
    const context = await openContext(HINDI_BROWSER);
    const page = await context.newPage();
    await page.goto('/');
    await heroHeading(page, 'hi').waitFor();
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await hero.getByText('खुली है', { exact: true }).waitFor();
    await hero.getByText('9:00 am - 6:00 pm').waitFor();
    await card(page, SUNIL).getByText('इंतज़ार: 30 मिनट').waitFor();
    await card(page, RAVI).getByText(/^इंतज़ार: /).waitFor();
    await card(page, RAVI).getByText('8 साल').waitFor();
    const slots = card(page, RAVI).getByRole('button', { name: /^बुक हो चुके स्लॉट/ });
    await slots.getByText('1', { exact: true }).waitFor();
    await slots.click();
    await card(page, RAVI).getByText('कल, 10:30 am').waitFor();
    await card(page, RAVI).getByText('Haircut (30 मिनट)').waitFor();
    await page.locator('#services').getByText('30 मिनट').first().waitFor();
    expect(await page.title()).toBe('Shree Ganesh Salon · प्रीमियम ग्रूमिंग');

    // The footer's sections, opened on the phone, where they fold.
    const footer = page.getByRole('contentinfo');
    for (const section of ['समय', 'संपर्क', 'ज़रूरी लिंक']) await footer.getByRole('button', { name: section, exact: true }).click();
    await footer.getByText('अभी खुली है').waitFor();
    await footer.getByRole('link', { name: 'बार्बर लॉगिन' }).waitFor();
    await footer.getByText(/^© \d{4} Shree Ganesh Salon। सर्वाधिकार सुरक्षित।$/).waitFor();
    await page.getByRole('navigation', { name: 'झटपट लिंक' }).getByRole('link', { name: 'ट्रैक' }).waitFor();
    await checkHindiScreen(page, 'hindi-shell-home');
    await expectNoSeriousA11yViolations(page);

    // The phone's menu.
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    const menu = page.getByRole('dialog', { name: 'मेन्यू' });
    await menu.getByRole('link', { name: /अभी बुक करें/ }).waitFor();
    await menu.getByText('अभी खुली है').waitFor();
    await checkHindiScreen(page, 'hindi-shell-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await useViewport(page, 'desktop');
    await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'होम' }).waitFor();
    const chairs = page.getByRole('complementary', { name: 'अभी कुर्सियों का हाल' });
    await chairs.getByText('लाइव').waitFor();
    await chairs.getByText('इंतज़ार: 30 मिनट').waitFor();
    await checkHindiScreen(page, 'hindi-shell-home');
    await expectNoSeriousA11yViolations(page);
  });

  test.for(VIEWPORT_NAMES)('on a %s the home page of a shop closed for a holiday, or switched off, says so in Hindi', async (viewport, { app, openContext }) => {
    const today = zonedDate(app.clock.now, SHOP_TIME_ZONE);
    await owner().updateShopSettings({ closedDates: [today] });
    const context = await openContext(HINDI_BROWSER);
    const page = await context.newPage();
    await useViewport(page, viewport);
    await page.goto('/');
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await hero.getByText('बंद है', { exact: true }).waitFor();
    await hero.getByText('आज बंद है · कल 9:00 am पर खुलेगी').waitFor();
    await card(page, RAVI).getByRole('link', { name: /अपॉइंटमेंट बुक करें/ }).waitFor();
    await checkHindiScreen(page, 'hindi-shell-home-holiday');
    await expectNoSeriousA11yViolations(page);

    // The owner switches the shop off on an ordinary day: CLOSED, live.
    await owner().updateShopSettings({ closedDates: [], isOpen: false });
    await hero.getByText(/आज बंद है ·/).waitFor({ state: 'detached' });
    await hero.getByText('बंद है', { exact: true }).waitFor();
    await checkHindiScreen(page, 'hindi-shell-home-closed');
  });

  test.for(VIEWPORT_NAMES)('on a %s a page the router does not know is in Hindi', async (viewport, { openContext }) => {
    const context = await openContext(HINDI_BROWSER);
    const page = await context.newPage();
    await useViewport(page, viewport);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: '404 पेज नहीं मिला' }).waitFor();
    await page.getByText('क्या आप यह पेज राउटर में जोड़ना भूल गए?').waitFor();
    await expect.poll(() => page.title()).toBe('पेज नहीं मिला · Shree Ganesh Salon');
    await checkHindiScreen(page, 'hindi-shell-not-found');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'होम पर वापस जाएँ' }).click();
    await heroHeading(page, 'hi').waitFor();
  });

  test("the shop's TV set to Hindi shows the board in Hindi at 720p, a break and the tokens too", async ({ app, openContext }) => {
    const first = await walkIn(app, app.shop.barberA.id);
    await walkIn(app, app.shop.barberA.id);
    const sunil = await app.api.login(BARBER_B);
    await sunil.call('POST', `/api/barbers/${String(app.shop.barberB.id)}/break`, barberHoursSchema, { minutes: 30 });
    const context = await openContext(HINDI_BROWSER);
    const page = await context.newPage();
    await page.setViewportSize(TV_VIEWPORTS.hd);
    await page.goto('/board');
    await page.getByRole('heading', { level: 1, name: 'Shree Ganesh Salon' }).waitFor();
    await page.getByText('खुली है', { exact: true }).waitFor();
    await page.getByText('10:00 am', { exact: true }).waitFor();
    await page.getByText('लाइव', { exact: true }).waitFor();
    const ravi = page.getByRole('article', { name: RAVI });
    await ravi.getByRole('list', { name: `${RAVI} के अगले टोकन` }).getByText(`टोकन ${String(first.id)}`).waitFor();
    await ravi.getByText('इंतज़ार: 1 घंटा').waitFor();
    await page.getByRole('article', { name: SUNIL }).getByText('10:30 am तक ब्रेक पर').waitFor();
    await page.getByRole('complementary', { name: 'स्कैन करके बुक करें' }).waitFor();
    expect(await page.title()).toBe('लाइव बोर्ड · Shree Ganesh Salon');
    await checkHindiScreen(page, 'hindi-shell-board');
    // Nothing is cut short on the wall: no row's name or line ends in an ellipsis.
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('article h3, article p, header h1, header p')]
        .filter((text) => text.scrollWidth > text.clientWidth + 1)
        .map((text) => text.textContent),
    );
    expect(clipped).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await sunil.call('DELETE', `/api/barbers/${String(app.shop.barberB.id)}/break`, barberHoursSchema);
  });

  test('the connection pill in Hindi, clear of the bottom bar, and no toast saying the same', async ({ openContext }) => {
    const context = await openContext(HINDI_BROWSER);
    const page = await context.newPage();
    // Every live connection is refused: after 2 s the pill says so (docs/product/booking-rules.md#states-and-transitions).
    await page.routeWebSocket(/\/ws$/, async (ws) => {
      await ws.close();
    });
    await page.goto('/');
    const pill = page.getByRole('status').filter({ hasText: 'कनेक्शन में दिक्कत' });
    await pill.getByRole('button', { name: 'ताज़ा करें' }).waitFor();
    expect(await page.getByText('कनेक्शन नहीं हो सका').count()).toBe(0);
    const pillBox = await pill.boundingBox();
    const barBox = await page.getByRole('navigation', { name: 'झटपट लिंक' }).boundingBox();
    if (!pillBox || !barBox) throw new Error('the pill or the bar is not on screen');
    expect(pillBox.y + pillBox.height).toBeLessThanOrEqual(barBox.y);
    expect(pillBox.x).toBeGreaterThanOrEqual(0);
    expect(pillBox.x + pillBox.width).toBeLessThanOrEqual(360);
    await checkHindiScreen(page, 'hindi-shell-connection-pill');
  });

  test('with no network, a device that chose Hindi gets the offline page in Hindi', async ({ openContext }) => {
    const context = await openContext(HINDI_BROWSER);
    const page = await context.newPage();
    await page.goto('/');
    await heroHeading(page, 'hi').waitFor();
    const kept = () =>
      page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        const cache = await caches.open('chair-offline-contact');
        const [language, contact] = await Promise.all(['/__offline-page/language.json', '/__offline-page/shop-contact.json'].map((key) => cache.match(key)));
        return { language: language ? ((await language.json()) as unknown) : null, contact: contact !== undefined, controlled: navigator.serviceWorker.controller !== null };
      });
    await expect.poll(kept, { timeout: 10_000 }).toEqual({ language: { language: 'hi' }, contact: true, controlled: true });

    await context.setOffline(true);
    await page.goto('/track?phone=9876543210');
    await page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' }).waitFor();
    await page.getByText('अभी Shree Ganesh Salon से संपर्क नहीं हो पा रहा।', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'कॉल करें +91 98765 43210' }).waitFor();
    expect(await page.title()).toBe('आप ऑफ़लाइन हैं · Shree Ganesh Salon');
    await checkHindiScreen(page, 'hindi-shell-offline');
    await expectNoHorizontalScroll(page);
    await context.setOffline(false);
  });
});
