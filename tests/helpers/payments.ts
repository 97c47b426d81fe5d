import { sql } from 'drizzle-orm';
import type { PaymentItem, PaymentMethod } from '../../src/shared/constants.js';
import type { ShopTx } from '../../src/server/db/client.js';
import { insertBookingRow } from '../../src/server/db/factories.js';
import { payments } from '../../src/server/db/schema.js';

export interface NewPayment {
  barberId: number;
  /** When the money was taken. */
  takenAt: Date;
  method: PaymentMethod;
  /** The lines; their sum is the services charged. */
  items?: PaymentItem[];
  discountPaise?: number;
  tipPaise?: number;
  /** The booking the entry is for; a completed one is made for it when not given. */
  bookingId?: number;
  customerName?: string;
  correctsId?: number;
  /** The barber's commission rate the entry keeps; their current one when not given. */
  commissionBasisPoints?: number;
}

let nextPhone = 9_300_000_000;

/**
 * An entry written straight into `payments`, within the shop's scope (its `shop_id` is the
 * transaction's shop), as the recording of payments would: for the takings' tests.
 */
export async function insertPayment(db: ShopTx, input: NewPayment) {
  const items = input.items ?? [{ name: 'Haircut', pricePaise: 25_000, serviceId: null }];
  const bookingId =
    input.bookingId ??
    (
      await insertBookingRow(db, {
        barberId: input.barberId,
        customerPhone: String(nextPhone++),
        customerName: input.customerName ?? 'Paying Customer',
        status: 'completed',
        bookingTime: input.takenAt,
      })
    ).id;
  const [row] = await db
    .insert(payments)
    .values({
      bookingId,
      barberId: input.barberId,
      commissionBasisPoints: input.commissionBasisPoints ?? sql`(select commission_basis_points from barbers where id = ${input.barberId})`,
      items,
      servicesPaise: items.reduce((sum, item) => sum + item.pricePaise, 0),
      discountPaise: input.discountPaise ?? 0,
      tipPaise: input.tipPaise ?? 0,
      method: input.method,
      correctsId: input.correctsId ?? null,
      takenAt: input.takenAt,
    })
    .returning();
  if (!row) throw new Error('insert payments returned nothing');
  return row;
}

/** A correction of an entry: a new entry naming it, keeping its booking, barber, rate and `takenAt` (docs/product/money.md). */
export async function insertCorrection(
  db: ShopTx,
  corrected: { id: number; bookingId: number; barberId: number; takenAt: Date; commissionBasisPoints: number },
  input: Omit<NewPayment, 'barberId' | 'takenAt' | 'bookingId' | 'correctsId' | 'commissionBasisPoints'>,
) {
  return insertPayment(db, {
    ...input,
    barberId: corrected.barberId,
    takenAt: corrected.takenAt,
    bookingId: corrected.bookingId,
    correctsId: corrected.id,
    commissionBasisPoints: corrected.commissionBasisPoints,
  });
}
