import type { BrowserContext } from 'playwright-core';

/** What the pages of one browser context fetched and threw, for assertions after a journey. */
export interface NetworkLog {
  /** URLs of every JavaScript file loaded, in order. */
  scripts: string[];
  /** `STATUS METHOD URL` of every 5xx answer. */
  serverErrors: string[];
  /** Uncaught exceptions in the pages. */
  pageErrors: string[];
}

export function emptyNetworkLog(): NetworkLog {
  return { scripts: [], serverErrors: [], pageErrors: [] };
}

/** Records into `log` (several contexts may share one); attach before the first page opens. */
export function recordNetwork(context: BrowserContext, log: NetworkLog = emptyNetworkLog()): NetworkLog {
  context.on('response', (response) => {
    const request = response.request();
    if (response.status() >= 500) log.serverErrors.push(`${response.status()} ${request.method()} ${request.url()}`);
    if (request.resourceType() === 'script') log.scripts.push(request.url());
  });
  context.on('weberror', (error) => {
    log.pageErrors.push(error.error().stack ?? error.error().message);
  });
  // With the clock installed, a throw inside a timer callback is caught by Playwright's clock and
  // logged as a console error (its stack names ClockController) instead of reaching 'weberror'.
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('ClockController.')) log.pageErrors.push(message.text());
  });
  return log;
}

/** A script URL's path inside the build (`assets/index-abc.js`), to compare with the manifest. */
export function buildFile(url: string): string {
  return new URL(url).pathname.replace(/^\//, '');
}
