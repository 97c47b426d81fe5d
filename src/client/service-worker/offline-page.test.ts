import { createHash } from 'node:crypto';
import { describe, expect, test, vi } from 'vitest';
import {
  escapeHtml,
  OFFLINE_PAGE_POLICY,
  OFFLINE_RECHECK_MS,
  offlinePageHtml,
  RELOAD_SCRIPT,
  RELOAD_SCRIPT_HASH,
  safeRetryUrl,
} from './offline-page.js';
import type { ShopContact } from './shop-contact.js';

const contact: ShopContact = { name: 'Kings Barbers', phone: '+91 98765 43210', phoneHref: 'tel:+919876543210', savedAt: 0 };
const page = (over: Partial<Parameters<typeof offlinePageHtml>[0]> = {}) =>
  offlinePageHtml({ contact, retryUrl: '/track?phone=9876543210', stylesheets: ['/assets/index-X1.css'], icon: '/icons/icon-192.png', ...over });

describe('the offline page', () => {
  test("says so, names the shop, offers its phone and goes back to the page that failed", () => {
    const html = page();
    expect(html).toContain("<h1 class=\"font-display text-3xl font-semibold leading-tight sm:text-4xl\">You're offline</h1>");
    expect(html).toContain('<title>You&#39;re offline · Kings Barbers</title>');
    expect(html).toContain("We can't reach Kings Barbers right now.");
    expect(html).toMatch(/<a href="tel:\+919876543210"[^>]*>.*Call <span class="whitespace-nowrap tabular-nums">\+91 98765 43210<\/span>/);
    expect(html).toMatch(/<a href="\/track\?phone=9876543210"[^>]*>.*Try again/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-X1.css">');
    expect(html.match(/<script>/g)).toEqual(['<script>']);
    expect(html).toContain(`<script>${RELOAD_SCRIPT}</script></body>`);
  });

  test('without kept contact details it still explains and offers Try again, with no call button', () => {
    const html = page({ contact: null, retryUrl: '/' });
    expect(html).toContain("We can't reach the shop right now.");
    expect(html).toContain('<title>You&#39;re offline</title>');
    expect(html).not.toContain('tel:');
    expect(html).toMatch(/<a href="\/"[^>]*>.*Try again/);
  });

  test('in Hindi, when the app was last shown in Hindi on the device', () => {
    const html = page({ language: 'hi' });
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<title>आप ऑफ़लाइन हैं · Kings Barbers</title>');
    expect(html).toContain('अभी Kings Barbers से संपर्क नहीं हो पा रहा।');
    expect(html).toMatch(/<a href="tel:\+919876543210"[^>]*>.*कॉल करें <span class="whitespace-nowrap tabular-nums">\+91 98765 43210<\/span>/);
    expect(html).toMatch(/<a href="\/track\?phone=9876543210"[^>]*>.*फिर कोशिश करें/);
    expect(html).not.toMatch(/offline|Try again|Call/);
    expect(page({ language: 'hi', contact: null })).toContain('अभी दुकान से संपर्क नहीं हो पा रहा।');
  });

  test("the admin's texts cannot inject markup", () => {
    const html = page({ contact: { ...contact, name: '<img src=x onerror=alert(1)>', phone: '"98765 43210"' } });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;98765 43210&quot;');
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  test('Try again stays on this site', () => {
    expect(safeRetryUrl('/booking/2?from=home')).toBe('/booking/2?from=home');
    expect(safeRetryUrl('//evil.example/')).toBe('/');
    expect(safeRetryUrl('/\\evil.example')).toBe('/');
    expect(safeRetryUrl('javascript:alert(1)')).toBe('/');
  });

  test('runs its own reload script alone and loads only from the app', () => {
    expect(OFFLINE_PAGE_POLICY).toContain("default-src 'none'");
    expect(OFFLINE_PAGE_POLICY).toContain("style-src 'self'");
    expect(OFFLINE_PAGE_POLICY).toContain("connect-src 'self'");
    expect(OFFLINE_PAGE_POLICY).toContain(`script-src '${RELOAD_SCRIPT_HASH}'`);
    // The hash is the script's: an edit to one without the other would block it.
    expect(RELOAD_SCRIPT_HASH).toBe(`sha256-${createHash('sha256').update(RELOAD_SCRIPT).digest('base64')}`);
  });
});

/** Runs the page's script against stand-ins for the browser it would run in. */
function runReloadScript(health: () => Promise<{ ok: boolean }>) {
  const reload = vi.fn();
  const listeners = new Map<string, () => void>();
  const checks: (() => void)[] = [];
  const every: number[] = [];
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is the page's, run as the page would
  const script = new Function('location', 'addEventListener', 'setInterval', 'fetch', RELOAD_SCRIPT) as (...args: unknown[]) => void;
  const fetch = vi.fn((url: string) => {
    expect(url).toBe('/api/health');
    return health();
  });
  script(
    { reload },
    (type: string, listener: () => void) => listeners.set(type, listener),
    (check: () => void, ms: number) => {
      checks.push(check);
      every.push(ms);
    },
    fetch,
  );
  const settle = async () => {
    // The answer's handlers run once the promise settles.
    await Promise.resolve();
    await Promise.resolve();
  };
  const checkNow = async () => {
    for (const check of checks) check();
    await settle();
  };
  const online = async () => {
    listeners.get('online')?.();
    await settle();
  };
  return { reload, online, checkNow, every, fetch };
}

describe("the offline page's own script", () => {
  test('reloads the page when the network comes back and the server answers', async () => {
    let up = false;
    const page = runReloadScript(() => (up ? Promise.resolve({ ok: true }) : Promise.reject(new TypeError('offline'))));
    // Online too early: the connection does not work yet, so the page stays.
    await page.online();
    expect(page.fetch).toHaveBeenCalledOnce();
    expect(page.reload).not.toHaveBeenCalled();
    up = true;
    await page.online();
    expect(page.reload).toHaveBeenCalledOnce();
  });

  test("reloads when the server's health check answers, and not while it fails", async () => {
    let up = false;
    const page = runReloadScript(() => (up ? Promise.resolve({ ok: true }) : Promise.reject(new TypeError('unreachable'))));
    expect(page.every).toEqual([OFFLINE_RECHECK_MS]);
    await page.checkNow();
    expect(page.fetch).toHaveBeenCalledOnce();
    expect(page.reload).not.toHaveBeenCalled();
    up = true;
    await page.checkNow();
    expect(page.reload).toHaveBeenCalledOnce();
  });

  test('a server that answers with an error is not back yet', async () => {
    const page = runReloadScript(() => Promise.resolve({ ok: false }));
    await page.checkNow();
    await page.online();
    expect(page.reload).not.toHaveBeenCalled();
  });
});
