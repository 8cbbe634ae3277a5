import type { PublishedOutcome, AttemptContext } from './attempt-context.ts';
import { permalinkOf } from './facebook-publisher.ts';

/** Meta's clock and ours may differ a little; the look-back starts a minute before the attempt did. */
const lookBackMs = 60_000;

const sameText = (a: string | undefined | null, b: string | undefined | null) => (a ?? '').trim() === (b ?? '').trim();

/**
 * After an attempt whose outcome is unknown (no answer, a 5xx, a transient error), looks on Meta whether the
 * post exists; it is recorded instead of published again. Null: Meta has no such post, publishing may go on.
 */
export async function findPublishedOutcome(
  context: AttemptContext,
  isRecorded: (metaPostId: string) => Promise<boolean>,
): Promise<PublishedOutcome | null> {
  const { post, target } = context.work;
  const since = new Date((target.attemptStartedAt ?? context.clock.now()).getTime() - lookBackMs);
  if (post.network === 'instagram') return findInstagramMedia(context, since, isRecorded);
  // A video given to Meta is followed by its id (the publisher polls it), not looked for among posts.
  if (post.postType === 'video') {
    if (target.metaMediaIds.length === 0) await adoptUploadedVideo(context, since, isRecorded);
    return null;
  }
  const { data } = await context.graph.publishedPostsSince(context.caller, Math.floor(since.getTime() / 1000));
  for (const candidate of data) {
    if (!sameText(candidate.message, post.message)) continue;
    if (candidate.created_time && Date.parse(candidate.created_time) < since.getTime()) continue;
    if (await isRecorded(candidate.id)) continue;
    return {
      metaPostId: candidate.id,
      permalink: candidate.permalink_url ?? (await permalinkOf(context, candidate.id)),
    };
  }
  return null;
}

async function findInstagramMedia(
  context: AttemptContext,
  since: Date,
  isRecorded: (metaPostId: string) => Promise<boolean>,
): Promise<PublishedOutcome | null> {
  const { post, target } = context.work;
  if (!target.containerId) return null;
  const container = await context.graph.container(context.caller, target.containerId);
  if (container.status_code !== 'PUBLISHED') return null;
  const { data } = await context.graph.recentIgMedia(context.caller);
  for (const media of data) {
    if (post.postType !== 'story' && !sameText(media.caption, post.message)) continue;
    if (media.timestamp && Date.parse(media.timestamp) < since.getTime()) continue;
    if (await isRecorded(media.id)) continue;
    return { metaPostId: media.id, permalink: media.permalink ?? null };
  }
  // Published (the container says so) but not listed (a story): the container names it.
  return { metaPostId: target.containerId, permalink: null };
}

/** A video upload whose answer was lost: the video found on the page is followed instead of uploading it again. */
async function adoptUploadedVideo(
  context: AttemptContext,
  since: Date,
  isRecorded: (metaPostId: string) => Promise<boolean>,
) {
  const { post } = context.work;
  const { data } = await context.graph.recentVideos(context.caller);
  for (const video of data) {
    if (!sameText(video.description, post.message)) continue;
    if (video.created_time && Date.parse(video.created_time) < since.getTime()) continue;
    if (await isRecorded(`${context.caller.metaId}_${video.id}`)) continue;
    context.work.target.metaMediaIds = [video.id];
    await context.repository.save(context.lease, { metaMediaIds: [video.id] }, context.clock.now());
    return;
  }
}
