import { book, freeSlots, setStatus, type Phones, type ShopIds } from './api.js';
import type { Ledger } from './invariants.js';

export interface BusyDay {
  /** The booking in each walk-in barber's chair. */
  serving: Map<number, number>;
  /** A phone with a waiting booking, for the track read. */
  trackPhone: string;
}

/**
 * The day's active bookings through the API, as customers and barbers make them: walk-in
 * barbers get a queue with the first customer in the chair, slot barbers appointments spread
 * over their free times.
 */
export async function makeBusyDay(base: string, cookie: string, shop: ShopIds, total: number, phones: Phones, ledger: Ledger): Promise<BusyDay> {
  const barbers = [...shop.queueBarbers, ...shop.slotBarbers];
  const perBarber = Math.max(1, Math.floor(total / barbers.length));
  const serving = new Map<number, number>();
  let trackPhone = '';
  for (const barberId of shop.queueBarbers) {
    for (let i = 0; i < perBarber; i++) {
      const phone = phones.take();
      const services = [shop.services[i % shop.services.length]?.id ?? shop.slotService];
      const { id } = await book(base, { barberId, customerName: `Walk-in ${i}`, customerPhone: phone, bookingType: 'queue', services });
      ledger.bookings.push({ id, phone, barberId });
      if (i === 0) {
        await setStatus(base, cookie, id, 'serving');
        ledger.statuses.set(id, 'serving');
        serving.set(barberId, id);
      } else if (!trackPhone) trackPhone = phone;
    }
  }
  for (const barberId of shop.slotBarbers) {
    const free = await freeSlots(base, barberId, shop.slotService);
    const step = Math.max(1, Math.floor(free.length / perBarber));
    for (let i = 0; i < perBarber && i * step < free.length; i++) {
      const slot = free[i * step];
      if (!slot) break;
      const phone = phones.take();
      const request = { barberId, customerName: `Appointment ${i}`, customerPhone: phone, bookingType: 'slot' as const };
      const { id } = await book(base, { ...request, services: [shop.slotService], slotDate: slot.date, slotTime: slot.time });
      ledger.bookings.push({ id, phone, barberId });
    }
  }
  return { serving, trackPhone };
}
