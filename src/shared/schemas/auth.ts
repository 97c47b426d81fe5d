import { z } from 'zod';
import { OTP_DIGITS } from '../constants.js';
import { idTextSchema, internationalPhoneSchema, lineText } from './common.js';

export const loginSchema = z
  .object({
    username: lineText({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
    password: lineText({ error: 'Password is required' }).min(1, 'Password is required').max(200),
    role: z.enum(['admin', 'barber']).optional(),
  })
  .strict();
export type LoginInput = z.infer<typeof loginSchema>;

export const customerSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });
export type Customer = z.infer<typeof customerSchema>;

const sessionBarberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string(),
  isAvailable: z.boolean(),
  deleted: z.boolean(),
});

/** Who is signed in; the client's localStorage copy is only a cache of this (docs/product/roles.md). */
export const sessionUserSchema = z.object({
  role: z.enum(['admin', 'barber', 'customer']),
  username: z.string(),
  barber: sessionBarberSchema.optional(),
  customer: customerSchema.optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  user: sessionUserSchema,
  barber: sessionBarberSchema.optional(),
  message: z.string(),
});

export const meResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  /** True while one-time codes are echoed instead of delivered (docs/product/roles.md). */
  otpEcho: z.boolean(),
});

export const sendOtpSchema = z.object({ phone: internationalPhoneSchema }).strict();

export const sendOtpResponseSchema = z.object({
  expiresAt: z.iso.datetime({ offset: true }),
  /** Only while the echo sender is in use: the code itself, for the test toast. */
  otp: z.string().optional(),
  message: z.string(),
});

export const verifyOtpSchema = z
  .object({
    phone: internationalPhoneSchema,
    otp: z
      .string({ error: 'OTP is required' })
      .trim()
      .min(1, 'OTP is required')
      .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), 'Invalid OTP'),
  })
  .strict();

export const verifyOtpResponseSchema = z.object({ user: sessionUserSchema, customer: customerSchema });

export const customerUpdateSchema = z
  .object({ name: lineText({ error: 'Required' }).trim().min(1, 'Required').max(80) })
  .strict();

export const customerBookingsQuerySchema = z.object({ customerId: idTextSchema });
