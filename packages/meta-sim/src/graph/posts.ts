import { postViewUrl } from '../view/post-view.ts';
import { pictureUrl } from './users.ts';
import { renderNode, type NodeShape } from '../fields.ts';
import { GraphError, invalidParameter } from '../graph-error.ts';
import { mintObjectId } from '../ids.ts';
import { FB_PHOTO_MAX_BYTES, checkImage, isFetchable, type ImageRules } from '../media-check.ts';
import { decodeJsonString } from '../params.ts';
import type { SimRuntime } from '../runtime.ts';
import { DAY_MS, MINUTE_MS, graphTime } from '../time-format.ts';
import { requireAnyPermission, requirePermission } from '../tokens.ts';
import type { PageRecord, PhotoRecord, PostRecord } from '../world.ts';
import { commentShape, commentsOf } from './comments.ts';
import { route, type GraphContext, type GraphRoute } from './context.ts';
import { edgeAsField } from './edge-field.ts';
import { listResponse, newestFirst } from './list.ts';
import { requirePageToken } from './pages.ts';

export function localPostId(post: PostRecord): string {
  return post.id.split('_')[1] ?? post.id;
}

export function postShape(ctx: GraphContext): NodeShape<PostRecord> {
  const { rt } = ctx;
  const photosOf = (post: PostRecord) =>
    post.photoIds.map((id) => rt.world.photos[id]).filter((p): p is PhotoRecord => Boolean(p));
  return {
    nodeType: 'Post',
    defaultFields: ['created_time', 'message', 'id'],
    fields: {
      id: (p) => p.id,
      message: (p) => p.message ?? undefined,
      story: (p) => (p.message ? undefined : `${rt.world.pages[p.pageId]?.name ?? 'Page'} updated their status.`),
      created_time: (p) => graphTime(p.createdAt),
      updated_time: (p) => graphTime(p.updatedAt),
      permalink_url: (p) => postViewUrl(rt.settings.publicUrl, p.id),
      is_published: (p) => p.state === 'published',
      is_hidden: () => false,
      scheduled_publish_time: (p) => p.scheduledPublishTime ?? undefined,
      status_type: (p) =>
        p.videoId
          ? 'added_video'
          : p.photoIds.length > 0
            ? 'added_photos'
            : p.link
              ? 'shared_story'
              : 'mobile_status_update',
      text_format_preset_id: (p) => p.textFormatPresetId ?? undefined,
      link: (p) => p.link ?? undefined,
      full_picture: (p) => photosOf(p)[0]?.url ?? undefined,
      picture: (p) => photosOf(p)[0]?.url ?? undefined,
      from: (p) => {
        const page = rt.world.pages[p.pageId];
        return page ? { name: page.name, id: page.id } : undefined;
      },
      attachments: (p) => {
        const photos = photosOf(p);
        if (photos.length === 0) return undefined;
        return {
          data: photos.map((photo) => ({
            media: { image: { height: 720, width: 720, src: photo.url } },
            target: { id: photo.id },
            type: 'photo',
          })),
        };
      },
      comments: (p, spec) => {
        const shape = commentShape(ctx);
        return edgeAsField(commentsOf(rt, p.id, 'toplevel'), spec, (c, children) => renderNode(shape, c, children));
      },
      shares: () => ({ count: 0 }),
      privacy: () => ({ value: 'EVERYONE', description: 'Public', friends: '', allow: '', deny: '' }),
    },
  };
}

export function photoShape(ctx: GraphContext): NodeShape<PhotoRecord> {
  void ctx;
  return {
    nodeType: 'Photo',
    defaultFields: ['created_time', 'name', 'id'],
    fields: {
      id: (p) => p.id,
      name: (p) => p.caption ?? undefined,
      created_time: (p) => graphTime(p.createdAt),
      link: (p) => `https://www.facebook.com/photo.php?fbid=${p.id}`,
      picture: (p) => p.url ?? undefined,
      images: (p) => (p.url ? [{ height: 720, width: 720, source: p.url }] : []),
      page_story_id: (p) => p.postId ?? undefined,
    },
  };
}

// scheduled_publish_time may be a UNIX timestamp or an ISO 8601 / strtotime-like string
function parsePublishTime(value: string): number {
  if (/^\d+$/.test(value)) return Number(value);
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw invalidParameter('The specified scheduled publish time is invalid.');
  return Math.floor(ms / 1000);
}

export function validateSchedule(
  rt: SimRuntime,
  published: boolean | undefined,
  scheduled: string | undefined,
): number | null {
  if (scheduled === undefined || scheduled === '') return null;
  if (published !== false) throw invalidParameter('Cannot specify a scheduled publish time on a published post');
  const at = parsePublishTime(scheduled) * 1000;
  const delta = at - rt.nowMs();
  if (delta < 10 * MINUTE_MS || delta > 30 * DAY_MS) {
    throw new GraphError({
      code: 100,
      message: '(#100) The specified scheduled publish time is invalid.',
      userTitle: 'Invalid scheduled publish time',
      userMessage: 'The scheduled publish time must be between 10 minutes and 30 days from the time of the request.',
    });
  }
  return Math.floor(at / 1000);
}

