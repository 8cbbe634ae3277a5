import { createHash } from 'node:crypto';

export type EventKind =
  | 'fb.comment'
  | 'fb.feed'
  | 'ig.comment'
  | 'ig.mention'
  | 'message'
  | 'message.echo'
  | 'quick_reply'
  | 'postback'
  | 'story_mention'
  | 'story_reply'
  | 'read'
  | 'delivery'
  | 'reaction'
  | 'referral'
  | 'permission'
  | 'other';

export type IncomingEvent = {
  naturalKey: string;
  object: string;
  accountId: string;
  kind: EventKind;
  isEcho: boolean;
  payload: Record<string, unknown>;
  occurredAt: Date | null;
};

// Meta's payloads are loosely shaped and vary by field; each value is checked where it is read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
const fromSeconds = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000) : null);
const fromMilliseconds = (value: unknown) => (typeof value === 'number' ? new Date(value) : null);

/** Facebook comment ids are `{postId}_{commentId}`; the same comment can appear with or without the prefix. */
export function normalizeCommentId(id: string): string {
  const parts = id.split('_');
  return parts.length > 1 ? parts.slice(-1)[0]! : id;
}

function changeEvent(object: string, accountId: string, change: Json, entryTime: unknown): IncomingEvent {
  const value: Json = change.value ?? {};
  const field = String(change.field ?? 'unknown');
  if (object === 'page' && field === 'feed' && value.item === 'comment' && value.comment_id) {
    return {
      naturalKey: `fb:comment:${normalizeCommentId(String(value.comment_id))}:${value.verb ?? 'add'}`,
      object,
      accountId,
      kind: 'fb.comment',
      isEcho: value.from?.id !== undefined && String(value.from.id) === accountId,
      payload: value,
      occurredAt: fromSeconds(value.created_time) ?? fromSeconds(entryTime),
    };
  }
  if (object === 'instagram' && (field === 'comments' || field === 'live_comments') && value.id) {
    return {
      naturalKey: `ig:comment:${value.id}`,
      object,
      accountId,
      kind: 'ig.comment',
      isEcho: value.from?.id !== undefined && String(value.from.id) === accountId,
      payload: { ...value, field },
      occurredAt: fromSeconds(entryTime),
    };
  }
  // The Permissions object: one change per permission, named by the field, for the person of the entry.
  if (object === 'permissions') {
    return {
      naturalKey: `permission:${accountId}:${field}:${value.verb ?? ''}:${entryTime ?? digest(value)}`,
      object,
      accountId,
      kind: 'permission',
      isEcho: false,
      payload: { ...value, field },
      occurredAt: fromSeconds(entryTime),
    };
  }
  if (object === 'instagram' && field === 'mentions') {
    return {
      naturalKey: `ig:mention:${value.media_id ?? ''}:${value.comment_id ?? ''}`,
      object,
      accountId,
      kind: 'ig.mention',
      isEcho: false,
      payload: value,
      occurredAt: fromSeconds(entryTime),
    };
  }
  return {
    naturalKey: `${object}:${field}:${digest(value)}`,
    object,
    accountId,
    kind: object === 'page' && field === 'feed' ? 'fb.feed' : 'other',
    isEcho: false,
    payload: { ...value, field },
    occurredAt: fromSeconds(entryTime),
  };
}

function messagingEvent(object: string, accountId: string, event: Json): IncomingEvent {
  const base = { object, accountId, payload: event, occurredAt: fromMilliseconds(event.timestamp), isEcho: false };
  const sender = String(event.sender?.id ?? '');
  const message: Json | undefined = event.message;
  if (message?.mid) {
    const attachments: Json[] = Array.isArray(message.attachments) ? message.attachments : [];
    const isEcho = message.is_echo === true;
    let kind: EventKind = 'message';
    if (isEcho) kind = 'message.echo';
    else if (attachments.some((attachment) => attachment.type === 'story_mention')) kind = 'story_mention';
    else if (message.reply_to?.story) kind = 'story_reply';
    else if (message.quick_reply) kind = 'quick_reply';
    // An Instagram unsend reuses the message id: it is a new event about the same message.
    const suffix = message.is_deleted ? ':deleted' : '';
    return { ...base, naturalKey: `msg:${message.mid}${suffix}`, kind, isEcho };
  }
  if (event.postback) {
    const key = event.postback.mid ?? `${sender}:${event.timestamp}:${event.postback.payload ?? ''}`;
    return { ...base, naturalKey: `postback:${key}`, kind: 'postback' };
  }
  if (event.read) {
    return {
      ...base,
      naturalKey: `read:${accountId}:${sender}:${event.read.watermark ?? event.read.mid}`,
      kind: 'read',
    };
  }
  if (event.delivery) {
    return { ...base, naturalKey: `delivery:${accountId}:${sender}:${event.delivery.watermark}`, kind: 'delivery' };
  }
  if (event.reaction) {
    const reaction = event.reaction;
    return {
      ...base,
      naturalKey: `reaction:${reaction.mid}:${reaction.action}:${reaction.reaction ?? ''}:${event.timestamp}`,
      kind: 'reaction',
    };
  }
  if (event.referral) {
    return { ...base, naturalKey: `referral:${accountId}:${sender}:${event.timestamp}`, kind: 'referral' };
  }
  return { ...base, naturalKey: `messaging:${accountId}:${digest(event)}`, kind: 'other' };
}

/** Meta batches up to 1000 updates per POST, in entry[].changes[] and entry[].messaging[] (or standby[]). */
export function splitWebhookBatch(body: unknown): IncomingEvent[] {
  const batch = body as Json;
  const object = typeof batch?.object === 'string' ? batch.object : 'unknown';
  const entries: Json[] = Array.isArray(batch?.entry) ? batch.entry : [];
  const events: IncomingEvent[] = [];
  for (const entry of entries) {
    const accountId = String(entry.id ?? '');
    for (const change of Array.isArray(entry.changes) ? entry.changes : [])
      events.push(changeEvent(object, accountId, change, entry.time));
    for (const list of [entry.messaging, entry.standby]) {
      for (const event of Array.isArray(list) ? list : []) events.push(messagingEvent(object, accountId, event));
    }
  }
  // The same event twice in one batch would violate the unique key inside a single INSERT.
  return [...new Map(events.map((event) => [event.naturalKey, event])).values()];
}
