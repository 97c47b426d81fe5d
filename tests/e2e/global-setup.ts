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
    /** Why the client could not be built (every browser test fails with it); empty when built. */
    clientBuildError: string;
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

  // A broken build fails the browser tests (require-build.ts), not the whole run: the node
  // project's results still count.
  const started = Date.now();
  try {
    await buildClient();
    project.provide('clientBuildError', '');
    process.stdout.write(`e2e: client built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } catch (error) {
    project.provide('clientBuildError', error instanceof Error ? error.message : String(error));
  }

  return setupDatabaseTemplate(project);
}
