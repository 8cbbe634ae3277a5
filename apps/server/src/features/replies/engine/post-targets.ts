import type { ReplyCampaignSettings } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { PageGate, PageHealth } from '../../pages/index.ts';
import type { CampaignRow } from '../campaigns/campaigns.repository.ts';
import type { EngagementRepository } from '../engagement.repository.ts';
import type { RepliesRepository } from '../replies.repository.ts';

/** The page a comment's replies are sent by, and for an Instagram comment the account whose comment it is. */
export type PageContext = {
  /** The sending page; null for an Instagram account linked with Instagram Login (its own token sends). */
  id: number | null;
  metaPageId: string;
  monthlyLimit: number | null;
  name: string;
  /** Set when the page sends for its linked Instagram account (the comments are the account's). */
  instagram?: { accountId: number; metaAccountId: string };
};
/** Besides campaigns: whether the page likes comments on this post, and the page commenter's texts when it is on. */
export type Engagement = { likes: boolean; commenterTexts: string[] | null };
/** What a new comment on a post sets going: the page, its running campaigns on the post, likes and the commenter. */
export type PostTarget = {
  page: PageContext;
  campaigns: { campaign: CampaignRow; publicTexts: string[] }[];
  engagement: Engagement;
};

const cacheMs = 2_000;

/**
 * The engine's view of a page or account the gate read: an account counts replies on its own plan. An account
 * linked with Instagram Login has no page (`id` null): it sends with its own token, on the gate's host.
 */
export const pageContextOf = (health: PageHealth): PageContext => ({
  id: health.pageId,
  metaPageId: health.metaPageId,
  name: health.name,
  monthlyLimit: health.instagram ? health.instagram.monthlyReplyLimit : health.monthlyReplyLimit,
  ...(health.instagram && {
    instagram: { accountId: health.instagram.accountId, metaAccountId: health.instagram.metaAccountId },
  }),
});

/** The public reply texts: the comment template's when it has some, else the campaign's (or commenter's) own. */
export async function publicRepliesOf(
  repository: RepliesRepository,
  settings: Pick<ReplyCampaignSettings, 'comments' | 'comment_template_id'>,
  pageId: number | null,
): Promise<string[]> {
  if (settings.comment_template_id && pageId !== null) {
    const template = await repository.templates.findCommentTemplate(settings.comment_template_id, pageId);
    if (template && template.replies.length > 0) return template.replies;
  }
  return settings.comments;
}

/**
 * A burst of comments on one post would read the same page and campaigns hundreds of times a second: they are
 * kept for a moment, and forgotten at once when a campaign changes in this process (other processes see the
 * change within cacheMs). Campaign settings are parsed once per load, not per comment.
 */
export function createPostTargets(
  repository: RepliesRepository,
  engagement: EngagementRepository,
  pages: PageGate,
  clock: Pick<Clock, 'elapsedMs'>,
) {
  const cache = new Map<string, { until: number; value: Promise<PostTarget | null> }>();

  async function load(metaPageId: string, postId: string): Promise<PostTarget | null> {
    const health = await pages.health({ metaPageId });
    if (!health || health.pageId === null) return null;
    const page = pageContextOf(health);
    const [campaigns, forPost] = await Promise.all([
      repository.campaigns.runningCampaignsForPost({ channel: 'fb', pageId: health.pageId }, postId),
      engagement.engagementForPost(health.pageId, postId),
    ]);
    return {
      page,
      campaigns: await Promise.all(
        campaigns.map(async (campaign) => ({
          campaign,
          publicTexts: await publicRepliesOf(repository, campaign.settings, page.id),
        })),
      ),
      engagement: {
        likes: forPost.likes,
        commenterTexts: forPost.commenter
          ? await publicRepliesOf(
              repository,
              { comments: forPost.commenter.comments, comment_template_id: forPost.commenter.commentTemplateId },
              page.id,
            )
          : null,
      },
    };
  }

  /** An Instagram media: the account's running campaigns on it, sent by its linked page (no likes, no commenter). */
  async function loadInstagram(metaAccountId: string, mediaId: string): Promise<PostTarget | null> {
    const health = await pages.health({ metaAccountId });
    if (!health?.instagram) return null;
    const page = pageContextOf(health);
    const campaigns = await repository.campaigns.runningCampaignsForPost(
      { channel: 'instagram', instagramAccountId: health.instagram.accountId },
      mediaId,
    );
    return {
      page,
      campaigns: campaigns.map((campaign) => ({ campaign, publicTexts: campaign.settings.comments })),
      engagement: { likes: false, commenterTexts: null },
    };
  }

  function cached(key: string, load: () => Promise<PostTarget | null>) {
    const hit = cache.get(key);
    if (hit && hit.until > clock.elapsedMs()) return hit.value;
    const value = load();
    cache.set(key, { until: clock.elapsedMs() + cacheMs, value });
    return value;
  }

  return {
    targetOf: (metaPageId: string, postId: string) => cached(`${metaPageId}|${postId}`, () => load(metaPageId, postId)),
    instagramTargetOf: (metaAccountId: string, mediaId: string) =>
      cached(`ig|${metaAccountId}|${mediaId}`, () => loadInstagram(metaAccountId, mediaId)),
    forget: () => cache.clear(),
  };
}
