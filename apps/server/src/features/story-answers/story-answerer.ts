import type { StoryAnswerSource, StoryQuickReplyKind } from '@app/contract';
import { namedStopOf } from '../pages/index.ts';
import {
  deliverPending,
  outgoingContents,
  sendingGate,
  type AnswerStory,
  type InboxDeps,
  type StoredStoryMessage,
} from '../inbox/index.ts';
import { decideStoryAnswer, onceKeyOf, storyKeyOf } from './decide-story-answer.ts';
import type { StoryCampaignsRepository } from './story-campaigns.repository.ts';
import type { StoryQuickRepliesRepository, TrailClaim } from './story-quick-replies.repository.ts';

export const storyKinds: readonly string[] = ['story_mention', 'story_reply'] satisfies StoryQuickReplyKind[];

/** What answers an incoming mention or reply: the quick reply of its kind, or the campaign on the replied-to story. */
type AnswerRule = {
  source: StoryAnswerSource;
  text: string;
  mediaBlobKey: string | null;
  keywords: readonly string[];
  oncePerStory: boolean;
};

/**
 * Answers a story mention or reply, at most once, with the enabled campaign on the replied-to story or else the
 * account's quick reply of its kind (never both: one trail row per incoming mid): the trail row (unique on the
 * incoming mid) and the pending answer are stored before the Send API is called, so a redelivered webhook or a
 * second worker finds the claim taken. A send cut short by a stopped process stays pending and is settled like
 * the inbox's own (shown failed by `inbox.sweep`, or sent by Meta's echo), never sent twice.
 */
export function createStoryAnswerer(
  deps: InboxDeps & { stories: StoryQuickRepliesRepository; campaigns: StoryCampaignsRepository; appUrl: string },
) {
  const { stories, campaigns, repository, clock, logger } = deps;

  async function answerRuleFor(incoming: StoredStoryMessage): Promise<AnswerRule | null> {
    const account = await stories.replyAccount(incoming.instagramAccountId);
    if (!account?.ownerCanReply) return null;
    if (incoming.kind === 'story_reply' && incoming.story?.id) {
      const campaign = await campaigns.campaign(incoming.instagramAccountId, incoming.story.id);
      if (campaign?.enabled) return { ...campaign, source: 'story-campaign' };
    }
    const settings = await stories.enabledSettings(incoming.instagramAccountId, incoming.kind);
    return settings && { ...settings, source: 'quick-reply' };
  }

  const answerStory: AnswerStory = async (incoming: StoredStoryMessage) => {
    const settings = await answerRuleFor(incoming);
    if (!settings) return;
    const subscriber = await repository.subscriber(incoming.subscriberId);
    if (!subscriber) return;
    const now = clock.now();
    const storyKey = storyKeyOf(incoming.story);
    const { page, stop } = await sendingGate(deps, subscriber, 'story-answers');
    let decision = decideStoryAnswer(settings, incoming, { lastIncomingAt: subscriber.lastIncomingAt, now });
    if ('answer' in decision && !page) decision = { skip: namedStopOf(stop) ?? 'page-cannot-send' };
    const attachmentUrl = settings.mediaBlobKey ? `${deps.appUrl}/${settings.mediaBlobKey}` : null;
    const text = settings.text || null;
    const claim: TrailClaim = {
      instagramAccountId: incoming.instagramAccountId,
      kind: incoming.kind,
      source: settings.source,
      incomingMid: incoming.mid,
      incomingMessageId: incoming.messageId,
      subscriberId: subscriber.id,
      storyKey,
      onceKey:
        settings.oncePerStory && storyKey
          ? onceKeyOf(incoming.instagramAccountId, incoming.kind, subscriber.metaUserId, storyKey)
          : null,
      decision: 'answer' in decision ? { answer: { text, attachmentUrl } } : decision,
      at: now,
    };
    let outcome = await stories.claim(claim);
    if (!outcome.claimed && 'answer' in claim.decision && !(await stories.claimedAlready(incoming.mid)))
      outcome = await stories.claim({ ...claim, onceKey: null, decision: { skip: 'already-answered-story' } });
    if (!outcome.claimed || outcome.answerMessageId === null || !page) return;

    const contents = outgoingContents(attachmentUrl ? { type: 'image', url: attachmentUrl } : null, text);
    const refused = await deliverPending(deps, page, subscriber, outcome.answerMessageId, contents, null);
    if (refused) {
      await stories.releaseOnceKey(outcome.trailId);
      logger.warn(
        { err: refused, trailId: outcome.trailId, accountId: incoming.instagramAccountId },
        'story answer refused by Meta',
      );
    }
    deps.events.publish({ type: 'message', conversationId: subscriber.id, messageId: outcome.answerMessageId });
  };
  return answerStory;
}
