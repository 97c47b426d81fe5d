import { describe, expect, it } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { servingTexts } from '../texts-serving.js';
import { noShowOffer, repeatNoShowLabel } from './no-show.js';

const ZONE = 'Asia/Kolkata';
const at = (time: string) => Date.parse(`2026-11-21T${time}:00+05:30`);
const slot = { status: 'waiting', bookingType: 'slot', slotDate: '2026-11-21', slotTime: '11:00' } as const;
const walkIn = { status: 'waiting', bookingType: 'queue', slotDate: null, slotTime: null } as const;

describe('noShowOffer', () => {
  it('offers a walk-in at any time, a slot once its time has come, and first from 10 minutes late', () => {
    expect(noShowOffer(walkIn, at('10:00'), ZONE)).toEqual({ kind: 'available' });
    expect(noShowOffer(slot, at('10:59'), ZONE)).toEqual({ kind: 'none' });
    expect(noShowOffer(slot, at('11:00'), ZONE)).toEqual({ kind: 'available' });
    expect(noShowOffer(slot, at('11:09'), ZONE)).toEqual({ kind: 'available' });
    expect(noShowOffer(slot, at('11:10'), ZONE)).toEqual({ kind: 'overdue', minutesLate: 10 });
    expect(noShowOffer(slot, at('11:42'), ZONE)).toEqual({ kind: 'overdue', minutesLate: 42 });
  });

  it('never offers a booking that is not waiting', () => {
    expect(noShowOffer({ ...walkIn, status: 'serving' }, at('10:00'), ZONE)).toEqual({ kind: 'none' });
    expect(noShowOffer({ ...slot, status: 'cancelled' }, at('12:00'), ZONE)).toEqual({ kind: 'none' });
  });
});

describe('repeatNoShowLabel', () => {
  it('marks a phone from its second no-show in 90 days', () => {
    expect(repeatNoShowLabel(null, servingTexts.en)).toBeNull();
    expect(repeatNoShowLabel(0, servingTexts.en)).toBeNull();
    expect(repeatNoShowLabel(1, servingTexts.en)).toBeNull();
    expect(repeatNoShowLabel(2, servingTexts.en)).toBe('2 no-shows in 90 days');
    expect(repeatNoShowLabel(5, servingTexts.en)).toBe('5 no-shows in 90 days');
  });

  it('in Hindi', async () => {
    await loadTranslations('hi');
    expect(repeatNoShowLabel(3, textsIn(servingTexts, 'hi'))).toBe('90 दिनों में 3 नो-शो');
  });
});
