import { renderNode, type NodeShape } from '../fields.ts';
import { GraphError, invalidParameter, missingParameter } from '../graph-error.ts';
import { mintIgObjectId, mintShortcode } from '../ids.ts';
import { IG_FEED_IMAGE, IG_STORY_IMAGE, checkImage, checkVideo, isFetchable } from '../media-check.ts';
import type { SimRuntime } from '../runtime.ts';
import { DAY_MS } from '../time-format.ts';
import { requirePermission } from '../tokens.ts';
import type {
  ContainerMediaType,
  ContainerRecord,
  IgAccountRecord,
  IgMediaRecord,
  IgMediaType,
  IgProductType,
} from '../world.ts';
import { route, type GraphContext, type GraphRoute } from './context.ts';

export const CONTAINER_LIFETIME_MS = DAY_MS;
export type ContainerStatus = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';

const STATUS_TEXT: Record<ContainerStatus, string> = {
  IN_PROGRESS: 'In Progress: Media is still being processed.',
  FINISHED: 'Finished: Media has been uploaded and it is ready to be published.',
  ERROR: 'Error: Media upload has failed.',
  EXPIRED: 'Expired: Media was not published within 24 hours and has expired.',
  PUBLISHED: 'Published: Media has been published.',
};

export function containerStatus(rt: SimRuntime, container: ContainerRecord): ContainerStatus {
  if (container.publishedMediaId) return 'PUBLISHED';
  if (rt.nowMs() - container.createdAt > CONTAINER_LIFETIME_MS) return 'EXPIRED';
  if (container.checkPending && rt.checksInFlight.has(container.id)) return 'IN_PROGRESS';
  if (container.failure) return 'ERROR';
  const children = container.childIds
    .map((id) => rt.world.containers[id])
    .filter((c): c is ContainerRecord => Boolean(c));
  if (children.some((c) => c.checkPending && rt.checksInFlight.has(c.id))) return 'IN_PROGRESS';
  if (children.some((c) => c.failure)) return 'ERROR';
  if (rt.nowMs() < container.readyAt || children.some((c) => rt.nowMs() < c.readyAt)) return 'IN_PROGRESS';
  return 'FINISHED';
}

/** The container's own failure, or for a carousel the first failed item's. */
function failureOf(rt: SimRuntime, container: ContainerRecord): ContainerRecord['failure'] {
  if (container.failure) return container.failure;
  for (const id of container.childIds) {
    const failure = rt.world.containers[id]?.failure;
    if (failure) return failure;
  }
  return null;
}

function containerShape(ctx: GraphContext): NodeShape<ContainerRecord> {
  const { rt } = ctx;
  return {
    nodeType: 'ShadowIGMediaBuilder',
    defaultFields: ['id'],
    fields: {
      id: (c) => c.id,
      status_code: (c) => containerStatus(rt, c),
      status: (c) => {
        const status = containerStatus(rt, c);
        const failure = status === 'ERROR' ? failureOf(rt, c) : null;
        return failure ? `Error: ${failure.message} (${failure.subcode})` : STATUS_TEXT[status];
      },
      media_type: (c) => c.mediaType,
      is_carousel_item: (c) => c.isCarouselItem,
    },
  };
}

function readUrl(ctx: GraphContext, name: string): string | null {
  const value = ctx.params.string(name);
  if (value === undefined || value === '') return null;
  if (!URL.canParse(value) || !/^https?:/.test(value)) {
    throw new GraphError({
      code: 9004,
      subcode: 2207052,
      message: "Media download has failed. The media URI doesn't meet our requirements.",
      userTitle: 'Media download failed',
      userMessage: 'The media could not be fetched from this URI.',
    });
  }
  return value;
}

// Media URLs containing "sim-fail" let tests exercise the ERROR status
function failureFor(url: string | null): ContainerRecord['failure'] {
  if (url && url.includes('sim-fail')) return { subcode: 2207003, message: 'It takes too long to download the media.' };
  return null;
}

