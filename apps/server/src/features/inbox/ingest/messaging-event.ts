import { getStartedPayload, type InboxMessageKind, type SubscriberSource } from '@app/contract';
import type { StoredMessage } from '../inbox.repository.ts';

// Meta's messaging payloads are loosely shaped; every value is checked where it is read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export type ReadMessage = {
  message: StoredMessage;
  source: SubscriberSource;
  sourceRef: string | null;
};

/** Where a person came from when Meta tells (an ad, an m.me link with ref): in a message, postback or referral. */
export function referralSource(
  referral: Json | undefined,
): { source: SubscriberSource; sourceRef: string | null } | null {
  if (!referral || typeof referral !== 'object') return null;
  if (referral.source === 'ADS' || referral.ad_id) return { source: 'ad', sourceRef: str(referral.ad_id) };
  return { source: 'referral', sourceRef: str(referral.ref) ?? str(referral.source) };
}

function attachmentKind(type: string | null): InboxMessageKind {
  switch (type) {
    case 'image':
    case 'video':
    case 'audio':
    case 'file':
    case 'template':
      return type;
    case 'sticker':
      return 'sticker';
    default:
      return 'unsupported';
  }
}

/**
 * A shared post (`ig_post`; `share` before 2026, sent beside `ig_post` while both were) or reel (`ig_reel`, `reel`):
 * the media's id, its caption as `title`, the picture's address (a reel's video). The permalink is not in it.
 */
function sharedMediaOf(attachments: Json[]): StoredMessage['attachments'][number] | null {
  const shared =
    attachments.find((attachment) => attachment.type === 'ig_post' || attachment.type === 'ig_reel') ??
    attachments.find((attachment) => attachment.type === 'share' || attachment.type === 'reel');
  const payload: Json = shared?.payload ?? {};
  const reel = shared?.type === 'ig_reel' || shared?.type === 'reel';
  const mediaId = str(payload.ig_post_media_id) ?? str(payload.reel_video_id);
  if (!shared || mediaId === null) return null;
  const url = str(payload.url);
  return {
    type: reel ? 'ig_reel' : 'ig_post',
    url,
    share: { media_id: mediaId, caption: str(payload.title), picture_url: reel ? null : url, permalink: null },
  };
}

function attachmentsOf(message: Json): StoredMessage['attachments'] {
  const list: Json[] = Array.isArray(message.attachments) ? message.attachments : [];
  const shared = sharedMediaOf(list);
  if (shared) return [shared];
  return list.map((attachment) => ({
    type: str(attachment.type) ?? 'unknown',
    url: str(attachment.payload?.url),
  }));
}

/** A `message` (or echo) event as the stored message and the source it would give a new subscriber. */
export function readMessageEvent(event: Json, direction: 'in' | 'out'): ReadMessage | null {
  const message: Json | undefined = event.message;
  const mid = str(message?.mid);
  if (!message || !mid) return null;
  const attachments = attachmentsOf(message);
  const text = str(message.text);
  let kind: InboxMessageKind = text !== null ? 'text' : attachmentKind(attachments[0]?.type ?? null);
  if (message.sticker_id) kind = 'sticker';
  if (attachments[0]?.share) kind = 'share';
  let story: StoredMessage['story'] = null;
  let source: SubscriberSource = 'message';
  let sourceRef: string | null = null;
  const mention = attachments.find((attachment) => attachment.type === 'story_mention');
  if (mention) {
    kind = 'story_mention';
    story = { id: null, url: mention.url };
    source = 'story_mention';
  } else if (message.reply_to?.story) {
    kind = 'story_reply';
    story = { id: str(message.reply_to.story.id), url: str(message.reply_to.story.url) };
    source = 'story_reply';
    sourceRef = story.id;
  } else if (message.quick_reply) {
    kind = 'quick_reply';
  }
  const referral = referralSource(message.referral);
  if (referral) ({ source, sourceRef } = referral);
  return {
    message: {
      direction,
      kind,
      author: direction === 'in' ? 'customer' : 'page',
      text,
      attachments,
      metaMessageId: mid,
      story,
      postbackPayload: str(message.quick_reply?.payload),
    },
    source,
    sourceRef,
  };
}

/** A button press (get-started, persistent menu, a template's button): stored as a message of the customer. */
export function readPostbackEvent(event: Json, fallbackKey: string): ReadMessage | null {
  const postback: Json | undefined = event.postback;
  if (!postback) return null;
  const payload = str(postback.payload);
  const referral = referralSource(postback.referral);
  const source: SubscriberSource = payload === getStartedPayload ? 'get_started' : 'postback';
  return {
    message: {
      direction: 'in',
      kind: 'postback',
      author: 'customer',
      text: str(postback.title),
      attachments: [],
      // Postbacks without a mid (older payloads) are keyed as the webhook stored them, so a replay stays one row.
      metaMessageId: str(postback.mid) ?? fallbackKey,
      story: null,
      postbackPayload: payload,
    },
    source: referral?.source ?? source,
    sourceRef: referral?.sourceRef ?? null,
  };
}
