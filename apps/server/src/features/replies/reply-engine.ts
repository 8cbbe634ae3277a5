import { leaseEnd, leaseMs } from '../../platform/work/leases.ts';
import type { GraphHost } from '../../platform/meta/graph-client.ts';
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import { createTickBatcher } from '../../platform/db/tick-batcher.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { GraphApi } from '../../platform/meta/graph-api.ts';
import { MetaApiError } from '../../platform/meta/meta-errors.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import { normalizeCommentId, type StoredEvent } from '../webhooks/index.ts';
import type { ActionInsert, ActionRow } from './actions/actions.repository.ts';
import { createCommentBackfill } from './backfill/comment-backfill.ts';
import type { CampaignRow } from './campaigns/campaigns.repository.ts';
import { decideComment } from './engine/decide-comment.ts';
import { createCommentEngagement } from './engine/engage-comment.ts';
import {
  commentFromEvent,
  commentFromGraph,
  commentFromInstagramEvent,
  commentFromInstagramGraph,
  removedCommentOf,
  type IncomingComment,
} from './engine/incoming-comment.ts';
import {
  createPostTargets,
  pageContextOf,
  publicRepliesOf,
  type PageContext,
  type PostTarget,
} from './engine/post-targets.ts';
import { gateStop, type GateStop, type GateSubject, type PageGate } from '../pages/index.ts';
import { createQuotaReserver } from './engine/quota-reserver.ts';
import { createReplySender } from './engine/reply-sender.ts';
import type { RecordPrivateReply } from '../inbox/index.ts';
import type { ProductCards } from '../orders/index.ts';
import type { EngagementRepository } from './engagement.repository.ts';
import type { RepliesRepository } from './replies.repository.ts';
import type { DecisionToStore, PlannedAction } from './trail/trail.repository.ts';

const oldCommentsAnswered = 30;

/**
 * Decide and Act for comment replies. Decide writes one trail row per comment and campaign (unique), reserves
 * quota and writes outbound actions under unique idempotency keys; Act sends each action once and stores Meta's
 * id the moment it answers. Whatever Meta redelivers and whenever the process restarts, a comment gets at most
 * one public and one private reply per campaign.
 */
