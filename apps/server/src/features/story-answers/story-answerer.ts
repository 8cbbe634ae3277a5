import type { StoryAnswerSource, StoryQuickReplyKind } from '@app/contract';
import { namedStopOf } from '../pages/index.ts';
import {
  outgoingContents,
  sendingGate,
  type AnswerContent,
  type AnswerPath,
  type AnswerStory,
  type InboxDeps,
  type StoredStoryMessage,
} from '../inbox/index.ts';
import { decideStoryAnswer, onceKeyOf, storyKeyOf } from './decide-story-answer.ts';
import type { StoryCampaignsRepository } from './story-campaigns.repository.ts';
import type { StoryQuickRepliesRepository } from './story-quick-replies.repository.ts';

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
  deps: InboxDeps & {
    answers: AnswerPath;
    stories: StoryQuickRepliesRepository;
    campaigns: StoryCampaignsRepository;
    appUrl: string;
  },
) {
  const { stories, campaigns, repository, clock } = deps;

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
    const answer: AnswerContent = {
      stored: {
        kind: attachmentUrl ? 'image' : 'text',
        text,
        attachments: attachmentUrl ? [{ type: 'image', url: attachmentUrl }] : [],
      },
      contents: outgoingContents(attachmentUrl ? { type: 'image', url: attachmentUrl } : null, text),
    };
    await deps.answers.answerMessage({
      decidedBy: 'story',
      page,
      conversation: subscriber,
      trail: {
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
        decision: 'answer' in decision ? { answer } : decision,
        at: now,
      },
    });
  };
  return answerStory;
}
