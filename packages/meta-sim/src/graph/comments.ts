import { projectPlain, renderNode, type NodeShape } from '../fields.ts';
import { GraphError, invalidParameter, unsupportedRequest } from '../graph-error.ts';
import { mintCommentLocalId } from '../ids.ts';
import type { SimRuntime } from '../runtime.ts';
import { DAY_MS, graphTime } from '../time-format.ts';
import { requireAnyPermission, requirePermission } from '../tokens.ts';
import type { CommentFrom, CommentRecord, PageRecord, PostRecord } from '../world.ts';
import { emitFeedComment } from '../webhooks/events.ts';
import { route, type GraphContext, type GraphRoute } from './context.ts';
import { edgeAsField } from './edge-field.ts';
import { listResponse, oldestFirst } from './list.ts';
import { requirePageToken } from './pages.ts';

export const PRIVATE_REPLY_WINDOW_MS = 7 * DAY_MS;

export function commentsOf(rt: SimRuntime, targetId: string, filter: 'toplevel' | 'stream'): CommentRecord[] {
  const all = Object.values(rt.world.comments);
  const target = rt.world.comments[targetId];
  if (target) return oldestFirst(all.filter((c) => c.parentId === targetId));
  return oldestFirst(all.filter((c) => c.objectId === targetId && (filter === 'stream' || c.parentId === null)));
}

export function canReplyPrivately(rt: SimRuntime, comment: CommentRecord, accountId: string): boolean {
  return (
    comment.privateReplyAt === null &&
    rt.nowMs() - comment.createdAt <= PRIVATE_REPLY_WINDOW_MS &&
    comment.from.id !== accountId
  );
}

export function commentShape(ctx: GraphContext): NodeShape<CommentRecord> {
  const { rt } = ctx;
  const pageOf = (c: CommentRecord) => {
    const post = rt.world.posts[c.objectId];
    return post ? rt.world.pages[post.pageId] : undefined;
  };
  return {
    nodeType: 'Comment',
    defaultFields: ['created_time', 'from', 'message', 'id'],
    fields: {
      id: (c) => c.id,
      message: (c) => c.message,
      created_time: (c) => graphTime(c.createdAt),
      from: (c, spec) => (c.fromHidden ? undefined : projectPlain({ name: c.from.name, id: c.from.id }, spec)),
      parent: (c) => (c.parentId ? { id: c.parentId } : undefined),
      object: (c) => ({ id: c.objectId }),
      is_hidden: (c) => c.hidden,
      can_hide: (c) => c.from.id !== pageOf(c)?.id,
      can_remove: () => true,
      can_comment: (c) => c.parentId === null,
      can_like: () => true,
      can_reply_privately: (c) => canReplyPrivately(rt, c, pageOf(c)?.id ?? ''),
      comment_count: (c) => commentsOf(rt, c.id, 'toplevel').length,
      like_count: (c) => (c.likedByPage ? 1 : 0),
      user_likes: (c) => c.likedByPage,
      permalink_url: (c) =>
        `https://www.facebook.com/${c.objectId.replace('_', '/posts/')}?comment_id=${c.id.split('_')[1] ?? c.id}`,
      attachment: (c) =>
        c.attachmentUrl
          ? { type: 'photo', media: { image: { src: c.attachmentUrl, height: 720, width: 720 } }, url: c.attachmentUrl }
          : undefined,
      message_tags: () => [],
      comments: (c, spec) =>
        edgeAsField(commentsOf(rt, c.id, 'toplevel'), spec, (reply, children) =>
          renderNode(commentShape(ctx), reply, children),
        ),
    },
  };
}

export type NewFacebookComment = {
  post: PostRecord;
  parentId: string | null;
  from: CommentFrom;
  message: string;
  attachmentUrl?: string | null;
  createdAt?: number;
  fromHidden?: boolean;
};

export function addFacebookComment(rt: SimRuntime, input: NewFacebookComment): CommentRecord {
  // Facebook threads are two levels deep: a reply to a reply joins the top-level comment
  let parentId = input.parentId;
  const parent = parentId ? rt.world.comments[parentId] : undefined;
  if (parent?.parentId) parentId = parent.parentId;
  const comment: CommentRecord = {
    id: `${input.post.id.split('_')[1] ?? input.post.id}_${mintCommentLocalId()}`,
    platform: 'facebook',
    objectId: input.post.id,
    parentId,
    from: input.from,
    message: input.message,
    attachmentUrl: input.attachmentUrl ?? null,
    createdAt: input.createdAt ?? rt.nowMs(),
    hidden: false,
    likedByPage: false,
    privateReplyAt: null,
    ...(input.fromHidden ? { fromHidden: true } : {}),
  };
  rt.world.comments[comment.id] = comment;
  emitFeedComment(rt, comment, 'add');
  return comment;
}

function pageAsAuthor(page: PageRecord): CommentFrom {
  return { id: page.id, name: page.name, username: page.username };
}

function readCommentsPermission(ctx: GraphContext) {
  requireAnyPermission(ctx.rt, ctx.auth, [
    'pages_read_engagement',
    'pages_read_user_content',
    'pages_manage_engagement',
  ]);
}

/** `since` / `until` as Meta reads them: a Unix time in seconds or a date `strtotime` understands. */
function timeParam(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  const ms = /^\d+$/.test(raw) ? Number(raw) * 1000 : Date.parse(raw);
  if (!Number.isFinite(ms)) throw invalidParameter(`(#100) Invalid time: ${raw}`);
  return ms;
}

