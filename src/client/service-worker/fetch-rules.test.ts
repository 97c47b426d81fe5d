import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fetchRule, isLivePath, isPrecacheable } from './fetch-rules.js';

const ORIGIN = 'https://shop.example';
const get = (url: string, mode = 'cors') => ({ url: `${ORIGIN}${url}`, method: 'GET', mode });

describe('what the service worker answers', () => {
  test('hashed build files from its cache, pages from the network', () => {
    expect(fetchRule(get('/assets/index-Ab12Cd34.js', 'no-cors'), ORIGIN)).toBe('asset');
    expect(fetchRule(get('/assets/index-Ab12Cd34.css', 'no-cors'), ORIGIN)).toBe('asset');
    expect(fetchRule(get('/', 'navigate'), ORIGIN)).toBe('page');
    expect(fetchRule(get('/barber/dashboard?tab=queue', 'navigate'), ORIGIN)).toBe('page');
    expect(fetchRule(get('/track?phone=9876543210', 'navigate'), ORIGIN)).toBe('page');
  });

  test('never an API answer, the live socket or an uploaded photo, in any mode', () => {
    for (const path of ['/api/shop-settings', '/api/barbers', '/api/bookings/track/9876543210', '/api/barbers/1/wait-time', '/api', '/ws', '/uploads/ravi.jpg']) {
      for (const mode of ['cors', 'same-origin', 'navigate', 'no-cors']) {
        expect(fetchRule(get(path, mode), ORIGIN), `${path} (${mode})`).toBeNull();
      }
    }
  });

  test('no path under /api/ gets a rule, whatever follows it', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom('cors', 'navigate', 'same-origin', 'no-cors'), (rest, mode) => {
        expect(fetchRule(get(`/api/${rest.replace(/^\//, '')}`, mode), ORIGIN)).toBeNull();
        expect(fetchRule(get(`/ws${rest}`, mode), ORIGIN)).toBeNull();
      }),
    );
  });

  test("a shop's /s/{slug}/api, /ws and /uploads are live as the bare ones are, in any mode", () => {
    for (const path of ['/s/main/api/barbers', '/s/main/api', '/s/main/ws', '/s/shop-2/uploads/ravi.jpg', '/s/main/api/bookings/7/calendar.ics?token=x']) {
      for (const mode of ['cors', 'same-origin', 'navigate', 'no-cors']) {
        expect(fetchRule(get(path, mode), ORIGIN), `${path} (${mode})`).toBeNull();
      }
    }
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom('cors', 'navigate', 'same-origin', 'no-cors'), (rest, mode) => {
        expect(fetchRule(get(`/s/main/api/${rest.replace(/^\//, '')}`, mode), ORIGIN)).toBeNull();
        expect(fetchRule(get(`/s/main/ws${rest}`, mode), ORIGIN)).toBeNull();
      }),
    );
  });

  test("a shop's pages are pages, and its build files are the build's", () => {
    for (const path of ['/s/main', '/s/main/', '/s/main/booking', '/s/shop-2/track?phone=9876543210', '/s/main/admin/dashboard']) {
      expect(fetchRule(get(path, 'navigate'), ORIGIN), path).toBe('page');
    }
    expect(fetchRule(get('/s/main/assets/index-Ab12Cd34.js', 'no-cors'), ORIGIN)).toBe('asset');
  });

  test('nothing but GET, and nothing of another site', () => {
    expect(fetchRule({ ...get('/assets/index-Ab12Cd34.js'), method: 'POST' }, ORIGIN)).toBeNull();
    expect(fetchRule({ ...get('/', 'navigate'), method: 'POST' }, ORIGIN)).toBeNull();
    expect(fetchRule({ url: 'https://cdn.example/assets/x.js', method: 'GET', mode: 'no-cors' }, ORIGIN)).toBeNull();
    expect(fetchRule({ url: 'https://cdn.example/', method: 'GET', mode: 'navigate' }, ORIGIN)).toBeNull();
  });

  test("a shop's web app manifest always comes from the server, bare or under its /s/{slug}", () => {
    for (const path of ['/manifest.webmanifest', '/s/main/manifest.webmanifest', '/s/shop-2/manifest.webmanifest?v=1']) {
      for (const mode of ['cors', 'same-origin', 'no-cors']) {
        expect(fetchRule(get(path, mode), ORIGIN), `${path} (${mode})`).toBeNull();
      }
      expect(isLivePath(new URL(path, ORIGIN).pathname), path).toBe(true);
    }
  });

  test('other files of the site (barber pictures, robots.txt) go to the network as usual', () => {
    expect(fetchRule(get('/images/barbers/ravi.svg', 'no-cors'), ORIGIN)).toBeNull();
    expect(fetchRule(get('/robots.txt'), ORIGIN)).toBeNull();
  });
});

describe('live paths and the precache', () => {
  test('/api, /ws and /uploads are live; /apiary and /assets are not', () => {
    expect(isLivePath('/api')).toBe(true);
    expect(isLivePath('/api/')).toBe(true);
    expect(isLivePath('/ws')).toBe(true);
    expect(isLivePath('/uploads/a.png')).toBe(true);
    expect(isLivePath('/apiary')).toBe(false);
    expect(isLivePath('/assets/api-1.js')).toBe(false);
    expect(isLivePath('/s/main/api/shop-settings')).toBe(true);
    expect(isLivePath('/s/main/ws')).toBe(true);
    expect(isLivePath('/s/main/apiary')).toBe(false);
    expect(isLivePath('/s/api')).toBe(false);
  });

  test('only the site’s own static files may be kept at install', () => {
    expect(isPrecacheable('/assets/index-Ab12Cd34.js')).toBe(true);
    expect(isPrecacheable('/icons/icon-192.png')).toBe(true);
    // Each shop has its own, renamed at any time: a kept copy would name another shop, or an old name.
    expect(isPrecacheable('/manifest.webmanifest')).toBe(false);
    expect(isPrecacheable('/api/shop-settings')).toBe(false);
    expect(isPrecacheable('//cdn.example/x.js')).toBe(false);
    expect(isPrecacheable('https://cdn.example/x.js')).toBe(false);
  });
});