export function createReplyEngine(deps: {
  repository: RepliesRepository;
  engagement: EngagementRepository;
  graph: GraphApi;
  pages: PageGate;
  events: DomainEvents;
  queue: JobQueue;
  clock: Clock;
  businessTime: BusinessTime;
  logger: AppLogger;
  /** Off: Instagram's comments arrive through no webhook (app.ts) and are read back by no missed-comments pass. */
  instagramEnabled: boolean;
  /** The missed-comments pass leaves a comment younger than this to its webhook (MISSED_COMMENTS_GRACE_SECONDS). */
  missedCommentsGraceMs: number;
  random?: () => number;
  /** The inbox records each private reply Meta accepted (in the background: sending never waits for it). */
  recordPrivateReply?: RecordPrivateReply;
  /** Builds a private reply's product cards when sent (comment-to-order). */
  productCards?: ProductCards;
}) {
  const { repository, graph, pages, clock } = deps;
  const targets = createPostTargets(repository, deps.engagement, pages, clock);
  const sender = createReplySender({ ...deps, onCampaignStopped: targets.forget });
  // Concurrent comments (one dispatch batch) share each step's statement.
  const insertActions = createTickBatcher(async (groups: ActionInsert[][]) => {
    const rows = await repository.actions.insertActions(groups.flat());
    const byKey = new Map(rows.map((row) => [row.idempotencyKey, row]));
    return groups.map((group) =>
      group.map((values) => byKey.get(values.idempotencyKey)).filter((row): row is ActionRow => row !== undefined),
    );
  });
  const decideBatch = createTickBatcher((items: DecisionToStore[]) =>
    repository.trail.decideMany(items, leaseEnd(clock.now(), leaseMs.replySend)),
  );
  const reserve = createQuotaReserver(repository.usage);
  const engageComment = createCommentEngagement({
    ...deps,
    insertActions,
    reserve,
    sender,
    sendLeaseMs: leaseMs.replySend,
  });

  function forget() {
    targets.forget();
    pages.forget();
  }
  deps.events.on('replies.changed', forget);
  // Webhooks reach us again for this page: what it missed meanwhile is read back.
  deps.events.on('page.subscribed', async ({ pageId }) => {
    await deps.queue.enqueue('replies.backfill', { pageId });
  });
  // The same for an account linked with Instagram Login, which has no page.
  deps.events.on('instagram.subscribed', async ({ accountId }) => {
    await deps.queue.enqueue(
      'replies.backfill-account',
      { accountId },
      { singletonKey: `backfill-account:${accountId}` },
    );
  });

  /** The campaign hides the comment (a phone number or a link): not a reply, so no quota; sent like the replies. */
  async function startHiding(
    hide: PlannedAction | undefined,
    trailId: number,
    campaign: CampaignRow,
    page: PageContext,
  ) {
    if (!hide) return;
    const [action] = await insertActions([
      {
        ...hide,
        pageId: page.id,
        campaignId: campaign.id,
        trailId,
        status: 'sending' as const,
        attempts: 1,
        nextAttemptAt: leaseEnd(clock.now(), leaseMs.replySend),
      },
    ]);
    if (action) sender.inBackground(sender.deliver(action, campaign, page));
  }

  /** Decides by the campaign's rules, stores the decision (one call per batch) and hands its replies to sending. */
  async function decide(
    campaign: CampaignRow,
    page: PageContext,
    comment: IncomingComment,
    publicTexts: readonly string[],
  ) {
    const now = clock.now();
    const month = deps.businessTime.monthOf(now);
    // The page that sends now: an Instagram account may have been linked to another page since the campaign began.
    const rules = campaign.pageId === page.id ? campaign : { ...campaign, pageId: page.id };
    const decision = decideComment(rules, comment, { now, publicTexts, random: deps.random });
    const { trail } = decision;
    if (!trail) return null;
    // The same replies on Instagram: the sender calls Instagram's edges for the account's comments.
    const instagram = page.instagram && {
      accountId: page.instagram.accountId,
      metaAccountId: page.instagram.metaAccountId,
    };
    const forAccount = (action: PlannedAction) =>
      instagram ? { ...action, request: { ...action.request, instagram } } : action;
    const planned = decision.actions.map(forAccount);
    const hide = decision.hide && forAccount(decision.hide);
    if (planned.length === 0) {
      const stored = (await decideBatch({ trail, planned: 0, month, limit: null, actions: [] }))?.trail ?? null;
      if (stored) await startHiding(hide, stored.id, campaign, page);
      return stored;
    }
    // One statement for the batch: the trail row (the once-only guard: a redelivery, a replay or an old-comments
    // pass inserts nothing), the quota, and the actions, written already leased to this process ("sending") so
    // they go out now without a claim; if the process dies, the lease runs out and the sweeper picks them up.
    const outcome = await decideBatch({
      trail,
      instagramAccountId: page.instagram?.accountId ?? null,
      planned: planned.length,
      month,
      limit: page.monthlyLimit,
      actions: planned,
    });
    if (outcome) await startHiding(hide, outcome.trail.id, campaign, page);
    if (!outcome || outcome.trail.decision === 'skipped') return outcome?.trail ?? null;
    let actions = outcome.actions;
    if (!outcome.reserved) {
      // The page's whole batch did not fit in its monthly quota: this comment on its own may still fit.
      const owner = { pageId: page.id, instagramAccountId: page.instagram?.accountId ?? null };
      if (!(await reserve({ ...owner, month, replies: planned.length, limit: page.monthlyLimit }))) {
        await repository.trail.updateTrail(outcome.trail.id, {
          decision: 'skipped',
          reason: 'plan-limit',
          publicStatus: 'none',
          privateStatus: 'none',
        });
        if (!campaign.planLimitReached) await repository.campaigns.markPlanLimitReached(campaign.id, true);
        return outcome.trail;
      }
      const lease = leaseEnd(clock.now(), leaseMs.replySend);
      actions = await insertActions(
        planned.map((action) => ({
          ...action,
          pageId: page.id,
          campaignId: campaign.id,
          trailId: outcome.trail.id,
          status: 'sending' as const,
          attempts: 1,
          nextAttemptAt: lease,
        })),
      );
    }
    sender.inBackground(Promise.all(actions.map((action) => sender.deliver(action, campaign, page))));
    return outcome.trail;
  }

  /**
   * The page's (or account's) plan expired or an admin blocked it: nothing is sent, each running campaign's trail says
   * why, and the owners are told once. Nothing else changes, so everything runs again once renewed or unblocked.
   */
  async function stopForPage(
    page: PageContext,
    stop: GateStop & { reason: 'plan-expired' | 'page-blocked' },
    comment: IncomingComment,
    campaigns: { campaign: CampaignRow }[],
  ) {
    const now = clock.now();
    for (const { campaign } of campaigns) {
      const { trail } = decideComment(campaign, comment, { now, publicTexts: [] });
      if (!trail) continue;
      await decideBatch({
        trail: {
          ...trail,
          decision: 'skipped',
          reason: stop.reason,
          publicStatus: 'none',
          privateStatus: 'none',
          oncePerPerson: false,
        },
        planned: 0,
        month: deps.businessTime.monthOf(now),
        limit: null,
        actions: [],
      });
    }
    // An Instagram account's own block or plan end is not the page's: only the trail says why (the page's flag that
    // its owners were told would flip with every Facebook comment).
    if (!stop.byAccount && page.id !== null) await pages.noticeAutomationsStopped(page.id, page.name, stop.reason);
  }
  const backfill = createCommentBackfill({ ...deps, decide });

  /** The commenter deleted the comment: its replies that have not gone out yet are not sent. */
  async function commentRemoved(metaPageId: string, commentId: string) {
    const health = await pages.health({ metaPageId });
    if (health?.pageId) await repository.backfill.skipUnsentRepliesTo(health.pageId, normalizeCommentId(commentId));
  }

  /** A new comment on a post or media with running campaigns, likes or the page commenter. */
  async function answer(subject: GateSubject, target: PostTarget, comment: IncomingComment) {
    const health = await pages.health(subject);
    if (!health) return;
    // Our own stops are decided here (trail reasons); Meta's (a token, a permission, a pause) by the sender.
    const stop = gateStop(health, 'reply-comments', clock.now());
    if (stop?.reason === 'plan-expired' || stop?.reason === 'page-blocked')
      return stopForPage(target.page, { ...stop, reason: stop.reason }, comment, target.campaigns);
    if (stop?.reason === 'page-deleted' || stop?.reason === 'feature-missing') return;
    if (health.automationsPausedFor && health.pageId !== null) await pages.noticeAutomationsResumed(health.pageId);
    for (const { campaign, publicTexts } of target.campaigns) await decide(campaign, target.page, comment, publicTexts);
    if (target.engagement.likes || target.engagement.commenterTexts) {
      await engageComment(
        target.page,
        comment,
        target.engagement,
        target.campaigns.map(({ campaign }) => campaign.id),
      );
    }
  }

  /** "Reply to old comments" on an Instagram media: its latest comments, through the same rules. */
  async function answerOldInstagramComments(campaign: CampaignRow, page: PageContext, token: string, host: GraphHost) {
    if (!page.instagram) return;
    const { metaAccountId } = page.instagram;
    const comments = await graph.instagramCommentsOf(
      campaign.metaPostId,
      'comments',
      token,
      page.metaPageId,
      oldCommentsAnswered,
      host,
    );
    for (const comment of comments.slice(0, oldCommentsAnswered)) {
      const incoming = commentFromInstagramGraph(comment, campaign.metaPostId, metaAccountId);
      await decide(campaign, page, incoming, campaign.settings.comments);
    }
  }

  return {
    /** The dispatch point's handler for Facebook comment events. Edits are not new comments: nothing is done. */
    async handleCommentEvent(event: StoredEvent) {
      const removed = removedCommentOf(event);
      if (removed) return commentRemoved(event.accountId, removed);
      const comment = commentFromEvent(event);
      if (!comment || comment.byPage) return;
      const target = await targets.targetOf(event.accountId, comment.postId);
      if (target) await answer({ metaPageId: event.accountId }, target, comment);
    },

    /** The dispatch point's handler for Instagram comment events (the account's own replies come back too). */
    async handleInstagramCommentEvent(event: StoredEvent) {
      const comment = commentFromInstagramEvent(event);
      if (!comment || comment.byPage) return;
      const target = await targets.instagramTargetOf(event.accountId, comment.postId);
      if (target && target.campaigns.length > 0) await answer({ metaAccountId: event.accountId }, target, comment);
    },

    /** A change made behind the services' backs (tests): what the engine keeps is read again. */
    forget,

    /** "Reply to old comments": the last 30 comments of the post go through the same rules. */
    async answerOldComments(campaignId: number) {
      const campaign = await repository.campaigns.findCampaignById(campaignId);
      if (!campaign || campaign.status !== 'running') return;
      const subject = campaign.instagramAccountId
        ? { instagramAccountId: campaign.instagramAccountId }
        : campaign.pageId !== null
          ? { pageId: campaign.pageId }
          : null;
      if (!subject) return;
      const gate = await pages.check(subject, 'reply-comments');
      if (!gate.open) return;
      const page = pageContextOf(gate.health);
      const { token } = gate;
      let comments;
      try {
        if (campaign.channel === 'instagram')
          return await answerOldInstagramComments(campaign, page, token, gate.graph);
        comments = await graph.commentsOf(campaign.metaPostId, token, page.metaPageId, oldCommentsAnswered);
      } catch (error) {
        if (error instanceof MetaApiError && error.errorClass === 'page-needs-action') {
          await repository.campaigns.stopCampaign(campaign.id, {
            category: error.category,
            code: error.code ?? null,
            subcode: error.subcode ?? null,
            message: error.message,
          });
          await pages.recordHealthMetaFailure(gate.health, 'read-posts', error);
          return;
        }
        throw error;
      }
      const publicTexts = await publicRepliesOf(repository, campaign.settings, page.id);
      for (const comment of comments.slice(0, oldCommentsAnswered)) {
        await decide(campaign, page, commentFromGraph(comment, campaign.metaPostId, page.metaPageId), publicTexts);
      }
    },

    sendAction: sender.sendAction,

    /** Comments a page missed while the webhooks could not reach us, answered late (see comment-backfill.ts). */
    backfillPage: backfill.backfillPage,
    pagesToBackfill: backfill.pagesToBackfill,
    backfillInstagramLoginAccount: backfill.backfillInstagramLoginAccount,
    instagramLoginAccountsToBackfill: backfill.instagramLoginAccountsToBackfill,

    /** Resolves when the replies decided so far have been sent (or handed to a retry). */
    idle: sender.idle,

    /** Actions left pending or half-sent by a crash or a restart. */
    async sweep() {
      for (const id of await repository.actions.dueActions(clock.now(), 200)) await sender.sendAction(id);
    },

    /**
     * The embedded database has one process: replies a crashed run was sending (leased before `startedAt`) are taken
     * back now, and read back from Meta before any resend, instead of when their lease would have run out. Replies
     * this process leased since are its own sends in flight: taking them too would send them twice.
     */
    async recoverOrphans(startedAt: Date) {
      const released = await repository.actions.releaseLeasesTakenBefore(startedAt, clock.now());
      if (released === 0) return;
      // 200 a round, as the sweep; bounded, and whatever is still due after that is the sweep's.
      for (let round = 0; round < 50; round++) {
        const due = await repository.actions.dueActions(clock.now(), 200);
        if (due.length === 0) return;
        for (const id of due) await sender.sendAction(id);
      }
    },
  };
}
export type ReplyEngine = ReturnType<typeof createReplyEngine>;
