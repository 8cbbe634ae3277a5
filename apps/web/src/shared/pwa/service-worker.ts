/**
 * The installed app's service worker (public/sw.js): it shows pushes and caches nothing, so registering it
 * early changes no request. A browser without service workers (or an insecure origin) simply has no push.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}

/** The push subscription of this device, once the worker is ready; null where push does not exist. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  registerServiceWorker();
  return navigator.serviceWorker.ready;
}
