import type { Clock } from '../../../platform/clock.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { GraphClient } from '../../../platform/meta/graph-client.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import type { TokenCipher } from '../../../platform/meta/token-cipher.ts';
import type { ConversationsRepository } from '../conversations/conversations.repository.ts';
import type { InboxRepository } from '../inbox.repository.ts';
import type { InboxEvents } from '../inbox-events.ts';

type MetaProfile = {
  name?: string;
  first_name?: string;
  last_name?: string;
  username?: string;
  profile_pic?: string;
};

/**
 * Name and picture of a subscriber, read from Meta off the message path (job `inbox.profile`) and kept on the row
 * for 7 days. Meta refuses some (a person who blocked the page, an account without the permission): the refusal
 * is kept in `profile_error` and the conversation shows Meta's id instead.
 */
export function createProfileFetcher(deps: {
  repository: InboxRepository;
  conversations: ConversationsRepository;
  graph: GraphClient;
  cipher: TokenCipher;
  events: InboxEvents;
  clock: Clock;
  logger: AppLogger;
}) {
  const { repository, clock } = deps;
  return async function fetchProfile(subscriberId: number): Promise<void> {
    const subscriber = await repository.subscriberForProfile(subscriberId);
    if (!subscriber) return;
    const sending = await deps.conversations.sendingPage(subscriber);
    const encrypted = sending?.page.accessTokenEncrypted;
    if (!sending || !encrypted || sending.page.tokenInvalidAt) {
      await repository.saveProfile(subscriberId, { name: null, pictureUrl: null, error: 'no-page-token' }, clock.now());
      return;
    }
    const fields =
      subscriber.channel === 'instagram' ? 'name,username,profile_pic' : 'first_name,last_name,name,profile_pic';
    try {
      const profile = await deps.graph.request<MetaProfile>({
        method: 'GET',
        path: `/${subscriber.metaUserId}`,
        query: { fields },
        token: deps.cipher.decrypt(encrypted),
        limitKey: sending.page.metaPageId,
      });
      const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
      const name = profile.name ?? (fullName || null) ?? profile.username ?? null;
      await repository.saveProfile(
        subscriberId,
        { name: name ?? profile.username ?? null, pictureUrl: profile.profile_pic ?? null, error: null },
        clock.now(),
      );
      deps.events.publish({ type: 'conversation', conversationId: subscriberId });
    } catch (error) {
      if (!(error instanceof MetaApiError)) throw error;
      deps.logger.warn({ err: error, subscriberId }, 'subscriber profile refused by Meta');
      await repository.saveProfile(subscriberId, { name: null, pictureUrl: null, error: error.message }, clock.now());
    }
  };
}
