import { sql } from 'drizzle-orm';
import type { ShopTx } from '../../src/server/db/client.js';
import { bookings, payments, walkInRefusals } from '../../src/server/db/schema.js';
import type { PaymentMethod } from '../../src/shared/constants.js';

/*
 * Past bookings, payments and refusals written straight into the tables, as the days before a test
 * would have left them: for the owner's numbers (docs/product/money.md), which only read them.
 */

export interface PastBooking {
  barberId: number;
  customerPhone: string | null;
  bookingType: 'queue' | 'slot';
  status: 'waiting' | 'serving' | 'completed' | 'cancelled';
  cancelledBy?: 'customer' | 'barber' | null;
  cancelReason?: 'no_show' | null;
  bookingTime: Date;
  slotStart?: Date | null;
  arrivedAt?: Date | null;
  servingStartedAt?: Date | null;
  finishedAt?: Date | null;
}

/** Inserts the bookings in one statement; answers their ids in the same order. */
export async function insertPastBookings(db: ShopTx, rows: readonly PastBooking[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(bookings)
    .values(
      rows.map((row) => ({
        barberId: row.barberId,
        customerName: 'Past Customer',
        customerPhone: row.customerPhone,
        bookingType: row.bookingType,
        status: row.status,
        cancelledBy: row.cancelledBy ?? null,
        cancelReason: row.cancelReason ?? null,
        serviceIds: [0],
        serviceDetails: [{ id: 0, name: 'Haircut', duration: 30, description: '' }],
        estimatedDuration: 30,
        slotStart: row.slotStart ?? null,
        slotEnd: row.slotStart ? new Date(row.slotStart.getTime() + 30 * 60_000) : null,
        barberName: 'Past Barber',
        bookingTime: row.bookingTime,
        arrivedAt: row.arrivedAt ?? null,
        servingStartedAt: row.servingStartedAt ?? null,
        finishedAt: row.finishedAt ?? null,
        updatedAt: row.finishedAt ?? row.bookingTime,
      })),
    )
    .returning({ id: bookings.id });
  return inserted.map((row) => row.id);
}

export interface PastPayment {
  bookingId: number;
  barberId: number;
  servicesPaise: number;
  discountPaise: number;
  tipPaise: number;
  method: PaymentMethod;
  takenAt: Date;
  correctsId?: number | null;
}

/** Inserts one payment entry (a correction names the entry it corrects); answers its id. */
export async function insertPayment(db: ShopTx, row: PastPayment): Promise<number> {
  const [inserted] = await db
    .insert(payments)
    .values({
      bookingId: row.bookingId,
      barberId: row.barberId,
      commissionBasisPoints: sql`(select commission_basis_points from barbers where id = ${row.barberId})`,
      items: [{ name: 'Haircut', pricePaise: row.servicesPaise, serviceId: null }],
      servicesPaise: row.servicesPaise,
      discountPaise: row.discountPaise,
      tipPaise: row.tipPaise,
      method: row.method,
      correctsId: row.correctsId ?? null,
      takenAt: row.takenAt,
    })
    .returning({ id: payments.id });
  if (!inserted) throw new Error('insert payments returned nothing');
  return inserted.id;
}

/** Inserts walk-ins refused at last call at these instants. */
export async function insertRefusals(db: ShopTx, at: readonly Date[], barberId: number | null = null): Promise<void> {
  if (at.length === 0) return;
  await db.insert(walkInRefusals).values(at.map((instant) => ({ barberId, reason: 'last_call' as const, at: instant })));
}
