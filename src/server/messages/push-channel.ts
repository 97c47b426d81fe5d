import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { MessageKind } from '../../shared/constants.js';
import type { MessageParams } from '../../shared/domain/message-rules.js';
import { notificationIn, withShopName } from '../../shared/domain/notification-texts.js';
import type { PushPayload } from '../../shared/schemas/push.js';
import type { ShopDb } from '../db/client.js';
import { deletePushSubscriptions, pushSubscriptionsOfBooking, type PushSubscriptionRow } from '../data/push-subscriptions.js';
import { DeliveryError, type Channel } from './channels.js';
import type { VapidKeys } from './vapid.js';

export interface PushChannelOptions {
  /** The https agent for the push services (tests pass one that trusts their local stand-in). */
  agent?: Agent;
  /** Socket inactivity timeout of one request to a push service. */
  timeoutMs?: number;
  /** How long a push service keeps a message for a phone that is off (RFC 8030 TTL), in seconds. */
  ttlSeconds?: number;
  log?: FastifyBaseLogger;
}

/** A message about a booking is stale within the hour: the next one would say something newer. */
const DEFAULT_TTL_SECONDS = 60 * 60;

/** What the service worker shows (public/sw.js): one notification per booking, replaced by the next. */
export function pushPayload(bookingId: number, kind: MessageKind, params: MessageParams, shopName = ''): PushPayload {
  const { token, time, barber, link } = params;
  const { title, body } = notificationIn('en', kind, params);
  return {
    // The title names the shop: a customer of several shops knows which one wrote.
    title: withShopName(shopName, title),
    ...(shopName === '' ? {} : { shop: shopName }),
    body,
    url: link,
    tag: `booking-${bookingId}`,
    kind,
    params: { token, ...(time === undefined ? {} : { time }), ...(barber === undefined ? {} : { barber }) },
  };
}

type Subscription = PushSubscriptionRow;

/** How one phone's push service answered. */
type Answer =
  | { kind: 'accepted' }
  /** 404/410: the subscription has expired or the customer revoked it (RFC 8030 §7.3). */
  | { kind: 'gone' }
  | { kind: 'failed'; reason: string; retryable: boolean; retryAfterMs?: number };

/** Seconds or an HTTP date in Retry-After, as milliseconds from now; undefined when absent or unreadable. */
function retryAfterMs(header: unknown): number | undefined {
  if (typeof header !== 'string' || header === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** Sorts a failed send: the status decides; without one, the request never got an answer. */
function answerOf(error: unknown): Answer {
  if (error instanceof webpush.WebPushError) {
    const status = error.statusCode;
    if (status === 404 || status === 410) return { kind: 'gone' };
    const reason = `Push service answered ${status}`;
    if (status === 429) {
      const wait = retryAfterMs((error.headers as Record<string, unknown>)['retry-after']);
      return { kind: 'failed', reason, retryable: true, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
    }
    return { kind: 'failed', reason, retryable: status >= 500 || status === 408 };
  }
  // Node's network errors carry a code (ECONNREFUSED, ENOTFOUND, ...); the library's own timeout
  // says so in its message. Anything else is the subscription's keys, which retrying cannot mend.
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return { kind: 'failed', reason: `Push service request failed (${code})`, retryable: true };
  if (error instanceof Error && error.message === 'Socket timeout') return { kind: 'failed', reason: 'Push service request timed out', retryable: true };
  return { kind: 'failed', reason: 'The subscription could not be written to', retryable: false };
}

/** The push service's host, for a log line: an endpoint's path identifies the phone. */
const serviceOf = (endpoint: string): string => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
};

/**
 * Web Push (docs/product/messages.md): each message goes, encrypted (RFC 8291) and signed with the server's
 * VAPID key (RFC 8292), to every phone subscribed to its booking. Sent when at least one push
 * service accepts it; a subscription its push service calls gone is deleted; with none left the
 * message is skipped. Otherwise a failure is retried when some phone's service may take it later.
 */
export function createPushChannel(db: ShopDb, vapid: VapidKeys, options: PushChannelOptions = {}): Channel {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  const ttl = options.ttlSeconds ?? DEFAULT_TTL_SECONDS;
  const timeout = options.timeoutMs ?? 10_000;

  async function sendTo(subscription: Subscription, payload: string, topic: string, kind: MessageKind): Promise<Answer> {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails,
          TTL: ttl,
          // A message the push service still holds for this booking is replaced by a newer one.
          topic,
          urgency: kind === 'turn_near' ? 'high' : 'normal',
          timeout,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
      return { kind: 'accepted' };
    } catch (error) {
      return answerOf(error);
    }
  }

  return {
    name: 'push',
    async send(message) {
      const subscriptions = await pushSubscriptionsOfBooking(db, message.bookingId);
      if (subscriptions.length === 0) return { outcome: 'skipped', reason: 'No phone is subscribed to notifications for this booking' };
      const payload = JSON.stringify(pushPayload(message.bookingId, message.kind, message.params, message.shopName));
      const topic = `booking-${message.bookingId}`;
      const answers = await Promise.all(subscriptions.map((subscription) => sendTo(subscription, payload, topic, message.kind)));

      const gone = subscriptions.filter((_, index) => answers[index]?.kind === 'gone');
      if (gone.length > 0) {
        await deletePushSubscriptions(db, gone.map((subscription) => subscription.id));
        options.log?.info(
          { bookingId: message.bookingId, services: gone.map((subscription) => serviceOf(subscription.endpoint)) },
          'push subscriptions gone, removed',
        );
      }
      if (answers.some((answer) => answer.kind === 'accepted')) return { outcome: 'sent' };
      const failures = answers.filter((answer) => answer.kind === 'failed');
      const [first] = failures;
      if (!first) return { outcome: 'skipped', reason: 'Every phone subscribed to this booking has unsubscribed' };
      const retryable = failures.filter((failure) => failure.retryable);
      if (retryable.length === 0) throw new DeliveryError(first.reason, false);
      const waits = retryable.flatMap((failure) => (failure.retryAfterMs === undefined ? [] : [failure.retryAfterMs]));
      const wait = waits.length > 0 ? Math.max(...waits) : undefined;
      throw new DeliveryError((retryable[0] ?? first).reason, true, wait);
    },
  };
}
