import { matchComment, type ReplyCampaignInput } from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import { createTickBatcher } from '../../platform/db/tick-batcher.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { GraphApi } from '../../platform/meta/graph-api.ts';
import { MetaApiError } from '../../platform/meta/meta-errors.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { LinkingService } from '../linking/linking.service.ts';
import { normalizeCommentId } from '../webhooks/split-webhook-batch.ts';
import type { StoredEvent } from '../webhooks/webhook-events.repository.ts';
import { pickPublicReply, privateMessageOf, toMessengerMessage } from './reply-messages.ts';
import type { outboundActions } from '../../platform/db/schema.ts';
import type { ActionRow, CampaignRow, RepliesRepository, TrailInsert } from './replies.repository.ts';
import type { EngagementRepository } from './engagement.repository.ts';

export type IncomingComment = {
  id: string;
  postId: string;
  parentId: string | null;
  fromId: string | null;
  fromName: string | null;
  text: string;
  createdAt: Date | null;
  byPage: boolean;
};

type PageContext = { id: number; metaPageId: string; monthlyLimit: number | null };
type ActionRequest = {
  commentId: string;
  postId?: string;
  message?: string;
  messengerMessage?: Record<string, unknown>;
};
/** Besides campaigns: whether the page likes comments on this post, and the page commenter's texts when it is on. */
type Engagement = { likes: boolean; commenterTexts: string[] | null };
type ActionInsert = typeof outboundActions.$inferInsert;

const privateReplyWindowMs = 7 * 86_400_000;
const cacheMs = 2_000;
const sendLeaseMs = 120_000;
const maxSendAttempts = 6;
const backgroundWriteDelayMs = 200;

