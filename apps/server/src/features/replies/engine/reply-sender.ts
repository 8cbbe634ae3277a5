import type { BusinessTime } from '../../../platform/business-time.ts';
import type { GraphHost } from '../../../platform/meta/graph-client.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import { createTickBatcher } from '../../../platform/db/tick-batcher.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { GraphApi } from '../../../platform/meta/graph-api.ts';
import type { TrailReason } from '@app/contract';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import { metaOutcomeOf } from '../../../platform/meta/meta-outcome.ts';
import type { JobQueue } from '../../../platform/queue/job-queue.ts';
import type { RecordPrivateReply } from '../../inbox/index.ts';
import type { ProductCards } from '../../orders/index.ts';
import type { Capability, PageGate } from '../../pages/index.ts';
import type { ActionRow } from '../actions/actions.repository.ts';
import type { CampaignRow } from '../campaigns/campaigns.repository.ts';
import type { RepliesRepository } from '../replies.repository.ts';
import { pageContextOf, type PageContext } from './post-targets.ts';

const backgroundWriteDelayMs = 200;

const capabilityOf = (action: ActionRow): Capability =>
  action.kind === 'private_reply'
    ? 'private-reply'
    : action.kind === 'like_comment'
      ? 'like-comments'
      : action.kind === 'hide_comment'
        ? 'moderate-comments'
        : 'reply-comments';

/** Likes and hiding are not replies: the monthly quota does not count them. */
const countsAsReply = (action: ActionRow) => action.kind !== 'like_comment' && action.kind !== 'hide_comment';

type Outcome = {
  status: 'sent' | 'failed' | 'skipped';
  remoteId?: string | null;
  error?: string | null;
  errorCategory?: string | null;
  trailReason?: TrailReason | null;
};

/**
 * Act: sends each outbound action once and stores Meta's id the moment it answers. Whether the page may send is the
 * page gate's; what a Meta error does is the Meta-outcome policy's (meta-outcome.ts): an item's refusal skips that
 * reply only and the campaign runs on, throttling reschedules (every page of the app for app-level limits), a policy
 * block pauses the page's sending until Meta's time, a lost token or permission marks the page and stops the campaign.
 */

/** The gate's subject of an action: the Instagram account it names, else its page (null: neither is known). */
const subjectOf = (action: { request: { instagram?: { accountId: number } } }) =>
  action.request.instagram ? { instagramAccountId: action.request.instagram.accountId } : null;

