import {
  postProblemCodes,
  type Post,
  type PostProblem,
  type PostProblemCode,
  type PostStatus,
  type PostTarget,
  type PostTargetStatus,
  type PostType,
} from '@app/contract/publishing';
import { inOrder, toMediaDto } from '../media/media-dto.ts';
import type { PostMediaRow } from '../media/media.repository.ts';
import { inFlightStatuses, waitingStatuses, type PostRow, type PostTargetWithNames } from './posts.repository.ts';

const isWaiting = (status: PostTargetStatus) => (waitingStatuses as readonly string[]).includes(status);
const isInFlight = (status: PostTargetStatus) => (inFlightStatuses as readonly string[]).includes(status);

/** The status the lists show, from the targets (same rule as the list filter's SQL). */
export function derivePostStatus(statuses: PostTargetStatus[]): PostStatus {
  const active = statuses.filter((status) => status !== 'cancelled');
  if (active.length === 0) return 'cancelled';
  if (active.some(isInFlight)) return 'publishing';
  if (active.every(isWaiting)) return 'scheduled';
  if (active.some(isWaiting)) return 'publishing';
  if (active.every((status) => status === 'published')) return 'published';
  if (active.every((status) => status === 'failed')) return 'failed';
  return 'partly_published';
}

/** A post may be edited, moved, published now or deleted while none of its targets has started publishing. */
export const isEditable = (statuses: PostTargetStatus[]) => {
  const active = statuses.filter((status) => status !== 'cancelled');
  return active.length > 0 && active.every(isWaiting);
};

const heldReasons: readonly string[] = ['page-blocked', 'plan-expired', 'policy-block'] satisfies PostProblemCode[];

const problemCodeOf = (code: string | null): PostProblemCode =>
  (postProblemCodes as readonly string[]).includes(code ?? '') ? (code as PostProblemCode) : 'meta-item';

function toTargetDto(row: PostTargetWithNames): PostTarget {
  const { target } = row;
  const isPage = target.pageId !== null;
  const name = isPage ? (row.pageName ?? '') : (row.accountUsername ?? row.accountName ?? '');
  // A target the page gate keeps waiting says why, as a warning: it is not failed and publishes once it may.
  const held = isWaiting(target.status) && heldReasons.includes(target.problemCode ?? '');
  const error: PostProblem | null =
    target.status === 'failed' || held
      ? {
          severity: held ? 'warning' : 'error',
          code: problemCodeOf(target.problemCode),
          target_id: isPage ? target.pageId : target.instagramAccountId,
          target_name: name,
          params: {},
          meta_message: target.errorMessage,
        }
      : null;
  return {
    id: target.id,
    network: isPage ? 'facebook' : 'instagram',
    target_id: (isPage ? target.pageId : target.instagramAccountId)!,
    name,
    meta_id: (isPage ? row.metaPageId : row.metaAccountId) ?? '',
    status: target.status,
    meta_post_id: target.metaPostId,
    permalink: target.permalink,
    published_at: target.publishedAt?.toISOString() ?? null,
    first_comment_status: target.firstCommentStatus,
    first_comment_id: target.firstCommentId,
    error,
  };
}

/** The warnings saved with the targets (the post's own ones once, not once per target). */
function storedWarnings(rows: PostTargetWithNames[]): PostProblem[] {
  const seen = new Set<string>();
  return rows
    .filter((row) => row.target.status !== 'cancelled')
    .flatMap((row) => row.target.preflight as PostProblem[])
    .filter((problem) => {
      const key = JSON.stringify(problem);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function toPostDto(
  post: PostRow,
  targets: PostTargetWithNames[],
  media: PostMediaRow[],
  appUrl: string,
  warnings?: PostProblem[],
): Post {
  const own = targets.filter((row) => row.target.postId === post.id);
  const statuses = own.map((row) => row.target.status);
  const editable = isEditable(statuses);
  return {
    id: post.id,
    network: post.network,
    type: post.postType as PostType,
    message: post.message,
    link: post.link,
    fb_preset_id: post.fbPresetId,
    reply_message: post.replyMessage,
    schedule_type: post.scheduleType,
    scheduled_at: post.scheduledAt.toISOString(),
    template_id: post.templateId,
    media: inOrder(post.mediaIds, media).map((row) => toMediaDto(row, appUrl)),
    status: derivePostStatus(statuses),
    // Cancelled targets (removed by an edit) are history, not part of the post any more.
    targets: own.filter((row) => row.target.status !== 'cancelled').map(toTargetDto),
    warnings: warnings ?? (editable ? storedWarnings(own) : []),
    editable,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}
