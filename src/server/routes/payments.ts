import { paymentEndpoints } from '../../shared/contract/payments.js';
import { authorize } from '../auth/authorize.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { listPayments, recordPayment, setUpiDue } from '../services/payments.js';

/** Paid at the chair (docs/product/money.md#paid-at-the-chair): the role here; the booking's chair inside the service, under its lock. */
export function paymentRoutes(app: App): void {
  shopRoute(app, paymentEndpoints.record, { preHandler: authorize('payment:record') }, async (request, reply, ctx) => {
    const payment = await recordPayment(ctx, request.principal, request.params.id, request.body);
    return reply.status(201).send(payment);
  });

  shopRoute(app, paymentEndpoints.list, { preHandler: authorize('payment:read') }, async (request, _reply, ctx) =>
    listPayments(ctx, request.principal, request.params.id),
  );

  shopRoute(app, paymentEndpoints.upiDue, { preHandler: authorize('payment:record') }, async (request, _reply, ctx) =>
    setUpiDue(ctx, request.principal, request.params.id, request.body),
  );
}
