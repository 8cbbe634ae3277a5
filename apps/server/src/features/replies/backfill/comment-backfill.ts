import type { Clock } from '../../../platform/clock.ts';
import type { GraphHost } from '../../../platform/meta/graph-client.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { GraphApi } from '../../../platform/meta/graph-api.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import { gateStop, type PageGate } from '../../pages/index.ts';
import { normalizeCommentId } from '../../webhooks/index.ts';
import type { CampaignRow } from '../campaigns/campaigns.repository.ts';
import { privateReplyWindowMs } from '../engine/decide-comment.ts';
import { commentFromGraph, commentFromInstagramGraph, type IncomingComment } from '../engine/incoming-comment.ts';
import { pageContextOf, publicRepliesOf, type PageContext } from '../engine/post-targets.ts';
import type { RepliesRepository } from '../replies.repository.ts';

/** Read a little before where the last pass stopped: Meta's clock and ours are not the same clock. */
const overlapMs = 5 * 60_000;
/** 100 comments a page: at most 2,000 comments a post in one pass; the next pass goes on from there. */
const maxPagesPerPost = 20;

type Decide = (
  campaign: CampaignRow,
  page: PageContext,
  comment: IncomingComment,
  publicTexts: readonly string[],
) => Promise<{ id: number } | null>;

export type BackfillOutcome = { read: number; answered: number };

/** One page of a post's comments read back from Meta, as the rules see them, and the cursor of the next. */
type CommentsReader = (
  sinceSeconds: number,
  after: string | undefined,
) => Promise<{ comments: IncomingComment[]; after: string | null }>;

/**
 * Missed comments: after an outage, a lost token, a reconnect or a disabled subscription, the comments Meta could
 * not deliver are read back from the posts with running campaigns, from where the last pass stopped (or the
 * campaign began), at most 7 days back, and go through the engine's own decision, store and sender: the trail's
 * unique row per comment and campaign answers each once, whichever of the webhook and this pass comes first.
 * What this pass decides is marked "answered late".
 */
