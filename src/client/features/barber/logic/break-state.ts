import type { Language } from '../../../../shared/constants.js';
import { formatTime12 } from '../../../../shared/domain/format.js';
import type { BarberHours } from '../../../../shared/schemas/hours.js';
import { textsIn } from '../../../lib/i18n/catalogue.js';
import { dayTexts } from '../texts-day.js';

/** Where the barber's own break stands at a moment: none, in progress, or planned after the customer in the chair. */
export type BreakState = { kind: 'none' } | { kind: 'on'; end: string } | { kind: 'planned'; start: string; end: string };

/**
 * The break as the dashboard shows it. One whose end has passed is over, whether or not the
 * server has said so yet; one whose start is still ahead waits for the customer in the chair.
 */
export function breakState(brk: BarberHours['break'], now: number): BreakState {
  if (!brk) return { kind: 'none' };
  const start = Date.parse(brk.start);
  const end = Date.parse(brk.end);
  if (!Number.isFinite(end) || end <= now) return { kind: 'none' };
  if (Number.isFinite(start) && start > now) return { kind: 'planned', start: brk.start, end: brk.end };
  return { kind: 'on', end: brk.end };
}

/** 'On break until 3:15 PM', or 'Break from 3:00 PM to 3:15 PM' when it starts later; null without a break. */
export function breakText(state: BreakState, timeZone: string, language: Language): string | null {
  const t = textsIn(dayTexts, language);
  const time = (instant: string) => formatTime12(instant, timeZone, language);
  if (state.kind === 'on') return t.onBreakUntil({ time: time(state.end) });
  if (state.kind === 'planned') return t.breakFromTo({ start: time(state.start), end: time(state.end) });
  return null;
}
