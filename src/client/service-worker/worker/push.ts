/**
 * Web Push (docs/product/messages.md, docs/decisions/0008-web-push.md): shows what a push message brings and
 * opens the booking when a notification is tapped.
 */

import { MESSAGE_KINDS, type MessageKind } from '../../../shared/constants.js';
import { notificationIn, withShopName, type NotificationParams } from '../../../shared/domain/notification-texts.js';
import { readOfflineLanguage } from './shop-contact-store.js';

/** The notification's pictures (public/icons/, drawn from src/client/favicon.svg; the badge is its scissors alone). */
const ICON = '/icons/notification-192.png';
const BADGE = '/icons/badge-96.png';

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string | undefined;
  /** The shop the message is from, for a title written in another language. */
  shop: string | undefined;
  /** What the text says, for writing it in the phone's language; absent from a message that does not say. */
  words: { kind: MessageKind; params: NotificationParams } | undefined;
}

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The message's kind and values, when both are there and well formed. */
function readWords(kind: unknown, params: unknown): PushMessage['words'] {
  if (!MESSAGE_KINDS.includes(kind as MessageKind) || typeof params !== 'object' || params === null) return undefined;
  const values = params as Record<string, unknown>;
  if (typeof values.token !== 'string') return undefined;
  return { kind: kind as MessageKind, params: { token: values.token, time: optionalText(values.time), barber: optionalText(values.barber) } };
}

/**
 * The push message as the server writes it ({title, body, url, tag}, see push-channel.ts); a
 * message that is not such JSON is still shown, as plain text.
 */
function readMessage(data: PushMessageData | null): PushMessage {
  const fallback: PushMessage = { title: 'Your booking', body: '', url: '/', tag: undefined, shop: undefined, words: undefined };
  if (!data) return fallback;
  try {
    const message: unknown = data.json();
    const fields = typeof message === 'object' && message !== null ? (message as Record<string, unknown>) : {};
    return {
      title: nonEmpty(fields.title) ?? fallback.title,
      body: typeof fields.body === 'string' ? fields.body : '',
      url: nonEmpty(fields.url) ?? '/',
      tag: nonEmpty(fields.tag),
      shop: nonEmpty(fields.shop),
      words: readWords(fields.kind, fields.params),
    };
  } catch {
    return { ...fallback, body: data.text() };
  }
}

/** Focuses a tab of the app already at the booking's page, else opens one. */
async function openPage(worker: ServiceWorkerGlobalScope, url: string): Promise<unknown> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) return open.focus();
  return worker.clients.openWindow(url);
}

/** Shows a message, written in the language the app was last shown in on this phone. */
async function show(worker: ServiceWorkerGlobalScope, message: PushMessage): Promise<void> {
  const language = message.words ? await readOfflineLanguage() : 'en';
  const written = message.words && language !== 'en' ? notificationIn(language, message.words.kind, message.words.params) : undefined;
  const { title, body } = written ? { title: withShopName(message.shop, written.title), body: written.body } : message;
  const options: NotificationOptions & { renotify?: boolean } = { body, icon: ICON, badge: BADGE, data: { url: message.url } };
  // One notification per booking: a newer message replaces the older one, and still alerts.
  if (message.tag) Object.assign(options, { tag: message.tag, renotify: true });
  await worker.registration.showNotification(title, options);
}

/** Listens for push messages and taps on their notifications. */
export function handlePush(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    event.waitUntil(show(worker, readMessage(event.data)));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const target = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).url : undefined;
    const url = new URL(typeof target === 'string' ? target : '/', worker.location.origin).href;
    event.waitUntil(openPage(worker, url));
  });
}
