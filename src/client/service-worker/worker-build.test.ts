import { describe, expect, test } from 'vitest';
import { workerBuild, type BuildOutput } from './worker-build.js';

const outputs: BuildOutput[] = [
  { fileName: 'assets/index-E1.js', kind: 'entry', imports: ['assets/common-C1.js'] },
  { fileName: 'assets/common-C1.js', kind: 'chunk', imports: [] },
  { fileName: 'assets/admin-dashboard-page-A1.js', kind: 'chunk', imports: ['assets/common-C1.js', 'assets/select-S1.js'] },
  { fileName: 'assets/select-S1.js', kind: 'chunk', imports: [] },
  { fileName: 'assets/index-X1.css', kind: 'asset' },
  { fileName: 'assets/inter-latin-wght-normal-F1.woff2', kind: 'asset' },
  { fileName: 'assets/favicon-V1.svg', kind: 'asset' },
  { fileName: 'index.html', kind: 'asset' },
  { fileName: '.vite/manifest.json', kind: 'asset' },
];
const revisions = { '/icons/icon-192.png': 'i1' };

describe("the service worker's view of a build", () => {
  test('keeps the app shell at install: the entry, what it imports, the stylesheets, the fonts and the icon', () => {
    expect(workerBuild(outputs, revisions).precache).toEqual([
      { url: '/assets/index-E1.js', revision: null },
      { url: '/assets/common-C1.js', revision: null },
      { url: '/assets/index-X1.css', revision: null },
      { url: '/assets/inter-latin-wght-normal-F1.woff2', revision: null },
      { url: '/icons/icon-192.png', revision: 'i1' },
    ]);
  });

  test("a page's own scripts wait until they are used; index.html and the build manifest are never kept", () => {
    const urls = workerBuild(outputs, revisions).precache.map((entry) => entry.url);
    expect(urls).not.toContain('/assets/admin-dashboard-page-A1.js');
    expect(urls).not.toContain('/assets/select-S1.js');
    expect(urls.some((url) => url.includes('index.html') || url.includes('.vite'))).toBe(false);
  });

  test('lists every file under /assets/, so copies of older builds can be deleted', () => {
    const build = workerBuild(outputs, revisions);
    expect(build.assets).toEqual(outputs.filter((output) => output.fileName.startsWith('assets/')).map((output) => `/${output.fileName}`).sort());
    expect(build.stylesheets).toEqual(['/assets/index-X1.css']);
    expect(build.icon).toBe('/icons/icon-192.png');
  });

  test('refuses a build without the public files the offline page needs', () => {
    expect(() => workerBuild(outputs, {})).toThrow(/icon-192\.png/);
  });
});
