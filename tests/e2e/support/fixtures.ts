import path from 'node:path';
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { ApiClient } from './api-client.js';
import { startApp } from './app-server.js';
import { browserRequired, launchChromium, NO_CHROMIUM } from './chromium.js';
import { installClock } from './clock.js';
import { emptyNetworkLog, recordNetwork } from './network.js';
import { screenshot, SCREENSHOT_DIR } from './screenshot.js';
import { VIEWPORTS } from './viewports.js';

/**
 * Not the shop's zone, on purpose: the client must show every time in the shop's zone, never the
 * browser's (docs/product/architecture.md#the-web-client), and a browser 13.5 hours behind the shop is on another date.
 */
export const BROWSER_TIME_ZONE = 'America/Los_Angeles';

/**
 * The browser-test `test`. Per file: the real app (`app`). Per run: one Chromium (the e2e project
 * does not isolate files, so its worker and this fixture outlive each file). Per test: a fresh
 * phone-sized browser context (`context`) and `page`; `openContext()` for a second person. Any
 * 5xx answer or uncaught page error fails the test; a failing test leaves a screenshot in
 * test-results/screenshots/failures/. `test.override('appOptions', { start })` sets the clock,
 * `{ messenger: true }` runs the messenger as the real server does.
 */
export const test = base
  .extend('chromePath', { scope: 'worker' }, () => inject('chromePath'))
  .extend('appOptions', { scope: 'file' }, { start: undefined as number | undefined, messenger: false })
  .extend('app', { scope: 'file' }, async ({ appOptions }, { onCleanup }) => {
    const app = await startApp({ ...(appOptions.start === undefined ? {} : { start: appOptions.start }), messenger: appOptions.messenger });
    onCleanup(() => app.close());
    return app;
  })
  .extend('chromium', { scope: 'worker' }, async ({ chromePath }, { onCleanup }) => {
    if (!chromePath) return null;
    const browser = await launchChromium(chromePath);
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('network', () => emptyNetworkLog())
  .extend('openedContexts', (): BrowserContext[] => [])
  .extend('openContext', ({ chromium, app, network, openedContexts, skip }, { onCleanup }) => {
    if (!chromium) {
      if (browserRequired) throw new Error(NO_CHROMIUM);
      return skip(NO_CHROMIUM);
    }
    // Each live socket a page opens is settled once its first message arrives or it closes.
    const sockets: Promise<void>[] = [];
    ApiClient.beforeChange = () => Promise.race([Promise.all(sockets), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    onCleanup(async () => {
      ApiClient.beforeChange = null;
      await Promise.all(openedContexts.map((context) => context.close()));
      const problems = [...network.serverErrors, ...network.pageErrors];
      if (problems.length > 0) throw new Error(`the pages saw server errors or threw:\n${problems.join('\n')}`);
    });
    /** Another person's browser: its own cookies; the same app, clock and network log. */
    return async (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
      const context = await chromium.newContext({
        baseURL: app.baseURL,
        viewport: VIEWPORTS.phone,
        timezoneId: BROWSER_TIME_ZONE,
        locale: 'en-IN',
        // The app honours it (styles.css): dialogs and toasts appear at once, so clicks on them
        // need not wait for an animation to settle.
        reducedMotion: 'reduce',
        ...options,
      });
      openedContexts.push(context);
      context.on('page', (page) => {
        page.on('websocket', (socket) => {
          sockets.push(
            new Promise<void>((resolve) => {
              const settle = () => {
                resolve();
              };
              socket.once('framereceived', settle);
              socket.once('close', settle);
              socket.once('socketerror', settle);
            }),
          );
        });
      });
      // A local server answers in milliseconds; fail a missing element in 15 s, not Playwright's 30.
      context.setDefaultTimeout(15_000);
      recordNetwork(context, network);
      // The browser's clock starts where the server's stands, then runs at real speed.
      await installClock(context, app.clock.now);
      return context;
    };
  })
  .extend('context', ({ openContext }) => openContext())
  .extend('page', async ({ context, task }, { onCleanup }) => {
    const page = await context.newPage();
    onCleanup(async () => {
      if (task.result?.state !== 'fail' || page.isClosed()) return;
      // A page that crashed cannot be photographed; the test's own error says more anyway.
      await screenshot(page, task.name, path.join(SCREENSHOT_DIR, 'failures')).catch(() => undefined);
    });
    return page;
  })
  .extend('advanceClock', ({ app, openedContexts }) => {
    /** Moves the server's and every open browser's clock forward together; timers due fire. */
    return async (minutes: number): Promise<void> => {
      app.clock.advance(minutes);
      await Promise.all(openedContexts.map((context) => context.clock.fastForward(minutes * 60_000)));
    };
  });

// Hooks come from `test` (test.beforeEach receives the fixtures), not from vitest directly.
export { describe, expect } from 'vitest';
