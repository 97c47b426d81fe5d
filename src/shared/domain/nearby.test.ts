import { describe, expect, it } from 'vitest';
import { MARGIN_MS, shorterWaitNearby, type NearbyShop } from './nearby.js';

const NOW = Date.parse('2026-11-21T10:00:00+05:30');
const MIN = 60_000;

const shop = (slug: string, over: Partial<NearbyShop> = {}): NearbyShop => ({
  slug,
  name: slug,
  listed: true,
  chainSlug: null,
  latitude: 12.9352,
  longitude: 77.6245,
  startAt: NOW,
  services: ['haircut', 'beard trim'],
  ...over,
});

describe('shorterWaitNearby', () => {
  const ownStart = NOW + 40 * MIN;
  const own = shop('own', { chainSlug: 'own', startAt: ownStart });

  it('suggests a branch that starts the walk-in at least 20 minutes earlier, at any distance', () => {
    const far = shop('far-branch', { chainSlug: 'own', latitude: 19.076, longitude: 72.8777, startAt: NOW + 20 * MIN });
    expect(shorterWaitNearby(own, [far], ['haircut'], false)).toMatchObject({ shop: { slug: 'far-branch' }, branch: true });
    // One minute short of the margin: not worth the trip.
    const close = shop('branch', { chainSlug: 'own' });
    expect(shorterWaitNearby(own, [{ ...close, startAt: ownStart - MARGIN_MS + MIN }], ['haircut'], false)).toBeNull();
    expect(shorterWaitNearby(own, [{ ...close, startAt: ownStart - MARGIN_MS }], ['haircut'], false)).not.toBeNull();
  });

  it('suggests only a shop that offers every chosen service', () => {
    const branch = shop('branch', { chainSlug: 'own', services: ['haircut'] });
    expect(shorterWaitNearby(own, [branch], ['haircut', 'beard trim'], false)).toBeNull();
    expect(shorterWaitNearby(own, [branch], [], false)).not.toBeNull();
  });

  it('suggests another owner’s shop only when the platform allows it, both are listed, and it is within 3 km', () => {
    const near = shop('near', { latitude: 12.94, longitude: 77.63 });
    expect(shorterWaitNearby(own, [near], ['haircut'], false)).toBeNull();
    expect(shorterWaitNearby(own, [near], ['haircut'], true)).toMatchObject({ shop: { slug: 'near' }, branch: false });
    expect(shorterWaitNearby(own, [{ ...near, listed: false }], ['haircut'], true)).toBeNull();
    expect(shorterWaitNearby({ ...own, listed: false }, [near], ['haircut'], true)).toBeNull();
    expect(shorterWaitNearby(own, [{ ...near, latitude: 12.98, longitude: 77.64 }], ['haircut'], true)).toBeNull();
    expect(shorterWaitNearby(own, [{ ...near, latitude: null, longitude: null }], ['haircut'], true)).toBeNull();
    expect(shorterWaitNearby({ ...own, latitude: null, longitude: null }, [near], ['haircut'], true)).toBeNull();
  });

  it('picks the earliest start, then the nearest; never the shop itself, nor one taking no walk-in', () => {
    const a = shop('a', { chainSlug: 'own', startAt: NOW + 10 * MIN, latitude: 12.95, longitude: 77.63 });
    const b = shop('b', { chainSlug: 'own', startAt: NOW + 5 * MIN, latitude: 13.1, longitude: 77.7 });
    const c = shop('c', { chainSlug: 'own', startAt: NOW + 5 * MIN, latitude: 12.94, longitude: 77.63 });
    const closed = shop('closed', { chainSlug: 'own', startAt: null });
    expect(shorterWaitNearby(own, [a, b, c, closed, { ...own, startAt: NOW }], ['haircut'], false)?.shop.slug).toBe('c');
    expect(shorterWaitNearby({ ...own, startAt: null }, [a], ['haircut'], false)).toBeNull();
  });
});