export function createReplySender(deps: {
  repository: RepliesRepository;
  graph: GraphApi;
  pages: PageGate;
  queue: JobQueue;
  clock: Clock;
  businessTime: BusinessTime;
  logger: AppLogger;
  /** A campaign stopped or a page lost its token: what the engine keeps about posts is out of date. */
  onCampaignStopped: () => void;
  recordPrivateReply?: RecordPrivateReply | undefined;
  /** Where a sent reply is counted for the admin home (absent in tests of the sender alone). */
  events?: DomainEvents;
  /** A campaign's private reply of product cards (comment-to-order); absent, such a reply is skipped. */
  productCards?: ProductCards | undefined;
}) {
  const { repository, graph, pages, queue, clock, logger } = deps;
  // Outcomes are not waited on by the next comments: they gather for a moment into fewer, larger statements.
  const finishBatch = createTickBatcher(repository.actions.finishMany, { delayMs: backgroundWriteDelayMs });
  // Sending runs after the decision is stored and does not hold up the next comments' decisions.
  const sending = new Set<Promise<void>>();

  async function finish(action: ActionRow, outcome: Outcome) {
    await finishBatch({
      id: action.id,
      kind: action.kind,
      trailId: action.trailId,
      status: outcome.status,
      remoteId: outcome.remoteId ?? null,
      error: outcome.error ?? null,
      errorCategory: outcome.errorCategory ?? null,
      sentAt: outcome.status === 'sent' ? clock.now().toISOString() : null,
      trailReason: outcome.trailReason ?? null,
    });
    if (outcome.status === 'sent' && countsAsReply(action))
      void deps.events?.publish('activity.counted', { kind: 'replies', amount: 1, at: clock.now() });
  }

  async function giveBackQuota(action: ActionRow) {
    if (!countsAsReply(action)) return;
    const owner = { pageId: action.pageId, instagramAccountId: action.request.instagram?.accountId ?? null };
    await repository.usage.releaseReply(owner, deps.businessTime.monthOf(action.createdAt));
  }

  async function retryLater(action: ActionRow, delayMs: number, reason: string) {
    const startAfter = new Date(clock.now().getTime() + delayMs);
    await repository.actions.finishAction(action.id, {
      status: 'pending',
      nextAttemptAt: startAfter,
      errorMessage: reason,
    });
    await queue.enqueue('replies.send', { actionId: action.id }, { startAfter });
  }

  /** The commenter's conversation in the inbox; never awaited by the sending, a failure only logged. */
  function recordInInbox(action: ActionRow, recipientId: string, messageId: string, message: Record<string, unknown>) {
    const record = deps.recordPrivateReply;
    if (!record) return;
    const sent = {
      pageId: action.pageId,
      instagramAccountId: action.request.instagram?.accountId ?? null,
      recipientId,
      messageId,
      commentId: action.request.commentId,
      postId: action.request.postId ?? null,
      trailId: action.trailId,
      message,
      flowId: action.request.instagram ? null : (action.request.flowId ?? null),
      at: clock.now(),
    };
    record(sent).catch((error: unknown) =>
      logger.error({ err: error, actionId: action.id }, 'recording a private reply in the inbox failed'),
    );
  }

  /** Our public reply under the comment on Meta, if an attempt whose answer was lost did post it. */
  async function publicReplyOnMeta(
    request: ActionRow['request'],
    token: string,
    metaPageId: string,
    host: GraphHost = 'facebook',
  ) {
    if (request.instagram) {
      const { metaAccountId } = request.instagram;
      const replies = await graph.instagramCommentsOf(request.commentId, 'replies', token, metaPageId, 50, host);
      return replies.find((reply) => reply.from?.id === metaAccountId && reply.text === request.message)?.id ?? null;
    }
    const replies = await graph.commentsOf(request.commentId, token, metaPageId, 50);
    return replies.find((reply) => reply.from?.id === metaPageId && reply.message === request.message)?.id ?? null;
  }

  /** The product cards of a campaign's private reply; their links learn the commenter's id from Meta's answer. */
  async function productCardsFor(action: ActionRow, itemIds: number[]) {
    if (!deps.productCards || action.pageId === null) return { ok: false, reason: 'no-store-items' } as const;
    return deps.productCards.build({
      pageId: action.pageId,
      itemIds,
      customerPsid: null,
      source: 'reply-campaign',
      sourceId: action.campaignId,
    });
  }

  /** Only outcomes known to be "not done" are retried; an earlier attempt with an unknown outcome is read back first. */
  async function deliver(
    action: ActionRow,
    campaign: CampaignRow | null,
    page: PageContext,
    isRetry = false,
  ): Promise<void> {
    const { request } = action;
    const subject = subjectOf(action) ?? (page.id !== null ? { pageId: page.id } : null);
    const gate = subject
      ? await pages.check(subject, capabilityOf(action))
      : ({ open: false, health: null, stop: null } as const);
    const stop = gate.open ? null : gate.stop;
    if (stop?.reason === 'plan-expired' || stop?.reason === 'page-blocked') {
      await finish(action, { status: 'skipped', error: stop.reason, trailReason: stop.reason });
      await giveBackQuota(action);
      if (!stop.byAccount && page.id !== null) await pages.noticeAutomationsStopped(page.id, page.name, stop.reason);
      return;
    }
    if (stop?.reason === 'policy-block' && stop.until)
      return retryLater(action, stop.until.getTime() - clock.now().getTime(), 'policy-block');
    if (!gate.open || (campaign && campaign.status !== 'running')) {
      await finish(action, { status: 'skipped', error: 'campaign-stopped' });
      await giveBackQuota(action);
      return;
    }
    // An Instagram-Login account's calls go to graph.instagram.com with its own token (the gate says which).
    const { token, graph: host } = gate;
    try {
      const isPublic = action.kind === 'public_reply' || action.kind === 'commenter_reply';
      if (isRetry && isPublic && action.attempts > 1) {
        const ours = await publicReplyOnMeta(request, token, page.metaPageId, host);
        if (ours) return finish(action, { status: 'sent', remoteId: ours });
      }
      let remoteId: string | null = null;
      if (isPublic && request.instagram) {
        const message = request.message ?? '';
        remoteId = (await graph.replyToInstagramComment(request.commentId, page.metaPageId, token, message, host)).id;
      } else if (isPublic) {
        remoteId = (await graph.replyToComment(request.commentId, page.metaPageId, token, request.message ?? '')).id;
      } else if (action.kind === 'private_reply') {
        let content = request.messengerMessage;
        let orderLinkIds: number[] = [];
        if (request.productItemIds) {
          const cards = await productCardsFor(action, request.productItemIds);
          if (!cards.ok) {
            await finish(action, { status: 'skipped', error: cards.reason, trailReason: cards.reason });
            return giveBackQuota(action);
          }
          content = cards.message;
          orderLinkIds = cards.orderLinkIds;
        }
        // The metadata comes back in the message's echo: ours, so the webhook has nothing to process for it.
        const message = { ...content, metadata: `campaign:${action.id}` };
        const answer = await graph.privateReply(request.commentId, page.metaPageId, token, message, host);
        remoteId = answer.message_id;
        if (answer.recipient_id) {
          recordInInbox(action, answer.recipient_id, answer.message_id, message);
          await deps.productCards?.assignCustomer(orderLinkIds, answer.recipient_id);
        }
      } else if (action.kind === 'hide_comment') {
        const network = request.instagram ? 'instagram' : 'facebook';
        await graph.setCommentHidden(network, request.commentId, true, page.metaPageId, token, host);
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

  /** The page's side of Meta's error, or an Instagram-Login account's own (it has no page). */
  async function recordFailure(action: ActionRow, error: MetaApiError) {
    if (action.pageId !== null) return pages.recordMetaFailure(action.pageId, capabilityOf(action), error);
    const accountId = action.request.instagram?.accountId;
    if (accountId) await pages.recordAccountMetaFailure(accountId, error);
  }

  async function handleMetaError(action: ActionRow, campaign: CampaignRow | null, error: MetaApiError) {
    const outcome = metaOutcomeOf(error, action.attempts);
    const { item } = outcome;
    switch (item.kind) {
      case 'retry':
        return retryLater(action, item.afterMs, error.message);
      case 'give-up':
        await finish(action, { status: 'failed', error: error.message, errorCategory: error.errorClass });
        return giveBackQuota(action);
      case 'skip':
        // Meta allows one private reply per comment: "already replied" means the earlier attempt did get through.
        if (action.kind === 'private_reply' && item.reason === 'already-replied')
          return finish(action, { status: 'sent', error: error.message });
        await finish(action, {
          status: 'skipped',
          error: error.message,
          errorCategory: error.errorClass,
          trailReason: item.reason satisfies TrailReason,
        });
        return giveBackQuota(action);
      case 'wait-for-page':
        // The page's replies wait until Meta's time, then go out by themselves; owners are told once.
        await recordFailure(action, error);
        return retryLater(action, item.afterMs, error.message);
      case 'stop':
        await finish(action, { status: 'failed', error: error.message, errorCategory: error.errorClass });
        await giveBackQuota(action);
        deps.onCampaignStopped();
        if (campaign)
          await repository.campaigns.stopCampaign(campaign.id, {
            category: error.category,
            code: error.code ?? null,
            subcode: error.subcode ?? null,
            message: error.message,
          });
        await recordFailure(action, error);
    }
  }

  return {
    deliver,
    finish,

    /** Sends without holding up the caller; `idle()` waits for it. */
    inBackground(work: Promise<unknown>) {
      const tracked = work.then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, 'sending replies crashed'),
      );
      sending.add(tracked);
      void tracked.finally(() => sending.delete(tracked));
    },

    /** Sends an action taken from the database (a retry, or one a crash left behind). */
    async sendAction(actionId: number): Promise<void> {
      const action = await repository.actions.claimAction(actionId, clock.now());
      if (!action) return;
      const campaign = action.campaignId ? await repository.campaigns.findCampaignById(action.campaignId) : null;
      const subject = subjectOf(action) ?? (action.pageId !== null ? { pageId: action.pageId } : null);
      const health = subject && (await pages.health(subject));
      if (!health || (action.campaignId && !campaign)) {
        await finish(action, { status: 'skipped', error: 'campaign-stopped' });
        await giveBackQuota(action);
        return;
      }
      await deliver(action, campaign, pageContextOf(health), true);
    },

    /** Resolves when the replies handed over so far have been sent (or handed to a retry). */
    async idle() {
      while (sending.size > 0) await Promise.allSettled([...sending]);
    },
  };
}
export type ReplySender = ReturnType<typeof createReplySender>;
