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

const CSP_MARK = '[content-security-policy]';

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
    if (message.type() !== 'error') return;
    if (message.text().includes('ClockController.') || message.text().startsWith(CSP_MARK)) log.pageErrors.push(message.text());
  });
  // Anything the Content-Security-Policy refuses is a defect, even when the page carries on (a
  // library probing for eval and catching the refusal, a style it injects): reported as an error.
  void context.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${mark} ${event.violatedDirective} refused ${event.blockedURI} at ${event.sourceFile}:${String(event.lineNumber)}`);
    });
  }, CSP_MARK);
  return log;
}

/** A script URL's path inside the build (`assets/index-abc.js`), to compare with the manifest. */
export function buildFile(url: string): string {
  return new URL(url).pathname.replace(/^\//, '');
}
