import { describe, expect, test } from 'vitest';
import type { ListedShop, ShopList } from '../../../../shared/schemas/shop-list.js';
import { parseShopListMessage, patchShopList, type ShopListChange } from './patch-list.js';

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };

function shop(slug: string, extra: Partial<ListedShop> = {}): ListedShop {
  return {
    slug,
    name: `${slug} cuts`,
    area: 'Koramangala',
    pinCode: '560034',
    address: '',
    timeZone: 'Asia/Kolkata',
    openTime: '09:00',
    closeTime: '18:00',
    isOpen: true,
    openings: [],
    waitMinutes: 0,
    noWait: false,
    startAt: '2026-11-25T04:30:00.000Z',
    computedAt: '2026-11-25T04:30:00.000Z',
    latitude: KORAMANGALA.latitude,
    longitude: KORAMANGALA.longitude,
    distanceKm: 1.5,
    ...extra,
  };
}

/** A shop as the socket sends it: no distance. */
function live(slug: string, extra: Partial<ListedShop> = {}): ShopListChange['changed'][number] {
  const { distanceKm: _distance, ...entry } = shop(slug, extra);
  return entry;
}

const change = (changed: ShopListChange['changed'], removed: string[] = []): ShopListChange => ({ changed, removed });
const ask = { from: null, search: '' };

describe('reading a frame of the list’s socket', () => {
  test('takes a shopsChanged message, and nothing else', () => {
    const message = { type: 'shopsChanged', data: { changed: [live('a')], removed: ['b'] } };
    expect(parseShopListMessage(JSON.stringify(message))).toEqual(message.data);
    for (const text of ['nope', '{}', JSON.stringify({ type: 'connected', data: {} }), JSON.stringify({ type: 'shopsChanged', data: { changed: [{ slug: 1 }], removed: [] } })]) {
      expect(parseShopListMessage(text), text).toBeNull();
    }
  });
});

describe('patching an answer of the list', () => {
  test('changes a shown shop’s wait in place, keeping its distance, and asks nothing again', () => {
    const list: ShopList = { shops: [shop('a'), shop('b')], total: 2 };
    const patched = patchShopList(list, change([live('b', { waitMinutes: 30, distanceKm: null })]), ask);
    expect(patched.refetch).toBe(false);
    expect(patched.list.shops.map((row) => [row.slug, row.waitMinutes, row.distanceKm])).toEqual([
      ['a', 0, 1.5],
      ['b', 30, 1.5],
    ]);
    expect(patched.list.total).toBe(2);
  });

  test('leaves the answer as it was when nothing of it changed', () => {
    const list: ShopList = { shops: [shop('a')], total: 1 };
    const patched = patchShopList(list, change([live('z', { name: 'Zed', area: 'Jayanagar', pinCode: '560041' })]), { from: null, search: 'kora' });
    expect(patched).toEqual({ list, refetch: false });
    expect(patched.list).toBe(list);
  });

  test('drops a shop no longer listed; a capped list is asked again for the one that comes in', () => {
    const whole = patchShopList({ shops: [shop('a'), shop('b')], total: 2 }, change([], ['a']), ask);
    expect(whole.list).toEqual({ shops: [shop('b')], total: 1 });
    expect(whole.refetch).toBe(false);
    const capped = patchShopList({ shops: [shop('a'), shop('b')], total: 60 }, change([], ['a']), ask);
    expect(capped.list.total).toBe(59);
    expect(capped.refetch).toBe(true);
  });

  test('asks again when a shown shop is renamed or moved, since the order may change', () => {
    const list: ShopList = { shops: [shop('a'), shop('b')], total: 2 };
    expect(patchShopList(list, change([live('a', { name: 'Another name' })]), ask).refetch).toBe(true);
    expect(patchShopList(list, change([live('a', { latitude: 13 })]), ask).refetch).toBe(true);
  });

  test('asks again for a shop not shown only when it could be among the answers', () => {
    const list: ShopList = { shops: [shop('a')], total: 1 };
    // A newly listed shop that the search finds, or any with no search.
    expect(patchShopList(list, change([live('new')]), ask).refetch).toBe(true);
    expect(patchShopList(list, change([live('new', { area: 'Jayanagar', pinCode: '560041' })]), { from: null, search: 'jaya' }).refetch).toBe(true);
    expect(patchShopList(list, change([live('new', { area: 'Jayanagar', pinCode: '560041' })]), { from: null, search: 'kora' }).refetch).toBe(false);
    // A capped list nearest first: a shop farther than its last row is not among the first answers.
    const near = { shops: [shop('a', { distanceKm: 0 })], total: 80 };
    const from = KORAMANGALA;
    expect(patchShopList(near, change([live('far', { latitude: 13.5, longitude: 77.6 })]), { from, search: '' }).refetch).toBe(false);
    expect(patchShopList({ ...near, shops: [shop('a', { distanceKm: 20 })] }, change([live('close')]), { from, search: '' }).refetch).toBe(true);
  });
});