export function createCommentBackfill(deps: {
  repository: RepliesRepository;
  graph: GraphApi;
  pages: PageGate;
  clock: Clock;
  logger: AppLogger;
  instagramEnabled: boolean;
  /** A comment this recent may still be on its way as a webhook: it is left to the webhook, or to the next pass. */
  missedCommentsGraceMs: number;
  decide: Decide;
}) {
  const { repository, graph, pages, clock, logger, decide, missedCommentsGraceMs } = deps;

  /** Facebook reads a post's comments since a time, oldest first (`filter=stream`, replies too). */
  const facebookReader =
    (page: PageContext, token: string, postId: string): CommentsReader =>
    async (sinceSeconds, after) => {
      const batch = await graph.commentsSince(postId, token, page.metaPageId, sinceSeconds, after);
      return {
        comments: batch.comments.map((comment) => commentFromGraph(comment, postId, page.metaPageId)),
        after: batch.after,
      };
    };

  /** Instagram's media comments have no `since`: every page is read and filtered by time like Facebook's. */
  const instagramReader =
    (
      page: PageContext,
      token: string,
      mediaId: string,
      metaAccountId: string,
      host: GraphHost = 'facebook',
    ): CommentsReader =>
    async (_sinceSeconds, after) => {
      const batch = await graph.instagramCommentsPage(mediaId, token, page.metaPageId, after, host);
      return {
        comments: batch.comments.map((comment) => commentFromInstagramGraph(comment, mediaId, metaAccountId)),
        after: batch.after,
      };
    };

  async function backfillPost(
    page: PageContext,
    readComments: CommentsReader,
    campaigns: CampaignRow[],
    upTo: Date,
  ): Promise<BackfillOutcome & { checkedUntil: Date }> {
    const floor = clock.now().getTime() - privateReplyWindowMs;
    const targets = await Promise.all(
      campaigns.map(async (campaign) => ({
        campaign,
        publicTexts: await publicRepliesOf(repository, campaign.settings, page.id),
        // Never before the campaign began: older comments are the "reply to old comments" option's. Meta's
        // created_time has whole seconds: a comment of the campaign's first second reads as before it.
        from: Math.max(
          Math.floor(campaign.createdAt.getTime() / 1000) * 1000,
          campaign.commentsCheckedUntil ? campaign.commentsCheckedUntil.getTime() - overlapMs : 0,
          floor,
        ),
      })),
    );
    const since = Math.min(...targets.map((target) => target.from));
    let after: string | undefined;
    let read = 0;
    let answered = 0;
    let checkedUntil = upTo;
    for (let pageNumber = 0; pageNumber < maxPagesPerPost; pageNumber++) {
      const batch = await readComments(Math.floor(since / 1000), after);
      read += batch.comments.length;
      const comments = batch.comments.filter(
        (comment) => !comment.byPage && comment.createdAt !== null && comment.createdAt <= upTo,
      );
      const known = await repository.backfill.knownComments(
        campaigns.map((campaign) => campaign.id),
        comments.map((comment) => normalizeCommentId(comment.id)),
      );
      for (const comment of comments) {
        for (const { campaign, publicTexts, from } of targets) {
          if (comment.createdAt!.getTime() < from) continue;
          if (known.has(`${campaign.id}|${normalizeCommentId(comment.id)}`)) continue;
          const trail = await decide(campaign, page, comment, publicTexts);
          if (!trail) continue;
          await repository.backfill.markAnsweredLate(trail.id);
          answered += 1;
        }
      }
      if (!batch.after) return { read, answered, checkedUntil };
      after = batch.after;
      const last = comments.at(-1)?.createdAt;
      if (last) checkedUntil = last;
    }
    // More than one pass can read: the next pass goes on from the last comment read.
    return { read, answered, checkedUntil };
  }

  /**
   * An Instagram media's campaigns are read back through the page the account is linked to, on the account's own
   * plan; an account moved to another page, blocked or past its plan is left alone, and so is every account while
   * Instagram is turned off.
   */
  async function instagramTarget(
    token: string,
    pageId: number,
    accountId: number,
    mediaId: string,
  ): Promise<{ page: PageContext; read: CommentsReader } | null> {
    if (!deps.instagramEnabled) return null;
    const health = await pages.health({ instagramAccountId: accountId });
    if (!health?.instagram || health.pageId !== pageId) return null;
    if (gateStop(health, 'reply-comments', clock.now())) return null;
    const instagramPage = pageContextOf(health);
    return {
      page: instagramPage,
      read: instagramReader(instagramPage, token, mediaId, health.instagram.metaAccountId),
    };
  }

  /**
   * One post's comments read back and answered, its campaigns marked checked, counted into `total`. A post Meta no
   * longer shows, or a refusal for this post alone, is skipped (the other posts are still read); a refusal of the page
   * or account itself is answered for the caller to record and end the pass.
   */
  async function backfillOnePost(
    page: PageContext,
    read: CommentsReader,
    postCampaigns: CampaignRow[],
    upTo: Date,
    total: BackfillOutcome,
  ): Promise<MetaApiError | null> {
    try {
      const outcome = await backfillPost(page, read, postCampaigns, upTo);
      total.read += outcome.read;
      total.answered += outcome.answered;
      await repository.backfill.markCommentsChecked(
        postCampaigns.map((campaign) => campaign.id),
        outcome.checkedUntil,
      );
      return null;
    } catch (error) {
      if (!(error instanceof MetaApiError)) throw error;
      if (error.errorClass === 'page-needs-action') return error;
      if (error.errorClass === 'item-only') {
        logger.warn(
          {
            err: error,
            pageId: page.id,
            instagramAccountId: page.instagram?.accountId,
            postId: postCampaigns[0]!.metaPostId,
          },
          'reading a post back for missed comments failed',
        );
        return null;
      }
      throw error;
    }
  }

  return {
    /** Reads back and answers what a page missed; cheap when nothing was: one Graph call per post with a campaign. */
    async backfillPage(pageId: number): Promise<BackfillOutcome> {
      // A lapsed plan, a blocked page, a lost token: nothing is answered, now or late.
      const gate = await pages.check({ pageId }, 'read-posts');
      if (!gate.open || gate.health.pageId === null) return { read: 0, answered: 0 };
      const page = pageContextOf(gate.health);
      const { token } = gate;
      const campaigns = await repository.backfill.runningCampaignsOfPage(pageId);
      const byPost = new Map<string, CampaignRow[]>();
      for (const campaign of campaigns) {
        const key = `${campaign.instagramAccountId ?? ''}|${campaign.metaPostId}`;
        byPost.set(key, [...(byPost.get(key) ?? []), campaign]);
      }
      const upTo = new Date(clock.now().getTime() - missedCommentsGraceMs);
      const total: BackfillOutcome = { read: 0, answered: 0 };
      for (const postCampaigns of byPost.values()) {
        const { metaPostId: postId, instagramAccountId } = postCampaigns[0]!;
        const target = instagramAccountId
          ? await instagramTarget(token, pageId, instagramAccountId, postId)
          : { page, read: facebookReader(page, token, postId) };
        if (!target) continue;
        const refused = await backfillOnePost(target.page, target.read, postCampaigns, upTo, total);
        if (refused) {
          await pages.recordMetaFailure(pageId, 'read-posts', refused);
          return total;
        }
      }
      if (total.answered > 0) logger.info({ pageId, ...total }, 'answered comments the webhooks had missed');
      return total;
    },

    pagesToBackfill: () => repository.backfill.pagesWithRunningCampaigns(),

    /**
     * The same for an account linked with Instagram Login (no page): its campaigns' media are read back on
     * graph.instagram.com with its own token.
     */
    async backfillInstagramLoginAccount(accountId: number): Promise<BackfillOutcome> {
      if (!deps.instagramEnabled) return { read: 0, answered: 0 };
      const gate = await pages.check({ instagramAccountId: accountId }, 'read-posts');
      if (!gate.open || gate.health.pageId !== null || !gate.health.instagram) return { read: 0, answered: 0 };
      const page = pageContextOf(gate.health);
      const { metaAccountId } = gate.health.instagram;
      const campaigns = await repository.backfill.runningCampaignsOfInstagramLoginAccount(accountId);
      const byPost = new Map<string, CampaignRow[]>();
      for (const campaign of campaigns)
        byPost.set(campaign.metaPostId, [...(byPost.get(campaign.metaPostId) ?? []), campaign]);
      const upTo = new Date(clock.now().getTime() - missedCommentsGraceMs);
      const total: BackfillOutcome = { read: 0, answered: 0 };
      for (const [postId, postCampaigns] of byPost) {
        const read = instagramReader(page, gate.token, postId, metaAccountId, gate.graph);
        const refused = await backfillOnePost(page, read, postCampaigns, upTo, total);
        if (refused) {
          await pages.recordAccountMetaFailure(accountId, refused);
          return total;
        }
      }
      if (total.answered > 0) logger.info({ accountId, ...total }, 'answered comments the webhooks had missed');
      return total;
    },

    instagramLoginAccountsToBackfill: () => repository.backfill.instagramLoginAccountsWithRunningCampaigns(),
  };
}
