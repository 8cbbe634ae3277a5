import { commenterPostLimit, pageCommentInputSchema, type PageEngagement } from '@app/contract';
import { AppError, invalidForm, notFound } from '../../../platform/http/app-error.ts';
import type { EngagementDeps } from './engagement-deps.ts';
import { engagementPage, engagementState, featureStates } from './engagement-state.ts';
import { readPagePost } from '../posts/page-post.ts';

/**
 * Turns the commenter or likes on for good (confirm), or the commenter on or off for a post; the commenter stays
 * on for the page's latest posts only.
 */
export async function changeEngagement(
  deps: EngagementDeps,
  pageId: number | null,
  raw: unknown,
): Promise<PageEngagement> {
  const { engagement, replies, clock } = deps;
  const page = await engagementPage(deps, pageId);
  const parsed = pageCommentInputSchema.safeParse(raw);
  if (!parsed.success) throw invalidForm(parsed.error.issues);
  const input = parsed.data;
  const now = clock.now();

  if (input.action === 'confirm') {
    if (!(await engagement.confirm(page.id, input.feature, now)))
      throw new AppError('forbidden', { messageKey: 'feature-missing' });
  } else {
    const { commenter } = await featureStates(deps, page.id);
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
      const { createdAt } = await readPagePost(deps, page, input.post);
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
  await deps.events.publish('replies.changed', {});
  return engagementState(deps, page.id);
}
