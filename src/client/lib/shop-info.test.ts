import { describe, expect, test } from 'vitest';
import type { ShopSettings } from '../../shared/schemas/shop-settings.js';
import { pageTitle } from '../app/page-title.js';
import { appTexts } from '../app/texts.js';
import { loadTranslations, textsIn } from './i18n/catalogue.js';
import { isLiveKey, queryKeys } from './query-keys.js';
import { shopInfo, telHref } from './shop-info.js';

const settings: ShopSettings = { isOpen: true, openTime: '09:00', closeTime: '21:30', slotInterval: 30, timeZone: 'Asia/Kolkata', shopName: '', shopPhone: '', shopAddress: '', mapUrl: '', turnNearMinutes: 15, closedDates: [], walkInsBeforeOpeningMinutes: 30, upiId: '', upiName: '', openings: [], state: { kind: 'open', opensAt: null, closesAt: null }, setup: { hoursChecked: true, openedOnce: true, dismissed: false } };

describe('shopInfo', () => {
  test("shows the fallback hours until settings load", () => {
    expect(shopInfo(undefined)).toMatchObject({ hours: '9:00 AM - 7:00 PM', isOpen: null, name: null, timeZone: 'Asia/Kolkata' });
  });

  test("the shop's real hours and contact details", () => {
    const info = shopInfo({
      ...settings,
      shopName: ' Kings Barbers ',
      shopPhone: '+91 98765 43210',
      shopAddress: '12 MG Road, Bengaluru',
      mapUrl: 'https://maps.example.com/kings',
    });
    expect(info).toMatchObject({
      name: 'Kings Barbers',
      hours: '9:00 AM - 9:30 PM',
      phone: '+91 98765 43210',
      phoneHref: 'tel:+919876543210',
      address: '12 MG Road, Bengaluru',
      mapUrl: 'https://maps.example.com/kings',
      isOpen: true,
    });
  });

  test('empty details are absent, and only https map links are followed', () => {
    expect(shopInfo({ ...settings, shopName: '', shopPhone: ' ', mapUrl: '' })).toMatchObject({ name: null, phone: null, mapUrl: null });
    expect(shopInfo({ ...settings, mapUrl: 'javascript:alert(1)' }).mapUrl).toBeNull();
    expect(shopInfo({ ...settings, mapUrl: 'http://maps.example.com' }).mapUrl).toBeNull();
  });

  test('the hours in Hindi', () => {
    expect(shopInfo(undefined, 'hi').hours).toBe('9:00 am - 7:00 pm');
    expect(shopInfo(settings, 'hi').hours).toBe('9:00 am - 9:30 pm');
  });

  test('telHref', () => {
    expect(telHref('098765-43210')).toBe('tel:09876543210');
    expect(telHref('call us')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});

describe('page titles', () => {
  test('page first, then the shop; the home page leads with the shop', () => {
    expect(pageTitle('Book an appointment', 'Kings Barbers')).toBe('Book an appointment · Kings Barbers');
    expect(pageTitle(null, 'Kings Barbers')).toBe('Kings Barbers · Premium Grooming');
  });

  test('in Hindi', async () => {
    await loadTranslations('hi');
    const hi = textsIn(appTexts, 'hi');
    expect(pageTitle(hi.trackTitle, 'Kings Barbers', hi)).toBe('अपनी बुकिंग ट्रैक करें · Kings Barbers');
    expect(pageTitle(null, 'Kings Barbers', hi)).toBe('Kings Barbers · प्रीमियम ग्रूमिंग');
  });
});

describe('query keys', () => {
  test('live data is everything the socket can change; the session and profile are not', () => {
    expect(isLiveKey(queryKeys.barbers.list())).toBe(true);
    expect(isLiveKey(queryKeys.barberLive.slots(1, '2026-11-21', [2, 3]))).toBe(true);
    expect(isLiveKey(queryKeys.bookings.track('9876543210'))).toBe(true);
    expect(isLiveKey(queryKeys.shopSettings)).toBe(true);
    expect(isLiveKey(queryKeys.me)).toBe(false);
    expect(isLiveKey(queryKeys.customer(4))).toBe(false);
  });
  test("a barber's live family is a prefix of each of its keys", () => {
    const family = queryKeys.barberLive.barber(3);
    expect(queryKeys.barberLive.waitTime(3, 9).slice(0, family.length)).toEqual(family);
    expect(queryKeys.bookings.barberQueue(3).slice(0, 3)).toEqual(queryKeys.bookings.barber(3));
  });
});
