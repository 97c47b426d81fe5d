import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPagePath } from './routes.js';

describe('page paths', () => {
  it('knows every page of the router, with or without a trailing slash', () => {
    for (const path of ['/', '/booking', '/booking/12', '/track', '/track/', '/customer/login', '/customer/account']) {
      expect(isPagePath(path), path).toBe(true);
    }
    for (const path of ['/customer/bookings', '/barber/login', '/barber/dashboard', '/admin', '/admin/login', '/admin/dashboard', '/board', '/shops', '/c/main']) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('matches as the router does: letters in any case, escapes decoded', () => {
    expect(isPagePath('/Track')).toBe(true);
    expect(isPagePath('/booking/%20x')).toBe(true);
    expect(isPagePath('/booking/%E0%A4')).toBe(true);
  });

  it('leaves every other path to the not-found page', () => {
    for (const path of ['/nope', '/booking/1/2', '/trackx', '/admin/other', '/barber', '/customer', '//', '/index.html']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});

describe("the client's router", () => {
  it('takes every path from the shared list, so the server knows each page', () => {
    const router = readFileSync(new URL('../client/app/router.tsx', import.meta.url), 'utf8');
    const routes = router.match(/<Route\b[^>]*>/g) ?? [];
    expect(routes.length).toBeGreaterThan(10);
    // Every route names its path from PAGE_PATHS, except the last one, which matches anything.
    expect(routes.filter((route) => !/^<Route path=\{PAGE_PATHS\.\w+\}>$/.test(route))).toEqual(['<Route>']);
  });
});
