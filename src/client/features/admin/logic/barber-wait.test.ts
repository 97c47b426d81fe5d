import { describe, expect, test } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { adminTexts } from '../texts.js';
import { barberTexts } from '../texts-barbers.js';
import { barberWaitText } from './barber-wait.js';

const en = { admin: adminTexts.en, barbers: barberTexts.en };
const barber = (waitTime: number, more: { isAvailable?: boolean; noWait?: boolean } = {}) => ({ isAvailable: true, noWait: false, waitTime, ...more });

describe("a barber card's wait", () => {
  test('reads as the shared wait label does', () => {
    expect(barberWaitText(barber(0, { isAvailable: false }), en, 'en')).toBe('Not Available');
    expect(barberWaitText(barber(0, { noWait: true }), en, 'en')).toBe('Wait: No Wait');
    expect(barberWaitText(barber(24.2), en, 'en')).toBe('Wait: 25 min');
    expect(barberWaitText(barber(120), en, 'en')).toBe('Wait: 2 Hr');
    expect(barberWaitText(barber(90), en, 'en')).toBe('Wait: 1 Hr 30 Mins');
    expect(barberWaitText(barber(Number.NaN), en, 'en')).toBe('Wait: No Wait');
    // An idle barber reads as one whose next booking is a later slot: one rule for both.
    expect(barberWaitText(barber(0), en, 'en')).toBe('Wait: No Wait');
  });

  test('in Hindi', async () => {
    await loadTranslations('hi');
    const hi = { admin: textsIn(adminTexts, 'hi'), barbers: textsIn(barberTexts, 'hi') };
    expect(barberWaitText(barber(90), hi, 'hi')).toBe('इंतज़ार: 1 घंटे 30 मिनट');
    expect(barberWaitText(barber(0, { isAvailable: false }), hi, 'hi')).toBe('उपलब्ध नहीं');
  });
});
