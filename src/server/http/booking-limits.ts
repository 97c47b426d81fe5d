import type { FastifyRequest } from 'fastify';
import { permits } from '../auth/authorize.js';
import type { AppContext } from '../context.js';
import { hitRateLimits, type RateLimit } from './rate-limit.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Bookings without a staff session are limited per client address and per phone, counted in the
 * database so every instance shares the count: nobody can flood a queue or squat on others' numbers.
 * An address counts per shop: one carrier's shared address books in every shop of a city, and a
 * flood of one shop's queue leaves the others alone. A phone counts across every shop, since a
 * number squatted in a thousand shops hurts its owner as much as in one
 * (docs/decisions/0020-shop-routing.md).
 */
export async function limitBookings(ctx: AppContext, request: FastifyRequest, phone: string): Promise<void> {
  if (permits(request.principal, 'booking:create-without-limit')) return;
  // Counted through the global handle, as the table is global: its connections keep that one scope,
  // and the booking's transaction takes the shop's in the round trip of its `begin`, so neither
  // costs a round trip setting a scope (docs/decisions/0019-shops.md).
  await hitRateLimits(ctx.database.db, ctx.clock(), [
    {
      key: `booking:ip:${ctx.shopId}:${request.ip}`,
      limit: ctx.env.BOOKINGS_PER_HOUR_PER_IP,
      windowMs: HOUR,
      message: 'Too many bookings from this connection. Please try again later, or ask at the shop.',
    },
    phoneBookingLimit(ctx, phone),
  ]);
}

/** Bookings per phone, whichever way they come: the form, or a WhatsApp chat (docs/product/messages.md#joining-on-whatsapp). */
export function phoneBookingLimit(ctx: Pick<AppContext, 'env'>, phone: string): RateLimit {
  return {
    key: `booking:phone:${phone}`,
    limit: ctx.env.BOOKINGS_PER_HOUR_PER_PHONE,
    windowMs: HOUR,
    message: 'Too many bookings for this phone number. Please try again later, or ask at the shop.',
  };
}
