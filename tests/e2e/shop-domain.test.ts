import { setDomain } from '../../src/server/services/platform.js';
import { addSecondShop, SECOND_SHOP } from '../helpers/shops.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { browserRequired, launchChromium, NO_CHROMIUM } from './support/chromium.js';
import { describe, expect, test } from './support/fixtures.js';
import { card, RAVI } from './support/home-page.js';
import { expectNoHorizontalScroll } from './support/layout.js';
import { emptyNetworkLog, recordNetwork } from './support/network.js';
import { screenshot } from './support/screenshot.js';
import { VIEWPORTS } from './support/viewports.js';

// A shop on its own domain (docs/decisions/0020-shop-routing.md): the browser reaches the server by
// the shop's host name, and the pages, their links, API calls and live socket use the bare paths.
const DOMAIN = 'imran-salon.in';

describe("a shop's own domain", () => {
  test('a customer sees that shop’s barbers at the bare paths, live, and every request stays there', async ({ app, chromePath, skip }) => {
    if (!chromePath) {
      if (browserRequired) throw new Error(NO_CHROMIUM);
      skip(NO_CHROMIUM);
      return;
    }
    const { ctx, barber } = await addSecondShop(app);
    const shop = await setDomain(app.ctx, ctx.shopId, { domain: DOMAIN });
    app.shops.domainChanged(shop);
    const origin = `http://${DOMAIN}:${new URL(app.baseURL).port}`;
    // The host name resolves to this machine, and counts as secure as the https a real one has.
    const browser = await launchChromium(chromePath, [`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${origin}`]);
    try {
      const context = await browser.newContext({ baseURL: origin, viewport: VIEWPORTS.phone, reducedMotion: 'reduce' });
      const network = recordNetwork(context, emptyNetworkLog());
      const requests: string[] = [];
      context.on('request', (request) => {
        requests.push(request.url());
      });
      const page = await context.newPage();
      const sockets: string[] = [];
      let frames = 0;
      page.on('websocket', (socket) => {
        sockets.push(socket.url());
        socket.on('framereceived', () => {
          frames += 1;
        });
      });

      await page.goto('/');
      const imran = card(page, SECOND_SHOP.barber.name);
      await imran.waitFor();
      expect(await card(page, RAVI).count()).toBe(0);
      await expect.poll(() => frames).toBeGreaterThan(0);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'shop-domain-home');

      const link = imran.getByRole('link', { name: /BOOK APPOINTMENT/ });
      expect(await link.getAttribute('href')).toBe(`/booking/${String(barber.id)}`);
      await link.click();
      await page.waitForURL(`${origin}/booking/${String(barber.id)}`);
      await page.getByText(`Booking with ${SECOND_SHOP.barber.name}`).waitFor();

      expect(sockets).toEqual([`ws://${DOMAIN}:${new URL(origin).port}/ws`]);
      expect(requests.filter((url) => new URL(url).origin !== origin && !url.startsWith('data:'))).toEqual([]);
      expect(requests.filter((url) => new URL(url).pathname.startsWith('/s/'))).toEqual([]);
      expect(requests.some((url) => new URL(url).pathname === '/api/barbers')).toBe(true);
      expect([...network.serverErrors, ...network.pageErrors]).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
