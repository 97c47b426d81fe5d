import { waitTimeEndpoints } from '../../shared/contract/wait-time.js';
import type { App } from '../context.js';
import { shopRoute, type ShopHandler } from '../http/route.js';
import { sendRendered, serializerFor } from '../http/zod-serializer.js';
import { queueTimeFor, slotsFor, waitTimeFor } from '../services/wait-times.js';

const renderWaitTime = serializerFor(waitTimeEndpoints.waitTime.responses[200]);
const renderSlots = serializerFor(waitTimeEndpoints.slots.responses[200]);

/** Public figures from each barber's plan (docs/product/booking-rules.md#the-chair-timeline): wait times, queue time, free slots. */
export function waitTimeRoutes(app: App): void {
  const waitTime: ShopHandler<typeof waitTimeEndpoints.waitTime> = async (request, reply, ctx) => {
    const { barberId } = request.params;
    const { bookingId } = request.query;
    const body = await ctx.answers.get(`wait:${barberId}:${bookingId ?? ''}`, async () =>
      Buffer.from(renderWaitTime(await waitTimeFor(ctx, barberId, bookingId))),
    );
    return sendRendered(reply, body);
  };
  // Both paths of docs/product/api.md; the card polls them and refetches on every live wait update.
  shopRoute(app, waitTimeEndpoints.waitTime, {}, waitTime);
  shopRoute(app, waitTimeEndpoints.barberWaitTime, {}, waitTime);

  shopRoute(app, waitTimeEndpoints.queueTime, {}, async (request, _reply, ctx) => queueTimeFor(ctx, request.params.id));

  shopRoute(app, waitTimeEndpoints.slots, {}, async (request, reply, ctx) => {
    const { date, services } = request.query;
    const key = `slots:${request.params.id}:${date ?? ''}:${[...new Set(services)].sort((a, b) => a - b).join(',')}`;
    const body = await ctx.answers.get(key, async () => Buffer.from(renderSlots(await slotsFor(ctx, request.params.id, request.query))));
    return sendRendered(reply, body);
  });
}
