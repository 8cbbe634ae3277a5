import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import { PublishFailure, pollUntil, type AttemptContext, type PublishedOutcome } from './attempt-context.ts';

/** A container older than this is made again rather than risk Meta's 24 h expiry at the due time. */
const containerFreshMs = 23 * 3_600_000;

export const isQuotaError = (error: unknown) =>
  error instanceof MetaApiError && error.code === 9 && error.subcode === 2207042;
const isExpiredContainer = (error: unknown) =>
  error instanceof MetaApiError && error.code === 24 && error.subcode === 2207008;
const isNotReady = (error: unknown) =>
  error instanceof MetaApiError && error.code === 9007 && error.subcode === 2207027;

/**
 * Makes the post's container (children first for a carousel) and waits until Meta finished processing it. An ERROR
 * or EXPIRED container is made again once; a second one fails the target.
 */
export async function ensureContainer(context: AttemptContext, forceNew = false): Promise<string> {
  const { target } = context.work;
  const now = context.clock.now().getTime();
  const fresh = target.containerCreatedAt && now - target.containerCreatedAt.getTime() < containerFreshMs;
  if (!forceNew && target.containerId && target.containerStatus === 'FINISHED' && fresh) return target.containerId;
  let containerId = !forceNew && target.containerId && fresh ? target.containerId : await createContainer(context);
  for (let made = forceNew ? 1 : 0; ; made++) {
    const status = await waitForContainer(context, containerId);
    if (status === 'FINISHED') return containerId;
    if (made >= 1)
      throw status === 'EXPIRED'
        ? new PublishFailure('container-expired', 'The Instagram container expired')
        : new PublishFailure('container-failed', `The Instagram container ended as ${status}`);
    containerId = await createContainer(context);
  }
}

async function waitForContainer(context: AttemptContext, containerId: string): Promise<string> {
  const status = await pollUntil(context, async () => {
    const container = await context.graph.container(context.caller, containerId);
    const code = container.status_code ?? 'IN_PROGRESS';
    return code === 'IN_PROGRESS' ? null : code;
  });
  const final = status ?? 'ERROR';
  await context.repository.save(context.lease, { containerStatus: final }, context.clock.now());
  context.work.target.containerStatus = final;
  return final;
}

async function createContainer(context: AttemptContext): Promise<string> {
  const { post } = context.work;
  const media = context.media;
  const caption = post.message;
  const mediaUrl = (item: (typeof media)[number]) =>
    item.kind === 'video' ? { video_url: item.url } : { image_url: item.url };
  let body: Record<string, unknown>;
  const children: string[] = [];
  if (post.postType === 'carousel') {
    for (const item of media) {
      const child = await context.graph.createContainer(context.caller, {
        is_carousel_item: true,
        ...(item.kind === 'video' ? { media_type: 'VIDEO' } : {}),
        ...mediaUrl(item),
      });
      children.push(child.id);
    }
    body = { media_type: 'CAROUSEL', children: children.join(','), caption };
  } else if (post.postType === 'reel') body = { media_type: 'REELS', video_url: media[0]!.url, caption };
  else if (post.postType === 'story') body = { media_type: 'STORIES', ...mediaUrl(media[0]!) };
  else body = { image_url: media[0]!.url, caption };
  const created = await context.graph.createContainer(context.caller, body);
  const now = context.clock.now();
  await context.repository.save(
    context.lease,
    { containerId: created.id, containerStatus: 'IN_PROGRESS', containerCreatedAt: now, metaMediaIds: children },
    now,
  );
  Object.assign(context.work.target, {
    containerId: created.id,
    containerStatus: 'IN_PROGRESS',
    containerCreatedAt: now,
  });
  return created.id;
}

/** Publishes the ready container at the due time; an expired one is made again once. */
export async function publishInstagram(context: AttemptContext, containerId: string): Promise<PublishedOutcome> {
  let creationId = containerId;
  for (let round = 0; ; round++) {
    try {
      const published = await context.graph.mediaPublish(context.caller, creationId);
      return { metaPostId: published.id, permalink: await igPermalinkOf(context, published.id) };
    } catch (error) {
      if (isNotReady(error) && round < 3) {
        await ensureContainer(context);
        continue;
      }
      if (isExpiredContainer(error) && round === 0) {
        creationId = await ensureContainer(context, true);
        continue;
      }
      throw error;
    }
  }
}

export async function igPermalinkOf(context: AttemptContext, mediaId: string): Promise<string | null> {
  try {
    return (await context.graph.igPermalink(context.caller, mediaId)).permalink ?? null;
  } catch (error) {
    context.logger.warn({ err: error, mediaId }, 'reading the permalink of a published media failed');
    return null;
  }
}
