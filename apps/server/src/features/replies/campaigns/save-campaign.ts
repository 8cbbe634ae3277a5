import type { InterfaceLocale, ReplyCampaignInput } from '@app/contract';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { readPagePost } from '../posts/page-post.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { ownerColumns } from '../scope/reply-owner.ts';
import { quotaOwnerOf, scopePage, type ReplyScope } from '../scope/reply-scope.ts';
import { getQuota } from '../usage/get-quota.ts';
import { campaignDto } from './campaign-dto.ts';

/**
 * Creates a campaign, or edits one when the form has an id; "reply to old comments" is queued when asked. A new
 * campaign is refused when the page's or account's monthly quota is used up; editing one is not. An Instagram form
 * arrives as the same settings (its media as `post`, no buttons, cards or comment template).
 */
export async function saveCampaign(
  deps: RepliesDeps,
  scope: ReplyScope,
  input: ReplyCampaignInput,
  locale: InterfaceLocale,
) {
  const { repository, queue } = deps;
  const { plan, owner } = scope;
  const page = owner.channel === 'fb' ? scopePage(scope) : scope.page;
  if (
    input.comment_template_id &&
    !(
      page &&
      owner.channel === 'fb' &&
      (await repository.templates.findCommentTemplate(input.comment_template_id, page.id))
    )
  ) {
    throw new AppError('validation', { fieldErrors: { comment_template_id: ['template-not-found'] } });
  }
  if (
    input.flow_id !== null &&
    !(page && owner.channel === 'fb' && (await repository.campaigns.flowOfPage(input.flow_id, page.id)))
  ) {
    throw new AppError('validation', { fieldErrors: { flow_id: ['bot-flow-not-found'] } });
  }
  if (owner.channel === 'fb' && !input.post.startsWith(`${page?.metaPageId}_`)) {
    throw new AppError('validation', { fieldErrors: { post: ['post-not-found'] } });
  }
  // A used-up monthly quota stops new replies (the engine skips them) and new campaigns; the seller can still edit
  // the campaigns they have, e.g. to change texts before the next month.
  const limit = plan?.monthlyReplyLimit ?? null;
  if (!input.id && limit !== null && (await getQuota(deps, quotaOwnerOf(scope), limit)).used >= limit) {
    throw new AppError('plan-limit', { messageKey: 'plan-limit-monthly', descriptions: ['plan-limit-reached'] });
  }
  const { id, ...settings } = input;
  // The link a private reply includes is the post's address as Meta gives it, read once here rather than per comment:
  // facebook.com in live mode, the simulator's own page of the post in the demo, where the post is not on Facebook.
  const postPermalink =
    page && owner.channel === 'fb' && input.include_url ? (await readPagePost(deps, page, input.post)).permalink : null;
  const values = {
    name: input.name,
    metaPostId: input.post,
    postPermalink,
    settings,
    stopAt: input.stop_at ? new Date(input.stop_at) : null,
  };
  const row = id
    ? await repository.campaigns.updateCampaign(id, owner, values)
    : await repository.campaigns.insertCampaign({ ...values, pageId: page?.id ?? null, ...ownerColumns(owner) });
  if (!row) throw notFound();
  await deps.events.publish('replies.changed', {});
  if (input.enable_old && row.status === 'running') await queue.enqueue('replies.answer-old', { campaignId: row.id });
  return campaignDto(deps, row, locale, scope);
}
