import { TIMELINE_WINDOW_HOURS } from '../../../../shared/constants.js';
import { shopTime } from '../../../../shared/domain/format.js';

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;

export interface TimelineInput {
  id: number;
  kind: 'serving' | 'queue' | 'slot';
  /** Epoch ms the booking starts (serving: when it started; waiting: its planned start). */
  start: number;
  /** Epoch ms it is expected to end. */
  end: number;
}

export interface TimelineBlock extends TimelineInput {
  /** Fractions of the window's height, 0 at its start. */
  top: number;
  height: number;
  /** Cut off by the window's start or end (shown with a soft edge). */
  clippedStart: boolean;
  clippedEnd: boolean;
}

export interface TimelineMark {
  at: number;
  /** Shop-local 'HH:MM'. */
  time: string;
  offset: number;
  /** A full hour (labelled) or a half hour (a faint line). */
  major: boolean;
}

export interface TimelineLayout {
  start: number;
  end: number;
  now: number;
  nowOffset: number;
  marks: TimelineMark[];
  blocks: TimelineBlock[];
  /** Bookings planned to start after the window. */
  later: number;
}

/**
 * Lays the chair's next hours on one axis (docs/product/booking-rules.md#business-constants-and-limits: a 4-hour window). The window starts at the
 * quarter hour before now, so the now-line moves down between quarters, and reaches 4 hours
 * ahead. Every UTC offset in use is a multiple of 15 minutes, so quarters fall on the shop's
 * wall clock too. A block that would run into the next one ends where the next one starts: the
 * plan's start times are the truth, whatever the services' nominal durations say.
 */
export function layoutTimeline(items: readonly TimelineInput[], now: number, timeZone: string): TimelineLayout {
  const start = Math.floor(now / QUARTER) * QUARTER;
  const end = now + TIMELINE_WINDOW_HOURS * 60 * MINUTE;
  const span = end - start;
  const offset = (at: number) => (at - start) / span;

  const marks: TimelineMark[] = [];
  for (let at = start; at <= end; at += QUARTER) {
    const time = shopTime(at, timeZone);
    if (time.endsWith(':00') || time.endsWith(':30')) marks.push({ at, time, offset: offset(at), major: time.endsWith(':00') });
  }

  const sorted = [...items].sort((a, b) => a.start - b.start);
  const blocks: TimelineBlock[] = [];
  sorted.forEach((item, index) => {
    const next = sorted[index + 1];
    const itemEnd = Math.max(item.start, next && next.start > item.start ? Math.min(item.end, next.start) : item.end);
    if (item.start >= end || itemEnd <= start) return;
    const from = Math.max(item.start, start);
    const to = Math.min(itemEnd, end);
    blocks.push({
      ...item,
      top: offset(from),
      height: offset(to) - offset(from),
      clippedStart: item.start < start,
      clippedEnd: itemEnd > end,
    });
  });

  return { start, end, now, nowOffset: offset(now), marks, blocks, later: sorted.filter((item) => item.start >= end).length };
}
