import {
  commenterPostLimit,
  pageCommentInputSchema,
  type CommenterPost,
  type CommenterPostDetail,
  type PageEngagement,
} from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidForm, notFound } from '../../platform/http/app-error.ts';
import type { GraphApi } from '../../platform/meta/graph-api.ts';
import { MetaApiError } from '../../platform/meta/meta-errors.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { LinkingService } from '../linking/linking.service.ts';
import type { CommenterPostRow, EngagementRepository } from './engagement.repository.ts';
import { requireReplyPage } from './pages/require-reply-page.ts';
import type { RepliesRepository } from './replies.repository.ts';

type Deps = {
  engagement: EngagementRepository;
  replies: RepliesRepository;
  graph: GraphApi;
  cipher: TokenCipher;
  linking: LinkingService;
  clock: Clock;
  /** The engine keeps what a post does for a moment; any change must reach it at once. */
  onEngagementChanged: () => void;
};

const recentActionsShown = 50;

/** The page commenter and likes (spec section 4): turning them on for good, and choosing the commenter's posts. */
export function createEngagementService({
  engagement,
  replies,
  graph,
  cipher,
  linking,
  clock,
  onEngagementChanged,
}: Deps) {
  const engagementPage = async (pageId: number | null) => (await requireReplyPage(replies.pages, pageId)).page;

  async function featureStates(pageId: number) {
    const rows = await engagement.features(pageId);
    const state = (slug: 'comments' | 'likes') => {
      const row = rows.find((feature) => feature.slug === slug);
      return { available: row !== undefined, confirmed_at: row?.confirmedAt?.toISOString() ?? null };
    };
    return { commenter: state('comments'), likes: state('likes') };
  }

  function toPostDto(row: CommenterPostRow, counts: { sent: number; failed: number } | undefined): CommenterPost {
    return {
      post: row.metaPostId,
      post_created_time: row.postCreatedAt.toISOString(),
      enabled: row.enabled,
      comments: row.comments,
      comment_template_id: row.commentTemplateId,
      enabled_at: row.enabledAt.toISOString(),
      disabled_at: row.disabledAt?.toISOString() ?? null,
      sent: counts?.sent ?? 0,
      failed: counts?.failed ?? 0,
    };
  }

  async function state(pageId: number): Promise<PageEngagement> {
    const now = clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [features, posts, counts, liked] = await Promise.all([
      featureStates(pageId),
      engagement.commenterPosts(pageId),
      engagement.commenterCounts(pageId),
      engagement.likedSince(pageId, monthStart),
    ]);
    return {
      page_id: pageId,
      commenter: { ...features.commenter, posts: posts.map((row) => toPostDto(row, counts.get(row.metaPostId))) },
      likes: { ...features.likes, liked_this_month: liked },
    };
  }

  /** The post's creation time from Meta, which also proves the post belongs to the page. */
  async function postCreatedAt(
    page: { id: number; metaPageId: string; accessTokenEncrypted: string | null },
    postId: string,
  ): Promise<Date> {
    if (!page.accessTokenEncrypted) throw notFound();
    const postNotFound = () => new AppError('validation', { fieldErrors: { post: ['post-not-found'] } });
    if (!postId.startsWith(`${page.metaPageId}_`)) throw postNotFound();
    try {
      const post = await graph.post(postId, cipher.decrypt(page.accessTokenEncrypted), page.metaPageId);
      if (!post.created_time) throw postNotFound();
      return new Date(post.created_time);
    } catch (error) {
      if (!(error instanceof MetaApiError)) throw error;
      if (error.category === 'reconnect') {
        await linking.reportPageTokenFailure(page.id, error);
        throw new AppError('fail-message', { messageKey: 'server-error' });
      }
      throw postNotFound();
    }
  }

  return {
    async state(pageId: number | null) {
      const page = await engagementPage(pageId);
      return state(page.id);
    },

    async postDetail(pageId: number | null, postId: string): Promise<CommenterPostDetail> {
      const page = await engagementPage(pageId);
      const [features, post, counts, recent] = await Promise.all([
        featureStates(page.id),
        engagement.commenterPost(page.id, postId),
        engagement.commenterCounts(page.id),
        engagement.recentOnPost(page.id, postId, recentActionsShown),
      ]);
      return {
        feature: features.commenter,
        post: post ? toPostDto(post, counts.get(post.metaPostId)) : null,
        recent: recent.map((action) => ({
          comment_id: action.request.commentId,
          kind: action.kind as 'commenter_reply' | 'like_comment',
          status: action.status,
          message: action.request.message ?? null,
          error: action.errorMessage,
          at: (action.sentAt ?? action.createdAt).toISOString(),
        })),
      };
    },

    async change(pageId: number | null, raw: unknown): Promise<PageEngagement> {
      const page = await engagementPage(pageId);
      const parsed = pageCommentInputSchema.safeParse(raw);
      if (!parsed.success) throw invalidForm(parsed.error.issues);
      const input = parsed.data;
      const now = clock.now();

      if (input.action === 'confirm') {
        if (!(await engagement.confirm(page.id, input.feature, now)))
          throw new AppError('forbidden', { messageKey: 'feature-missing' });
      } else {
        const { commenter } = await featureStates(page.id);
        if (!commenter.available) throw new AppError('forbidden', { messageKey: 'feature-missing' });
        if (input.action === 'disable') {
          if (!(await engagement.disableCommenter(page.id, input.post, now))) throw notFound();
        } else {
          if (!commenter.confirmed_at)
            throw new AppError('validation', { fieldErrors: { action: ['feature-not-confirmed'] } });
          if (
            input.comment_template_id !== null &&
            !(await replies.templates.findCommentTemplate(input.comment_template_id, page.id))
          ) {
            throw new AppError('validation', { fieldErrors: { comment_template_id: ['template-not-found'] } });
          }
          if (input.comment_template_id === null && input.comments.length === 0) {
            throw invalidForm([
              { path: ['comments'], code: 'custom', message: 'required', params: { rule: 'required' } } as never,
            ]);
          }
          const createdAt = await postCreatedAt(page, input.post);
          const kept = await engagement.enableCommenter(
            {
              pageId: page.id,
              metaPostId: input.post,
              postCreatedAt: createdAt,
              comments: input.comments,
              commentTemplateId: input.comment_template_id,
            },
            commenterPostLimit,
            now,
          );
          if (!kept) throw new AppError('validation', { fieldErrors: { post: ['commenter-not-latest'] } });
        }
      }
      onEngagementChanged();
      return state(page.id);
    },
  };
}
export type EngagementService = ReturnType<typeof createEngagementService>;
