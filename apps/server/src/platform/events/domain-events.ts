import type { AppLogger } from '../logger.ts';

/**
 * What happened in one feature that others act on, by name with its payload. Adding an event starts here: the
 * feature it happens in publishes it, and the features that care subscribe to it where they are built, so app.ts
 * passes no callbacks between features.
 */
export type DomainEventMap = {
  /** Webhooks reach us again for this page (linked, reconnected, re-subscribed): what it missed is read back. */
  'page.subscribed': { pageId: number };
  /** Comment reply campaigns, templates or the page commenter and likes changed: what engines keep is stale. */
  'replies.changed': Record<string, never>;
  /** A page's bot settings changed (and were pushed to Meta, or refused): the bot reads them again. */
  'bot.settings-changed': { pageId: number };
  /** Meta paused the page's sending (a policy block) until `until`. */
  'page.sending-paused': { pageId: number; name: string; until: Date };
  /** Meta refused the page's token (190 and its kin): its owner must reconnect it. */
  'page.token-refused': { pageId: number; name: string; reason: string };
  /** An account linked with Instagram Login is subscribed (again): what it missed is read back. */
  'instagram.subscribed': { accountId: number };
  /** Meta refused an Instagram-Login account's own token (`refresh`: its refresh was refused): relink it. */
  'instagram.token-refused': { accountId: number; name: string; reason: string; refresh: boolean };
  /** The person who linked the page removed the app on Facebook (Meta's deauthorize callback). */
  'page.app-removed': { pageId: number; name: string };
  /** The person who linked the page took a permission back on Facebook (Meta's `permissions` webhook). */
  'page.permission-revoked': { pageId: number; name: string; permission: string };
  /** Meta unsubscribed the app from the page and subscribing again was refused (`reason`: Meta's words). */
  'page.subscription-refused': { pageId: number; name: string; reason: string };
  /** Meta refused a permission the page needs for one of its capabilities. */
  'page.permission-refused': { pageId: number; name: string; permission: string };
  /** The page's automations stopped: its plan expired or an administrator blocked it. */
  'page.automations-stopped': { pageId: number; name: string; reason: 'plan-expired' | 'page-blocked' };
  /** An administrator blocked an Instagram account: its automations stopped until the block is lifted. */
  'instagram.blocked': { accountId: number; name: string };
  /** A post's target failed for good (`name`: the page, or the Instagram account as @username). */
  'post.not-published': { pageId: number; name: string; problem: string; meta: string };
  /** A flow step asked for the seller: a note for them, or the conversation handed over to them. */
  'bot.flow-called-seller': {
    pageId: number;
    conversationId: number;
    person: string;
    flow: string;
    call: { kind: 'notify'; text: string } | { kind: 'handover' };
  };
  /** A message of a conversation was stored, or its delivery settled (sent, failed): the inbox's own write. */
  'inbox.message-stored': { conversationId: number; messageId: number };
  /** A conversation changed besides its messages: a new customer, a profile read, a take-over. */
  'inbox.conversation-changed': { conversationId: number };
  /** The seller read a conversation. */
  'inbox.conversation-read': { conversationId: number };
  /**
   * Something the admin home counts happened (a reply sent, a customer's message received, an invoice paid: its
   * amount after discount): its daily rollup grows.
   */
  'activity.counted': { kind: 'replies' | 'messages' | 'revenue'; amount: number; at: Date };
  /** A customer submitted an order form (a new customer request). */
  'order.requested': { requestId: number; pageId: number };
  /** A notification was stored for a user (`template`: its kind, null for a free text). */
  'notification.created': { userId: number; notificationId: number; template: string | null };
  /** A customer request's status changed, or it was deleted: the owners' requests lists read it again. */
  'order.changed': { requestId: number; pageId: number };
};
export type DomainEventName = keyof DomainEventMap;

type Handler<N extends DomainEventName> = (payload: DomainEventMap[N]) => void | Promise<void>;

export function createDomainEvents(logger: Pick<AppLogger, 'error'>) {
  const handlers = new Map<DomainEventName, Handler<never>[]>();
  return {
    on<N extends DomainEventName>(name: N, handler: Handler<N>): void {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as Handler<never>]);
    },

    /**
     * Runs every subscriber of the event, in the order they subscribed; one subscriber's failure is logged and
     * stops neither the others nor the publisher.
     */
    async publish<N extends DomainEventName>(name: N, payload: DomainEventMap[N]): Promise<void> {
      for (const handler of handlers.get(name) ?? []) {
        try {
          await (handler as Handler<N>)(payload);
        } catch (error) {
          logger.error({ err: error, event: name }, 'an event subscriber failed');
        }
      }
    },
  };
}
export type DomainEvents = ReturnType<typeof createDomainEvents>;
