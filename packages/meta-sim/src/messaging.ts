import { pictureUrl } from './graph/users.ts';
import { mintConversationId, mintMessageId } from './ids.ts';
import type { SimRuntime } from './runtime.ts';
import { emitMessaging } from './webhooks/events.ts';
import {
  personKey,
  type ConversationRecord,
  type IgAccountRecord,
  type IgMediaRecord,
  type MessengerProfile,
  type MessageRecord,
  type PageRecord,
  type PersonRecord,
  type Platform,
  type World,
} from './world.ts';

/**
 * Where a conversation lives: a page's Messenger inbox, or an Instagram account's, whether the account is linked to a
 * page (Facebook Login) or not (Instagram Login).
 */
export type Inbox = { platform: Platform; accountId: string; page: PageRecord | null; account: IgAccountRecord | null };

export function messengerInbox(page: PageRecord): Inbox {
  return { platform: 'messenger', accountId: page.id, page, account: null };
}

export function instagramInbox(rt: SimRuntime, account: IgAccountRecord): Inbox {
  const page = account.pageId ? (rt.world.pages[account.pageId] ?? null) : null;
  return { platform: 'instagram', accountId: account.id, page, account };
}

/** The inboxes a page's token reaches: its Messenger inbox and its Instagram account's, if it has one. */
export function pageInboxes(rt: SimRuntime, page: PageRecord): Inbox[] {
  const account = page.igUserId ? rt.world.igAccounts[page.igUserId] : undefined;
  return account ? [messengerInbox(page), instagramInbox(rt, account)] : [messengerInbox(page)];
}

/** Who owns what the inbox stores (uploaded attachments, rate limits): the page, or the page-less account. */
export function inboxOwnerId(inbox: Inbox): string {
  return inbox.page?.id ?? inbox.accountId;
}

export function inboxProfile(inbox: Inbox): MessengerProfile {
  if (inbox.page) return inbox.page.messengerProfile[inbox.platform];
  return inbox.account?.messengerProfile ?? {};
}

export function findPerson(rt: SimRuntime, accountId: string, personId: string): PersonRecord | undefined {
  return rt.world.people[personKey(accountId, personId)];
}

export function ensurePerson(
  rt: SimRuntime,
  accountId: string,
  personId: string,
  name?: string,
  username?: string,
): PersonRecord {
  const key = personKey(accountId, personId);
  const existing = rt.world.people[key];
  if (existing) {
    if (name) existing.name = name;
    if (username) existing.username = username;
    return existing;
  }
  const person: PersonRecord = {
    accountId,
    id: personId,
    name: name ?? `Customer ${personId.slice(-4)}`,
    username: username ?? (name ?? `customer_${personId.slice(-4)}`).toLowerCase().replace(/[^a-z0-9_.]+/g, '_'),
    unavailable: false,
  };
  rt.world.people[key] = person;
  return person;
}

// Conversation ids by account and person, per conversations record (the world itself stays plain, saveable
// data; a loaded or reset world brings a new record and so a new index).
const conversationIndex = new WeakMap<World['conversations'], Map<string, string>>();

function indexOf(world: World): Map<string, string> {
  let index = conversationIndex.get(world.conversations);
  if (!index) {
    index = new Map(Object.values(world.conversations).map((c) => [`${c.accountId}|${c.personId}`, c.id]));
    conversationIndex.set(world.conversations, index);
  }
  return index;
}

export function findConversation(world: World, accountId: string, personId: string): ConversationRecord | undefined {
  const id = indexOf(world).get(`${accountId}|${personId}`);
  return id ? world.conversations[id] : undefined;
}

export function conversationWith(rt: SimRuntime, inbox: Inbox, personId: string): ConversationRecord {
  const { accountId, platform } = inbox;
  const existing = findConversation(rt.world, accountId, personId);
  if (existing) return existing;
  const conversation: ConversationRecord = {
    id: mintConversationId(platform),
    pageId: inbox.page?.id ?? null,
    accountId,
    platform,
    personId,
    updatedAt: rt.nowMs(),
    updateSeq: nextUpdateSeq(),
    lastPersonMessageAt: null,
  };
  rt.world.conversations[conversation.id] = conversation;
  indexOf(rt.world).set(`${accountId}|${personId}`, conversation.id);
  return conversation;
}

export type IncomingMessage = {
  inbox: Inbox;
  personId: string;
  personName?: string;
  text?: string;
  quickReplyPayload?: string;
  postbackPayload?: string;
  postbackTitle?: string;
  storyMention?: boolean;
  replyToStoryId?: string;
  /** A post or reel of the account the person shares into the conversation. */
  sharedMedia?: IgMediaRecord;
  attachments?: Array<{ type: string; payload: Record<string, unknown> }>;
};

/**
 * What Instagram sends for a shared post (`ig_post`, in place of `share` since 2026) or reel (`ig_reel`): the media's
 * id, its caption as `title` and the picture's (a reel's video) address, no permalink.
 */
function sharedMediaAttachment(media: IgMediaRecord): { type: string; payload: Record<string, unknown> } {
  const title = media.caption ? { title: media.caption } : {};
  if (media.productType === 'REELS')
    return { type: 'ig_reel', payload: { reel_video_id: media.id, ...title, url: media.mediaUrl } };
  return { type: 'ig_post', payload: { ig_post_media_id: media.id, ...title, url: media.mediaUrl } };
}

