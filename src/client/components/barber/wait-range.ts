import { likelyWaitRange } from '../../../shared/domain/wait-label.js';
import { waitText, type WaitWords } from './barber-status.js';

/** The words a likely range is written in; the booking and track catalogues both have them. */
export interface RangeWords extends WaitWords {
  likelyMinutes: (values: { low: number; high: number }) => string;
  likelyRange: (values: { low: string; high: string }) => string;
}

/** The likely range of a walk-in's wait (likelyWaitRange, docs/product/waits.md) in the page's words. */
export function waitRangeText(
  range: { low: number; high: number } | null,
  serverWait: number | null,
  waitMinutes: number | null,
  t: RangeWords,
): string | null {
  const likely = likelyWaitRange(range, serverWait, waitMinutes);
  if (likely === null) return null;
  if (likely.high >= 60) return t.likelyRange({ low: waitText(likely.low, t), high: waitText(likely.high, t) });
  return t.likelyMinutes(likely);
}
