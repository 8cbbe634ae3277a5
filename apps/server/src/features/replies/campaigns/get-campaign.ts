import type { InterfaceLocale, TrailEntry } from '@app/contract';
import { notFound } from '../../../platform/http/app-error.ts';
import type { ReplyScope } from '../scope/reply-scope.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import type { TrailRow } from '../trail/trail.repository.ts';
import { readHideReason } from '../trail/trail-reason.ts';
import { campaignDto } from './campaign-dto.ts';

export const toTrailEntry = (entry: TrailRow): TrailEntry => ({
  // Meta's id as Meta gave it; rows written before it was kept have only the bare key.
  comment_id: entry.metaCommentId ?? entry.commentId,
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
  hidden: entry.hidden,
  hide_status: entry.hideStatus,
  hide_reason: readHideReason(entry.hideReason),
  hide_error: entry.hideError,
  answered_late: entry.answeredLate,
});

/** One campaign with a page of its trail: what happened to each comment, newest first, optionally searched. */
export async function getCampaign(
  deps: RepliesDeps,
  scope: ReplyScope,
  id: number,
  trail: { page: number; limit: number; q: string },
  locale: InterfaceLocale,
) {
  const { repository } = deps;
  const row = await repository.campaigns.findCampaign(id, scope.owner);
  if (!row) throw notFound();
  const { rows, total } = await repository.trail.trail(row.id, {
    offset: (trail.page - 1) * trail.limit,
    limit: trail.limit,
    search: trail.q,
  });
  return {
    campaign: await campaignDto(deps, row, locale, scope),
    trail: rows.map(toTrailEntry),
    trail_total: total,
  };
}