// A person writing to the page: stores the message, opens the messaging window and fires the webhook
export function receiveMessage(rt: SimRuntime, input: IncomingMessage): MessageRecord {
  const { inbox } = input;
  const { accountId, platform } = inbox;
  ensurePerson(rt, accountId, input.personId, input.personName);
  const conversation = conversationWith(rt, inbox, input.personId);
  const now = rt.nowMs();
  const mid = mintMessageId(platform);
  const base = { sender: { id: input.personId }, recipient: { id: accountId }, timestamp: now };

  let text: string | null = input.text ?? null;
  let attachments: unknown[] = input.attachments ?? [];
  if (input.postbackPayload !== undefined) {
    const title =
      input.postbackTitle ??
      postbackTitleFor(inbox, input.postbackPayload) ??
      titleSentBefore(rt, conversation.id, input.postbackPayload) ??
      input.postbackPayload;
    text = title;
    emitMessaging(rt, inbox, 'messaging_postbacks', {
      ...base,
      postback: { mid, title, payload: input.postbackPayload },
    });
  } else {
    const message: Record<string, unknown> = { mid };
    if (input.storyMention) {
      const url = pictureUrl(rt.settings.publicUrl, `story-mention-${mid.slice(-12)}`);
      attachments = [{ type: 'story_mention', payload: { url } }];
    }
    if (input.sharedMedia) attachments = [sharedMediaAttachment(input.sharedMedia)];
    // Messenger sends the pressed quick reply's title as the message's text, as the person saw it.
    if (input.quickReplyPayload !== undefined && text === null)
      text = titleSentBefore(rt, conversation.id, input.quickReplyPayload) ?? input.quickReplyPayload;
    if (text !== null) message.text = text;
    if (attachments.length > 0) message.attachments = attachments;
    if (input.quickReplyPayload !== undefined) message.quick_reply = { payload: input.quickReplyPayload };
    if (input.replyToStoryId !== undefined) {
      const story = rt.world.igMedia[input.replyToStoryId];
      message.reply_to = {
        story: {
          url: story?.mediaUrl ?? pictureUrl(rt.settings.publicUrl, `story-${input.replyToStoryId}`),
          id: input.replyToStoryId,
        },
      };
    }
    emitMessaging(rt, inbox, 'messages', { ...base, message });
  }

  const record: MessageRecord = {
    id: mid,
    conversationId: conversation.id,
    fromId: input.personId,
    toId: accountId,
    fromAccount: false,
    text,
    attachments,
    quickReplies: null,
    metadata: null,
    createdAt: now,
  };
  rt.world.messages[mid] = record;
  conversation.updatedAt = now;
  conversation.updateSeq = nextUpdateSeq();
  conversation.lastPersonMessageAt = now;
  return record;
}

function postbackTitleFor(inbox: Inbox, payload: string): string | undefined {
  const profile = inboxProfile(inbox);
  const getStarted = profile.get_started as { payload?: string } | undefined;
  if (getStarted?.payload === payload) return 'Get Started';
  return findTitle(profile.persistent_menu, payload) ?? findTitle(profile.ice_breakers, payload);
}

/** The title of the button or quick reply with this payload in the page's newest message that offered it. */
function titleSentBefore(rt: SimRuntime, conversationId: string, payload: string): string | undefined {
  const sent = Object.values(rt.world.messages)
    .filter((message) => message.conversationId === conversationId && message.fromAccount)
    .sort((a, b) => b.createdAt - a.createdAt);
  for (const message of sent) {
    const found = findTitle(message.quickReplies, payload) ?? findTitle(message.attachments, payload);
    if (found) return found;
  }
  return undefined;
}

function findTitle(tree: unknown, payload: string): string | undefined {
  if (Array.isArray(tree)) {
    for (const item of tree) {
      const found = findTitle(item, payload);
      if (found) return found;
    }
    return undefined;
  }
  if (tree && typeof tree === 'object') {
    const node = tree as Record<string, unknown>;
    if (node.payload === payload && typeof (node.title ?? node.question) === 'string')
      return String(node.title ?? node.question);
    for (const value of Object.values(node)) {
      const found = findTitle(value, payload);
      if (found) return found;
    }
  }
  return undefined;
}

export type OutgoingMessage = {
  inbox: Inbox;
  personId: string;
  text: string | null;
  attachments: unknown[];
  quickReplies: unknown[] | null;
  metadata: string | null;
};

// The page sending: stores the message and echoes it back to the app, as Meta does
export function sendFromPage(rt: SimRuntime, input: OutgoingMessage): MessageRecord {
  const { inbox } = input;
  const { accountId, platform } = inbox;
  const conversation = conversationWith(rt, inbox, input.personId);
  const now = rt.nowMs();
  const mid = mintMessageId(platform);
  const record: MessageRecord = {
    id: mid,
    conversationId: conversation.id,
    fromId: accountId,
    toId: input.personId,
    fromAccount: true,
    text: input.text,
    attachments: input.attachments,
    quickReplies: input.quickReplies,
    metadata: input.metadata,
    createdAt: now,
  };
  rt.world.messages[mid] = record;
  conversation.updatedAt = now;
  conversation.updateSeq = nextUpdateSeq();
  const appId = /^\d+$/.test(rt.settings.appId) ? Number(rt.settings.appId) : rt.settings.appId;
  const message: Record<string, unknown> = { mid, is_echo: true, app_id: appId };
  if (input.metadata !== null) message.metadata = input.metadata;
  if (input.text !== null) message.text = input.text;
  if (input.attachments.length > 0) message.attachments = input.attachments;
  if (input.quickReplies) message.quick_replies = input.quickReplies;
  emitMessaging(rt, inbox, 'message_echoes', {
    sender: { id: accountId },
    recipient: { id: input.personId },
    timestamp: now,
    message,
  });
  return record;
}

let updateSequence = 0;
function nextUpdateSeq(): number {
  return ++updateSequence;
}
