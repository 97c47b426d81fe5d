import { describe, expect, it } from 'vitest';
import { shopDomainInputSchema } from '../../shared/schemas/platform.js';
import type { Env } from '../env.js';
import { customDomainOfHost, hostName, isPlatformHost, shopUrl, slugOfHost, splitShopPrefix } from './shop-address.js';

/** 258 characters in labels of 63, each of which a host name may have. */
const LONG = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.in`;

describe('the host a request names', () => {
  it('is its Host header lowercased, without its port or a final dot', () => {
    expect(hostName('Ravi-Salon.IN:8443')).toBe('ravi-salon.in');
    expect(hostName('ravi-salon.in.')).toBe('ravi-salon.in');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName(undefined)).toBeNull();
    expect(hostName('')).toBeNull();
  });

  it('names a shop by slug under the platform’s domain', () => {
    expect(slugOfHost('Ravi.Chair.Test:3000', 'chair.test')).toBe('ravi');
    expect(slugOfHost('a.b.chair.test', 'chair.test')).toBeNull();
    expect(slugOfHost('ravi.chair.test', undefined)).toBeNull();
    expect(isPlatformHost('chair.test', 'chair.test')).toBe(true);
    expect(isPlatformHost('ravi.chair.test', 'chair.test')).toBe(true);
    expect(isPlatformHost('notchair.test', 'chair.test')).toBe(false);
  });

  it('may be a shop’s own domain when it is a host name outside the platform’s domain', () => {
    expect(customDomainOfHost('Ravi-Salon.in:443', 'chair.test')).toBe('ravi-salon.in');
    expect(customDomainOfHost('www.ravi-salon.co.in', undefined)).toBe('www.ravi-salon.co.in');
    // Never looked up: the platform's hosts, addresses, one-label names and what no domain can be.
    for (const host of ['chair.test', 'ravi.chair.test', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'ravi_salon.in', LONG, undefined]) {
      expect(customDomainOfHost(host, 'chair.test'), String(host)).toBeNull();
    }
  });

  it('keeps a /s/{slug} prefix apart from the host, whatever the host', () => {
    expect(splitShopPrefix('/s/main/api/barbers')).toEqual({ slug: 'main', url: '/api/barbers' });
  });
});

describe('a shop’s own domain as the operator gives it', () => {
  const parse = (domain: unknown) => shopDomainInputSchema.safeParse({ domain });

  it('is trimmed and lowercased, and null clears it', () => {
    expect(parse('  Ravi-Salon.IN ').data).toEqual({ domain: 'ravi-salon.in' });
    expect(parse('xn--80ak6aa92e.xn--p1ai').data).toEqual({ domain: 'xn--80ak6aa92e.xn--p1ai' });
    expect(parse(null).data).toEqual({ domain: null });
  });

  it.each([
    ['no dot', 'ravisalon'],
    ['a scheme', 'https://ravi-salon.in'],
    ['a port', 'ravi-salon.in:8443'],
    ['a path', 'ravi-salon.in/book'],
    ['an IP address', '192.168.1.10'],
    ['an empty label', 'ravi..in'],
    ['a label starting with a hyphen', '-ravi.in'],
    ['an underscore', 'ravi_salon.in'],
    ['a final dot', 'ravi-salon.in.'],
    ['a space inside', 'ravi salon.in'],
    ['nothing', '   '],
    ['more than 253 characters', LONG],
    ['a label of 64 characters', `${'a'.repeat(64)}.in`],
  ])('refuses %s', (_what, domain) => {
    expect(parse(domain).success).toBe(false);
  });
});

describe('where a shop’s links start', () => {
  const env = (values: Partial<Env>) => ({ HOME_SHOP: 'main', PUBLIC_URL: undefined, ...values }) as Env;

  it('is https on its own domain, at the bare paths, whatever PUBLIC_URL says', () => {
    const ctx = { env: env({ PUBLIC_URL: 'http://chair.example.in/' }), shopSlug: 'ravi', shopDomain: { current: 'ravi-salon.in' } };
    expect(shopUrl(ctx)).toBe('https://ravi-salon.in');
    expect(shopUrl({ ...ctx, shopSlug: 'main' }, 'http://localhost:3000')).toBe('https://ravi-salon.in');
  });

  it('is the platform’s address and the shop’s path otherwise, bare for the home shop', () => {
    const ctx = { env: env({ PUBLIC_URL: 'https://chair.example.in/' }), shopSlug: 'ravi', shopDomain: { current: null } };
    expect(shopUrl(ctx)).toBe('https://chair.example.in/s/ravi');
    expect(shopUrl({ ...ctx, shopSlug: 'main' })).toBe('https://chair.example.in');
    expect(shopUrl({ ...ctx, env: env({}) }, 'http://localhost:3000')).toBe('http://localhost:3000/s/ravi');
    expect(shopUrl({ ...ctx, env: env({}) })).toBe('/s/ravi');
  });
});
