import type { ReplyCampaignSettings } from '@app/contract';
import type { CampaignRow } from '../campaigns/campaigns.repository.ts';
import type { EngagementRepository } from '../engagement.repository.ts';
import type { RepliesRepository } from '../replies.repository.ts';

export type PageContext = {
  id: number;
  metaPageId: string;
  monthlyLimit: number | null;
  name: string;
  /** What decides whether the page's automations run (the plan's end, an admin block) and whether owners were told. */
  blockedAt: Date | null;
  expiresAt: Date | null;
  automationsPausedFor: 'plan-expired' | 'page-blocked' | null;
  /** Set when the page sends for its linked Instagram account (the comments are the account's). */
  instagram?: {
    accountId: number;
    metaAccountId: string;
    /** The sending page's own block and plan end (the context's are the earlier of the page's and the account's). */
    sendingPage?: { blockedAt: Date | null; expiresAt: Date | null };
  };
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

export const pageContextOf = (found: {
  page: Omit<PageContext, 'monthlyLimit'>;
  plan: { monthlyReplyLimit: number | null } | null;
}): PageContext => ({
  id: found.page.id,
  metaPageId: found.page.metaPageId,
  monthlyLimit: found.plan?.monthlyReplyLimit ?? null,
  name: found.page.name,
  blockedAt: found.page.blockedAt,
  expiresAt: found.page.expiresAt,
  automationsPausedFor: found.page.automationsPausedFor,
});

/** Our own reasons for a page's automations to stop: they resume by themselves when renewed or unblocked. */
export function automationsStopped(page: PageContext, now: Date): 'plan-expired' | 'page-blocked' | null {
  if (page.blockedAt) return 'page-blocked';
  if (page.expiresAt && page.expiresAt <= now) return 'plan-expired';
  return null;
}

/** The public reply texts: the comment template's when it has some, else the campaign's (or commenter's) own. */
export async function publicRepliesOf(
  repository: RepliesRepository,
  settings: Pick<ReplyCampaignSettings, 'comments' | 'comment_template_id'>,
  pageId: number,
): Promise<string[]> {
  if (settings.comment_template_id) {
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
export function createPostTargets(repository: RepliesRepository, engagement: EngagementRepository) {
  const cache = new Map<string, { until: number; value: Promise<PostTarget | null> }>();

  async function load(metaPageId: string, postId: string): Promise<PostTarget | null> {
    const found = await repository.pages.findPageForEvents(metaPageId);
    if (!found) return null;
    const page = pageContextOf(found);
    const [campaigns, forPost] = await Promise.all([
      repository.campaigns.runningCampaignsForPost({ channel: 'fb', pageId: page.id }, postId),
      engagement.engagementForPost(page.id, postId),
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
    const forEvents = await repository.pages.findInstagramAccountForEvents(metaAccountId);
    const account = forEvents?.account;
    const found = account?.pageId ? await repository.pages.findPage(account.pageId) : null;
    if (!account || !found) return null;
    // The account's own admin block or plan end stops its campaigns as the page's would (trail reasons).
    const sendingPage = pageContextOf(found);
    const earlier = (a: Date | null, b: Date | null) => (a === null ? b : b === null || a < b ? a : b);
    const page: PageContext = {
      ...sendingPage,
      // The account's own plan: its monthly limit.
      monthlyLimit: forEvents.plan?.monthlyReplyLimit ?? null,
      blockedAt: account.blockedAt ?? sendingPage.blockedAt,
      expiresAt: earlier(account.expiresAt, sendingPage.expiresAt),
      instagram: {
        accountId: account.id,
        metaAccountId,
        sendingPage: { blockedAt: sendingPage.blockedAt, expiresAt: sendingPage.expiresAt },
      },
    };
    const campaigns = await repository.campaigns.runningCampaignsForPost(
      { channel: 'instagram', instagramAccountId: account.id },
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
    if (hit && hit.until > Date.now()) return hit.value;
    const value = load();
    cache.set(key, { until: Date.now() + cacheMs, value });
    return value;
  }

  return {
    targetOf: (metaPageId: string, postId: string) => cached(`${metaPageId}|${postId}`, () => load(metaPageId, postId)),
    instagramTargetOf: (metaAccountId: string, mediaId: string) =>
      cached(`ig|${metaAccountId}|${mediaId}`, () => loadInstagram(metaAccountId, mediaId)),
    forget: () => cache.clear(),
  };
}
