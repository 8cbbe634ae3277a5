import { postViewUrl } from '../view/post-view.ts';
import { pictureUrl } from './users.ts';
import { projectPlain, renderNode, type NodeShape } from '../fields.ts';
import { GraphError, invalidParameter, missingParameter, unsupportedRequest } from '../graph-error.ts';
import { mintIgCommentId } from '../ids.ts';
import type { SimRuntime } from '../runtime.ts';
import { DAY_MS, graphTime } from '../time-format.ts';
import { requireAnyPermission, requirePermission } from '../tokens.ts';
import type { CommentFrom, CommentRecord, IgAccountRecord, IgMediaRecord } from '../world.ts';
import { emitIgComment } from '../webhooks/events.ts';
import { route, type GraphContext, type GraphRoute } from './context.ts';
import { edgeAsField } from './edge-field.ts';
import { listResponse, newestFirst, oldestFirst } from './list.ts';

export function igUserShape(ctx: GraphContext): NodeShape<IgAccountRecord> {
  const { rt } = ctx;
  return {
    nodeType: 'IGUser',
    defaultFields: ['id'],
    fields: {
      id: (a) => a.id,
      // graph.instagram.com's name for the professional account id (webhooks' entry id)
      user_id: (a) => a.id,
      ig_id: (a) => Number(a.legacyId),
      username: (a) => a.username,
      name: (a) => a.name,
      account_type: (a) => a.accountType ?? 'BUSINESS',
      biography: (a) => a.biography,
      website: (a) => `https://example.com/${a.username}`,
      profile_picture_url: (a) => pictureUrl(rt.settings.publicUrl, a.id),
      followers_count: (a) => a.followersCount,
      follows_count: (a) => a.followsCount,
      media_count: (a) => feedMediaOf(rt, a.id).length,
    },
  };
}

export function feedMediaOf(rt: SimRuntime, igUserId: string): IgMediaRecord[] {
  return newestFirst(
    Object.values(rt.world.igMedia).filter(
      (m) => m.igUserId === igUserId && m.productType !== 'STORY' && !m.isCarouselChild,
    ),
  );
}

export function storiesOf(rt: SimRuntime, igUserId: string): IgMediaRecord[] {
  const since = rt.nowMs() - DAY_MS;
  return newestFirst(
    Object.values(rt.world.igMedia).filter(
      (m) => m.igUserId === igUserId && m.productType === 'STORY' && m.createdAt > since,
    ),
  );
}

export function igCommentsOf(rt: SimRuntime, targetId: string): CommentRecord[] {
  const all = Object.values(rt.world.comments).filter((c) => c.platform === 'instagram');
  if (rt.world.comments[targetId]) return oldestFirst(all.filter((c) => c.parentId === targetId));
  return oldestFirst(all.filter((c) => c.objectId === targetId && c.parentId === null));
}

export function igMediaShape(ctx: GraphContext): NodeShape<IgMediaRecord> {
  const { rt } = ctx;
  const owner = (m: IgMediaRecord) => rt.world.igAccounts[m.igUserId];
  return {
    nodeType: 'IGMedia',
    defaultFields: ['id'],
    fields: {
      id: (m) => m.id,
      caption: (m) => m.caption ?? undefined,
      media_type: (m) => m.mediaType,
      media_product_type: (m) => m.productType,
      media_url: (m) => m.mediaUrl,
      thumbnail_url: (m) => m.thumbnailUrl ?? undefined,
      permalink: (m) => postViewUrl(rt.settings.publicUrl, m.id),
      shortcode: (m) => m.shortcode,
      timestamp: (m) => graphTime(m.createdAt),
      like_count: (m) => m.likeCount,
      comments_count: (m) => Object.values(rt.world.comments).filter((c) => c.objectId === m.id).length,
      is_comment_enabled: (m) => m.commentEnabled,
      username: (m) => owner(m)?.username,
      owner: (m) => ({ id: m.igUserId }),
      children: (m, spec) => {
        if (m.childIds.length === 0) return undefined;
        const children = m.childIds.map((id) => rt.world.igMedia[id]).filter((c): c is IgMediaRecord => Boolean(c));
        return edgeAsField(children, spec, (child, specs) => renderNode(igMediaShape(ctx), child, specs));
      },
      comments: (m, spec) =>
        edgeAsField(igCommentsOf(rt, m.id), spec, (c, specs) => renderNode(igCommentShape(ctx), c, specs)),
    },
  };
}

