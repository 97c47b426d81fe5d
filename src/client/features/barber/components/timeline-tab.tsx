import type { Booking } from '../../../../shared/schemas/booking.js';
import { bookingMinutes } from '../../../../shared/domain/plan-barber-day.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useNow } from '../../../lib/use-now.js';
import { useBarberQueue } from '../api/barber-queue.js';
import { useServingBooking } from '../api/serving-booking.js';
import { layoutTimeline, type TimelineInput } from '../logic/timeline.js';
import { servingTexts } from '../texts-serving.js';
import { timelineTexts } from '../texts-timeline.js';
import { TabError, TabLoading } from './tab-states.js';
import { TimelineChart } from './timeline-chart.js';

const MINUTE = 60_000;

/** The chair now and everyone waiting, as blocks at their planned times (docs/product/booking-rules.md#the-chair-timeline). */
function timelineItems(serving: Booking | null, servingReceivedAt: number, queue: readonly Booking[]): TimelineInput[] {
  const items: TimelineInput[] = [];
  if (serving) {
    const end = serving.servingEndsAt ? Date.parse(serving.servingEndsAt) : servingReceivedAt + (serving.remainingTime ?? 0) * MINUTE;
    const start = serving.servingStartedAt ? Date.parse(serving.servingStartedAt) : servingReceivedAt;
    items.push({ id: serving.id, kind: 'serving', start: Math.min(start, end), end });
  }
  for (const booking of queue) {
    if (!booking.expectedStartTime) continue;
    const start = Date.parse(booking.expectedStartTime);
    items.push({ id: booking.id, kind: booking.bookingType, start, end: start + bookingMinutes(booking.estimatedDuration) * MINUTE });
  }
  return items;
}

/** docs/product/screens.md Timeline tab: the next 4 hours of this chair on one axis, with a now-line that moves each minute. */
export function TimelineTab({ barberId }: { barberId: number }) {
  const t = useTexts(timelineTexts);
  const errors = useTexts(servingTexts);
  const serving = useServingBooking(barberId);
  const queue = useBarberQueue(barberId);
  const clock = useShopClock();
  const now = useNow(60_000);

  if (serving.data === undefined && serving.isError) {
    return <TabError title={errors.servingFailed} onRetry={() => void serving.refetch()} retrying={serving.isFetching} />;
  }
  if (queue.isError) return <TabError title={errors.queueFailed} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />;
  if (serving.data === undefined || queue.isPending) return <TabLoading label={t.loadingTimeline} rows={2} />;

  const bookings = new Map<number, Booking>(queue.data.map((booking) => [booking.id, booking]));
  if (serving.data) bookings.set(serving.data.id, serving.data);
  const layout = layoutTimeline(timelineItems(serving.data, serving.dataUpdatedAt, queue.data), now, clock.timeZone);

  return <TimelineChart layout={layout} bookings={bookings} />;
}
