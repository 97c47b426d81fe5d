import { describe, expect, test } from 'vitest';
import { fromStored, SHOP_CONTACT_MAX_AGE_MS, shopContactFrom, shopContactIsStale, toStored } from './shop-contact.js';

const NOW = Date.UTC(2025, 5, 1, 4, 30);

describe("the offline page's copy of the shop's contact details", () => {
  test('takes the name and a callable phone from the shop settings answer, and nothing else', () => {
    const answer = { isOpen: true, openTime: '09:00', closeTime: '18:00', shopName: ' Kings Barbers ', shopPhone: '+91 98765 43210', shopAddress: '12 MG Road' };
    const contact = shopContactFrom(answer, NOW);
    expect(contact).toEqual({ name: 'Kings Barbers', phone: '+91 98765 43210', phoneHref: 'tel:+919876543210', savedAt: NOW });
    expect(toStored(contact ?? fail())).toEqual({ shopName: 'Kings Barbers', shopPhone: '+91 98765 43210', savedAt: NOW });
  });

  test('a shop without a name or a phone number to call', () => {
    expect(shopContactFrom({ shopName: '', shopPhone: '' }, NOW)).toEqual({ name: null, phone: null, phoneHref: null, savedAt: NOW });
    expect(shopContactFrom({ shopName: 'Kings', shopPhone: 'ask at the desk' }, NOW)).toMatchObject({ name: 'Kings', phone: null, phoneHref: null });
    expect(shopContactFrom(null, NOW)).toBeNull();
    expect(shopContactFrom('Kings', NOW)).toBeNull();
  });

  test('reads back what it stored, and refuses anything else', () => {
    const contact = shopContactFrom({ shopName: 'Kings', shopPhone: '9876543210' }, NOW) ?? fail();
    expect(fromStored(JSON.parse(JSON.stringify(toStored(contact))))).toEqual(contact);
    expect(fromStored({ shopName: 'Kings' })).toBeNull();
    expect(fromStored({ shopName: 'Kings', savedAt: 'yesterday' })).toBeNull();
    expect(fromStored(undefined)).toBeNull();
  });

  test('is fetched again when missing, ten minutes old, or from a clock that went back', () => {
    const contact = shopContactFrom({ shopName: 'Kings' }, NOW) ?? fail();
    expect(shopContactIsStale(null, NOW)).toBe(true);
    expect(shopContactIsStale(contact, NOW + SHOP_CONTACT_MAX_AGE_MS - 1)).toBe(false);
    expect(shopContactIsStale(contact, NOW + SHOP_CONTACT_MAX_AGE_MS)).toBe(true);
    expect(shopContactIsStale(contact, NOW - 1)).toBe(true);
  });
});

function fail(): never {
  throw new Error('expected a contact');
}
