import { describe, expect, test } from 'vitest';
import { barberTexts } from '../../../components/barber/texts.js';
import { distanceText, rowView, waitMinutesNow } from './shop-row.js';

const ist = (iso: string) => Date.parse(`${iso}+05:30`);
const at = (iso: string) => new Date(ist(iso)).toISOString();

/** A shop open 9:00 to 18:00 in Kolkata, today and tomorrow (25 and 26 November). */
const shop: Parameters<typeof rowView>[0] = {
  isOpen: true,
  openings: [
    { start: at('2026-11-25T09:00'), end: at('2026-11-25T18:00') },
    { start: at('2026-11-26T09:00'), end: at('2026-11-26T18:00') },
  ],
  timeZone: 'Asia/Kolkata',
  openTime: '09:00',
  closeTime: '18:00',
  waitMinutes: 30,
  noWait: false,
  startAt: at('2026-11-25T10:30'),
};

const view = (now: number, extra: Partial<typeof shop> = {}) => rowView({ ...shop, ...extra }, now, barberTexts.en, 'en');

describe('a listed shop’s row', () => {
  test('open, with its shortest wait and the start in the shop’s time', () => {
    const row = view(ist('2026-11-25T10:00'));
    expect(row.stateLine).toBe('Open now');
    expect(row.wait).toEqual({ text: 'WAIT: 30 min', colour: 'yellow', turnAt: '10:30 AM' });
  });

  test('the wait counts down with the clock, and reads No Wait at the start, never 0 min', () => {
    expect(view(ist('2026-11-25T10:12')).wait?.text).toBe('WAIT: 18 min');
    expect(view(ist('2026-11-25T10:29:30')).wait).toEqual({ text: 'WAIT: No Wait', colour: 'green', turnAt: null });
    expect(view(ist('2026-11-25T10:00'), { waitMinutes: 0, startAt: at('2026-11-25T10:00') }).wait?.text).toBe('WAIT: No Wait');
    expect(view(ist('2026-11-25T10:00'), { waitMinutes: 75, startAt: at('2026-11-25T11:15') }).wait?.text).toBe('WAIT: 1 Hr 15 Mins');
  });

  test('a wait never grows by the clock alone: a device behind the server keeps the server’s figure', () => {
    expect(waitMinutesNow({ waitMinutes: 30, startAt: at('2026-11-25T10:30') }, ist('2026-11-25T09:50'))).toBe(30);
    expect(waitMinutesNow({ waitMinutes: null, startAt: null }, ist('2026-11-25T09:50'))).toBeNull();
  });

  test('before opening and after closing it says when it opens; closed rows show no wait', () => {
    expect(view(ist('2026-11-25T08:10'), { waitMinutes: 50, startAt: at('2026-11-25T09:00') })).toMatchObject({
      stateLine: 'Opens at 9:00 AM',
      wait: { text: 'WAIT: 50 min', turnAt: '9:00 AM' },
    });
    expect(view(ist('2026-11-25T19:00'), { waitMinutes: null, startAt: null })).toMatchObject({
      stateLine: 'Closed today · opens tomorrow at 9:00 AM',
      wait: null,
      noWalkIns: false,
      bookable: true,
    });
    expect(view(ist('2026-11-25T10:00'), { isOpen: false, waitMinutes: null, startAt: null })).toMatchObject({
      stateLine: 'Closed · booking opens when the shop opens',
      wait: null,
      bookable: false,
    });
  });

  test('open but with nobody taking walk-ins says so', () => {
    expect(view(ist('2026-11-25T10:00'), { waitMinutes: null, startAt: null })).toMatchObject({ wait: null, noWalkIns: true });
  });

  test('the state moves with the clock: the row opens at its time by itself', () => {
    expect(view(ist('2026-11-25T08:59:59')).stateLine).toBe('Opens at 9:00 AM');
    expect(view(ist('2026-11-25T09:00')).stateLine).toBe('Open now');
  });
});

describe('a distance', () => {
  test('in tenths of a kilometre under 10, whole beyond', () => {
    expect(distanceText(0, 'en')).toBe('0.1');
    expect(distanceText(1.24, 'en')).toBe('1.2');
    expect(distanceText(4.5, 'en')).toBe('4.5');
    expect(distanceText(12.6, 'en')).toBe('13');
  });
});
