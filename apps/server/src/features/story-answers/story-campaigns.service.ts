import type {
  InterfaceLocale,
  InstagramStory,
  StoryReplyCampaign,
  StoryReplyCampaignBody,
  StoryReplyCampaignResponse,
  StoryWithReplies,
} from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AnswerTrailReports, ConversationsRepository, Viewer } from '../inbox/index.ts';
import { requireStoryAnswerAccount, storyAnswerImageOf } from './story-answer-account.ts';
import type { StoryCampaignRow, StoryCampaignsRepository } from './story-campaigns.repository.ts';
import type { StoryQuickRepliesRepository } from './story-quick-replies.repository.ts';
import { storyTrailPageSize, toStoryAnswerTrailDto } from './story-quick-replies.service.ts';

/** A story of the account as Meta lists it now (the last 24 hours): the contract's, as the stories screen shows it. */
export type CurrentStory = InstagramStory;

const snapshotOf = (story: CurrentStory) => ({
  media_type: story.media_type,
  media_url: story.media_url,
  permalink: story.permalink,
  timestamp: story.timestamp,
  caption: story.caption,
});

function toCampaignDto(row: StoryCampaignRow, appUrl: string): StoryReplyCampaign {
  return {
    story_id: row.storyId,
    enabled: row.enabled,
    text: row.text,
    media: row.mediaId && row.mediaBlobKey ? { id: row.mediaId, url: `${appUrl}/${row.mediaBlobKey}` } : null,
    keywords: row.keywords,
    once_per_story: row.oncePerStory,
    story: row.story ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The account's current stories with the replies each got, and the campaign on one story's replies, for the owner
 * of the insta-id header's account. The stories themselves are Meta's, read through `currentStories`.
 */
export function createStoryCampaignsService(deps: {
  campaigns: StoryCampaignsRepository;
  stories: StoryQuickRepliesRepository;
  /** The inbox's answer trail: the campaigns' rows and each story's replies received and answered. */
  trails: AnswerTrailReports;
  conversations: ConversationsRepository;
  currentStories: (viewer: Viewer, accountId: number) => Promise<CurrentStory[]>;
  clock: Clock;
  appUrl: string;
}) {
  const { campaigns, trails } = deps;
  const requireAccount = (accountId: number) => requireStoryAnswerAccount(deps, accountId);

  return {
    async stories(accountId: number, viewer: Viewer): Promise<{ stories: StoryWithReplies[] }> {
      const id = await requireAccount(accountId);
      const current = await deps.currentStories(viewer, id);
      const storyIds = current.map((story) => story.id);
      const [counts, states] = await Promise.all([
        trails.storyReplyCounts(id, storyIds),
        campaigns.campaignStates(id, storyIds),
      ]);
      return {
        stories: current.map((story) => ({
          id: story.id,
          ...snapshotOf(story),
          replies: counts.get(story.id) ?? { received: 0, answered: 0 },
          campaign: states.get(story.id) ?? null,
        })),
      };
    },

    async get(accountId: number, storyId: string, locale: InterfaceLocale): Promise<StoryReplyCampaignResponse> {
      const id = await requireAccount(accountId);
      const [campaign, counts, trail] = await Promise.all([
        campaigns.campaign(id, storyId),
        trails.storyReplyCounts(id, [storyId]),
        trails.storyTrail(id, { storyCampaign: storyId }, storyTrailPageSize),
      ]);
      return {
        campaign: campaign && toCampaignDto(campaign, deps.appUrl),
        counts: counts.get(storyId)!,
        trail: trail.map((row) => toStoryAnswerTrailDto(row, locale)),
      };
    },

    /** A new campaign needs a current story of the account; an existing one stays editable after its story expired. */
    async save(accountId: number, storyId: string, body: StoryReplyCampaignBody, viewer: Viewer) {
      const id = await requireAccount(accountId);
      const existing = await campaigns.campaign(id, storyId);
      let story = existing?.story ?? null;
      if (!existing) {
        const current = (await deps.currentStories(viewer, id)).find((item) => item.id === storyId);
        if (!current) throw new AppError('not-found', { messageKey: 'instagram-story-not-found' });
        story = snapshotOf(current);
      }
      const mediaId = await storyAnswerImageOf(deps.conversations, body.media_id, viewer);
      const now = deps.clock.now();
      await campaigns.save({
        instagramAccountId: id,
        storyId,
        enabled: body.enabled,
        text: body.text,
        mediaId,
        keywords: body.keywords,
        oncePerStory: body.once_per_story,
        story,
        createdAt: now,
        updatedAt: now,
      });
      return { campaign: toCampaignDto((await campaigns.campaign(id, storyId))!, deps.appUrl) };
    },

    async remove(accountId: number, storyId: string): Promise<void> {
      const id = await requireAccount(accountId);
      if (!(await campaigns.remove(id, storyId)))
        throw new AppError('not-found', { messageKey: 'story-campaign-not-found' });
    },
  };
}
export type StoryCampaignsService = ReturnType<typeof createStoryCampaignsService>;