function createContainer(ctx: GraphContext, account: IgAccountRecord): unknown {
  requirePermission(ctx.rt, ctx.auth, 'instagram_content_publish');
  const { rt, params } = ctx;
  const rawType = params.string('media_type')?.toUpperCase();
  const imageUrl = readUrl(ctx, 'image_url');
  const videoUrl = readUrl(ctx, 'video_url');
  const isCarouselItem = params.boolean('is_carousel_item') === true;
  const caption = params.string('caption') ?? null;
  if (caption !== null && caption.length > 2200)
    throw invalidParameter('(#100) The caption must be at most 2200 characters');
  const hashtags = caption?.match(/#[\p{L}\p{N}_]+/gu)?.length ?? 0;
  // Meta has not documented its answer to one hashtag too many: refused like the caption's other limit.
  if (hashtags > rt.limits.hashtagsPerCaption)
    throw invalidParameter(`(#100) The caption can have at most ${rt.limits.hashtagsPerCaption} hashtags`);
  let mediaType: ContainerMediaType;
  let childIds: string[] = [];
  const now = rt.nowMs();

  if (rawType === 'CAROUSEL') {
    childIds = params.list('children') ?? [];
    if (childIds.length < 2 || childIds.length > 10)
      throw invalidParameter('(#100) A carousel needs between 2 and 10 children', 2207028);
    for (const id of childIds) {
      const child = rt.world.containers[id];
      if (!child || child.igUserId !== account.id || !child.isCarouselItem)
        throw invalidParameter(`(#100) Invalid carousel child container: ${id}`);
      if (now - child.createdAt > CONTAINER_LIFETIME_MS)
        throw new GraphError({
          code: 24,
          subcode: 2207008,
          message: `The media builder with creation id = ${id} does not exist or has been expired.`,
        });
    }
    mediaType = 'CAROUSEL';
  } else if (rawType === 'REELS') {
    if (!videoUrl) throw missingParameter('video_url');
    mediaType = 'REELS';
  } else if (rawType === 'STORIES') {
    // Meta publishes stories from business accounts only; its answer to a creator's is not documented.
    if (account.accountType === 'MEDIA_CREATOR')
      throw invalidParameter('(#100) Stories can only be published by Instagram business accounts');
    if (!imageUrl && !videoUrl) throw invalidParameter('(#100) Stories need an image_url or a video_url');
    mediaType = 'STORIES';
  } else if (rawType === 'VIDEO') {
    if (!isCarouselItem)
      throw invalidParameter(
        '(#100) The VIDEO media type is only supported for carousel items; publish single videos with media_type=REELS',
        2207067,
      );
    if (!videoUrl) throw missingParameter('video_url');
    mediaType = 'VIDEO';
  } else if (rawType === undefined || rawType === 'IMAGE') {
    if (videoUrl && !imageUrl)
      throw invalidParameter('(#100) The media_type parameter is required for videos: use REELS', 2207067);
    if (!imageUrl) throw missingParameter('image_url');
    mediaType = 'IMAGE';
  } else {
    throw invalidParameter('Param media_type must be one of {IMAGE, VIDEO, REELS, STORIES, CAROUSEL}');
  }

  const isVideo = videoUrl !== null && mediaType !== 'IMAGE';
  const container: ContainerRecord = {
    id: mintIgObjectId(),
    igUserId: account.id,
    mediaType,
    imageUrl,
    videoUrl,
    caption,
    isCarouselItem,
    childIds,
    createdAt: now,
    readyAt:
      now +
      (mediaType === 'CAROUSEL' ? 0 : isVideo ? rt.limits.videoContainerReadyMs : rt.limits.imageContainerReadyMs),
    failure: failureFor(videoUrl ?? imageUrl),
    publishedMediaId: null,
  };
  rt.world.containers[container.id] = container;
  startMediaCheck(rt, container);
  return { id: container.id };
}

// Meta fetches the media after answering: the container stays IN_PROGRESS until the download was checked
function startMediaCheck(rt: SimRuntime, container: ContainerRecord): void {
  const url = container.videoUrl ?? container.imageUrl;
  if (!rt.mediaChecks.fetchMedia || container.failure || !url || !isFetchable(url)) return;
  const timeoutMs = rt.mediaChecks.fetchTimeoutMs;
  const check = container.videoUrl
    ? checkVideo(url, timeoutMs)
    : checkImage(url, container.mediaType === 'STORIES' ? IG_STORY_IMAGE : IG_FEED_IMAGE, timeoutMs);
  container.checkPending = true;
  rt.checksInFlight.add(container.id);
  void check.then((problem) => {
    rt.checksInFlight.delete(container.id);
    // a reset in between replaced the world: the container is gone and the answer is dropped
    const current = rt.world.containers[container.id];
    if (!current) return;
    current.checkPending = false;
    if (problem) current.failure = problem;
    rt.saver.schedule();
  });
}

/** The error `media_publish` answers for a container in ERROR: the download problem, else "create failed". */
function publishErrorFor(failure: ContainerRecord['failure']): GraphError {
  const codes: Record<number, [number, string]> = {
    2207003: [-2, 'Media download timeout'],
    2207004: [36000, 'Image size too large'],
    2207005: [36001, 'Unsupported image format'],
    2207009: [36003, 'Invalid aspect ratio'],
    2207052: [9004, 'Media download failed'],
  };
  const known = failure ? codes[failure.subcode] : undefined;
  if (failure && known)
    return new GraphError({
      code: known[0],
      subcode: failure.subcode,
      message: failure.message,
      userTitle: known[1],
      userMessage: failure.message,
    });
  return new GraphError({
    code: -1,
    subcode: failure?.subcode ?? 2207032,
    message: failure?.message ?? 'Create media has failed',
    userTitle: 'Create media failed',
    userMessage: 'Failed to create media, please try again.',
  });
}

export function publishesInWindow(rt: SimRuntime, igUserId: string): number {
  const since = rt.nowMs() - DAY_MS;
  return rt.world.publishes.filter((p) => p.igUserId === igUserId && p.at > since).length;
}

function mediaFromContainer(rt: SimRuntime, container: ContainerRecord, isChild: boolean): IgMediaRecord {
  const kinds: Record<ContainerMediaType, [IgMediaType, IgProductType]> = {
    IMAGE: ['IMAGE', 'FEED'],
    VIDEO: ['VIDEO', 'FEED'],
    REELS: ['VIDEO', 'REELS'],
    STORIES: [container.videoUrl ? 'VIDEO' : 'IMAGE', 'STORY'],
    CAROUSEL: ['CAROUSEL_ALBUM', 'FEED'],
  };
  const [mediaType, productType] = kinds[container.mediaType];
  const childIds = container.childIds.map((id) => mediaFromContainer(rt, rt.world.containers[id]!, true).id);
  const media: IgMediaRecord = {
    id: mintIgObjectId(),
    igUserId: container.igUserId,
    caption: isChild ? null : container.caption,
    mediaType,
    productType,
    mediaUrl: container.videoUrl ?? container.imageUrl ?? (childIds[0] ? rt.world.igMedia[childIds[0]]!.mediaUrl : ''),
    thumbnailUrl: container.videoUrl ? (container.imageUrl ?? `${container.videoUrl}.jpg`) : null,
    shortcode: mintShortcode(),
    commentEnabled: true,
    likeCount: 0,
    childIds,
    isCarouselChild: isChild,
    createdAt: rt.nowMs(),
  };
  rt.world.igMedia[media.id] = media;
  return media;
}

function publish(ctx: GraphContext, account: IgAccountRecord): unknown {
  requirePermission(ctx.rt, ctx.auth, 'instagram_content_publish');
  const { rt } = ctx;
  const creationId = ctx.params.requiredString('creation_id');
  const container = rt.world.containers[creationId];
  const missing = () =>
    new GraphError({
      code: 24,
      subcode: 2207008,
      message: `The media builder with creation id = ${creationId} does not exist or has been expired.`,
    });
  if (!container || container.igUserId !== account.id) throw missing();
  if (container.isCarouselItem)
    throw invalidParameter('(#100) Carousel items are published through their CAROUSEL container');
  const status = containerStatus(rt, container);
  if (status === 'EXPIRED') throw missing();
  if (status === 'PUBLISHED') throw invalidParameter('(#100) This media has already been published', 2207006);
  if (status === 'IN_PROGRESS') {
    throw new GraphError({
      code: 9007,
      subcode: 2207027,
      message: 'Media ID is not available',
      userTitle: 'Media not ready',
      userMessage: 'The media is not ready for publishing, please wait for a moment',
    });
  }
  if (status === 'ERROR') throw publishErrorFor(failureOf(rt, container));
  if (publishesInWindow(rt, account.id) >= rt.limits.publishingQuotaPerDay) {
    throw new GraphError({
      code: 9,
      subcode: 2207042,
      message: 'Application request limit reached',
      userTitle: 'Reached maximum number of posts',
      userMessage: 'You reached maximum number of posts that is allowed to be published by Content Publishing API',
      isTransient: false,
    });
  }
  const media = mediaFromContainer(rt, container, false);
  container.publishedMediaId = media.id;
  rt.world.publishes.push({ igUserId: account.id, at: rt.nowMs() });
  return { id: media.id };
}

export const igPublishingRoutes: GraphRoute[] = [
  route('ig_user', 'POST', 'media', (ctx, node) => createContainer(ctx, node.account)),
  route('ig_user', 'POST', 'media_publish', (ctx, node) => publish(ctx, node.account)),
  route('ig_user', 'GET', 'content_publishing_limit', (ctx, node) => {
    requirePermission(ctx.rt, ctx.auth, 'instagram_content_publish');
    const full = {
      quota_usage: publishesInWindow(ctx.rt, node.account.id),
      config: { quota_total: ctx.rt.limits.publishingQuotaPerDay, quota_duration: 86400 },
    };
    if (!ctx.fields) return { data: [full] };
    const entry: Record<string, unknown> = {};
    for (const spec of ctx.fields) {
      if (spec.name === 'quota_usage' || spec.name === 'config') entry[spec.name] = full[spec.name];
    }
    return { data: [entry] };
  }),
  route('container', 'GET', '', (ctx, node) => renderNode(containerShape(ctx), node.container, ctx.fields)),
];
