import { describe, expect, it } from 'vitest';
import { nextWhoIsHere, passedNoShow } from './arrival.js';

const SHOP = { openTime: '09:00', closeTime: '18:00', timeZone: 'Asia/Kolkata' };
const NOW = Date.parse('2026-11-21T10:00:00+05:30');
const HERE = '2026-11-21T04:20:00.000Z';
const walkIn = (id: number, arrivedAt: string | null = null) => ({ id, bookingType: 'queue', slotDate: null, slotTime: null, arrivedAt }) as const;
const slot = (id: number, slotTime: string) => ({ id, bookingType: 'slot', slotDate: '2026-11-21', slotTime, arrivedAt: null }) as const;

describe('nextWhoIsHere', () => {
  it('finds the first walk-in who is here after an away head, passing only away walk-ins', () => {
    const queue = [walkIn(1), walkIn(2), walkIn(3, HERE), walkIn(4, HERE)];
    expect(nextWhoIsHere(queue, queue[0] ?? null, NOW, SHOP)?.id).toBe(3);
  });

  it('offers nothing while the head is here, or nobody after him is', () => {
    const here = [walkIn(1, HERE), walkIn(2, HERE)];
    expect(nextWhoIsHere(here, here[0] ?? null, NOW, SHOP)).toBeNull();
    const away = [walkIn(1), walkIn(2)];
    expect(nextWhoIsHere(away, away[0] ?? null, NOW, SHOP)).toBeNull();
    expect(nextWhoIsHere(away, null, NOW, SHOP)).toBeNull();
  });

  it('never passes a slot whose time has come, but looks past one still ahead', () => {
    const due = [walkIn(1), slot(2, '09:30'), walkIn(3, HERE)];
    expect(nextWhoIsHere(due, due[0] ?? null, NOW, SHOP)).toBeNull();
    const ahead = [walkIn(1), slot(2, '12:00'), walkIn(3, HERE)];
    expect(nextWhoIsHere(ahead, ahead[0] ?? null, NOW, SHOP)?.id).toBe(3);
  });
});

describe('passedNoShow', () => {
  it('hides No-show after one pass and offers it first after two; a slot or an unpassed walk-in as before', () => {
    expect(passedNoShow({ bookingType: 'queue', passedOver: 0 })).toBe('usual');
    expect(passedNoShow({ bookingType: 'queue', passedOver: 1 })).toBe('hidden');
    expect(passedNoShow({ bookingType: 'queue', passedOver: 2 })).toBe('offered');
    expect(passedNoShow({ bookingType: 'slot', passedOver: 0 })).toBe('usual');
  });
});
