/* global self, URL */
// The installed app's service worker: it shows pushed notifications and opens their screen when tapped. It caches
// nothing and has no fetch handler, so every request (index.html above all) goes to the network as without it
// and a new release is never held back by a stale copy.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { title: event.data ? event.data.text() : '' };
  }
  const title = notice.title || 'لوحة البائع';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: notice.message || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      dir: 'auto',
      tag: notice.id ? `notification-${notice.id}` : undefined,
      data: {
        url:
          typeof notice.url === 'string' && notice.url.startsWith('/') ? notice.url : '/dashboard/user/notifications',
      },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/dashboard/user/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => client.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
