import { publishingLimits } from '@app/contract/publishing-limits';
import {
  PublishFailure,
  pollUntil,
  renewLease,
  type AttemptContext,
  type PublishedOutcome,
} from './attempt-context.ts';

/** Publishes a Facebook post: text or link to the feed, photos (one, or several attached), or a video. */
export async function publishFacebook(context: AttemptContext): Promise<PublishedOutcome> {
  const { post } = context.work;
  if (post.postType === 'photos') return publishPhotos(context);
  if (post.postType === 'video') return publishVideo(context);
  const body: Record<string, unknown> = { message: post.message };
  if (post.postType === 'link' && post.link) body.link = post.link;
  if (
    post.postType === 'message' &&
    post.fbPresetId &&
    post.message.length <= publishingLimits.statusBackgroundMaxLength
  )
    body.text_format_preset_id = post.fbPresetId;
  const created = await context.graph.feed(context.caller, body);
  return withPermalink(context, created.id);
}

async function publishPhotos(context: AttemptContext): Promise<PublishedOutcome> {
  const { post, target } = context.work;
  const photos = context.media;
  if (photos.length === 1) {
    const created = await context.graph.photo(context.caller, { url: photos[0]!.url, caption: post.message });
    return withPermalink(context, created.post_id ?? `${context.caller.metaId}_${created.id}`);
  }
  // Unpublished photos uploaded by an earlier attempt are kept: they are invisible until attached.
  const uploaded = [...target.metaMediaIds];
  for (const photo of photos.slice(uploaded.length)) {
    await renewLease(context);
    const created = await context.graph.photo(context.caller, { url: photo.url, published: false });
    uploaded.push(created.id);
    await context.repository.save(context.lease, { metaMediaIds: uploaded }, context.clock.now());
  }
  await renewLease(context);
  const created = await context.graph.feed(context.caller, {
    message: post.message,
    attached_media: uploaded.map((id) => ({ media_fbid: id })),
  });
  return withPermalink(context, created.id);
}

async function publishVideo(context: AttemptContext): Promise<PublishedOutcome> {
  const { post, target } = context.work;
  // A video already given to Meta by an earlier attempt is followed, never uploaded again.
  let videoId = target.metaMediaIds[0];
  if (!videoId) {
    const created = await context.graph.video(context.caller, {
      file_url: context.media[0]!.url,
      description: post.message,
    });
    videoId = created.id;
    await context.repository.save(context.lease, { metaMediaIds: [videoId] }, context.clock.now());
  }
  const id = videoId;
  const ready = await pollUntil(context, async () => {
    const video = await context.graph.videoStatus(context.caller, id);
    const status = video.status?.video_status;
    if (status === 'error' || video.status?.processing_phase?.status === 'error')
      throw new PublishFailure('video-failed', 'Meta could not process the video');
    return status === 'ready' ? video : null;
  });
  if (!ready) throw new PublishFailure('video-failed', 'The video was not ready in time');
  return {
    metaPostId: ready.post_id ?? id,
    permalink: ready.permalink_url ?? (await permalinkOf(context, ready.post_id ?? id)),
  };
}

async function withPermalink(context: AttemptContext, postId: string): Promise<PublishedOutcome> {
  return { metaPostId: postId, permalink: await permalinkOf(context, postId) };
}

/** The permalink is read back after publishing; without it the post is still published. */
export async function permalinkOf(context: AttemptContext, postId: string): Promise<string | null> {
  try {
    return (await context.graph.postPermalink(context.caller, postId)).permalink_url ?? null;
  } catch (error) {
    context.logger.warn({ err: error, postId }, 'reading the permalink of a published post failed');
    return null;
  }
}
