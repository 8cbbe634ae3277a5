import type { BusinessTime } from '../../platform/business-time.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { NotificationTemplate } from './notification-templates.ts';
import type { NotificationsService } from './notifications.service.ts';

const pagesScreen = '/dashboard/fb/pages/accounts';

/**
 * What a page's owners are told, and when: each event about a page (its sending, its token, its plan, a post, a
 * flow calling the seller) becomes one notification per owner, in the reader's language when read.
 */
export function tellOwnersOnEvents(deps: {
  events: DomainEvents;
  notifications: NotificationsService;
  ownersOf: (pageId: number) => Promise<number[]>;
  /** The owners of an Instagram account (one linked with Instagram Login has no page). */
  accountOwnersOf: (accountId: number) => Promise<number[]>;
  businessTime: BusinessTime;
}) {
  const { events, businessTime } = deps;
  async function tell(
    pageId: number,
    template: NotificationTemplate,
    params: Record<string, string>,
    url: string = pagesScreen,
  ) {
    for (const ownerId of await deps.ownersOf(pageId))
      await deps.notifications.notifyWithTemplate(ownerId, template, params, url);
  }

  events.on('page.sending-paused', ({ pageId, name, until }) =>
    tell(pageId, 'page-policy-block', { name, until: businessTime.wallClockOf(until) }),
  );
  events.on('page.token-refused', ({ pageId, name, reason }) => tell(pageId, 'page-reconnect', { name, reason }));
  events.on('instagram.token-refused', async ({ accountId, name, reason, refresh }) => {
    const template = refresh ? 'instagram-token-refresh-failed' : 'instagram-reconnect';
    for (const ownerId of await deps.accountOwnersOf(accountId))
      await deps.notifications.notifyWithTemplate(ownerId, template, { name, reason }, pagesScreen);
  });
  events.on('page.app-removed', ({ pageId, name }) => tell(pageId, 'page-app-removed', { name }));
  events.on('page.permission-revoked', ({ pageId, name, permission }) =>
    tell(pageId, 'page-permission-revoked', { name, permission }),
  );
  events.on('page.permission-refused', ({ pageId, name, permission }) =>
    tell(pageId, 'page-permission-missing', { name, permission }),
  );
  events.on('page.subscription-refused', ({ pageId, name, reason }) =>
    tell(pageId, 'page-webhooks-lost', { name, reason }),
  );
  events.on('instagram.blocked', async ({ accountId, name }) => {
    for (const ownerId of await deps.accountOwnersOf(accountId))
      await deps.notifications.notifyWithTemplate(ownerId, 'instagram-blocked', { name }, pagesScreen);
  });
  events.on('page.automations-stopped', ({ pageId, name, reason }) =>
    tell(pageId, reason === 'plan-expired' ? 'page-plan-expired' : 'page-blocked', { name }),
  );
  events.on('post.not-published', ({ pageId, name, problem, meta }) =>
    tell(pageId, 'post-not-published', { name, problem, meta }),
  );
  events.on('order.requested', ({ pageId, requestId }) =>
    tell(pageId, 'order-requested', { number: String(requestId) }, `/dashboard/webview/requests?request=${requestId}`),
  );
  events.on('bot.flow-called-seller', ({ pageId, conversationId, person, flow, call }) => {
    const url = `/dashboard/bot/fb/chat?conversation=${conversationId}`;
    return call.kind === 'notify'
      ? tell(pageId, 'bot-flow-notify', { person, flow, text: call.text }, url)
      : tell(pageId, 'bot-flow-handover', { person, flow }, url);
  });
}
