import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** Where Debian, Ubuntu and Google install their builds; npm packages cannot download browsers here. */
const KNOWN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Flags for a shared 2-core machine without a display or user namespaces: no sandbox (the
 * container has none to give), no GPU, and none of Chromium's own background downloads.
 */
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The Chromium to drive: CHROME_PATH when set (a wrong path is an error, not a silent fallback),
 * else the first known install, else null.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.CHROME_PATH?.trim();
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROME_PATH=${configured} does not exist`);
    return configured;
  }
  return KNOWN_PATHS.find((candidate) => existsSync(candidate)) ?? null;
}

/** Launches Chromium; `args` adds flags of a test's own (a host name resolved to this machine). */
export function launchChromium(executablePath: string, args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...LAUNCH_ARGS, ...args] });
}

/**
 * A browser with a profile on disk, as a person's is. The fixture's contexts are incognito-like,
 * and Chromium never offers to install an app from an incognito window.
 */
export function launchPersistentChromium(executablePath: string, userDataDir: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath, args: LAUNCH_ARGS, ...options });
}

/** CI must never pass with its browser journeys silently skipped. */
export const browserRequired = process.env.CI === 'true' || process.env.CI === '1';

/** Why browser tests cannot run: they are skipped, or in CI they fail. */
export const NO_CHROMIUM = [
  browserRequired ? 'Browser tests FAIL: no Chromium was found and CI=true.' : 'Browser tests are SKIPPED: no Chromium was found.',
  `Looked at CHROME_PATH and ${KNOWN_PATHS.join(', ')}.`,
  'To run them, install Chromium (Debian/Ubuntu: sudo apt-get install -y chromium)',
  'or point CHROME_PATH at a Chromium or Chrome binary, then run npm test again.',
].join('\n');
