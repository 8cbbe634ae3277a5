import { renderNode } from '../fields.ts';
import { GraphError, invalidParameter, missingParameter } from '../graph-error.ts';
import { createHash } from 'node:crypto';
import { hashtagIdFor } from '../ids.ts';
import type { SimRuntime } from '../runtime.ts';
import { DAY_MS } from '../time-format.ts';
import { requirePermission } from '../tokens.ts';
import type { IgMediaRecord } from '../world.ts';
import { pageAccessible } from './access.ts';
import { route, type GraphContext, type GraphRoute } from './context.ts';
import { igMediaShape } from './instagram.ts';
import { listResponse } from './list.ts';
import { pictureUrl } from './users.ts';

const WEEK_MS = 7 * DAY_MS;

function requireSearcher(ctx: GraphContext): string {
  const userId = ctx.params.string('user_id');
  if (!userId) throw missingParameter('user_id');
  const account = ctx.rt.world.igAccounts[userId];
  const managed =
    ctx.auth.kind === 'instagram'
      ? account?.id === ctx.auth.account.id
      : account?.pageId != null && pageAccessible(ctx.rt, ctx.auth, account.pageId);
  if (!account || !managed) {
    throw new GraphError({
      code: 100,
      subcode: 33,
      type: 'GraphMethodException',
      message: `(#100) Param user_id must be an Instagram account you manage`,
    });
  }
  return userId;
}

function searchesInWindow(rt: SimRuntime, igUserId: string) {
  const since = rt.nowMs() - WEEK_MS;
  return rt.world.hashtagSearches.filter((s) => s.igUserId === igUserId && s.at > since);
}

export function hashtagSearch(ctx: GraphContext): unknown {
  requirePermission(ctx.rt, ctx.auth, 'instagram_basic');
  const igUserId = requireSearcher(ctx);
  const raw = ctx.params.string('q');
  if (!raw) throw missingParameter('q');
  const name = raw.replace(/^#/, '').toLowerCase();
  if (!/^[\p{L}\p{N}_]+$/u.test(name))
    throw invalidParameter('(#100) Invalid hashtag: only letters, digits and underscores are supported');
  const id = hashtagIdFor(name);
  const recent = searchesInWindow(ctx.rt, igUserId);
  // a repeated hashtag is free and keeps its original 7-day timer
  if (!recent.some((s) => s.hashtagId === id)) {
    if (new Set(recent.map((s) => s.hashtagId)).size >= ctx.rt.limits.hashtagsPerWeek) {
      throw new GraphError({
        code: 100,
        message: `(#100) You have reached the maximum number of unique hashtag searches (${ctx.rt.limits.hashtagsPerWeek}) allowed within 7 days`,
      });
    }
    ctx.rt.world.hashtagSearches.push({ igUserId, hashtagId: id, at: ctx.rt.nowMs() });
  }
  ctx.rt.world.hashtags[id] = name;
  return { data: [{ id }] };
}

function taggedMedia(rt: SimRuntime, name: string): IgMediaRecord[] {
  const pattern = new RegExp(`#${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`, 'iu');
  return Object.values(rt.world.igMedia).filter(
    (m) => m.productType !== 'STORY' && !m.isCarouselChild && m.caption !== null && pattern.test(m.caption),
  );
}

const SEEDED_PER_HASHTAG = 8;
const SEEDED_CAPTIONS = [
  'New arrivals today',
  'وصل حديثاً، الكمية محدودة',
  'Weekend look',
  'Best seller of the month',
  'عرض خاص لنهاية الأسبوع',
  'Handmade with love',
  'Back in stock',
  'Gift ideas',
];

/**
 * Public media of other accounts that carry the hashtag, so a search always finds something: the same ids,
 * captions and likes for the same hashtag every time; recent ones are spread over the last 24 hours.
 */
function seededMedia(rt: SimRuntime, name: string, kind: 'top' | 'recent'): IgMediaRecord[] {
  const media: IgMediaRecord[] = [];
  for (let i = 0; i < SEEDED_PER_HASHTAG; i++) {
    const digest = createHash('sha256').update(`${kind}:${name}:${i}`).digest();
    let digits = '';
    for (const byte of digest) digits += String(byte % 10);
    const minutesAgo = kind === 'recent' ? 20 + i * 150 + (digest[0]! % 60) : (2 + i) * 24 * 60 + (digest[1]! % 600);
    media.push({
      id: `179${digits.slice(0, 14)}`,
      igUserId: `17841${digits.slice(14, 26)}`,
      caption: `${SEEDED_CAPTIONS[(digest[2]! + i) % SEEDED_CAPTIONS.length]} #${name}`,
      mediaType: 'IMAGE',
      productType: 'FEED',
      mediaUrl: pictureUrl(rt.settings.publicUrl, `hashtag-${name}-${kind}-${i}`),
      thumbnailUrl: null,
      shortcode: Buffer.from(digest.subarray(3, 11)).toString('base64url').slice(0, 11),
      commentEnabled: false,
      likeCount: kind === 'top' ? 5000 - i * 400 + (digest[4]! % 100) : digest[4]! % 40,
      childIds: [],
      isCarouselChild: false,
      createdAt: rt.nowMs() - minutesAgo * 60_000,
    });
  }
  return media;
}

export const hashtagRoutes: GraphRoute[] = [
  route('hashtag', 'GET', '', (ctx, node) => {
    const out: Record<string, unknown> = { id: node.id };
    if (!ctx.fields || ctx.fields.some((f) => f.name === 'name')) out.name = node.name;
    return out;
  }),
  route('hashtag', 'GET', 'recent_media', (ctx, node) => {
    requireSearcher(ctx);
    const since = ctx.rt.nowMs() - DAY_MS;
    const media = [...taggedMedia(ctx.rt, node.name), ...seededMedia(ctx.rt, node.name, 'recent')]
      .filter((m) => m.createdAt > since)
      .sort((a, b) => b.createdAt - a.createdAt);
    const shape = igMediaShape(ctx);
    return listResponse(
      ctx,
      media,
      (m) => m.id,
      (m) => renderNode(shape, m, ctx.fields),
    );
  }),
  route('hashtag', 'GET', 'top_media', (ctx, node) => {
    requireSearcher(ctx);
    const commentCount = (m: IgMediaRecord) =>
      Object.values(ctx.rt.world.comments).filter((c) => c.objectId === m.id).length;
    const media = [...taggedMedia(ctx.rt, node.name), ...seededMedia(ctx.rt, node.name, 'top')].sort(
      (a, b) => b.likeCount + commentCount(b) - (a.likeCount + commentCount(a)) || b.createdAt - a.createdAt,
    );
    const shape = igMediaShape(ctx);
    return listResponse(
      ctx,
      media,
      (m) => m.id,
      (m) => renderNode(shape, m, ctx.fields),
    );
  }),
  route('ig_user', 'GET', 'recently_searched_hashtags', (ctx, node) => {
    const seen = new Set<string>();
    const data = searchesInWindow(ctx.rt, node.account.id)
      .filter((s) => (seen.has(s.hashtagId) ? false : (seen.add(s.hashtagId), true)))
      .map((s) => ({ id: s.hashtagId, name: ctx.rt.world.hashtags[s.hashtagId] }));
    return { data };
  }),
];