export function igCommentShape(ctx: GraphContext): NodeShape<CommentRecord> {
  const { rt } = ctx;
  return {
    nodeType: 'IGComment',
    defaultFields: ['timestamp', 'text', 'id'],
    fields: {
      id: (c) => c.id,
      text: (c) => c.message,
      timestamp: (c) => graphTime(c.createdAt),
      username: (c) => (c.fromHidden ? undefined : c.from.username),
      from: (c, spec) => (c.fromHidden ? undefined : projectPlain({ id: c.from.id, username: c.from.username }, spec)),
      like_count: () => 0,
      hidden: (c) => c.hidden,
      media: (c, spec) => {
        const media = rt.world.igMedia[c.objectId];
        return projectPlain({ id: c.objectId, media_product_type: media?.productType }, spec);
      },
      parent_id: (c) => c.parentId ?? undefined,
      replies: (c, spec) =>
        edgeAsField(igCommentsOf(rt, c.id), spec, (reply, specs) => renderNode(igCommentShape(ctx), reply, specs)),
    },
  };
}

export type NewIgComment = {
  media: IgMediaRecord;
  parentId: string | null;
  from: CommentFrom;
  message: string;
  createdAt?: number;
  fromHidden?: boolean;
};

export function addIgComment(rt: SimRuntime, input: NewIgComment): CommentRecord {
  // Instagram threads are one level deep: replying to a reply attaches to its top-level comment
  let parentId = input.parentId;
  const parent = parentId ? rt.world.comments[parentId] : undefined;
  if (parent?.parentId) parentId = parent.parentId;
  const comment: CommentRecord = {
    id: mintIgCommentId(),
    platform: 'instagram',
    objectId: input.media.id,
    parentId,
    from: input.from,
    message: input.message,
    attachmentUrl: null,
    createdAt: input.createdAt ?? rt.nowMs(),
    hidden: false,
    likedByPage: false,
    privateReplyAt: null,
    ...(input.fromHidden ? { fromHidden: true } : {}),
  };
  rt.world.comments[comment.id] = comment;
  emitIgComment(rt, comment);
  return comment;
}

function readIg(ctx: GraphContext) {
  requireAnyPermission(ctx.rt, ctx.auth, ['instagram_basic']);
}

function manageComments(ctx: GraphContext) {
  requirePermission(ctx.rt, ctx.auth, 'instagram_manage_comments');
}

function accountAsAuthor(account: IgAccountRecord): CommentFrom {
  return { id: account.id, name: account.name, username: account.username };
}

const NON_TEXT_PARAMS = ['attachment_url', 'attachment', 'image_url', 'video_url', 'attachment_id', 'media_url'];

function readReplyText(ctx: GraphContext): string {
  const extra = NON_TEXT_PARAMS.find((p) => ctx.params.has(p));
  if (extra)
    throw invalidParameter(`(#100) Instagram comment replies support text only; param ${extra} is not supported`);
  const message = ctx.params.string('message');
  if (message === undefined || message.trim() === '') throw missingParameter('message');
  if (message.length > 2200) throw invalidParameter('(#100) Comment text must be at most 2200 characters');
  return message;
}