export function createPost(
  rt: SimRuntime,
  page: PageRecord,
  input: {
    message: string | null;
    link: string | null;
    state: PostRecord['state'];
    scheduledPublishTime: number | null;
    photoIds: string[];
    id?: string;
    createdAt?: number;
    videoId?: string;
    textFormatPresetId?: string;
  },
): PostRecord {
  const now = input.createdAt ?? rt.nowMs();
  const post: PostRecord = {
    id: input.id ?? `${page.id}_${mintObjectId()}`,
    pageId: page.id,
    message: input.message,
    link: input.link,
    state: input.state,
    scheduledPublishTime: input.scheduledPublishTime,
    photoIds: input.photoIds,
    createdAt:
      input.state === 'scheduled' && input.scheduledPublishTime !== null ? input.scheduledPublishTime * 1000 : now,
    updatedAt: now,
    ...(input.videoId ? { videoId: input.videoId } : {}),
    ...(input.textFormatPresetId ? { textFormatPresetId: input.textFormatPresetId } : {}),
  };
  rt.world.posts[post.id] = post;
  for (const photoId of input.photoIds) {
    const photo = rt.world.photos[photoId];
    if (photo) photo.postId = post.id;
  }
  return post;
}

// A status background is for a short text-only post; Meta refuses it with a link, media or a longer text
function readTextFormatPreset(ctx: GraphContext, message: string | null, hasAttachment: boolean): string | null {
  const presetId = ctx.params.string('text_format_preset_id');
  if (presetId === undefined || presetId === '') return null;
  if (!/^\d+$/.test(presetId)) throw invalidParameter('(#100) Param text_format_preset_id must be a valid preset id');
  if (hasAttachment || !message)
    throw invalidParameter('(#100) text_format_preset_id can only be used on a text-only post (no link, no media)');
  if ([...message].length > TEXT_FORMAT_MAX_CHARS)
    throw invalidParameter(
      `(#100) text_format_preset_id can only be used with a message of at most ${TEXT_FORMAT_MAX_CHARS} characters`,
    );
  return presetId;
}

const TEXT_FORMAT_MAX_CHARS = 130;
const FB_PHOTO: ImageRules = {
  maxBytes: FB_PHOTO_MAX_BYTES,
  formats: ['jpeg', 'png', 'gif', 'webp', 'bmp'],
  aspect: null,
};

// Meta downloads a photo given by `url` before it answers
async function checkPhotoUrl(rt: SimRuntime, url: string): Promise<void> {
  if (!rt.mediaChecks.fetchMedia || !isFetchable(url)) return;
  const problem = await checkImage(url, FB_PHOTO, rt.mediaChecks.fetchTimeoutMs);
  if (problem)
    throw new GraphError({
      code: 324,
      message: '(#324) Missing or invalid image file',
      userTitle: 'Invalid image',
      userMessage: problem.message,
    });
}

function answerWithFields(ctx: GraphContext, post: PostRecord): unknown {
  return ctx.fields ? renderNode(postShape(ctx), post, ctx.fields) : { id: post.id };
}

function readPostsPermission(ctx: GraphContext) {
  requireAnyPermission(ctx.rt, ctx.auth, ['pages_read_engagement', 'pages_read_user_content', 'pages_manage_posts']);
}

function publishedPostsRoute(edge: string): GraphRoute {
  return route('page', 'GET', edge, (ctx, node) => {
    readPostsPermission(ctx);
    const posts = newestFirst(
      Object.values(ctx.rt.world.posts).filter((p) => p.pageId === node.page.id && p.state === 'published'),
    );
    const shape = postShape(ctx);
    return listResponse(
      ctx,
      posts,
      (p) => p.id,
      (p) => renderNode(shape, p, ctx.fields),
    );
  });
}

