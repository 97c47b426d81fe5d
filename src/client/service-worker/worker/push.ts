/**
 * Web Push (DESIGN §10, docs/decisions/0008-web-push.md): shows what a push message brings and
 * opens the booking when a notification is tapped.
 */

/** The notification's pictures (public/icons/, drawn from src/client/favicon.svg; the badge is its scissors alone). */
const ICON = '/icons/notification-192.png';
const BADGE = '/icons/badge-96.png';

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string | undefined;
}

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The push message as the server writes it ({title, body, url, tag}, see push-channel.ts); a
 * message that is not such JSON is still shown, as plain text.
 */
function readMessage(data: PushMessageData | null): PushMessage {
  const fallback: PushMessage = { title: 'Your booking', body: '', url: '/', tag: undefined };
  if (!data) return fallback;
  try {
    const message: unknown = data.json();
    const fields = typeof message === 'object' && message !== null ? (message as Record<string, unknown>) : {};
    return {
      title: nonEmpty(fields.title) ?? fallback.title,
      body: typeof fields.body === 'string' ? fields.body : '',
      url: nonEmpty(fields.url) ?? '/',
      tag: nonEmpty(fields.tag),
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

/** Listens for push messages and taps on their notifications. */
export function handlePush(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const message = readMessage(event.data);
    const options: NotificationOptions & { renotify?: boolean } = { body: message.body, icon: ICON, badge: BADGE, data: { url: message.url } };
    // One notification per booking: a newer message replaces the older one, and still alerts.
    if (message.tag) Object.assign(options, { tag: message.tag, renotify: true });
    event.waitUntil(worker.registration.showNotification(message.title, options));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const target = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).url : undefined;
    const url = new URL(typeof target === 'string' ? target : '/', worker.location.origin).href;
    event.waitUntil(openPage(worker, url));
  });
}