function listComments(ctx: GraphContext, targetId: string): unknown {
  readCommentsPermission(ctx);
  const filter = ctx.params.string('filter') === 'stream' ? 'stream' : 'toplevel';
  let comments = commentsOf(ctx.rt, targetId, filter);
  const since = timeParam(ctx.params.string('since'));
  const until = timeParam(ctx.params.string('until'));
  if (since !== null) comments = comments.filter((c) => c.createdAt >= since);
  if (until !== null) comments = comments.filter((c) => c.createdAt <= until);
  if (ctx.params.string('order') === 'reverse_chronological') comments = comments.reverse();
  const shape = commentShape(ctx);
  const list: Record<string, unknown> = listResponse(
    ctx,
    comments,
    (c) => c.id,
    (c) => renderNode(shape, c, ctx.fields),
  );
  if (ctx.params.boolean('summary'))
    list.summary = {
      order: ctx.params.string('order') ?? 'chronological',
      total_count: comments.length,
      can_comment: true,
    };
  return list;
}

function postComment(ctx: GraphContext, post: PostRecord, parentId: string | null): unknown {
  const page = requirePageToken(ctx);
  requirePermission(ctx.rt, ctx.auth, 'pages_manage_engagement');
  const message = ctx.params.string('message') ?? '';
  const attachmentUrl = ctx.params.string('attachment_url') ?? ctx.params.string('attachment_share_url') ?? null;
  if (!message && !attachmentUrl) throw invalidParameter('(#100) Missing message or attachment');
  const comment = addFacebookComment(ctx.rt, { post, parentId, from: pageAsAuthor(page), message, attachmentUrl });
  return ctx.fields ? renderNode(commentShape(ctx), comment, ctx.fields) : { id: comment.id };
}

export const commentRoutes: GraphRoute[] = [
  route('post', 'GET', 'comments', (ctx, node) => listComments(ctx, node.post.id)),
  route('post', 'POST', 'comments', (ctx, node) => postComment(ctx, node.post, null)),
  route('comment', 'GET', '', (ctx, node) => {
    readCommentsPermission(ctx);
    return renderNode(commentShape(ctx), node.comment, ctx.fields);
  }),
  route('comment', 'GET', 'comments', (ctx, node) => listComments(ctx, node.comment.id)),
  route('comment', 'POST', 'comments', (ctx, node) => {
    const post = ctx.rt.world.posts[node.comment.objectId];
    if (!post) throw new GraphError({ code: 100, subcode: 33, message: '(#100) The parent post no longer exists' });
    return postComment(ctx, post, node.comment.id);
  }),
  route('comment', 'POST', '', (ctx, node) => {
    const page = requirePageToken(ctx);
    requirePermission(ctx.rt, ctx.auth, 'pages_manage_engagement');
    const comment = node.comment;
    const hidden = ctx.params.boolean('is_hidden');
    const message = ctx.params.string('message');
    if (hidden === undefined && message === undefined)
      throw invalidParameter('(#100) Requires one of the params: is_hidden, message');
    if (hidden !== undefined) {
      // A page hides comments on its own posts only; Meta answers as for an object the token cannot see.
      if (ctx.rt.world.posts[comment.objectId]?.pageId !== page.id) throw unsupportedRequest('POST', comment.id);
      if (comment.from.id === page.id)
        throw new GraphError({ code: 100, message: '(#100) A Page cannot hide its own comment' });
      if (comment.hidden !== hidden) {
        comment.hidden = hidden;
        emitFeedComment(ctx.rt, comment, hidden ? 'hide' : 'unhide');
      }
    }
    if (message !== undefined) {
      if (comment.from.id !== page.id)
        throw new GraphError({ code: 200, message: "(#200) Cannot edit another user's comment" });
      comment.message = message;
      emitFeedComment(ctx.rt, comment, 'edited');
    }
    return { success: true };
  }),
  route('comment', 'DELETE', '', (ctx, node) => {
    requirePageToken(ctx);
    requirePermission(ctx.rt, ctx.auth, 'pages_manage_engagement');
    const { world } = ctx.rt;
    emitFeedComment(ctx.rt, node.comment, 'remove');
    delete world.comments[node.comment.id];
    for (const reply of Object.values(world.comments))
      if (reply.parentId === node.comment.id) delete world.comments[reply.id];
    return { success: true };
  }),
  route('comment', 'GET', 'likes', (ctx, node) => {
    readCommentsPermission(ctx);
    const page = ctx.rt.world.posts[node.comment.objectId]
      ? ctx.rt.world.pages[ctx.rt.world.posts[node.comment.objectId]!.pageId]
      : undefined;
    const likers = node.comment.likedByPage && page ? [{ id: page.id, name: page.name }] : [];
    return {
      data: likers,
      summary: { total_count: likers.length, can_like: true, has_liked: node.comment.likedByPage },
    };
  }),
  route('comment', 'POST', 'likes', (ctx, node) => {
    requirePermission(ctx.rt, ctx.auth, 'pages_manage_engagement');
    node.comment.likedByPage = true;
    return { success: true };
  }),
  route('comment', 'DELETE', 'likes', (ctx, node) => {
    requirePermission(ctx.rt, ctx.auth, 'pages_manage_engagement');
    node.comment.likedByPage = false;
    return { success: true };
  }),
];
