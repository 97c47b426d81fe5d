import { describe, expect, test } from 'vitest';
import { formatTime12 } from '../../../../shared/domain/format.js';
import { nearbyTexts } from '../texts-nearby.js';
import nearbyHindi from '../texts-nearby.hi.js';
import { nearbyLine, type NearbySuggestion } from './nearby-line.js';

const en = nearbyTexts.en;
const inKolkata = (instant: string) => formatTime12(instant, 'Asia/Kolkata');
const sentence = (suggestion: NearbySuggestion, language: 'en' | 'hi' = 'en') =>
  nearbyLine(suggestion, language === 'en' ? en : nearbyHindi, language, inKolkata)
    .map((part) => part.text)
    .join('');

// 10:35 AM in Kolkata.
const KINGS: NearbySuggestion = {
  slug: 'kings-cuts',
  name: 'Kings Cuts',
  area: 'Koramangala',
  distanceKm: 1.234,
  startAt: '2026-11-21T05:05:00.000Z',
  waitMinutes: 35,
  branch: false,
  bookingUrl: '/s/kings-cuts/booking',
};

describe('nearbyLine', () => {
  test('names another owner’s shop with its area, its distance and the start in the shop’s time zone', () => {
    expect(sentence(KINGS)).toBe('Shorter wait nearby: Kings Cuts (Koramangala, 1.2 km) could start you at 10:35 AM.');
    expect(nearbyLine(KINGS, en, 'en', inKolkata).filter((part) => part.kind !== 'plain')).toEqual([
      { text: 'Kings Cuts', kind: 'name' },
      { text: '10:35 AM', kind: 'time' },
    ]);
  });

  test('says a branch is this shop’s other branch, leaving out what the answer does not know', () => {
    const branch = { ...KINGS, name: 'Kings Cuts Indiranagar', area: 'Indiranagar', distanceKm: null, branch: true };
    expect(sentence(branch)).toBe('Shorter wait at our other branch: Kings Cuts Indiranagar (Indiranagar) could start you at 10:35 AM.');
    expect(sentence({ ...branch, area: ' ' })).toBe('Shorter wait at our other branch: Kings Cuts Indiranagar could start you at 10:35 AM.');
    expect(sentence({ ...KINGS, area: '', distanceKm: 12.4 })).toBe('Shorter wait nearby: Kings Cuts (12 km) could start you at 10:35 AM.');
    expect(sentence({ ...KINGS, distanceKm: 0.02 })).toBe('Shorter wait nearby: Kings Cuts (Koramangala, 0.1 km) could start you at 10:35 AM.');
  });

  test('a start under 2 minutes away is now, as every wait says it', () => {
    expect(sentence({ ...KINGS, waitMinutes: 1 })).toBe('Shorter wait nearby: Kings Cuts (Koramangala, 1.2 km) could start you now.');
    expect(sentence({ ...KINGS, waitMinutes: 0, branch: true })).toBe('Shorter wait at our other branch: Kings Cuts (Koramangala, 1.2 km) could start you now.');
  });

  test('keeps the name and the time where Hindi puts them', () => {
    expect(sentence(KINGS, 'hi')).toBe('पास में कम इंतज़ार: Kings Cuts (Koramangala, 1.2 कि.मी.) में आपकी बारी 10:35 AM पर आ सकती है।');
  });
});
