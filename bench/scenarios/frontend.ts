import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { clientDir } from '../../src/server/app.js';
import type { ShopIds } from '../lib/api.js';
import { spread, type Spread } from '../lib/stats.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Route → the page module the router lazy-loads for it (src/client/app/pages.ts). */
const ROUTES: [string, string][] = [
  ['/', 'features/home/home-page.tsx'],
  ['/booking', 'features/booking/booking-page.tsx'],
  ['/track', 'features/track/track-page.tsx'],
  ['/customer/login', 'features/customer/customer-login-page.tsx'],
  ['/customer/bookings', 'features/customer/my-bookings-page.tsx'],
  ['/barber/dashboard', 'features/barber/barber-dashboard-page.tsx'],
  ['/admin/dashboard', 'features/admin/admin-dashboard-page.tsx'],
];

export interface RouteSize {
  route: string;
  jsGzip: number;
  cssGzip: number;
}

export interface LighthouseFigure {
  page: string;
  performance: Spread;
  accessibility: Spread;
  bestPractices: Spread;
  seo: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
}

export interface FrontendFigure {
  routes: RouteSize[];
  lighthouse: LighthouseFigure[];
  /** Measured runs per page (after one unmeasured). */
  lighthouseRounds: number;
  /** Why Lighthouse gave no figures, when it could not run. */
  lighthouseError?: string;
}

function closure(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return;
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
}

/** Gzipped JS and CSS a route loads before it shows: the entry and the page chunk with their static imports. */
async function routeSizes(): Promise<RouteSize[]> {
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  const gzip = async (file: string) => gzipSync(await readFile(path.join(clientDir, file))).length;
  const sizes: RouteSize[] = [];
  for (const [route, page] of ROUTES) {
    const keys = new Set<string>();
    closure(manifest, entry, keys);
    closure(manifest, page, keys);
    const chunks = [...keys].map((key) => manifest[key]).filter((chunk): chunk is ManifestChunk => chunk !== undefined);
    const js = chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    const jsGzip = (await Promise.all(js.map(gzip))).reduce((a, b) => a + b, 0);
    const cssGzip = (await Promise.all(css.map(gzip))).reduce((a, b) => a + b, 0);
    sizes.push({ route, jsGzip, cssGzip });
  }
  return sizes;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const run = promisify(execFile);

/** Lighthouse's default mobile emulation (Moto G class phone, slow 4G, simulated throttling). */
async function lighthouse(url: string): Promise<LighthouseReport> {
  const bin = path.resolve('node_modules/.bin/lighthouse');
  const { stdout } = await run(
    bin,
    [url, '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox', '--only-categories=performance,accessibility,best-practices,seo'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

export async function measureFrontend(base: string, shop: ShopIds, rounds: number): Promise<FrontendFigure> {
  const routes = await routeSizes();
  const pages = [
    ['home', '/'],
    ['booking', `/booking/${shop.queueBarbers[0] ?? 1}`],
  ] as const;
  const lighthouseFigures: LighthouseFigure[] = [];
  try {
    for (const [page, route] of pages) {
      // One run unmeasured, as the reads warm up: the first load after start-up pays the server's
      // and the machine's cold caches and scored 5-10 points under the rest in every run seen.
      await lighthouse(base + route);
      const reports: LighthouseReport[] = [];
      for (let round = 0; round < rounds; round++) reports.push(await lighthouse(base + route));
      const score = (name: string) => spread(reports.map((r) => Math.round((r.categories[name]?.score ?? Number.NaN) * 100)));
      const audit = (name: string) => spread(reports.map((r) => r.audits[name]?.numericValue ?? Number.NaN));
      lighthouseFigures.push({
        page: `${page} (${route})`,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
  } catch (error) {
    return { routes, lighthouse: lighthouseFigures, lighthouseRounds: rounds, lighthouseError: error instanceof Error ? error.message.slice(0, 500) : String(error) };
  }
  return { routes, lighthouse: lighthouseFigures, lighthouseRounds: rounds };
}