export const monthKey = (date: Date) => date.toISOString().slice(0, 7);

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
  cipher: TokenCipher;
  linking: LinkingService;
  queue: JobQueue;
  clock: Clock;
  logger: AppLogger;
  random?: () => number;
}) {
  const { repository, graph, cipher, linking, queue, clock, logger } = deps;
  // Concurrent comments (one dispatch batch) share each step's statement.
  const publiclyAnswered = createTickBatcher(deps.engagement.publiclyAnswered);
  const insertActions = createTickBatcher(async (groups: ActionInsert[][]) => {
    const rows = await repository.insertActions(groups.flat());
    const byKey = new Map(rows.map((row) => [row.idempotencyKey, row]));
    return groups.map((group) =>
      group.map((values) => byKey.get(values.idempotencyKey)).filter((row): row is ActionRow => row !== undefined),
    );
  });
  // Outcomes are not waited on by the next comments: they gather for a moment into fewer, larger statements.
  const finishBatch = createTickBatcher(repository.finishMany, { delayMs: backgroundWriteDelayMs });
  const decideBatch = createTickBatcher((items: Parameters<RepliesRepository['decideMany']>[0]) =>
    repository.decideMany(items, new Date(clock.now().getTime() + sendLeaseMs)),
  );
  /** A decision with nothing to send: only its trail row. */
  const insertTrail = async (trail: TrailInsert) =>
    (await decideBatch({ trail, planned: 0, month: monthKey(clock.now()), limit: null, actions: [] }))?.trail ?? null;
  // Quota: one upsert for a whole group's total; only when that would cross the limit does each go one by one.
  const reserve = createTickBatcher(
    async (requests: { pageId: number; month: string; replies: number; limit: number | null }[]) => {
      const results = new Array<boolean>(requests.length).fill(false);
      const groups = new Map<string, number[]>();
      requests.forEach((request, index) => {
        const key = `${request.pageId}|${request.month}|${request.limit}`;
        groups.set(key, [...(groups.get(key) ?? []), index]);
      });
      for (const indexes of groups.values()) {
        const first = requests[indexes[0]!]!;
        const total = indexes.reduce((sum, index) => sum + requests[index]!.replies, 0);
        if (await repository.reserveReplies(first.pageId, first.month, total, first.limit)) {
          for (const index of indexes) results[index] = true;
          continue;
        }
        for (const index of indexes) {
          const request = requests[index]!;
          results[index] = await repository.reserveReplies(
            request.pageId,
            request.month,
            request.replies,
            request.limit,
          );
        }
      }
      return results;
    },
  );
  type PostTarget = {
    page: PageContext;
    campaigns: { campaign: CampaignRow; publicTexts: string[] }[];
    engagement: Engagement;
  };
  const campaignCache = new Map<string, { until: number; value: Promise<PostTarget | null> }>();
  // Sending (Act) runs after the decision is stored and does not hold up the next comments' decisions.
  const sending = new Set<Promise<void>>();
  const tokenCache = new Map<number, { until: number; token: string | null }>();

  function forget() {
    campaignCache.clear();
    tokenCache.clear();
  }

  /**
   * A burst of comments on one post would read the same page and campaigns hundreds of times a second: they are
   * kept for a moment, and forgotten at once when a campaign changes in this process (other processes see the
   * change within cacheMs).
   */
  function campaignsFor(metaPageId: string, postId: string) {
    const key = `${metaPageId}|${postId}`;
    const cached = campaignCache.get(key);
    if (cached && cached.until > Date.now()) return cached.value;
    const value = (async () => {
      const found = await repository.findPageForEvents(metaPageId);
      if (!found || found.page.blockedAt) return null;
      const page = {
        id: found.page.id,
        metaPageId: found.page.metaPageId,
        monthlyLimit: found.plan?.monthlyReplyLimit ?? null,
      };
      const [campaigns, engagement] = await Promise.all([
        repository.runningCampaignsForPost(page.id, postId),
        deps.engagement.engagementForPost(page.id, postId),
      ]);
      return {
        page,
        campaigns: await Promise.all(
          campaigns.map(async (campaign) => ({
            campaign,
            publicTexts: await publicRepliesOf(campaign.settings as ReplyCampaignInput, page.id),
          })),
        ),
        engagement: {
          likes: engagement.likes,
          commenterTexts: engagement.commenter
            ? await publicRepliesOf(
                {
                  comments: engagement.commenter.comments,
                  comment_template_id: engagement.commenter.commentTemplateId,
                },
                page.id,
              )
            : null,
        },
      };
    })();
    campaignCache.set(key, { until: Date.now() + cacheMs, value });
    return value;
  }

  async function decide(campaign: CampaignRow, page: PageContext, comment: IncomingComment, publicTexts: string[]) {
    const settings = campaign.settings as ReplyCampaignInput;
    const now = clock.now();
    // Facebook comment ids come as {postId}_{commentId} or bare: the trail and the keys use the bare one.
    const commentKey = normalizeCommentId(comment.id);
    const base = {
      campaignId: campaign.id,
      pageId: page.id,
      commentId: commentKey,
      commenterId: comment.fromId,
      commenterName: comment.fromName,
      commentText: comment.text,
      commentedAt: comment.createdAt,
    };
    const skip = (reason: string) => insertTrail({ ...base, decision: 'skipped', reason });

    // The page's own comments (our public replies come back as feed events) are not customers: no trail, no reply.
    if (comment.byPage) return null;
    if (comment.parentId && comment.parentId !== comment.postId) return skip('not-top-level');
    const ended = campaign.stopAt !== null && campaign.stopAt <= now;
    const endMessage = settings.schedule?.message ?? null;
    if (ended && !endMessage) return skip('campaign-ended');

    const match = matchComment(comment.text, { keywords: settings.keywords, filterWords: settings.filter_words });
    if (match.decision === 'filtered')
      return insertTrail({ ...base, decision: 'filtered', reason: 'filter-word', matchedWord: match.word });
    const matched = match.decision === 'matched';
    const decision = matched ? ('matched' as const) : ('not_matching' as const);
    const matchedWord = matched ? match.keyword : null;

    // Unless the campaign answers a person several times, the trail insert itself turns this comment into
    // "skipped: already-answered-person" when that person was answered before.
    const oncePerPerson = !settings.enable_multiple;
    const publicText = ended
      ? endMessage
      : matched
        ? settings.comment_enabled
          ? pickPublicReply(publicTexts, deps.random)
          : null
        : settings.not_matching_reply;
    const tooOld = comment.createdAt !== null && now.getTime() - comment.createdAt.getTime() > privateReplyWindowMs;
    const sendPrivate = matched && !ended && settings.message_enabled && !tooOld;
    const planned = (publicText ? 1 : 0) + (sendPrivate ? 1 : 0);
    if (planned === 0) {
      const reason = !matched
        ? 'no-not-matching-reply'
        : tooOld && settings.message_enabled
          ? 'older-than-7-days'
          : 'nothing-to-send';
      return insertTrail({ ...base, decision, matchedWord, reason, oncePerPerson });
    }

    const postUrl = settings.include_url ? `https://www.facebook.com/${comment.postId}` : null;
    const plannedActions = [
      ...(publicText
        ? [
            {
              idempotencyKey: `reply:${campaign.id}:${commentKey}:public`,
              kind: 'public_reply' as const,
              request: { commentId: comment.id, message: publicText } satisfies ActionRequest,
            },
          ]
        : []),
      ...(sendPrivate
        ? [
            {
              idempotencyKey: `reply:${campaign.id}:${commentKey}:private`,
              kind: 'private_reply' as const,
              request: {
                commentId: comment.id,
                messengerMessage: toMessengerMessage(privateMessageOf(settings), postUrl),
              } satisfies ActionRequest,
            },
          ]
        : []),
    ];
    // One statement for the batch: the trail row (the once-only guard: a redelivery, a replay or an old-comments
    // pass inserts nothing), the quota, and the actions, written already leased to this process ("sending") so
    // they go out now without a claim; if the process dies, the lease runs out and the sweeper picks them up.
    const outcome = await decideBatch({
      trail: {
        ...base,
        decision,
        matchedWord,
        publicStatus: publicText ? 'pending' : 'none',
        privateStatus: sendPrivate ? 'pending' : 'none',
        oncePerPerson,
      },
      planned,
      month: monthKey(now),
      limit: page.monthlyLimit,
      actions: plannedActions,
    });
    if (!outcome || outcome.trail.decision === 'skipped') return outcome?.trail ?? null;
    const trail = outcome.trail;
    let actions = outcome.actions;
    if (!outcome.reserved && plannedActions.length > 0) {
      // The page's whole batch did not fit in its monthly quota: this comment on its own may still fit.
      if (!(await reserve({ pageId: page.id, month: monthKey(now), replies: planned, limit: page.monthlyLimit }))) {
        await repository.updateTrail(trail.id, {
          decision: 'skipped',
          reason: 'plan-limit',
          publicStatus: 'none',
          privateStatus: 'none',
        });
        if (!campaign.planLimitReached) await repository.markPlanLimitReached(campaign.id, true);
        return trail;
      }
      const lease = new Date(clock.now().getTime() + sendLeaseMs);
      actions = await insertActions(
        plannedActions.map((action) => ({
          ...action,
          pageId: page.id,
          campaignId: campaign.id,
          trailId: trail.id,
          status: 'sending' as const,
          attempts: 1,
          nextAttemptAt: lease,
        })),
      );
    }
    inBackground(Promise.all(actions.map((action) => deliver(action, campaign, page))));
    return trail;
  }

  function inBackground(work: Promise<unknown>) {
    const tracked = work.then(
      () => undefined,
      (error: unknown) => logger.error({ err: error }, 'sending replies crashed'),
    );
    sending.add(tracked);
    void tracked.finally(() => sending.delete(tracked));
  }

  /**
   * The page commenter and likes for one comment: a like for every comment people leave, and on posts the
   * commenter is on, an answer to each top-level comment that no campaign answered in public.
   */
  async function engage(page: PageContext, comment: IncomingComment, engagement: Engagement, campaignIds: number[]) {
    const commentKey = normalizeCommentId(comment.id);
    const now = clock.now();
    const common = {
      pageId: page.id,
      campaignId: null,
      trailId: null,
      status: 'sending' as const,
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + sendLeaseMs),
    };
    const wanted: ActionInsert[] = [];
    if (engagement.likes) {
      wanted.push({
        ...common,
        idempotencyKey: `like:${page.id}:${commentKey}`,
        kind: 'like_comment',
        request: { commentId: comment.id, postId: comment.postId } satisfies ActionRequest,
      });
    }
    const topLevel = !comment.parentId || comment.parentId === comment.postId;
    const message =
      engagement.commenterTexts && topLevel ? pickPublicReply(engagement.commenterTexts, deps.random) : null;
    if (message) {
      const answered = campaignIds.length > 0 && (await publiclyAnswered({ campaignIds, commentId: commentKey }));
      if (!answered) {
        wanted.push({
          ...common,
          idempotencyKey: `commenter:${page.id}:${commentKey}`,
          kind: 'commenter_reply',
          request: { commentId: comment.id, postId: comment.postId, message } satisfies ActionRequest,
        });
      }
    }
    const actions = await insertActions(wanted);
    const ready: ActionRow[] = [];
    for (const action of actions) {
      // Like campaign replies, the commenter's answers count against the plan's monthly replies; likes do not.
      if (
        action.kind === 'commenter_reply' &&
        !(await reserve({ pageId: page.id, month: monthKey(now), replies: 1, limit: page.monthlyLimit }))
      ) {
        await finish(action, { status: 'skipped', error: 'plan-limit' });
        continue;
      }
      ready.push(action);
    }
    inBackground(Promise.all(ready.map((action) => deliver(action, null, page))));
  }

  async function publicRepliesOf(
    settings: Pick<ReplyCampaignInput, 'comments' | 'comment_template_id'>,
    pageId: number,
  ): Promise<string[]> {
    if (settings.comment_template_id) {
      const template = await repository.findCommentTemplate(settings.comment_template_id, pageId);
      if (template && template.replies.length > 0) return template.replies;
    }
    return settings.comments;
  }

  async function finish(
    action: ActionRow,
    values: {
      status: 'sent' | 'failed' | 'skipped';
      remoteId?: string | null;
      error?: string | null;
      errorCategory?: string | null;
    },
  ) {
    await finishBatch({
      id: action.id,
      kind: action.kind,
      trailId: action.trailId,
      status: values.status,
      remoteId: values.remoteId ?? null,
      error: values.error ?? null,
      errorCategory: values.errorCategory ?? null,
      sentAt: values.status === 'sent' ? clock.now().toISOString() : null,
    });
  }

  async function giveBackQuota(action: ActionRow) {
    if (action.kind === 'like_comment') return;
    await repository.releaseReply(action.pageId, monthKey(action.createdAt));
  }

  async function retryLater(action: ActionRow, delayMs: number, reason: string) {
    const startAfter = new Date(clock.now().getTime() + delayMs);
    await repository.finishAction(action.id, { status: 'pending', nextAttemptAt: startAfter, errorMessage: reason });
    await queue.enqueue('replies.send', { actionId: action.id }, { startAfter });
  }

  /** Sends an action taken from the database (a retry, or one a crash left behind). */
  async function sendAction(actionId: number): Promise<void> {
    const action = await repository.claimAction(actionId, clock.now());
    if (!action) return;
    const campaign = action.campaignId ? await repository.findCampaignById(action.campaignId) : null;
    const found = await repository.findPage(action.pageId);
    if (!found || (action.campaignId && !campaign)) {
      await finish(action, { status: 'skipped', error: 'campaign-stopped' });
      await giveBackQuota(action);
      return;
    }
    await deliver(
      action,
      campaign,
      { id: found.page.id, metaPageId: found.page.metaPageId, monthlyLimit: found.plan?.monthlyReplyLimit ?? null },
      true,
    );
  }

  /** Only outcomes known to be "not done" are retried; an earlier attempt with an unknown outcome is read back first. */
  async function deliver(
    action: ActionRow,
    campaign: CampaignRow | null,
    page: PageContext,
    isRetry = false,
  ): Promise<void> {
    const request = action.request as ActionRequest;
    const token = await pageToken(page.id);
    if (!token || (campaign && campaign.status !== 'running')) {
      await finish(action, { status: 'skipped', error: 'campaign-stopped' });
      await giveBackQuota(action);
      return;
    }
    try {
      if (isRetry && (action.kind === 'public_reply' || action.kind === 'commenter_reply') && action.attempts > 1) {
        const replies = await graph.commentsOf(request.commentId, token, page.metaPageId, 50);
        const ours = replies.find((reply) => reply.from?.id === page.metaPageId && reply.message === request.message);
        if (ours) return finish(action, { status: 'sent', remoteId: ours.id });
      }
      let remoteId: string | null = null;
      if (action.kind === 'public_reply' || action.kind === 'commenter_reply') {
        remoteId = (await graph.replyToComment(request.commentId, page.metaPageId, token, request.message ?? '')).id;
      } else if (action.kind === 'private_reply') {
        remoteId = (await graph.privateReply(request.commentId, page.metaPageId, token, request.messengerMessage ?? {}))
          .message_id;
      } else {
        await graph.likeObject(request.commentId, page.metaPageId, token);
      }
      await finish(action, { status: 'sent', remoteId });
    } catch (error) {
      if (!(error instanceof MetaApiError)) {
        logger.error({ err: error, actionId: action.id }, 'sending a reply crashed');
        return retryLater(action, 30_000, 'internal');
      }
      await handleMetaError(action, campaign, error);
    }
  }

  /** Page tokens change rarely: decrypted ones are kept for a few seconds instead of read per reply. */
  async function pageToken(pageId: number): Promise<string | null> {
    const cached = tokenCache.get(pageId);
    if (cached && cached.until > Date.now()) return cached.token;
    const found = await repository.findPage(pageId);
    const token =
      found?.page.accessTokenEncrypted && !found.page.tokenInvalidAt
        ? cipher.decrypt(found.page.accessTokenEncrypted)
        : null;
    tokenCache.set(pageId, { token, until: Date.now() + cacheMs });
    return token;
  }

  async function handleMetaError(action: ActionRow, campaign: CampaignRow | null, error: MetaApiError) {
    const failure = {
      category: error.category,
      code: error.code ?? null,
      subcode: error.subcode ?? null,
      message: error.message,
    };
    // Meta allows one private reply per comment: "already replied" means the earlier attempt did get through.
    if (action.kind === 'private_reply' && error.code === 10900)
      return finish(action, { status: 'sent', error: error.message });
    if (error.category === 'rate-limit') {
      const wait = (error as MetaApiError & { retryAfterMs?: number }).retryAfterMs ?? 60_000;
      return retryLater(action, wait, error.message);
    }
    if (error.category === 'retry-later' && action.attempts < maxSendAttempts) {
      return retryLater(action, 5_000 * 2 ** (action.attempts - 1), error.message);
    }
    await finish(action, {
      status: error.category === 'policy' ? 'skipped' : 'failed',
      error: error.message,
      errorCategory: error.category,
    });
    await giveBackQuota(action);
    if (error.category === 'reconnect') {
      tokenCache.delete(action.pageId);
      forget();
      if (campaign) await repository.stopCampaign(campaign.id, failure);
      await linking.reportPageTokenFailure(action.pageId, error);
    } else if (error.category === 'fix-content' && campaign) {
      await repository.stopCampaign(campaign.id, failure);
      forget();
    }
  }

  function commentFromEvent(event: StoredEvent): IncomingComment | null {
    const value = event.payload as Record<string, unknown> & { from?: { id?: string; name?: string } };
    if (
      value.item !== 'comment' ||
      value.verb !== 'add' ||
      typeof value.comment_id !== 'string' ||
      typeof value.post_id !== 'string'
    )
      return null;
    return {
      id: String(value.comment_id),
      postId: String(value.post_id),
      parentId: typeof value.parent_id === 'string' ? value.parent_id : null,
      fromId: value.from?.id ?? null,
      fromName: value.from?.name ?? null,
      text: typeof value.message === 'string' ? value.message : '',
      createdAt: typeof value.created_time === 'number' ? new Date(value.created_time * 1000) : null,
      byPage: event.isEcho || value.from?.id === event.accountId,
    };
  }

  return {
    /** The dispatch point's handler for Facebook comment events. */
    async handleCommentEvent(event: StoredEvent) {
      const comment = commentFromEvent(event);
      if (!comment || comment.byPage) return;
      const target = await campaignsFor(event.accountId, comment.postId);
      if (!target) return;
      for (const { campaign, publicTexts } of target.campaigns)
        await decide(campaign, target.page, comment, publicTexts);
      if (target.engagement.likes || target.engagement.commenterTexts) {
        await engage(
          target.page,
          comment,
          target.engagement,
          target.campaigns.map(({ campaign }) => campaign.id),
        );
      }
    },

    /** Called whenever a campaign is saved, started, stopped or deleted. */
    forget,

    /** "Reply to old comments": the last 30 comments of the post go through the same rules. */
    async answerOldComments(campaignId: number) {
      const campaign = await repository.findCampaignById(campaignId);
      if (!campaign || campaign.status !== 'running') return;
      const found = await repository.findPage(campaign.pageId);
      if (!found?.page.accessTokenEncrypted) return;
      const page = {
        id: found.page.id,
        metaPageId: found.page.metaPageId,
        monthlyLimit: found.plan?.monthlyReplyLimit ?? null,
      };
      const token = cipher.decrypt(found.page.accessTokenEncrypted);
      let comments;
      try {
        comments = await graph.commentsOf(campaign.metaPostId, token, page.metaPageId, 30);
      } catch (error) {
        if (error instanceof MetaApiError && error.category === 'reconnect') {
          await repository.stopCampaign(campaign.id, {
            category: error.category,
            code: error.code ?? null,
            subcode: error.subcode ?? null,
            message: error.message,
          });
          await linking.reportPageTokenFailure(page.id, error);
          return;
        }
        throw error;
      }
      const publicTexts = await publicRepliesOf(campaign.settings as ReplyCampaignInput, page.id);
      for (const comment of comments.slice(0, 30)) {
        await decide(
          campaign,
          page,
          {
            id: comment.id,
            postId: campaign.metaPostId,
            parentId: comment.parent?.id ?? null,
            fromId: comment.from?.id ?? null,
            fromName: comment.from?.name ?? null,
            text: comment.message ?? '',
            createdAt: comment.created_time ? new Date(comment.created_time) : null,
            byPage: comment.from?.id === page.metaPageId,
          },
          publicTexts,
        );
      }
    },

    sendAction,

    /** Resolves when the replies decided so far have been sent (or handed to a retry). */
    async idle() {
      while (sending.size > 0) await Promise.allSettled([...sending]);
    },

    /** Actions left pending or half-sent by a crash or a restart. */
    async sweep() {
      for (const id of await repository.dueActions(clock.now(), 200)) await sendAction(id);
    },
  };
}
export type ReplyEngine = ReturnType<typeof createReplyEngine>;
