import type { FastifyRequest } from 'fastify';
import { bookingEndpoints } from '../../shared/contract/bookings.js';
import { requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { forbidden } from '../http/errors.js';
import { hitRateLimits } from '../http/rate-limit.js';
import { route } from '../http/route.js';
import { sendRendered, serializerFor } from '../http/zod-serializer.js';
import { adjustBookingTime, updateBookingStatus } from '../services/booking-status.js';
import { bookingCalendar } from '../services/calendar.js';
import { bookingForCaller, checkPhone, listBookings, trackPhone } from '../services/booking-queries.js';
import { historyPage } from '../services/booking-history.js';
import { createBooking } from '../services/bookings.js';
import { idempotencyKeyOf } from '../http/idempotency-key.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Bookings without a staff session are limited per client address and per phone, counted in the
 * database so every instance shares the count: nobody can flood a queue or squat on others' numbers.
 */
async function limitBookings(ctx: AppContext, request: FastifyRequest, phone: string): Promise<void> {
  const role = request.principal?.role;
  if (role === 'admin' || role === 'barber') return;
  await hitRateLimits(ctx.db, ctx.clock(), [
    {
      key: `booking:ip:${request.ip}`,
      limit: ctx.env.BOOKINGS_PER_HOUR_PER_IP,
      windowMs: HOUR,
      message: 'Too many bookings from this connection. Please try again later, or ask at the shop.',
    },
    {
      key: `booking:phone:${phone}`,
      limit: ctx.env.BOOKINGS_PER_HOUR_PER_PHONE,
      windowMs: HOUR,
      message: 'Too many bookings for this phone number. Please try again later, or ask at the shop.',
    },
  ]);
}

const renderTrack = serializerFor(bookingEndpoints.track.responses[200]);
const renderHistoryPage = serializerFor(bookingEndpoints.history.responses[200]);

export function bookingRoutes(app: App, ctx: AppContext): void {
  route(app, bookingEndpoints.create, {}, async (request, reply) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    await limitBookings(ctx, request, request.body.customerPhone);
    const { booking, created } = await createBooking(ctx, request.principal, request.body, key);
    return reply.status(created ? 201 : 200).send(booking);
  });

  route(app, bookingEndpoints.list, {}, async (request) => {
    requireRole(request, 'admin');
    return listBookings(ctx, request.query);
  });

  route(app, bookingEndpoints.history, {}, async (request, reply) => {
    const principal = requireRole(request, 'admin', 'barber');
    // A barber reads only their own history; the admin any barber's, or everyone's.
    if (principal.role === 'barber' && request.query.barberId !== undefined && request.query.barberId !== principal.barberId) {
      throw forbidden();
    }
    const barberId = principal.role === 'barber' ? principal.barberId : request.query.barberId;
    // Later pages are read once each; the first page of a filter is what every open dashboard
    // refetches on each live event: rendered once per change and second, like the public reads.
    if (request.query.cursor !== undefined) return historyPage(ctx, barberId, request.query);
    const key = `history:${barberId ?? 'all'}:${JSON.stringify(request.query, Object.keys(request.query).sort())}`;
    const body = await ctx.answers.get(key, async () => Buffer.from(renderHistoryPage(await historyPage(ctx, barberId, request.query))));
    return sendRendered(reply, body);
  });

  route(app, bookingEndpoints.track, {}, async (request, reply) => {
    const { phone } = request.params;
    ctx.lookups.admit(request.ip, phone, ctx.clock());
    if (request.principal) return trackPhone(ctx, request.principal, phone);
    // Without a session every caller gets the same answer (names masked): rendered once per
    // change and second, as each open track page refetches on every live event.
    const body = await ctx.answers.get(`track:${phone}`, async () =>
      Buffer.from(renderTrack(await trackPhone(ctx, null, phone))),
    );
    return sendRendered(reply, body);
  });

  route(app, bookingEndpoints.checkPhone, {}, async (request) => {
    ctx.lookups.admit(request.ip, request.params.phone, ctx.clock());
    return checkPhone(ctx, request.principal, request.params.phone);
  });

  route(app, bookingEndpoints.get, {}, async (request) => bookingForCaller(ctx, request.principal, request.params.id, request.query.token));

  route(app, bookingEndpoints.calendar, {}, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const body = await bookingCalendar(ctx, request.principal, request.params.id, request.query.token, origin);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="booking-${request.params.id}.ics"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  route(app, bookingEndpoints.setStatus, {}, async (request) => updateBookingStatus(ctx, request.principal, request.params.id, request.body));

  route(app, bookingEndpoints.adjustTime, {}, async (request) => adjustBookingTime(ctx, request.principal, request.params.id, request.body.adjustment));
}