export const instagramRoutes: GraphRoute[] = [
  route('ig_user', 'GET', '', (ctx, node) => {
    readIg(ctx);
    return renderNode(igUserShape(ctx), node.account, ctx.fields);
  }),
  route('ig_user', 'GET', 'media', (ctx, node) => {
    readIg(ctx);
    const shape = igMediaShape(ctx);
    return listResponse(
      ctx,
      feedMediaOf(ctx.rt, node.account.id),
      (m) => m.id,
      (m) => renderNode(shape, m, ctx.fields),
    );
  }),
  route('ig_user', 'GET', 'stories', (ctx, node) => {
    readIg(ctx);
    const shape = igMediaShape(ctx);
    return listResponse(
      ctx,
      storiesOf(ctx.rt, node.account.id),
      (m) => m.id,
      (m) => renderNode(shape, m, ctx.fields),
    );
  }),
  route('ig_media', 'GET', '', (ctx, node) => {
    readIg(ctx);
    return renderNode(igMediaShape(ctx), node.media, ctx.fields);
  }),
  route('ig_media', 'POST', '', (ctx, node) => {
    manageComments(ctx);
    const enabled = ctx.params.boolean('comment_enabled');
    if (enabled === undefined) throw missingParameter('comment_enabled');
    node.media.commentEnabled = enabled;
    return { success: true };
  }),
  route('ig_media', 'GET', 'children', (ctx, node) => {
    readIg(ctx);
    const children = node.media.childIds
      .map((id) => ctx.rt.world.igMedia[id])
      .filter((m): m is IgMediaRecord => Boolean(m));
    const shape = igMediaShape(ctx);
    return listResponse(
      ctx,
      children,
      (m) => m.id,
      (m) => renderNode(shape, m, ctx.fields),
    );
  }),
  route('ig_media', 'GET', 'comments', (ctx, node) => {
    requireAnyPermission(ctx.rt, ctx.auth, ['instagram_manage_comments', 'instagram_basic']);
    const shape = igCommentShape(ctx);
    return listResponse(
      ctx,
      igCommentsOf(ctx.rt, node.media.id),
      (c) => c.id,
      (c) => renderNode(shape, c, ctx.fields),
    );
  }),
  route('ig_media', 'POST', 'comments', (ctx, node) => {
    manageComments(ctx);
    if (!node.media.commentEnabled)
      throw new GraphError({ code: 100, message: '(#100) Comments are disabled for this media' });
    const account = ctx.rt.world.igAccounts[node.media.igUserId]!;
    const message = readReplyText(ctx);
    const comment = addIgComment(ctx.rt, {
      media: node.media,
      parentId: null,
      from: accountAsAuthor(account),
      message,
    });
    return { id: comment.id };
  }),
  route('ig_comment', 'GET', '', (ctx, node) => {
    requireAnyPermission(ctx.rt, ctx.auth, ['instagram_manage_comments', 'instagram_basic']);
    return renderNode(igCommentShape(ctx), node.comment, ctx.fields);
  }),
  route('ig_comment', 'GET', 'replies', (ctx, node) => {
    requireAnyPermission(ctx.rt, ctx.auth, ['instagram_manage_comments', 'instagram_basic']);
    const shape = igCommentShape(ctx);
    return listResponse(
      ctx,
      igCommentsOf(ctx.rt, node.comment.id),
      (c) => c.id,
      (c) => renderNode(shape, c, ctx.fields),
    );
  }),
  route('ig_comment', 'POST', 'replies', (ctx, node) => {
    manageComments(ctx);
    const target = node.comment;
    const message = readReplyText(ctx);
    const topLevel = target.parentId ? ctx.rt.world.comments[target.parentId] : target;
    if (!topLevel)
      throw new GraphError({ code: 100, subcode: 33, message: '(#100) The parent comment no longer exists' });
    if (target.hidden || topLevel.hidden)
      throw new GraphError({ code: 100, message: '(#100) Cannot reply to a hidden comment' });
    const media = ctx.rt.world.igMedia[target.objectId];
    if (!media) throw new GraphError({ code: 100, subcode: 33, message: '(#100) The media no longer exists' });
    if (!media.commentEnabled)
      throw new GraphError({ code: 100, message: '(#100) Comments are disabled for this media' });
    const account = ctx.rt.world.igAccounts[media.igUserId]!;
    const reply = addIgComment(ctx.rt, { media, parentId: topLevel.id, from: accountAsAuthor(account), message });
    return { id: reply.id };
  }),
  route('ig_comment', 'POST', '', (ctx, node) => {
    manageComments(ctx);
    const hide = ctx.params.boolean('hide') ?? ctx.params.boolean('hidden');
    if (hide === undefined) throw missingParameter('hide');
    const media = ctx.rt.world.igMedia[node.comment.objectId];
    const account = media ? ctx.rt.world.igAccounts[media.igUserId] : undefined;
    // Only the media owner's page hides its comments; the owner's own comments always stay visible.
    if (ctx.auth.kind === 'page' && account && account.pageId !== ctx.auth.page.id)
      throw unsupportedRequest('POST', node.comment.id);
    if (account && node.comment.from.id === account.id)
      throw new GraphError({ code: 100, message: "(#100) The media owner's own comments cannot be hidden" });
    // Instagram's comments webhook reports new comments only: hiding one sends nothing.
    node.comment.hidden = hide;
    return { success: true };
  }),
  route('ig_comment', 'DELETE', '', (ctx, node) => {
    manageComments(ctx);
    const { world } = ctx.rt;
    delete world.comments[node.comment.id];
    for (const reply of Object.values(world.comments))
      if (reply.parentId === node.comment.id) delete world.comments[reply.id];
    return { success: true };
  }),
];
