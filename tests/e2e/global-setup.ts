import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import setupDatabaseTemplate from '../global-setup.js';
import { findChromium, NO_CHROMIUM } from './support/chromium.js';
import { buildClient } from './support/client-build.js';
import { SCREENSHOT_DIR } from './support/screenshot.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium binary the browser tests drive; empty when none was found. */
    chromePath: string;
  }
}

/** Prints a banner that stands out in a long test log. */
function loudWarning(message: string): void {
  const rule = '!'.repeat(78);
  process.stderr.write(`\n${rule}\n${message.replace(/^/gm, '!! ')}\n${rule}\n\n`);
}

/**
 * Once per run, for the browser tests: the database template (as the rest of the suite makes
 * it), the production build of the client, and the browser to drive.
 */
export default async function setup(project: TestProject) {
  const chromePath = findChromium();
  if (!chromePath) {
    loudWarning(NO_CHROMIUM);
  }
  project.provide('chromePath', chromePath ?? '');
  // Failure screenshots describe this run only.
  await rm(path.join(SCREENSHOT_DIR, 'failures'), { recursive: true, force: true });

  const started = Date.now();
  await buildClient();
  process.stdout.write(`e2e: client built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

  return setupDatabaseTemplate(project);
}
