import { botSettingsSchema, type BotSettings } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { GraphMessaging, MessagingCaller, SenderAction } from '../../../platform/meta/graph-messaging.ts';
import type { TokenCipher } from '../../../platform/meta/token-cipher.ts';
import type { LinkingService } from '../../linking/index.ts';
import type { InboxEvents } from '../inbox-events.ts';
import type { ConversationsRepository, SubscriberRow } from './conversations.repository.ts';

export type InboxDeps = {
  repository: ConversationsRepository;
  messaging: GraphMessaging;
  cipher: TokenCipher;
  linking: LinkingService;
  events: InboxEvents;
  clock: Clock;
  humanAgent: boolean;
  instagramEnabled: boolean;
  appUrl: string;
  logger: AppLogger;
};

/** The page's switches; a page that never saved any has the contract's defaults (everything off). */
export function pageBotSettings(stored: unknown): BotSettings {
  const parsed = botSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : botSettingsSchema.parse({});
}

export type SendingPage = { caller: MessagingCaller; pageId: number; settings: BotSettings };

/** The page that sends for this conversation with its token, or null when it has none that Meta accepts. */
export async function sendingPageOf(deps: InboxDeps, subscriber: SubscriberRow): Promise<SendingPage | null> {
  const found = await deps.repository.sendingPage(subscriber);
  const encrypted = found?.page.accessTokenEncrypted;
  if (!found || !encrypted || found.page.tokenInvalidAt) return null;
  const { page } = found;
  return {
    caller: { metaPageId: page.metaPageId, token: deps.cipher.decrypt(encrypted), limitKey: page.metaPageId },
    pageId: page.id,
    settings: pageBotSettings(found.settings),
  };
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
