import { describe, expect, it } from 'vitest';
import { distanceKm, rankShops, searchTextOf, type RankedShop } from './shop-ranking.js';

const shop = (name: string, area: string, at: [number, number] | null, pinCode = '', slug = name.toLowerCase().replace(/\W+/g, '-')): RankedShop => ({
  slug,
  name,
  area,
  latitude: at?.[0] ?? null,
  longitude: at?.[1] ?? null,
  searchText: searchTextOf({ name, area, pinCode }),
});
const names = (ranked: { shop: RankedShop }[]) => ranked.map((found) => found.shop.name);

describe('distanceKm', () => {
  it('measures the great circle: a degree of the equator, and Bengaluru to Mumbai', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.195, 2);
    const bengaluruToMumbai = distanceKm({ latitude: 12.9716, longitude: 77.5946 }, { latitude: 19.076, longitude: 72.8777 });
    expect(bengaluruToMumbai).toBeGreaterThan(835);
    expect(bengaluruToMumbai).toBeLessThan(850);
    expect(distanceKm({ latitude: 12.9, longitude: 77.6 }, { latitude: 12.9, longitude: 77.6 })).toBe(0);
  });
});

describe('rankShops', () => {
  const near = shop('Zed Cuts', 'Koramangala', [12.9352, 77.6245]);
  const middle = shop('Amar Salon', 'Indiranagar', [12.9719, 77.6412], '560038');
  const far = shop('Bala Barbers', 'Whitefield', [12.9698, 77.75]);
  const unpinned = shop('Aaa First', 'Jayanagar', null, '560041');
  const nowhere = shop('Nameless', '', null);

  it('puts the nearest first from the visitor’s location, and unpinned shops last by name', () => {
    const ranked = rankShops([far, unpinned, middle, nowhere, near], { latitude: 12.93, longitude: 77.62 }, '');
    expect(names(ranked)).toEqual(['Zed Cuts', 'Amar Salon', 'Bala Barbers', 'Aaa First', 'Nameless']);
    expect(ranked[0]?.distanceKm).toBeLessThan(1);
    expect(ranked[3]?.distanceKm).toBeNull();
  });

  it('without a location orders by area, shops without one last, and gives no distance', () => {
    const ranked = rankShops([near, nowhere, far, middle, unpinned], null, '');
    expect(ranked.map((found) => found.shop.area)).toEqual(['Indiranagar', 'Jayanagar', 'Koramangala', 'Whitefield', '']);
    expect(ranked.every((found) => found.distanceKm === null)).toBe(true);
  });

  it('breaks a tie of distance or area by name, then by slug, whatever order the shops came in', () => {
    const twin = shop('Abe Cuts', 'Koramangala', [12.9352, 77.6245]);
    const sameName = shop('Abe Cuts', 'Koramangala', [12.9352, 77.6245], '', 'abe-cuts-2');
    const from = { latitude: 12.93, longitude: 77.62 };
    expect(names(rankShops([near, twin], from, ''))).toEqual(['Abe Cuts', 'Zed Cuts']);
    expect(names(rankShops([near, twin], null, ''))).toEqual(['Abe Cuts', 'Zed Cuts']);
    expect(rankShops([sameName, near, twin], null, '').map((found) => found.shop.slug)).toEqual(['abe-cuts', 'abe-cuts-2', 'zed-cuts']);
    expect(rankShops([twin, sameName, near], from, '').map((found) => found.shop.slug)).toEqual(['abe-cuts', 'abe-cuts-2', 'zed-cuts']);
  });

  it('finds by name, area or PIN code, ignoring case, accents and extra spaces, never across two fields', () => {
    const all = [near, middle, far, unpinned, shop('Café Élan', 'Malleshwaram', null)];
    expect(names(rankShops(all, null, '  KORAMANGALA '))).toEqual(['Zed Cuts']);
    expect(names(rankShops(all, null, '5600'))).toEqual(['Amar Salon', 'Aaa First']);
    expect(names(rankShops(all, null, 'cafe elan'))).toEqual(['Café Élan']);
    expect(names(rankShops(all, null, 'amar   salon'))).toEqual(['Amar Salon']);
    expect(rankShops(all, null, 'cuts koramangala')).toEqual([]);
    expect(rankShops(all, null, 'nowhere')).toEqual([]);
  });
});
