import { describe, expect, it } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { servingTexts } from '../texts-serving.js';
import { noShowOffer, repeatNoShowLabel } from './no-show.js';

const SHOP = { openTime: '09:00', closeTime: '18:00', timeZone: 'Asia/Kolkata' };
const at = (time: string) => Date.parse(`2026-11-21T${time}:00+05:30`);
const slot = { status: 'waiting', bookingType: 'slot', slotDate: '2026-11-21', slotTime: '11:00' } as const;
const walkIn = { status: 'waiting', bookingType: 'queue', slotDate: null, slotTime: null } as const;

describe('noShowOffer', () => {
  it('offers a walk-in at any time, a slot once its time has come, and first from 10 minutes late', () => {
    expect(noShowOffer(walkIn, at('10:00'), SHOP)).toEqual({ kind: 'available' });
    expect(noShowOffer(slot, at('10:59'), SHOP)).toEqual({ kind: 'none' });
    expect(noShowOffer(slot, at('11:00'), SHOP)).toEqual({ kind: 'available' });
    expect(noShowOffer(slot, at('11:09'), SHOP)).toEqual({ kind: 'available' });
    expect(noShowOffer(slot, at('11:10'), SHOP)).toEqual({ kind: 'overdue', minutesLate: 10 });
    expect(noShowOffer(slot, at('11:42'), SHOP)).toEqual({ kind: 'overdue', minutesLate: 42 });
  });

  it('reads a night slot past midnight on the calendar date after its own', () => {
    // Open 09:00-04:30: 01:00 on the 21st is 01:00 on the 22nd, not yet come at 23:00 on the 21st.
    const night = { ...slot, slotTime: '01:00' };
    const nightShop = { ...SHOP, closeTime: '04:30' };
    expect(noShowOffer(night, at('23:00'), nightShop)).toEqual({ kind: 'none' });
    expect(noShowOffer(night, Date.parse('2026-11-22T01:15:00+05:30'), nightShop)).toEqual({ kind: 'overdue', minutesLate: 15 });
  });

  it('never offers a booking that is not waiting', () => {
    expect(noShowOffer({ ...walkIn, status: 'serving' }, at('10:00'), SHOP)).toEqual({ kind: 'none' });
    expect(noShowOffer({ ...slot, status: 'cancelled' }, at('12:00'), SHOP)).toEqual({ kind: 'none' });
  });

  it('offers nothing on a walk-in who keeps his turn after one pass, and offers it again after two', () => {
    expect(noShowOffer({ ...walkIn, passedOver: 1 }, at('10:00'), SHOP)).toEqual({ kind: 'none' });
    expect(noShowOffer({ ...walkIn, passedOver: 2 }, at('10:00'), SHOP)).toEqual({ kind: 'available' });
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
