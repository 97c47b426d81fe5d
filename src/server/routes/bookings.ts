import { bookingEndpoints } from '../../shared/contract/bookings.js';
import { authorize, callerChair, chairOfQueryOrCaller } from '../auth/authorize.js';
import type { App } from '../context.js';
import { limitBookings } from '../http/booking-limits.js';
import { shopRoute } from '../http/route.js';
import { sendRendered, serializerFor } from '../http/zod-serializer.js';
import { adjustBookingTime, updateBookingStatus } from '../services/booking-status.js';
import { bookingCalendar } from '../services/calendar.js';
import { bookingForCaller, checkPhone, listBookings, trackPhone } from '../services/booking-queries.js';
import { historyPage } from '../services/booking-history.js';
import { createBooking } from '../services/bookings.js';
import { idempotencyKeyOf } from '../http/idempotency-key.js';

const renderTrack = serializerFor(bookingEndpoints.track.responses[200]);
const renderHistoryPage = serializerFor(bookingEndpoints.history.responses[200]);

export function bookingRoutes(app: App): void {
  shopRoute(app, bookingEndpoints.create, {}, async (request, reply, ctx) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    await limitBookings(ctx, request, request.body.customerPhone);
    const { booking, created } = await createBooking(ctx, request.principal, request.body, key);
    return reply.status(created ? 201 : 200).send(booking);
  });

  shopRoute(app, bookingEndpoints.list, { preHandler: authorize('booking:list') }, async (request, _reply, ctx) => listBookings(ctx, request.query));

  // A barber reads only their own history; the admin any barber's, or everyone's.
  shopRoute(app, bookingEndpoints.history, { preHandler: authorize('history:read', chairOfQueryOrCaller) }, async (request, reply, ctx) => {
    const barberId = callerChair(request) ?? request.query.barberId;
    // Later pages are read once each; the first page of a filter is what every open dashboard
    // refetches on each live event: rendered once per change and second, like the public reads.
    if (request.query.cursor !== undefined) return historyPage(ctx, barberId, request.query);
    const key = `history:${barberId ?? 'all'}:${JSON.stringify(request.query, Object.keys(request.query).sort())}`;
    const body = await ctx.answers.get(key, async () => Buffer.from(renderHistoryPage(await historyPage(ctx, barberId, request.query))));
    return sendRendered(reply, body);
  });

  shopRoute(app, bookingEndpoints.track, {}, async (request, reply, ctx) => {
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

  shopRoute(app, bookingEndpoints.checkPhone, {}, async (request, _reply, ctx) => {
    ctx.lookups.admit(request.ip, request.params.phone, ctx.clock());
    return checkPhone(ctx, request.principal, request.params.phone);
  });

  shopRoute(app, bookingEndpoints.get, {}, async (request, _reply, ctx) => bookingForCaller(ctx, request.principal, request.params.id, request.query.token));

  shopRoute(app, bookingEndpoints.calendar, {}, async (request, reply, ctx) => {
    const origin = `${request.protocol}://${request.host}`;
    const body = await bookingCalendar(ctx, request.principal, request.params.id, request.query.token, origin);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="booking-${request.params.id}.ics"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  shopRoute(app, bookingEndpoints.setStatus, {}, async (request, _reply, ctx) => updateBookingStatus(ctx, request.principal, request.params.id, request.body));

  // The role here; the booking's chair inside the service, under the booking's lock.
  shopRoute(app, bookingEndpoints.adjustTime, { preHandler: authorize('booking:adjust-time') }, async (request, _reply, ctx) =>
    adjustBookingTime(ctx, request.principal, request.params.id, request.body.adjustment),
  );
}
