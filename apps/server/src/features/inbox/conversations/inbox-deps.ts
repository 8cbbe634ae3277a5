import type { ProductCards } from '../../orders/index.ts';
import type { BotSettings } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { GraphMessaging, MessagingCaller, SenderAction } from '../../../platform/meta/graph-messaging.ts';
import type { TokenCipher } from '../../../platform/meta/token-cipher.ts';
import type { Capability, GateStop, PageGate, PageHealth } from '../../pages/index.ts';
import type { InboxEvents } from '../inbox-events.ts';
import type { ConversationsRepository, SubscriberRow } from './conversations.repository.ts';

export type InboxDeps = {
  repository: ConversationsRepository;
  messaging: GraphMessaging;
  cipher: TokenCipher;
  pages: PageGate;
  events: InboxEvents;
  clock: Clock;
  humanAgent: boolean;
  instagramEnabled: boolean;
  appUrl: string;
  logger: AppLogger;
  /** The page's bot settings (the bot's): mark-seen and the typing indicator follow them on every send. */
  botSettingsOf: (pageId: number | null) => Promise<BotSettings>;
  /** Product cards the seller sends from the composer (comment-to-order); absent, the composer cannot send them. */
  productCards?: ProductCards | undefined;
};

/** The page that sends a conversation's messages, with its token, its switches, and what it sends them as. */
export type SendingPage = {
  caller: MessagingCaller;
  /** Null for an account linked with Instagram Login: it sends with its own token on graph.instagram.com. */
  pageId: number | null;
  /** The gate's answer it sends with: where Meta's refusals are recorded (`recordHealthMetaFailure`). */
  health: PageHealth;
  settings: BotSettings;
  capability: Capability;
};

/** The conversation's page (Messenger) or Instagram account, as the page gate knows it. */
export const gateSubjectOf = (subscriber: Pick<SubscriberRow, 'pageId' | 'instagramAccountId'>) =>
  subscriber.pageId !== null ? { pageId: subscriber.pageId } : { instagramAccountId: subscriber.instagramAccountId! };

/**
 * Whether the conversation's page may send as `capability` now (the page gate: plan, block, token, permission,
 * Meta's sending pause), and if so with which token; if not, why (null: the page or account is gone).
 */
export async function sendingGate(
  deps: InboxDeps,
  subscriber: SubscriberRow,
  capability: Capability,
  /** The page's bot settings when the caller has them (the bot keeps them, parsed, with its bots). */
  knownSettings?: BotSettings,
): Promise<{ page: SendingPage; stop: null } | { page: null; stop: GateStop | null; name: string }> {
  const gate = await deps.pages.check(gateSubjectOf(subscriber), capability);
  if (!gate.open)
    return { page: null, stop: gate.stop, name: gate.health?.instagram?.username ?? gate.health?.name ?? '' };
  const { health, token, graph } = gate;
  return {
    page: {
      caller: { metaPageId: health.metaPageId, token, limitKey: health.metaPageId, host: graph },
      pageId: health.pageId,
      health,
      settings: knownSettings ?? (await deps.botSettingsOf(health.pageId)),
      capability,
    },
    stop: null,
  };
}

/** The page that may send for this conversation now as `capability`, or null. */
export async function sendingPageOf(
  deps: InboxDeps,
  subscriber: SubscriberRow,
  capability: Capability = 'inbox',
): Promise<SendingPage | null> {
  return (await sendingGate(deps, subscriber, capability)).page;
}

/** Typing and seen indicators are courtesy: a refusal is logged and never stops the reply. */
export async function senderAction(
  deps: InboxDeps,
  page: SendingPage,
  subscriber: SubscriberRow,
  action: SenderAction,
): Promise<void> {
  try {
    await deps.messaging.senderAction(page.caller, subscriber.metaUserId, action);
  } catch (error) {
    deps.logger.warn({ err: error, subscriberId: subscriber.id, action }, 'sender action refused');
  }
}
