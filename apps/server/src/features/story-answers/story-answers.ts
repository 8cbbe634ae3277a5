import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AnswerPath, AnswerTrailReports, InboxDeps, Viewer } from '../inbox/index.ts';
import { createStoryAnswerer } from './story-answerer.ts';
import { createStoryCampaignsRepository } from './story-campaigns.repository.ts';
import { createStoryCampaignsService, type CurrentStory } from './story-campaigns.service.ts';
import { createStoryQuickRepliesRepository } from './story-quick-replies.repository.ts';
import { createStoryQuickRepliesService } from './story-quick-replies.service.ts';

/**
 * Instagram's story automations: the quick replies to story mentions and replies, the campaigns on one story's
 * replies, and the answerer that decides for each incoming one and hands the answer to the inbox. Built once.
 */
export function createStoryAnswers(deps: {
  db: Db;
  /**
   * The inbox's sending deps, its one answer path, which records and sends every story answer, and the reads of that
   * path's trail.
   */
  inbox: { deps: InboxDeps; answers: AnswerPath; trails: AnswerTrailReports };
  clock: Clock;
  instagramEnabled: boolean;
  appUrl: string;
  /** The account's stories as Meta lists them now (the publishing feature reads them). */
  currentStories: (viewer: Viewer, accountId: number) => Promise<CurrentStory[]>;
}) {
  const { clock, appUrl } = deps;
  const stories = createStoryQuickRepliesRepository(deps.db);
  const campaigns = createStoryCampaignsRepository(deps.db);
  const conversations = deps.inbox.deps.repository;
  const { trails } = deps.inbox;
  return {
    quickReplies: createStoryQuickRepliesService({ stories, trails, conversations, clock, appUrl }),
    campaigns: createStoryCampaignsService({
      campaigns,
      stories,
      trails,
      conversations,
      currentStories: deps.currentStories,
      clock,
      appUrl,
    }),
    // With Instagram turned off, its story mentions and replies are still stored but never answered.
    answerStory: deps.instagramEnabled
      ? createStoryAnswerer({ ...deps.inbox.deps, answers: deps.inbox.answers, stories, campaigns })
      : null,
  };
}
export type StoryAnswers = ReturnType<typeof createStoryAnswers>;
