import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants.js';
import { UPI_MIN_PAISE } from '../domain/upi.js';
import { idSchema, instantSchema, lineText } from './common.js';

/** Limits of an entry (docs/product/money.md#paid-at-the-chair): ₹1,00,000 at most, 20 lines, names of 1–60 characters. */
export const PAYMENT_TOTAL_MAX_PAISE = 10_000_000;
export const PAYMENT_LINES_MAX = 20;
export const PAYMENT_LINE_NAME_MAX = 60;

/** An amount in whole paise, 0 or more. */
const paise = () =>
  z
    .number({ error: 'Amounts must be numbers of paise' })
    .int('Amounts must be whole paise')
    .min(0, 'Amounts cannot be negative')
    .max(PAYMENT_TOTAL_MAX_PAISE, 'The total must be at most ₹1,00,000');

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Choose cash, UPI, card or unpaid' });

/** One line charged: a service as charged, or one the barber added. */
export const paymentItemSchema = z
  .object({
    name: lineText({ error: 'Give each line a name' })
      .trim()
      .min(1, 'Give each line a name')
      .max(PAYMENT_LINE_NAME_MAX, 'A line name must be at most 60 characters'),
    pricePaise: paise(),
    serviceId: idSchema.nullable().default(null),
  })
  .strict();

/** What the barber records at the chair: the lines, discount, tip and how it was paid. */
export const paymentInputSchema = z
  .object({
    items: z
      .array(paymentItemSchema, { error: 'Add at least one line' })
      .min(1, 'Add at least one line')
      .max(PAYMENT_LINES_MAX, 'At most 20 lines'),
    discountPaise: paise().default(0),
    tipPaise: paise().default(0),
    method: paymentMethodSchema,
  })
  .strict()
  .superRefine((entry, ctx) => {
    const lines = entry.items.reduce((sum, item) => sum + item.pricePaise, 0);
    if (entry.discountPaise > lines) {
      ctx.addIssue({ code: 'custom', path: ['discountPaise'], message: "The discount cannot be more than the lines' sum" });
    } else if (lines - entry.discountPaise + entry.tipPaise > PAYMENT_TOTAL_MAX_PAISE) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'The total must be at most ₹1,00,000' });
    }
  });
export type PaymentInput = z.infer<typeof paymentInputSchema>;
export type PaymentInputDraft = z.input<typeof paymentInputSchema>;

/** `POST /api/bookings/{id}/payments`: the booking's first entry, or a correction of its current one. */
export const paymentRecordSchema = paymentInputSchema.safeExtend({
  /** The entry this one corrects: the booking's current entry. */
  correctsId: idSchema.optional(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** One entry as staff see it; `current` is false once a correction names it. */
export const paymentSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  /** The barber who served: whose takings the entry counts to. */
  barberId: z.number().int(),
  items: z.array(z.object({ name: z.string(), pricePaise: z.number().int(), serviceId: z.number().int().nullable() })),
  servicesPaise: z.number().int(),
  discountPaise: z.number().int(),
  tipPaise: z.number().int(),
  /** The lines' sum less the discount. */
  netPaise: z.number().int(),
  /** Net plus tip. */
  totalPaise: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  correctsId: z.number().int().nullable(),
  current: z.boolean(),
  takenAt: instantSchema,
  recordedAt: instantSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListSchema = z.array(paymentSchema);

/** `PUT /api/bookings/{id}/upi-due`: the amount the QR code asks for, or null to take it away. */
export const upiDueUpdateSchema = z
  .object({
    amountPaise: z
      .number({ error: 'Give the amount in paise, or null' })
      .int('Amounts must be whole paise')
      .min(UPI_MIN_PAISE, 'A UPI payment is at least ₹1')
      .max(PAYMENT_TOTAL_MAX_PAISE, 'The total must be at most ₹1,00,000')
      .nullable(),
  })
  .strict();
export type UpiDueUpdate = z.infer<typeof upiDueUpdateSchema>;

/** What the customer's page shows while the barber asks to be paid by UPI: the amount and the link its QR code carries. */
export const upiDueSchema = z.object({ amountPaise: z.number().int(), link: z.string() }).nullable();
