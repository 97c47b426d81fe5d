import { waitTimeEndpoints } from '../../shared/contract/wait-time.js';
import type { App, AppContext } from '../context.js';
import { route, type EndpointHandler } from '../http/route.js';
import { sendRendered, serializerFor } from '../http/zod-serializer.js';
import { queueTimeFor, slotsFor, waitTimeFor } from '../services/wait-times.js';

const renderWaitTime = serializerFor(waitTimeEndpoints.waitTime.responses[200]);
const renderSlots = serializerFor(waitTimeEndpoints.slots.responses[200]);

/** Public figures from each barber's plan (docs/product/booking-rules.md#the-chair-timeline): wait times, queue time, free slots. */
export function waitTimeRoutes(app: App, ctx: AppContext): void {
  const waitTime: EndpointHandler<typeof waitTimeEndpoints.waitTime> = async (request, reply) => {
    const { barberId } = request.params;
    const { bookingId } = request.query;
    const body = await ctx.answers.get(`wait:${barberId}:${bookingId ?? ''}`, async () =>
      Buffer.from(renderWaitTime(await waitTimeFor(ctx, barberId, bookingId))),
    );
    return sendRendered(reply, body);
  };
  // Both paths of docs/product/api.md; the card polls them and refetches on every live wait update.
  route(app, waitTimeEndpoints.waitTime, {}, waitTime);
  route(app, waitTimeEndpoints.barberWaitTime, {}, waitTime);

  route(app, waitTimeEndpoints.queueTime, {}, async (request) => queueTimeFor(ctx, request.params.id));

  route(app, waitTimeEndpoints.slots, {}, async (request, reply) => {
    const { date, services } = request.query;
    const key = `slots:${request.params.id}:${date ?? ''}:${[...new Set(services)].sort((a, b) => a - b).join(',')}`;
    const body = await ctx.answers.get(key, async () => Buffer.from(renderSlots(await slotsFor(ctx, request.params.id, request.query))));
    return sendRendered(reply, body);
  });
}
