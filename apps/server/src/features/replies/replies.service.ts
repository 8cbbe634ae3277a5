import {
  type CommentTemplateInput,
  replyTemplateInputSchema,
  replyCampaignInputSchema,
  type AppLocale,
  type ReplyCampaign,
  type ReplyCampaignInput,
} from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidForm, notFound } from '../../platform/http/app-error.ts';
import type { GraphApi, GraphPost } from '../../platform/meta/graph-api.ts';
import { metaErrorMessage, MetaApiError, type MetaErrorCategory } from '../../platform/meta/meta-errors.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { LinkingService } from '../linking/linking.service.ts';
import { monthKey } from './reply-engine.ts';
import type { CampaignRow, RepliesRepository } from './replies.repository.ts';
import { requireReplyPage } from './reply-page.ts';

type Deps = {
  repository: RepliesRepository;
  graph: GraphApi;
  cipher: TokenCipher;
  linking: LinkingService;
  queue: JobQueue;
  clock: Clock;
  /** The engine keeps running campaigns for a moment; any change must reach it at once. */
  onCampaignsChanged: () => void;
};

export function createRepliesService({ repository, graph, cipher, linking, queue, clock, onCampaignsChanged }: Deps) {
  const replyPage = (pageId: number | null) => requireReplyPage(repository, pageId);

  function toDto(
    row: CampaignRow,
    counts: ReplyCampaign['counts'] | undefined,
    locale: AppLocale,
    pageName: string,
  ): ReplyCampaign {
    const settings = row.settings as ReplyCampaignInput;
    const error =
      row.status === 'stopped_error' && row.errorCategory
        ? metaErrorMessage(
            locale,
            {
              code: row.errorCode ?? undefined,
              subcode: row.errorSubcode ?? undefined,
              category: row.errorCategory as MetaErrorCategory,
              message: row.errorMessage ?? '',
            },
            pageName,
          )
        : null;
    return {
      id: row.id,
      page_id: row.pageId,
      name: row.name,
      post: row.metaPostId,
      status: row.status,
      error,
      plan_limit_reached: row.planLimitReached,
      comment_enabled: settings.comment_enabled,
      comments: settings.comments,
      comment_template_id: settings.comment_template_id,
      comment_number: settings.comment_number,
      message_enabled: settings.message_enabled,
      message_type: settings.message_type,
      message: settings.message,
      buttons: settings.buttons,
      cards: settings.cards,
      attachment_url: settings.attachment_url,
      reply_type: 'generic',
      keywords: settings.keywords,
      filter_words: settings.filter_words,
      not_matching_reply: settings.not_matching_reply,
      enable_old: settings.enable_old,
      enable_multiple: settings.enable_multiple,
      include_url: settings.include_url,
      stop_at: row.stopAt?.toISOString() ?? null,
      schedule: settings.schedule,
      created_at: row.createdAt.toISOString(),
      counts: counts ?? { comments: 0, public_sent: 0, private_sent: 0, skipped: 0, failed: 0 },
    };
  }

  async function countsFor(rows: CampaignRow[]) {
    const counts = await repository.countsByCampaign(rows.map((row) => row.id));
    return new Map(
      counts.map((row) => [
        row.campaignId,
        {
          comments: row.comments,
          public_sent: row.publicSent,
          private_sent: row.privateSent,
          skipped: row.skipped,
          failed: row.failed,
        },
      ]),
    );
  }

  async function quotaOf(pageId: number, limit: number | null) {
    const month = monthKey(clock.now());
    return { used: await repository.usage(pageId, month), limit, month };
  }

  async function pageToken(pageId: number) {
    const found = await repository.findPage(pageId);
    if (!found?.page.accessTokenEncrypted) throw notFound();
    return { page: found.page, token: cipher.decrypt(found.page.accessTokenEncrypted) };
  }

  return {
    async saveCampaign(pageId: number | null, raw: unknown, locale: AppLocale) {
      const { page, plan } = await replyPage(pageId);
      const parsed = replyCampaignInputSchema.safeParse(raw);
      if (!parsed.success) throw invalidForm(parsed.error.issues);
      const input = parsed.data;
      if (input.comment_template_id && !(await repository.findCommentTemplate(input.comment_template_id, page.id))) {
        throw new AppError('validation', { fieldErrors: { comment_template_id: ['template-not-found'] } });
      }
      if (!input.post.startsWith(`${page.metaPageId}_`)) {
        throw new AppError('validation', { fieldErrors: { post: ['post-not-found'] } });
      }
      const limit = plan?.monthlyReplyLimit ?? null;
      if (limit !== null && (await quotaOf(page.id, limit)).used >= limit) {
        throw new AppError('plan-limit', { messageKey: 'plan-limit-monthly', descriptions: ['plan-limit-reached'] });
      }
      const { id, ...settings } = input;
      const values = {
        name: input.name,
        metaPostId: input.post,
        settings,
        stopAt: input.stop_at ? new Date(input.stop_at) : null,
      };
      const row = id
        ? await repository.updateCampaign(id, page.id, values)
        : await repository.insertCampaign({ ...values, pageId: page.id });
      if (!row) throw notFound();
      onCampaignsChanged();
      if (input.enable_old && row.status === 'running')
        await queue.enqueue('replies.answer-old', { campaignId: row.id });
      return toDto(row, (await countsFor([row])).get(row.id), locale, page.name);
    },

    async list(pageId: number | null, locale: AppLocale) {
      const { page } = await replyPage(pageId);
      const rows = await repository.listCampaigns(page.id);
      const counts = await countsFor(rows);
      return rows.map((row) => toDto(row, counts.get(row.id), locale, page.name));
    },

    async get(pageId: number | null, id: number, trail: { page: number; limit: number; q: string }, locale: AppLocale) {
      const { page } = await replyPage(pageId);
      const row = await repository.findCampaign(id, page.id);
      if (!row) throw notFound();
      const { rows, total } = await repository.trail(row.id, {
        offset: (trail.page - 1) * trail.limit,
        limit: trail.limit,
        search: trail.q,
      });
      return {
        campaign: toDto(row, (await countsFor([row])).get(row.id), locale, page.name),
        trail: rows.map((entry) => ({
          comment_id: entry.commentId,
          commenter_id: entry.commenterId,
          commenter_name: entry.commenterName,
          comment_text: entry.commentText,
          commented_at: entry.commentedAt?.toISOString() ?? null,
          decision: entry.decision,
          reason: entry.reason,
          matched_word: entry.matchedWord,
          public_status: entry.publicStatus,
          public_reply_id: entry.publicReplyId,
          public_error: entry.publicError,
          private_status: entry.privateStatus,
          private_message_id: entry.privateMessageId,
          private_error: entry.privateError,
          created_at: entry.createdAt.toISOString(),
        })),
        trail_total: total,
      };
    },

    async changeStatus(pageId: number | null, id: number, status: 'running' | 'paused', locale: AppLocale) {
      const { page } = await replyPage(pageId);
      const current = await repository.findCampaign(id, page.id);
      if (!current) throw notFound();
      const row = await repository.updateCampaign(id, page.id, {
        status,
        ...(status === 'running'
          ? { errorCategory: null, errorCode: null, errorSubcode: null, errorMessage: null, planLimitReached: false }
          : {}),
      });
      if (!row) throw notFound();
      onCampaignsChanged();
      if (status === 'running' && (row.settings as ReplyCampaignInput).enable_old) {
        await queue.enqueue('replies.answer-old', { campaignId: row.id });
      }
      return toDto(row, (await countsFor([row])).get(row.id), locale, page.name);
    },

    async remove(pageId: number | null, id: number) {
      const { page } = await replyPage(pageId);
      if (!(await repository.deleteCampaign(id, page.id))) throw notFound();
      onCampaignsChanged();
    },

    async dependencies(pageId: number | null) {
      const { page, plan } = await replyPage(pageId);
      const [commentTemplates, replyTemplates] = await Promise.all([
        repository.listCommentTemplates(page.id),
        repository.listReplyTemplates(page.id),
      ]);
      return {
        comment_templates: commentTemplates.map((row) => ({ id: row.id, name: row.name, replies: row.replies })),
        reply_templates: replyTemplates.map((row) => ({
          id: row.id,
          name: row.name,
          message: row.message as Record<string, unknown>,
        })),
        quota: await quotaOf(page.id, plan?.monthlyReplyLimit ?? null),
      };
    },

    /** The page's latest 100 posts and 100 scheduled posts, with the campaigns attached to each. */
    async posts(pageId: number | null) {
      const { page } = await replyPage(pageId);
      const { token } = await pageToken(page.id);
      let published: GraphPost[];
      let scheduled: GraphPost[];
      try {
        [published, scheduled] = await Promise.all([
          graph.pagePosts(page.metaPageId, token, 'posts', 100),
          graph.pagePosts(page.metaPageId, token, 'scheduled_posts', 100),
        ]);
      } catch (error) {
        if (error instanceof MetaApiError) {
          await linking.reportPageTokenFailure(page.id, error);
          throw new AppError('fail-message', { messageKey: 'server-error' });
        }
        throw error;
      }
      const campaigns = await repository.listCampaigns(page.id);
      const attach = (post: GraphPost) => ({
        id: post.id,
        message: post.message ?? '',
        created_time: post.created_time ?? null,
        picture: post.full_picture ?? null,
        permalink_url: post.permalink_url ?? null,
        campaigns: campaigns
          .filter((row) => row.metaPostId === post.id)
          .map((row) => ({ id: row.id, name: row.name, status: row.status })),
      });
      return { posts: published.slice(0, 100).map(attach), scheduled: scheduled.slice(0, 100).map(attach) };
    },

    async reports(pageId: number | null, query: { campaign_id?: number; from?: string; to?: string }) {
      const { page, plan } = await replyPage(pageId);
      const to = query.to ? new Date(query.to) : clock.now();
      const from = query.from ? new Date(query.from) : new Date(to.getTime() - 30 * 86_400_000);
      const campaignId = query.campaign_id ?? null;
      if (campaignId !== null && !(await repository.findCampaign(campaignId, page.id))) throw notFound();
      const [daily, skipped] = await Promise.all([
        repository.daily(page.id, campaignId, from, to),
        repository.skippedByReason(page.id, campaignId, from, to),
      ]);
      const totals = daily.reduce(
        (sum, day) => ({
          comments: sum.comments + day.comments,
          public_sent: sum.public_sent + day.publicSent,
          private_sent: sum.private_sent + day.privateSent,
          failed: sum.failed + day.failed,
        }),
        { comments: 0, public_sent: 0, private_sent: 0, failed: 0 },
      );
      return {
        totals: { ...totals, skipped: skipped.reduce((sum, row) => sum + row.count, 0) },
        skipped_by_reason: skipped.map((row) => ({ reason: row.reason, count: row.count })),
        daily: daily.map((day) => ({
          day: day.day,
          comments: day.comments,
          public_sent: day.publicSent,
          private_sent: day.privateSent,
          failed: day.failed,
        })),
        quota: await quotaOf(page.id, plan?.monthlyReplyLimit ?? null),
      };
    },

    async listCommentTemplates(pageId: number | null) {
      const { page } = await replyPage(pageId);
      return (await repository.listCommentTemplates(page.id)).map((row) => ({
        id: row.id,
        name: row.name,
        replies: row.replies,
      }));
    },

    async saveCommentTemplate(pageId: number | null, input: CommentTemplateInput) {
      const { page } = await replyPage(pageId);
      const row = await repository.saveCommentTemplate(page.id, input);
      if (!row) throw notFound();
      return { id: row.id, name: row.name, replies: row.replies };
    },

    async deleteCommentTemplate(pageId: number | null, id: number) {
      const { page } = await replyPage(pageId);
      if (!(await repository.deleteCommentTemplate(id, page.id))) throw notFound();
    },

    async listReplyTemplates(pageId: number | null) {
      const { page } = await replyPage(pageId);
      return (await repository.listReplyTemplates(page.id)).map((row) => ({
        id: row.id,
        name: row.name,
        message: row.message as Record<string, unknown>,
      }));
    },

    async getReplyTemplate(pageId: number | null, id: number) {
      const { page } = await replyPage(pageId);
      const row = await repository.findReplyTemplate(id, page.id);
      if (!row) throw notFound();
      return { id: row.id, name: row.name, message: row.message as Record<string, unknown> };
    },

    async saveReplyTemplate(pageId: number | null, raw: unknown) {
      const { page } = await replyPage(pageId);
      const parsed = replyTemplateInputSchema.safeParse(raw);
      if (!parsed.success) throw invalidForm(parsed.error.issues);
      const { id, name, ...message } = parsed.data;
      const row = await repository.saveReplyTemplate(page.id, { id, name, message });
      if (!row) throw notFound();
      return { id: row.id, name: row.name, message: row.message as Record<string, unknown> };
    },

    async deleteReplyTemplate(pageId: number | null, id: number) {
      const { page } = await replyPage(pageId);
      if (!(await repository.deleteReplyTemplate(id, page.id))) throw notFound();
    },
  };
}
export type RepliesService = ReturnType<typeof createRepliesService>;
