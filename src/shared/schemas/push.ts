import { z } from 'zod';
import { MESSAGE_KINDS } from '../constants.js';

/** The server's VAPID public key, which a browser needs to subscribe (`applicationServerKey`). */
export const pushKeySchema = z.object({
  /** Base64url, without padding: the uncompressed P-256 point, 65 bytes. */
  publicKey: z.string(),
});
export type PushKey = z.infer<typeof pushKeySchema>;

const KEY_MESSAGE = 'Invalid subscription key';

/** Where the push service takes this phone's messages; the browser's PushSubscription.endpoint. */
const endpointSchema = z.url({ protocol: /^https$/, error: 'The endpoint must be an https address' }).max(1000);

/** Proof of ownership for an anonymous customer: the booking's manage token. */
const manageTokenSchema = z.string().max(200).optional();

/**
 * A phone's Web Push subscription for one booking (docs/product/messages.md), as PushSubscription.toJSON() gives
 * it. The keys are checked for the sizes RFC 8291 sets (a 65-byte P-256 point starting 0x04, a
 * 16-byte secret), so a subscription that could never be written to is refused here.
 */
export const pushSubscriptionInputSchema = z
  .object({
    endpoint: endpointSchema,
    keys: z
      .object({
        p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, KEY_MESSAGE),
        auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, KEY_MESSAGE),
      })
      .strict(),
    manageToken: manageTokenSchema,
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** Stops notifications for one booking on the phone with this endpoint. */
export const pushUnsubscribeSchema = z
  .object({
    endpoint: endpointSchema,
    manageToken: manageTokenSchema,
  })
  .strict();
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

/** The answer to a subscribe or an unsubscribe: whether this phone now gets the booking's notifications. */
export const pushSubscriptionStateSchema = z.object({
  subscribed: z.boolean(),
});
export type PushSubscriptionState = z.infer<typeof pushSubscriptionStateSchema>;

/**
 * What a push message carries (the service worker shows it): the title and text in English, the
 * booking's page to open on a tap, and a tag per booking so a newer message replaces an older one.
 * The title names the shop (when it has a name).
 * `kind` and `params` let a phone that shows the app in another language write it in that one.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The name of the shop the message is from, when it has one; the title already carries it. */
  shop: z.string().optional(),
  url: z.string(),
  tag: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  params: z.object({ token: z.string(), time: z.string().optional(), barber: z.string().optional() }),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
