import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { gzippedSize, HOME_PAGE_MODULE, homeEagerFiles, largestParts, packageChunks, pageEagerFiles, readClientBuild, staffChunks } from './support/home-bundle.js';

/**
 * The home page's budget is 100 kB of gzipped JavaScript (docs/product/architecture.md#the-web-client; kB of 1,000 bytes, the
 * strict reading). The test prints what the page loads, largest parts first, so growth is easy
 * to trace.
 */
const HOME_JS_BUDGET = 100_000;

/**
 * The platform's list of shops, /shops, and a chain's page, /c/{slug}: a visitor's first page too,
 * held to the home page's budget (docs/product/screens.md#shops, docs/product/screens.md#chain).
 */
const PLATFORM_VISITOR_PAGES = [
  { path: '/shops', module: 'features/shops/shops-page.tsx' },
  { path: '/c/{slug}', module: 'features/shops/chain-page.tsx' },
];

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('client build (the production build made for this run)', () => {
  test('the home page loads at most 100 kB of gzipped JavaScript', async () => {
    const { manifest, chunkModules } = await readClientBuild();
    const { files, homeChunk } = homeEagerFiles(manifest);
    const sizes = await Promise.all(files.map(async (file) => ({ file, gzip: await gzippedSize(file) })));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);

    const homeNote = homeChunk
      ? `entry + its imports + the lazy ${HOME_PAGE_MODULE} chunk`
      : existsSync(new URL(`../../src/client/${HOME_PAGE_MODULE}`, import.meta.url))
        ? `entry + its imports (${HOME_PAGE_MODULE} is bundled into them, not lazy)`
        : `entry + its imports (${HOME_PAGE_MODULE} does not exist yet)`;
    const lines = sizes.map(({ file, gzip }) => `  ${kB(gzip).padStart(9)}  ${file}`);
    const parts = largestParts(files, chunkModules).map(({ name, bytes }) => `  ${kB(bytes).padStart(9)}  ${name}`);
    process.stdout.write(
      `Home page JavaScript, gzipped: ${kB(total)}; budget ${kB(HOME_JS_BUDGET)} (${homeNote})\n${lines.join('\n')}\n` +
        `Largest parts (before minification and gzip):\n${parts.join('\n')}\n`,
    );

    expect(total, `home page JavaScript is ${kB(total)} gzipped`).toBeLessThanOrEqual(HOME_JS_BUDGET);
  });

  test('the home page loads no barber or admin code: staff areas are lazy chunks of their own', async () => {
    const { manifest, chunkModules } = await readClientBuild();
    const { files } = homeEagerFiles(manifest);
    const staff = staffChunks(chunkModules);
    const leaks = files.filter((file) => staff.has(file)).map((file) => `${file}: ${(staff.get(file) ?? []).join(', ')}`);
    expect(leaks, `staff modules in the home page's eager JavaScript:\n${leaks.join('\n')}`).toEqual([]);
  });

  test.for(PLATFORM_VISITOR_PAGES)('$path loads at most 100 kB of gzipped JavaScript, with no schema library and no staff code', async ({ path, module }) => {
    const { manifest, chunkModules } = await readClientBuild();
    expect(module in manifest, `${module} is not a lazy chunk of its own`).toBe(true);
    const files = pageEagerFiles(manifest, module);
    const sizes = await Promise.all(files.map((file) => gzippedSize(file)));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    process.stdout.write(`${path} JavaScript, gzipped: ${kB(total)}; budget ${kB(HOME_JS_BUDGET)}\n`);
    expect(total, `${path} JavaScript is ${kB(total)} gzipped`).toBeLessThanOrEqual(HOME_JS_BUDGET);
    const zod = packageChunks(chunkModules, 'zod');
    const staff = staffChunks(chunkModules);
    const leaks = files.filter((file) => zod.has(file) || staff.has(file)).map((file) => `${file}: ${[...(zod.get(file) ?? []), ...(staff.get(file) ?? [])].slice(0, 3).join(', ')}`);
    expect(leaks, `zod or staff modules in ${path}'s eager JavaScript:\n${leaks.join('\n')}`).toEqual([]);
  });
});
