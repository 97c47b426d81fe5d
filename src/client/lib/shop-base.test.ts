import { afterEach, describe, expect, test, vi } from 'vitest';
import { inShop, pathInShop, shopBase, shopBaseOf, shopOrigin, shopStorageKey } from './shop-base.js';

describe("the shop's base from the address", () => {
  test('a bare path has none', () => {
    for (const path of ['/', '', '/booking', '/track', '/admin/dashboard', '/api/barbers', '/ws']) {
      expect(shopBaseOf(path), path).toBe('');
    }
  });

  test("a path under /s/{slug} has that shop's", () => {
    expect(shopBaseOf('/s/main')).toBe('/s/main');
    expect(shopBaseOf('/s/main/')).toBe('/s/main');
    expect(shopBaseOf('/s/main/booking/7')).toBe('/s/main');
    expect(shopBaseOf('/s/main?x=1')).toBe('/s/main');
    expect(shopBaseOf('/s/main#barbers')).toBe('/s/main');
    expect(shopBaseOf('/s/shop-2/track')).toBe('/s/shop-2');
    expect(shopBaseOf('/s/7/admin')).toBe('/s/7');
    expect(shopBaseOf(`/s/${'a'.repeat(40)}/`)).toBe(`/s/${'a'.repeat(40)}`);
  });

  test('a path that merely starts with /s is bare', () => {
    for (const path of ['/s', '/s/', '/sitemap.xml', '/shop/main', '/s-main/booking', '/ss/main', '/S/main', '/api/s/main', '/booking/s/main']) {
      expect(shopBaseOf(path), path).toBe('');
    }
  });

  test('a badly formed slug is no base', () => {
    for (const slug of ['Main', '-main', 'main-', 'ma_in', 'ma.in', 'a%20b', 'मुख्य', 'a'.repeat(41), '..']) {
      expect(shopBaseOf(`/s/${slug}/booking`), slug).toBe('');
    }
  });

  test('the path inside the shop', () => {
    expect(pathInShop('/s/main/api/barbers')).toBe('/api/barbers');
    expect(pathInShop('/s/main')).toBe('/');
    expect(pathInShop('/s/main/')).toBe('/');
    expect(pathInShop('/s/main/ws')).toBe('/ws');
    expect(pathInShop('/api/barbers')).toBe('/api/barbers');
    expect(pathInShop('/s/Bad/api')).toBe('/s/Bad/api');
  });
});

describe('URLs under the base', () => {
  test('a path from the root gets the base; other URLs are left alone', () => {
    expect(inShop('/track?phone=9876543210', '/s/main')).toBe('/s/main/track?phone=9876543210');
    expect(inShop('/uploads/ravi.jpg', '/s/main')).toBe('/s/main/uploads/ravi.jpg');
    expect(inShop('/', '/s/main')).toBe('/s/main/');
    for (const url of ['https://cdn.example/ravi.jpg', '//evil.example/x', '/\\evil.example', 'tel:+919876543210', '', 'data:image/png;base64,AA']) {
      expect(inShop(url, '/s/main'), url).toBe(url);
    }
    expect(inShop('/track', '')).toBe('/track');
  });

  test("a shop's own keys in this browser's storage", () => {
    expect(shopStorageKey('user', '')).toBe('user');
    expect(shopStorageKey('user', '/s/main')).toBe('user@/s/main');
    expect(shopStorageKey('shop-name', '/s/shop-2')).toBe('shop-name@/s/shop-2');
  });
});

describe('the base of the page the app runs in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('none without a page (the prerender)', () => {
    expect(shopBase()).toBe('');
    expect(inShop('/booking')).toBe('/booking');
    expect(shopOrigin()).toBe('');
  });

  test("read from the page's address", () => {
    vi.stubGlobal('location', new URL('https://chair.example/s/main/booking/3?barber=any'));
    expect(shopBase()).toBe('/s/main');
    expect(inShop('/api/barbers')).toBe('/s/main/api/barbers');
    expect(shopOrigin()).toBe('https://chair.example/s/main');
    vi.stubGlobal('location', new URL('https://chair.example/booking'));
    expect(shopBase()).toBe('');
    expect(shopOrigin()).toBe('https://chair.example');
  });
});
