import { describe, expect, test } from 'vitest';
import { escapeHtml, OFFLINE_PAGE_POLICY, offlinePageHtml, safeRetryUrl } from './offline-page.js';
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
    expect(html).not.toContain('<script');
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

  test('runs no script and loads only from the app', () => {
    expect(OFFLINE_PAGE_POLICY).toContain("default-src 'none'");
    expect(OFFLINE_PAGE_POLICY).toContain("style-src 'self'");
    expect(OFFLINE_PAGE_POLICY).not.toContain('script-src');
  });
});
