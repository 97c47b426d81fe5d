/**
 * The app's service worker (DESIGN §10), registered only when a customer asks for notifications
 * about a booking. It shows what Web Push brings and opens the booking when a notification is
 * tapped. It caches nothing and handles no fetch: pages load from the network as without it.
 *
 * Plain JavaScript, served as it is from the site's root so that its scope is the whole app. Each
 * event has one named handler; more (an offline cache) can be added beside them.
 */

/** The notification's pictures (public/icons/, drawn from src/client/favicon.svg; the badge is its scissors alone). */
const ICON = '/icons/notification-192.png';
const BADGE = '/icons/badge-96.png';

/**
 * The push message as the server writes it ({title, body, url, tag}, see push-channel.ts); a
 * message that is not such JSON is still shown, as plain text.
 * @param {PushMessageData | null} data
 * @returns {{ title: string, body: string, url: string, tag: string | undefined }}
 */
function readMessage(data) {
  const fallback = { title: 'Your booking', body: '', url: '/', tag: undefined };
  if (!data) return fallback;
  try {
    const message = data.json();
    return {
      title: typeof message.title === 'string' && message.title !== '' ? message.title : fallback.title,
      body: typeof message.body === 'string' ? message.body : '',
      url: typeof message.url === 'string' && message.url !== '' ? message.url : '/',
      tag: typeof message.tag === 'string' && message.tag !== '' ? message.tag : undefined,
    };
  } catch {
    return { ...fallback, body: data.text() };
  }
}

/** @param {PushEvent} event */
function onPush(event) {
  const message = readMessage(event.data);
  const options = { body: message.body, icon: ICON, badge: BADGE, data: { url: message.url } };
  // One notification per booking: a newer message replaces the older one, and still alerts.
  if (message.tag) Object.assign(options, { tag: message.tag, renotify: true });
  event.waitUntil(self.registration.showNotification(message.title, options));
}

/**
 * Focuses a tab of the app already at the booking's page, else opens one.
 * @param {string} url
 */
async function openPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) return open.focus();
  return self.clients.openWindow(url);
}

/** @param {NotificationEvent} event */
function onNotificationClick(event) {
  event.notification.close();
  const target = event.notification.data && event.notification.data.url;
  const url = new URL(typeof target === 'string' ? target : '/', self.location.origin).href;
  event.waitUntil(openPage(url));
}

// Nothing is cached, so a new version may take over at once.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('push', onPush);
self.addEventListener('notificationclick', onNotificationClick);
