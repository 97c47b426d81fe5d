import { describe, expect, it } from 'vitest';
import { distanceKm, rankShops, searchKey, type RankedShop } from './shop-ranking.js';

const shop = (name: string, area: string, at: [number, number] | null, pinCode = ''): RankedShop => ({
  name,
  area,
  pinCode,
  latitude: at?.[0] ?? null,
  longitude: at?.[1] ?? null,
});

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
    expect(ranked.map((found) => found.name)).toEqual(['Zed Cuts', 'Amar Salon', 'Bala Barbers', 'Aaa First', 'Nameless']);
    expect(ranked[0]?.distanceKm).toBeLessThan(1);
    expect(ranked[3]?.distanceKm).toBeNull();
  });

  it('without a location orders by area, shops without one last, and gives no distance', () => {
    const ranked = rankShops([near, nowhere, far, middle, unpinned], null, '');
    expect(ranked.map((found) => found.area)).toEqual(['Indiranagar', 'Jayanagar', 'Koramangala', 'Whitefield', '']);
    expect(ranked.every((found) => found.distanceKm === null)).toBe(true);
  });

  it('breaks a tie of distance or area by name', () => {
    const twin = shop('Abe Cuts', 'Koramangala', [12.9352, 77.6245]);
    expect(rankShops([near, twin], { latitude: 12.93, longitude: 77.62 }, '').map((found) => found.name)).toEqual(['Abe Cuts', 'Zed Cuts']);
    expect(rankShops([near, twin], null, '').map((found) => found.name)).toEqual(['Abe Cuts', 'Zed Cuts']);
  });

  it('finds by name, area or PIN code, ignoring case, accents and extra spaces', () => {
    const all = [near, middle, far, unpinned, shop('Café Élan', 'Malleshwaram', null)];
    expect(rankShops(all, null, searchKey('  KORAMANGALA ')).map((found) => found.name)).toEqual(['Zed Cuts']);
    expect(rankShops(all, null, searchKey('5600')).map((found) => found.name)).toEqual(['Amar Salon', 'Aaa First']);
    expect(rankShops(all, null, searchKey('cafe elan')).map((found) => found.name)).toEqual(['Café Élan']);
    expect(rankShops(all, null, searchKey('amar   salon')).map((found) => found.name)).toEqual(['Amar Salon']);
    expect(rankShops(all, null, searchKey('nowhere'))).toEqual([]);
  });
});
