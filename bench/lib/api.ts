import { ADMIN_PASSWORD } from './server-process.js';

/** Phone numbers nobody else in the run uses: every active booking needs its own. */
export class Phones {
  private next: number;
  constructor(first: number) {
    this.next = first;
  }
  take(): string {
    return String(this.next++);
  }
}

export interface ShopIds {
  /** Barbers taking walk-ins; the rest take only timed slots, so their free slots are not eaten by the queue. */
  queueBarbers: number[];
  slotBarbers: number[];
  services: { id: number; duration: number }[];
  /** The 15-minute service slot bookings use. */
  slotService: number;
}

export interface FreeSlot {
  date: string;
  time: string;
  start: number;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** The admin's session cookie, for history reads and status changes. */
export async function adminCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  await json<unknown>(response, 'login');
  const cookie = response.headers.getSetCookie()[0];
  if (!cookie) throw new Error('login set no cookie');
  return cookie.split(';')[0] ?? '';
}

export async function shopIds(base: string): Promise<ShopIds> {
  const barbers = await json<{ id: number }[]>(await fetch(`${base}/api/barbers`), 'barbers');
  const services = await json<{ id: number; duration: number }[]>(await fetch(`${base}/api/services`), 'services');
  const ids = barbers.map((barber) => barber.id).sort((a, b) => a - b);
  const slotCount = Math.max(1, Math.round((ids.length * 3) / 8));
  const slotService = services.find((service) => service.duration === 15)?.id ?? services[0]?.id ?? 1;
  return { queueBarbers: ids.slice(0, ids.length - slotCount), slotBarbers: ids.slice(ids.length - slotCount), services, slotService };
}

/** Every free start of a barber for the slot service, today and the following bookable days. */
export async function freeSlots(base: string, barberId: number, serviceId: number): Promise<FreeSlot[]> {
  type Answer = { date: string; dates: string[]; slots: { time: string; start: string; available: boolean }[] };
  const first = await json<Answer>(await fetch(`${base}/api/barbers/${barberId}/slots?services=${serviceId}`), 'slots');
  const free: FreeSlot[] = [];
  for (const date of first.dates) {
    const answer = date === first.date ? first : await json<Answer>(await fetch(`${base}/api/barbers/${barberId}/slots?date=${date}&services=${serviceId}`), 'slots');
    for (const slot of answer.slots) if (slot.available) free.push({ date, time: slot.time, start: Date.parse(slot.start) });
  }
  return free;
}

export interface BookingRequest {
  barberId: number;
  customerName: string;
  customerPhone: string;
  bookingType: 'queue' | 'slot';
  services: number[];
  slotDate?: string;
  slotTime?: string;
}

export async function book(base: string, request: BookingRequest): Promise<{ id: number }> {
  const response = await fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  return json<{ id: number }>(response, 'booking');
}

export async function setStatus(base: string, cookie: string, id: number, status: 'serving' | 'completed' | 'cancelled'): Promise<void> {
  const response = await fetch(`${base}/api/bookings/${id}/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(status === 'cancelled' ? { status, cancelledBy: 'barber' } : { status }),
  });
  await json<unknown>(response, `status ${status} of ${id}`);
}
