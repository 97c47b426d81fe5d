import { SERVICE_WORKER_URL } from '../pwa/register-service-worker.js';
import { deletePushSubscription, getPushKey, savePushSubscription } from './push-api.js';
import { endpointInUse, forgetPush, pushEndpointOf, rememberPush } from './push-devices.js';

/**
 * The Web Push opt-in and opt-out (docs/product/messages.md), loaded only when a customer taps the button: the
 * service worker, the browser's subscription and the server's copy of it.
 */

export interface PushOwner {
  bookingId: number;
  /** Proof of ownership when the browser holds no customer session for the booking's phone. */
  manageToken?: string | undefined;
}

/** What became of a tap on "Notify me on this phone". */
export type EnableResult = 'on' | 'blocked' | 'dismissed';

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

/** The worker's registration once it is active: a subscription needs an active worker. */
async function activeWorker(): Promise<ServiceWorkerRegistration> {
  // The app registers it once the page has loaded (lib/pwa); a tap may come first, and
  // registering the same worker again changes nothing.
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** The browser's subscription to this server's key: the one it has, or a new one. */
async function subscriptionFor(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const key = bytesOf(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    if (sameBytes(existing.options.applicationServerKey, key)) return existing;
    // Made for another key (the server's database was replaced): no message can reach it again.
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * Turns the booking's notifications on for this device. `permission` is the browser's answer to
 * Notification.requestPermission(), asked for in the tap itself (browsers allow the question only
 * there).
 */
export async function enablePush(owner: PushOwner, permission: Promise<NotificationPermission>): Promise<EnableResult> {
  const answer = await permission;
  if (answer === 'denied') return 'blocked';
  if (answer !== 'granted') return 'dismissed';
  const [{ publicKey }, registration] = await Promise.all([getPushKey(), activeWorker()]);
  const subscription = await subscriptionFor(registration, publicKey);
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser made a subscription without its keys');
  await savePushSubscription(owner.bookingId, {
    endpoint,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
    ...(owner.manageToken ? { manageToken: owner.manageToken } : {}),
  });
  rememberPush(owner.bookingId, endpoint);
  return 'on';
}

/**
 * Turns the booking's notifications off for this device: the server forgets the subscription, and
 * the browser drops it when no other booking here uses it.
 */
export async function disablePush(owner: PushOwner): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  const endpoint = pushEndpointOf(owner.bookingId) ?? subscription?.endpoint;
  if (endpoint) {
    await deletePushSubscription(owner.bookingId, { endpoint, ...(owner.manageToken ? { manageToken: owner.manageToken } : {}) });
  }
  forgetPush(owner.bookingId);
  if (subscription && !endpointInUse(subscription.endpoint)) await subscription.unsubscribe();
}
