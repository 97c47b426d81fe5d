import { describe, expect, test } from 'vitest';
import { zonedInstant } from '../../../../shared/domain/format.js';
import { layoutTimeline } from './timeline.js';

const ZONE = 'Asia/Kolkata';
const at = (time: string) => zonedInstant('2026-11-21', time, ZONE);
const MINUTE = 60_000;

describe('layoutTimeline', () => {
  test('the window runs from the quarter hour before now to 4 hours ahead', () => {
    const layout = layoutTimeline([], at('10:07'), ZONE);
    expect(layout.start).toBe(at('10:00'));
    expect(layout.end).toBe(at('14:07'));
    expect(layout.nowOffset).toBeCloseTo(7 / 247);
  });

  test("hour and half-hour marks fall on the shop's wall clock, not UTC's", () => {
    const layout = layoutTimeline([], at('10:07'), ZONE);
    expect(layout.marks.filter((mark) => mark.major).map((mark) => mark.time)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00']);
    expect(layout.marks.filter((mark) => !mark.major).map((mark) => mark.time)).toEqual(['10:30', '11:30', '12:30', '13:30']);
    expect(layout.marks[0]?.offset).toBe(0);
  });

  test('marks cross midnight', () => {
    const layout = layoutTimeline([], at('22:50'), ZONE);
    expect(layout.marks.filter((mark) => mark.major).map((mark) => mark.time)).toEqual(['23:00', '00:00', '01:00', '02:00']);
  });

  test('blocks sit at their planned times; the chair is clipped at the window start', () => {
    const now = at('10:00');
    const layout = layoutTimeline(
      [
        { id: 1, kind: 'serving', start: at('09:40'), end: at('10:20') },
        { id: 2, kind: 'queue', start: at('10:20'), end: at('10:50') },
        { id: 3, kind: 'slot', start: at('13:30'), end: at('14:30') },
      ],
      now,
      ZONE,
    );
    const [serving, walkIn, slot] = layout.blocks;
    expect(serving).toMatchObject({ id: 1, top: 0, clippedStart: true, clippedEnd: false });
    expect(serving?.height).toBeCloseTo(20 / 240);
    expect(walkIn?.top).toBeCloseTo(20 / 240);
    expect(walkIn?.height).toBeCloseTo(30 / 240);
    expect(slot).toMatchObject({ clippedEnd: true });
    expect((slot?.top ?? 0) + (slot?.height ?? 0)).toBeCloseTo(1);
  });

  test('a block ends where the next planned one starts', () => {
    const layout = layoutTimeline(
      [
        { id: 2, kind: 'queue', start: at('10:00'), end: at('10:45') },
        { id: 3, kind: 'queue', start: at('10:30'), end: at('11:00') },
      ],
      at('10:00'),
      ZONE,
    );
    expect(layout.blocks[0]?.height).toBeCloseTo(30 / 240);
  });

  test('bookings after the window are counted, not drawn', () => {
    const layout = layoutTimeline(
      [
        { id: 2, kind: 'queue', start: at('14:00'), end: at('14:30') },
        { id: 3, kind: 'slot', start: at('15:00'), end: at('15:30') },
      ],
      at('10:00'),
      ZONE,
    );
    expect(layout.blocks).toEqual([]);
    expect(layout.later).toBe(2);
  });

  test('a chair running over still shows up to now', () => {
    const now = at('10:10');
    const layout = layoutTimeline([{ id: 1, kind: 'serving', start: at('09:30'), end: now }], now, ZONE);
    expect(layout.blocks[0]?.height).toBeCloseTo((10 * MINUTE) / (layout.end - layout.start));
  });
});
