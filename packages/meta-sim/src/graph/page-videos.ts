import { renderNode, type NodeShape } from '../fields.ts';
import { GraphError, invalidParameter } from '../graph-error.ts';
import { mintObjectId } from '../ids.ts';
import { checkVideo, isFetchable } from '../media-check.ts';
import type { SimRuntime } from '../runtime.ts';
import { graphTime } from '../time-format.ts';
import { requireAnyPermission } from '../tokens.ts';
import type { VideoRecord } from '../world.ts';
import { route, type GraphContext, type GraphRoute } from './context.ts';
import { listResponse, newestFirst } from './list.ts';
import { requirePageToken } from './pages.ts';
import { createPost, validateSchedule } from './posts.ts';

export type VideoStatus = 'processing' | 'ready' | 'error';

export function videoStatus(rt: SimRuntime, video: VideoRecord): VideoStatus {
  if (video.failure) return 'error';
  if (video.checkPending && rt.checksInFlight.has(video.id)) return 'processing';
  return rt.nowMs() < video.readyAt ? 'processing' : 'ready';
}

/** A processed video becomes a post of the page (published now, or scheduled as asked); applied lazily. */
export function postReadyVideos(rt: SimRuntime): void {
  for (const video of Object.values(rt.world.videos)) {
    if (video.postId !== null || videoStatus(rt, video) !== 'ready') continue;
    const page = rt.world.pages[video.pageId];
    if (!page || (!video.published && video.scheduledPublishTime === null)) continue;
    const post = createPost(rt, page, {
      id: `${page.id}_${video.id}`,
      message: video.description,
      link: null,
      state: video.published ? 'published' : 'scheduled',
      scheduledPublishTime: video.published ? null : video.scheduledPublishTime,
      photoIds: [],
      videoId: video.id,
      createdAt: Math.max(video.readyAt, video.createdAt),
    });
    video.postId = post.id;
  }
}

function statusNode(rt: SimRuntime, video: VideoRecord): Record<string, unknown> {
  const status = videoStatus(rt, video);
  const post = video.postId ? rt.world.posts[video.postId] : undefined;
  const processing =
    status === 'error'
      ? { status: 'error', errors: [{ code: 1363008, message: video.failure?.message ?? 'Video processing failed' }] }
      : { status: status === 'ready' ? 'complete' : 'in_progress' };
  const publishStatus = post?.state === 'published' ? 'published' : post?.state === 'scheduled' ? 'scheduled' : null;
  return {
    video_status: status,
    uploading_phase: { status: 'complete', bytes_transferred: 0 },
    processing_phase: processing,
    publishing_phase: {
      status: publishStatus ? 'complete' : 'not_started',
      ...(publishStatus ? { publish_status: publishStatus } : {}),
      ...(post?.state === 'published' ? { publish_time: graphTime(post.createdAt) } : {}),
    },
  };
}

export function videoShape(ctx: GraphContext): NodeShape<VideoRecord> {
  const { rt } = ctx;
  return {
    nodeType: 'Video',
    defaultFields: ['updated_time', 'description', 'id'],
    fields: {
      id: (v) => v.id,
      title: (v) => v.title ?? undefined,
      description: (v) => v.description ?? undefined,
      created_time: (v) => graphTime(v.createdAt),
      updated_time: (v) => graphTime(v.createdAt),
      permalink_url: (v) => `https://www.facebook.com/${v.pageId}/videos/${v.id}/`,
      status: (v) => statusNode(rt, v),
      post_id: (v) => v.postId ?? undefined,
      published: (v) => (v.postId ? rt.world.posts[v.postId]?.state === 'published' : false),
      scheduled_publish_time: (v) => v.scheduledPublishTime ?? undefined,
      source: (v) => (videoStatus(rt, v) === 'ready' ? (v.fileUrl ?? undefined) : undefined),
      from: (v) => {
        const page = rt.world.pages[v.pageId];
        return page ? { name: page.name, id: page.id } : undefined;
      },
    },
  };
}

function startVideoCheck(rt: SimRuntime, video: VideoRecord): void {
  if (!rt.mediaChecks.fetchMedia || !video.fileUrl || !isFetchable(video.fileUrl)) return;
  video.checkPending = true;
  rt.checksInFlight.add(video.id);
  void checkVideo(video.fileUrl, rt.mediaChecks.fetchTimeoutMs).then((problem) => {
    rt.checksInFlight.delete(video.id);
    const current = rt.world.videos[video.id];
    if (!current) return;
    current.checkPending = false;
    if (problem) current.failure = { message: problem.message };
    rt.saver.schedule();
  });
}

// Meta's docs ask for publish_video; the pages_manage_posts the product requests is what grants it today
function requireVideoPublishing(ctx: GraphContext) {
  requirePageToken(ctx);
  requireAnyPermission(ctx.rt, ctx.auth, ['pages_manage_posts', 'publish_video']);
}

export const pageVideoRoutes: GraphRoute[] = [
  route('page', 'POST', 'videos', (ctx, node) => {
    requireVideoPublishing(ctx);
    const { params, rt } = ctx;
    const fileUrl = params.string('file_url') ?? null;
    const hasSource = params.raw.source !== undefined;
    if (!fileUrl && !hasSource)
      throw new GraphError({ code: 100, message: '(#100) Requires one of the params: file_url, source' });
    if (fileUrl && (!URL.canParse(fileUrl) || !/^https?:/i.test(fileUrl)))
      throw invalidParameter('(#100) Param file_url must be a valid http or https URL');
    const published = params.boolean('published');
    const scheduledAt = validateSchedule(rt, published, params.string('scheduled_publish_time'));
    const now = rt.nowMs();
    const video: VideoRecord = {
      id: mintObjectId(),
      pageId: node.page.id,
      title: params.string('title') ?? null,
      description: params.string('description') ?? null,
      fileUrl: fileUrl ?? `https://scontent.simulator.local/videos/${mintObjectId()}.mp4`,
      published: published !== false,
      scheduledPublishTime: scheduledAt,
      createdAt: now,
      readyAt: now + rt.limits.pageVideoReadyMs,
      failure: null,
      postId: null,
    };
    rt.world.videos[video.id] = video;
    startVideoCheck(rt, video);
    postReadyVideos(rt);
    return { id: video.id };
  }),
  route('page', 'GET', 'videos', (ctx, node) => {
    requireAnyPermission(ctx.rt, ctx.auth, ['pages_read_engagement', 'pages_read_user_content', 'pages_manage_posts']);
    const videos = newestFirst(Object.values(ctx.rt.world.videos).filter((v) => v.pageId === node.page.id));
    const shape = videoShape(ctx);
    return listResponse(
      ctx,
      videos,
      (v) => v.id,
      (v) => renderNode(shape, v, ctx.fields),
    );
  }),
  route('video', 'GET', '', (ctx, node) => {
    requireAnyPermission(ctx.rt, ctx.auth, ['pages_read_engagement', 'pages_read_user_content', 'pages_manage_posts']);
    return renderNode(videoShape(ctx), node.video, ctx.fields);
  }),
  route('video', 'DELETE', '', (ctx, node) => {
    requireVideoPublishing(ctx);
    const { world } = ctx.rt;
    if (node.video.postId) delete world.posts[node.video.postId];
    delete world.videos[node.video.id];
    return { success: true };
  }),
];
