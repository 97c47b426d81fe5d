import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['webhooks'];

/** Meta's verification of the webhook's address, as the WhatsApp Cloud API sends it. */
export const whatsAppVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/**
 * The WhatsApp Cloud API's webhook (docs/product/messages.md#replies-on-whatsapp): what customers
 * write to a shop's number. Called by Meta, never by the client.
 */
export const webhookEndpoints = {
  /** Answers the challenge, as text, when the verify token is the configured one. */
  whatsappVerify: endpoint({ ...ROUTES.webhooks.whatsappVerify, tags, query: whatsAppVerifyQuerySchema, responses: {}, answer: 'text' }),
  /** Messages and delivery statuses, signed with the app's secret (`X-Hub-Signature-256`). */
  whatsappReceive: endpoint({
    ...ROUTES.webhooks.whatsappReceive,
    tags,
    accepts: 'signed-json',
    responses: { 200: z.object({ stored: z.number().int() }) },
  }),
};