export const postRoutes: GraphRoute[] = [
  publishedPostsRoute('feed'),
  publishedPostsRoute('posts'),
  publishedPostsRoute('published_posts'),
  route('page', 'GET', 'scheduled_posts', (ctx, node) => {
    requirePageToken(ctx);
    readPostsPermission(ctx);
    const posts = Object.values(ctx.rt.world.posts)
      .filter((p) => p.pageId === node.page.id && p.state === 'scheduled')
      .sort((a, b) => (a.scheduledPublishTime ?? 0) - (b.scheduledPublishTime ?? 0));
    const shape = postShape(ctx);
    return listResponse(
      ctx,
      posts,
      (p) => p.id,
      (p) => renderNode(shape, p, ctx.fields),
    );
  }),
  route('page', 'POST', 'feed', (ctx, node) => {
    requirePageToken(ctx);
    requirePermission(ctx.rt, ctx.auth, 'pages_manage_posts');
    const { params } = ctx;
    const message = params.string('message') ?? null;
    const link = params.string('link') ?? null;
    const attached = decodeJsonString(params.raw.attached_media, 'attached_media');
    const photoIds: string[] = [];
    if (attached !== undefined) {
      if (!Array.isArray(attached)) throw invalidParameter('Param attached_media must be an array');
      for (const item of attached) {
        const id = String((item as { media_fbid?: unknown }).media_fbid ?? '');
        const photo = ctx.rt.world.photos[id];
        if (!photo || photo.pageId !== node.page.id) throw invalidParameter(`Invalid media_fbid: ${id}`);
        photoIds.push(id);
      }
    }
    if (!message && !link && photoIds.length === 0) throw invalidParameter('(#100) Missing message or attachment');
    const presetId = readTextFormatPreset(ctx, message, link !== null || photoIds.length > 0);
    const published = params.boolean('published');
    const scheduledAt = validateSchedule(ctx.rt, published, params.string('scheduled_publish_time'));
    const state = published === false ? (scheduledAt !== null ? 'scheduled' : 'unpublished') : 'published';
    const post = createPost(ctx.rt, node.page, {
      message,
      link,
      state,
      scheduledPublishTime: scheduledAt,
      photoIds,
      ...(presetId ? { textFormatPresetId: presetId } : {}),
    });
    return answerWithFields(ctx, post);
  }),
  route('page', 'GET', 'photos', (ctx, node) => {
    readPostsPermission(ctx);
    const photos = newestFirst(Object.values(ctx.rt.world.photos).filter((p) => p.pageId === node.page.id));
    const shape = photoShape(ctx);
    return listResponse(
      ctx,
      photos,
      (p) => p.id,
      (p) => renderNode(shape, p, ctx.fields),
    );
  }),
  route('page', 'POST', 'photos', async (ctx, node) => {
    requirePageToken(ctx);
    requirePermission(ctx.rt, ctx.auth, 'pages_manage_posts');
    const { params } = ctx;
    const url = params.string('url') ?? null;
    const source = params.raw.source;
    if (!url && source === undefined) throw invalidParameter('(#324) Requires upload file');
    if (url) await checkPhotoUrl(ctx.rt, url);
    const caption = params.string('caption') ?? params.string('message') ?? null;
    const published = params.boolean('published');
    const scheduledAt = validateSchedule(ctx.rt, published, params.string('scheduled_publish_time'));
    const photoId = mintObjectId();
    // An uploaded file is not kept: a picture the simulator serves stands in for it (no outside host offline).
    const photoUrl = url ?? pictureUrl(ctx.rt.settings.publicUrl, `photo-${photoId}`);
    const photo: PhotoRecord = {
      id: photoId,
      pageId: node.page.id,
      url: photoUrl,
      caption,
      postId: null,
      published: published !== false,
      createdAt: ctx.rt.nowMs(),
    };
    ctx.rt.world.photos[photo.id] = photo;
    if (published === false && scheduledAt === null) return { id: photo.id };
    const post = createPost(ctx.rt, node.page, {
      id: `${node.page.id}_${photo.id}`,
      message: caption,
      link: null,
      state: scheduledAt !== null ? 'scheduled' : 'published',
      scheduledPublishTime: scheduledAt,
      photoIds: [photo.id],
    });
    return { id: photo.id, post_id: post.id };
  }),

  route('post', 'GET', '', (ctx, node) => {
    readPostsPermission(ctx);
    return renderNode(postShape(ctx), node.post, ctx.fields);
  }),
  route('post', 'POST', '', (ctx, node) => {
    requirePageToken(ctx);
    requirePermission(ctx.rt, ctx.auth, 'pages_manage_posts');
    const post = node.post;
    const now = ctx.rt.nowMs();
    const reschedule = ctx.params.string('scheduled_publish_time');
    if (reschedule !== undefined && reschedule !== '' && ctx.params.boolean('is_published') !== true) {
      if (post.state === 'published')
        throw invalidParameter('(#100) A published post cannot be given a scheduled publish time');
      post.scheduledPublishTime = validateSchedule(ctx.rt, false, reschedule);
      post.state = 'scheduled';
      post.createdAt = post.scheduledPublishTime! * 1000;
    }
    if (ctx.params.boolean('is_published') === true && post.state !== 'published') {
      post.state = 'published';
      post.scheduledPublishTime = null;
      post.createdAt = now;
    }
    const message = ctx.params.string('message');
    if (message !== undefined) post.message = message;
    post.updatedAt = now;
    return { success: true };
  }),
  route('post', 'DELETE', '', (ctx, node) => {
    requirePageToken(ctx);
    requirePermission(ctx.rt, ctx.auth, 'pages_manage_posts');
    const { world } = ctx.rt;
    delete world.posts[node.post.id];
    for (const comment of Object.values(world.comments))
      if (comment.objectId === node.post.id) delete world.comments[comment.id];
    return { success: true };
  }),
  route('post', 'POST', 'likes', (ctx) => {
    requirePermission(ctx.rt, ctx.auth, 'pages_manage_engagement');
    return { success: true };
  }),
  route('post', 'DELETE', 'likes', (ctx) => {
    requirePermission(ctx.rt, ctx.auth, 'pages_manage_engagement');
    return { success: true };
  }),
  route('photo', 'GET', '', (ctx, node) => renderNode(photoShape(ctx), node.photo, ctx.fields)),
];
