import { hashPassword } from '../auth/password.js';
import type { ShopTx } from './client.js';
import { barbers, bookings, services, users, type ServiceSnapshot } from './schema.js';

/** Row builders shared by the demo seed and the tests, so both make data the same way. */

export interface NewBarber {
  name: string;
  username: string;
  password: string;
  photo?: string | null;
  bio?: string;
  specialty?: string;
  experience?: number;
  isAvailable?: boolean;
  /** Basis points (docs/product/money.md); 0 when not given. */
  commissionBasisPoints?: number;
}

/** A barber's login and profile rows, from a password already hashed (the admin's Add Barber uses it too). */
export async function insertBarberRows(tx: ShopTx, input: Omit<NewBarber, 'password'> & { passwordHash: string }) {
  const [user] = await tx
    .insert(users)
    .values({ username: input.username, passwordHash: input.passwordHash, role: 'barber' })
    .returning();
  if (!user) throw new Error('insert users returned nothing');
  const [barber] = await tx
    .insert(barbers)
    .values({
      userId: user.id,
      name: input.name,
      photo: input.photo || null,
      bio: input.bio ?? '',
      specialty: input.specialty || 'Barber',
      experience: input.experience ?? 0,
      isAvailable: input.isAvailable ?? true,
      commissionBasisPoints: input.commissionBasisPoints ?? 0,
    })
    .returning();
  if (!barber) throw new Error('insert barbers returned nothing');
  return { barber, user };
}

export async function insertBarber(tx: ShopTx, input: NewBarber) {
  const { password, ...profile } = input;
  return insertBarberRows(tx, { ...profile, passwordHash: await hashPassword(password) });
}

export interface NewService {
  name: string;
  duration: number;
  description?: string;
  icon?: string;
  /** Whole rupees. */
  price?: number | null;
}

export async function insertService(tx: ShopTx, input: NewService) {
  const [service] = await tx.insert(services).values(input).returning();
  if (!service) throw new Error('insert services returned nothing');
  return service;
}

export interface NewBooking {
  barberId: number;
  customerName?: string;
  customerPhone: string;
  bookingType?: 'queue' | 'slot';
  status?: 'waiting' | 'serving' | 'completed' | 'cancelled';
  cancelledBy?: 'customer' | 'barber' | null;
  services?: ServiceSnapshot[];
  slotStart?: Date | null;
  slotEnd?: Date | null;
  servingStartedAt?: Date | null;
  bookingTime?: Date;
}

/** Inserts a booking row directly, bypassing the booking rules (tests of the constraints use it). */
export async function insertBookingRow(tx: ShopTx, input: NewBooking) {
  const details = input.services ?? [{ id: 0, name: 'Haircut', duration: 30, description: '' }];
  const duration = details.reduce((sum, service) => sum + service.duration, 0);
  const status = input.status ?? 'waiting';
  const [booking] = await tx
    .insert(bookings)
    .values({
      barberId: input.barberId,
      customerName: input.customerName ?? 'Test Customer',
      customerPhone: input.customerPhone,
      bookingType: input.bookingType ?? (input.slotStart ? 'slot' : 'queue'),
      status,
      cancelledBy: input.cancelledBy !== undefined ? input.cancelledBy : status === 'cancelled' ? 'customer' : null,
      serviceIds: details.map((service) => service.id),
      serviceDetails: details,
      estimatedDuration: duration || 30,
      slotStart: input.slotStart ?? null,
      slotEnd: input.slotEnd ?? (input.slotStart ? new Date(input.slotStart.getTime() + (duration || 30) * 60_000) : null),
      servingStartedAt: input.servingStartedAt ?? (status === 'serving' ? new Date() : null),
      barberName: 'Test Barber',
      ...(input.bookingTime ? { bookingTime: input.bookingTime } : {}),
    })
    .returning();
  if (!booking) throw new Error('insert bookings returned nothing');
  return booking;
}

export async function insertAdmin(tx: ShopTx, input: { username: string; password: string }) {
  const [user] = await tx
    .insert(users)
    .values({ username: input.username, passwordHash: await hashPassword(input.password), role: 'admin' })
    .returning();
  if (!user) throw new Error('insert users returned nothing');
  return user;
}
