import { enqueueInAppMode } from '../app-settings.ts';
import type { SimRuntime } from '../runtime.ts';
import { epochSeconds, graphTime } from '../time-format.ts';
import type { Inbox } from '../messaging.ts';
import type { CommentRecord, IgAccountRecord, PageRecord } from '../world.ts';
import type { DeliveryRecord, SigningApp } from './delivery.ts';

const FIELD_SYNONYMS: Record<string, string[]> = {
  messaging_referrals: ['messaging_referrals', 'messaging_referral'],
};

// Meta delivers a page field only when the app is installed on the page with that field subscribed
export function pageSubscribedTo(page: PageRecord, field: string): boolean {
  if (!page.subscribedFields) return false;
  const accepted = FIELD_SYNONYMS[field] ?? [field];
  return page.subscribedFields.some((f) => accepted.includes(f));
}

/**
 * Which app an Instagram account's events go to: the Instagram app once the account subscribed it through Instagram
 * Login (`POST /me/subscribed_apps` on graph.instagram.com), else the Facebook app through the account's page; null
 * while neither is subscribed.
 */
export function instagramDeliveryApp(rt: SimRuntime, account: IgAccountRecord): SigningApp | null {
  if (account.instagramLoginFields) return 'instagram';
  const page = account.pageId ? rt.world.pages[account.pageId] : undefined;
  return page && page.subscribedFields !== null ? 'facebook' : null;
}

export function emitFeedComment(
  rt: SimRuntime,
  comment: CommentRecord,
  verb: 'add' | 'edited' | 'remove' | 'hide' | 'unhide',
): DeliveryRecord | null {
  const post = rt.world.posts[comment.objectId];
  if (!post) return null;
  const page = rt.world.pages[post.pageId];
  if (!page || !pageSubscribedTo(page, 'feed')) return null;
  const now = rt.nowMs();
  const value: Record<string, unknown> = {
    ...(comment.fromHidden ? {} : { from: { id: comment.from.id, name: comment.from.name } }),
    post: {
      status_type: post.photoIds.length > 0 ? 'added_photos' : 'mobile_status_update',
      is_published: post.state === 'published',
      updated_time: graphTime(post.updatedAt),
      promotion_status: 'inactive',
      id: post.id,
    },
    message: comment.message,
    post_id: post.id,
    comment_id: comment.id,
    created_time: epochSeconds(comment.createdAt),
    item: 'comment',
    parent_id: comment.parentId ?? post.id,
    verb,
  };
  if (comment.attachmentUrl) value.photo = comment.attachmentUrl;
  return enqueueInAppMode(rt, 'feed', {
    object: 'page',
    entry: [{ id: page.id, time: epochSeconds(now), changes: [{ field: 'feed', value }] }],
  });
}

export function emitIgComment(rt: SimRuntime, comment: CommentRecord): DeliveryRecord | null {
  const media = rt.world.igMedia[comment.objectId];
  if (!media) return null;
  const account = rt.world.igAccounts[media.igUserId];
  const app = account ? instagramDeliveryApp(rt, account) : null;
  if (!account || !app) return null;
  const value: Record<string, unknown> = {
    ...(comment.fromHidden ? {} : { from: { id: comment.from.id, username: comment.from.username } }),
    media: { id: media.id, media_product_type: media.productType },
    id: comment.id,
    text: comment.message,
  };
  if (comment.parentId) value.parent_id = comment.parentId;
  return enqueueInAppMode(
    rt,
    'comments',
    {
      object: 'instagram',
      entry: [{ id: account.id, time: epochSeconds(rt.nowMs()), changes: [{ field: 'comments', value }] }],
    },
    app,
  );
}

export type MessagingField = 'messages' | 'messaging_postbacks' | 'message_echoes';

// Messenger and IG DM events share the entry[].messaging[] envelope with millisecond times
export function emitMessaging(
  rt: SimRuntime,
  inbox: Inbox,
  field: MessagingField,
  event: Record<string, unknown>,
): DeliveryRecord | null {
  const { page, account } = inbox;
  if (inbox.platform === 'messenger') {
    if (!page || !pageSubscribedTo(page, field)) return null;
    return enqueueInAppMode(rt, field, {
      object: 'page',
      entry: [{ id: page.id, time: rt.nowMs(), messaging: [event] }],
    });
  }
  const app = account ? instagramDeliveryApp(rt, account) : null;
  if (!account || !app) return null;
  // Instagram echoes come in the `messages` field
  const igField = field === 'message_echoes' ? 'messages' : field;
  return enqueueInAppMode(
    rt,
    igField,
    { object: 'instagram', entry: [{ id: account.id, time: rt.nowMs(), messaging: [event] }] },
    app,
  );
}

/**
 * A person granted or took back one of the app's permissions: Meta tells the app on the Permissions object (one
 * change per permission, named by it), when the app's Webhooks product subscribes that object. App-level: no page
 * subscription or app role is involved.
 */
export function emitPermissionChange(
  rt: SimRuntime,
  userId: string,
  permission: string,
  verb: 'granted' | 'revoked',
): DeliveryRecord | null {
  if (!rt.world.app.permissionsWebhook) return null;
  return rt.webhooks.enqueue('permissions', {
    object: 'permissions',
    entry: [
      {
        id: userId,
        uid: userId,
        time: epochSeconds(rt.nowMs()),
        changes: [{ field: permission, value: { field: permission, verb } }],
      },
    ],
  });
}
