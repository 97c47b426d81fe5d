import { useEffect, useState } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useShopState } from '../../../lib/use-shop-state.js';
import { queueClosedNow } from '../logic/queue-now.js';
import { bookingTexts } from '../texts.js';

/** Renders again once the clock reaches `at`, and returns the clock's time. */
export function useRenderAt(at: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (at === null || at <= Date.now()) return;
    const timer = setTimeout(() => {
      setTick((tick) => tick + 1);
    }, at - Date.now() + 250);
    return () => {
      clearTimeout(timer);
    };
  }, [at]);
  return Date.now();
}

/**
 * Why the queue cannot be joined now, in words ('Walk-ins can join from 8:30 AM.', 'The queue is
 * closed for today.'), or null when it can; it changes by itself when the queue opens.
 */
export function useQueueClosedReason(): string | null {
  const t = useTexts(bookingTexts);
  const clock = useShopClock();
  const status = useShopState();
  const first = status ? queueClosedNow(status.state, status.settings.walkInsBeforeOpeningMinutes, Date.now()) : null;
  const now = useRenderAt(first?.kind === 'opens_at' ? first.at : null);
  const closed = status ? queueClosedNow(status.state, status.settings.walkInsBeforeOpeningMinutes, now) : null;
  if (!closed) return null;
  return closed.kind === 'closed_today' ? t.queueClosedForToday : t.walkInsFrom({ time: clock.time(closed.at) });
}
