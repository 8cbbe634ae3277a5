import type { InterfaceLocale, PushKind } from '@app/contract';
import webpush from 'web-push';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { NotificationsService } from '../notifications.service.ts';
import type { PushRepository } from './push.repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** The notices a user may choose to have pushed to their devices, by the kind they choose them under. */
const pushKindOfTemplate: Record<string, PushKind> = {
  'order-requested': 'order',
  'bot-flow-handover': 'conversation',
  'post-not-published': 'post',
};

const pushTtlSeconds = 24 * 60 * 60;
const pushTimeoutMs = 10_000;

/**
 * Web Push: a new notice of a kind the user chose goes to each of their devices, encrypted for it (RFC 8291) and
 * signed with our VAPID key (RFC 8292), worded in the device's language. A device the push service no longer
 * knows (404, 410) is forgotten.
 */
export function createPushSender(deps: {
  repository: PushRepository;
  notifications: Pick<NotificationsService, 'render'>;
  vapid: VapidKeys;
  logger: AppLogger;
}) {
  const { repository, vapid } = deps;

  /** web-push encrypts and signs; the request is ours, so a plain-http push service (a test's) is reached too. */
  async function deliver(device: { endpoint: string; p256dh: string; auth: string }, payload: string) {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      { vapidDetails: vapid, TTL: pushTtlSeconds, urgency: 'high' },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as Uint8Array<ArrayBuffer> | null,
      signal: AbortSignal.timeout(pushTimeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  }

  async function push(userId: number, notificationId: number, template: string | null) {
    const kind = template ? pushKindOfTemplate[template] : undefined;
    if (!kind) return;
    const [preferences, devices] = await Promise.all([
      repository.preferencesOf(userId),
      repository.subscriptionsOf(userId),
    ]);
    if (!preferences[kind] || devices.length === 0) return;
    const payloads = new Map<InterfaceLocale, string | null>();
    const gone: number[] = [];
    for (const device of devices) {
      const locale = device.locale === 'en' ? 'en' : 'ar';
      if (!payloads.has(locale)) {
        const notice = await deps.notifications.render(userId, notificationId, locale);
        payloads.set(locale, notice && JSON.stringify({ ...notice, kind, id: notificationId }));
      }
      const payload = payloads.get(locale);
      if (!payload) return;
      try {
        const status = await deliver(device, payload);
        if (status === 404 || status === 410) gone.push(device.id);
        else if (status >= 400) deps.logger.warn({ status, userId }, 'a push service refused a push');
      } catch (error) {
        deps.logger.warn({ err: error, userId }, 'push to a device failed');
      }
    }
    await repository.forgetSubscriptions(gone);
  }

  return {
    /** Pushes follow every stored notice; a failure is logged and never reaches the one that stored it. */
    listen(events: Pick<DomainEvents, 'on'>) {
      events.on('notification.created', ({ userId, notificationId, template }) =>
        push(userId, notificationId, template).catch((error: unknown) =>
          deps.logger.error({ err: error, userId }, 'push failed'),
        ),
      );
    },
    push,
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
