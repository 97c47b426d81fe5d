import { waitText, type WaitWords } from '../../../components/barber/barber-status.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { ServingTexts } from '../texts-serving.js';

const MINUTE = 60_000;

/**
 * Milliseconds left in the chair: the server's remaining minutes counted from when this browser
 * received them (both on the browser's clock, so a skewed clock cannot shift it), never below 0.
 */
export function remainingMs(remainingMinutes: number, receivedAt: number, now: number): number {
  return Math.max(0, receivedAt + remainingMinutes * MINUTE - now);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '24:05' under an hour, '1:04:05' from an hour; seconds rounded up so 0:00 means time is up. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Whole minutes left, rounded up like the plan, for screen readers and the command's newRemainingTime. */
export function remainingMinutes(ms: number): number {
  return Math.max(0, Math.ceil(ms / MINUTE));
}

/** docs/product/booking-rules.md#business-constants-and-limits: an adjustment never takes the remaining time below 0. */
export function adjustedMinutes(remaining: number, adjustment: number): number {
  return Math.max(0, remaining + adjustment);
}

/** 'About 25 min left', 'About 1 Hr 1 Mins left': the time left written as every wait is. */
export function aboutLeftText(ms: number, t: Pick<Translation<ServingTexts>, 'aboutLeft'>, words: WaitWords): string {
  return t.aboutLeft({ wait: waitText(remainingMinutes(ms), words) });
}
