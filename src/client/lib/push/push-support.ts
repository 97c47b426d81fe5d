/** Where this browser stands on notifications: no Web Push at all, or the permission it holds. */
export type PushSupport = 'unsupported' | NotificationPermission;

/**
 * Web Push needs a service worker, the Push API and notifications: iPhones have them only for a
 * site added to the home screen, and some in-app browsers not at all.
 */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || typeof Notification === 'undefined') {
    return 'unsupported';
  }
  return Notification.permission;
}
