import type { Clock } from '../../../platform/clock.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { GraphClient } from '../../../platform/meta/graph-client.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import type { PageGate } from '../../pages/index.ts';
import { gateSubjectOf } from '../conversations/inbox-deps.ts';
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
  pages: PageGate;
  graph: GraphClient;
  events: InboxEvents;
  clock: Clock;
  logger: AppLogger;
}) {
  const { repository, clock } = deps;
  type Subscriber = NonNullable<Awaited<ReturnType<InboxRepository['subscribersForProfile']>>[number]>;
  type Profile = { name: string | null; pictureUrl: string | null; error: string | null };

  /** One person's profile as Meta gives it, or Meta's refusal (kept, so the conversation shows Meta's id). */
  async function profileOf(subscriber: Subscriber): Promise<Profile> {
    // New customers come in bursts, most to a few pages: the gate keeps each page's answer for a moment.
    const gate = await deps.pages.check(gateSubjectOf(subscriber), 'read-profiles');
    if (!gate.open) return { name: null, pictureUrl: null, error: 'no-page-token' };
    const page = { token: gate.token, metaPageId: gate.health.metaPageId, host: gate.graph };
    const fields =
      subscriber.channel === 'instagram' ? 'name,username,profile_pic' : 'first_name,last_name,name,profile_pic';
    try {
      const profile = await deps.graph.request<MetaProfile>({
        method: 'GET',
        path: `/${subscriber.metaUserId}`,
        query: { fields },
        token: page.token,
        limitKey: page.metaPageId,
        host: page.host,
      });
      const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
      const name = profile.name ?? (fullName || null) ?? profile.username ?? null;
      return { name: name ?? profile.username ?? null, pictureUrl: profile.profile_pic ?? null, error: null };
    } catch (error) {
      if (!(error instanceof MetaApiError)) throw error;
      deps.logger.warn({ err: error, subscriberId: subscriber.id }, 'subscriber profile refused by Meta');
      return { name: null, pictureUrl: null, error: error.message };
    }
  }

  /**
   * The profiles of a fetch of jobs: read in one statement, asked of Meta one after another (a burst of new customers
   * must not crowd out the messages being answered meanwhile), saved in one statement.
   */
  return async function fetchProfiles(subscriberIds: number[]): Promise<void> {
    const found = await repository.subscribersForProfile([...new Set(subscriberIds)]);
    const profiles: (Profile & { id: number })[] = [];
    for (const subscriber of found) profiles.push({ id: subscriber.id, ...(await profileOf(subscriber)) });
    await repository.saveProfiles(profiles, clock.now());
    for (const profile of profiles)
      if (profile.error === null)
        void deps.events.publish('inbox.conversation-changed', { conversationId: profile.id });
  };
}
