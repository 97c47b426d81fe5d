import { addCalendarDays, formatHHMM12 } from '../../../../shared/domain/format.js';

// A calendar date read as UTC so the browser's own zone can never shift the weekday.
const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * When a booked slot starts, as the barber card lists it: '10:30 AM' today, 'Tomorrow, 10:30 AM',
 * else 'Sat, 22 Nov, 10:30 AM'. Dates and times are shop-local already; `today` is the shop's date.
 */
export function slotTimeLabel(slot: { slotDate: string; slotTime: string }, today: string): string {
  const time = formatHHMM12(slot.slotTime);
  if (slot.slotDate === today) return time;
  if (slot.slotDate === addCalendarDays(today, 1)) return `Tomorrow, ${time}`;
  const [year, month, day] = slot.slotDate.split('-').map(Number) as [number, number, number];
  return `${DAY.format(new Date(Date.UTC(year, month - 1, day)))}, ${time}`;
}

/** Spec §2: each booked slot reads 'service (duration m)'. */
export function slotServiceLabel(slot: { service: string; duration: number }): string {
  return `${slot.service} (${slot.duration} m)`;
}
