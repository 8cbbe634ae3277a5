import { GraphError, invalidParameter, missingParameter } from '../graph-error.ts';
import { randomDigits } from '../ids.ts';
import { canReplyPrivately, PRIVATE_REPLY_WINDOW_MS } from './comments.ts';
import {
  ensurePerson,
  findConversation,
  findPerson,
  inboxOwnerId,
  instagramInbox,
  pageInboxes,
  sendFromPage,
  type Inbox,
} from '../messaging.ts';
import type { SimRuntime } from '../runtime.ts';
import { DAY_MS, HOUR_MS } from '../time-format.ts';
import { hasPermission, permissionRefusal } from '../tokens.ts';
import type { CommentRecord, Platform } from '../world.ts';
import { route, type GraphContext, type GraphRoute } from './context.ts';
import { privateRepliesBucket } from './graph-request.ts';
import { requirePageToken } from './pages.ts';

const MESSAGING_TYPES = ['RESPONSE', 'UPDATE', 'MESSAGE_TAG'];
const MESSENGER_TAGS = [
  'HUMAN_AGENT',
  'ACCOUNT_UPDATE',
  'CONFIRMED_EVENT_UPDATE',
  'POST_PURCHASE_UPDATE',
  'CUSTOMER_FEEDBACK',
];
const SENDER_ACTIONS = ['typing_on', 'typing_off', 'mark_seen', 'react', 'unreact'];
const MEDIA_TYPES = ['image', 'video', 'audio', 'file'];
const WEBVIEW_HEIGHT_RATIOS = ['compact', 'tall', 'full'];
const IMAGE_ASPECT_RATIOS = ['horizontal', 'square'];
const BUTTON_TYPES = ['web_url', 'postback', 'phone_number', 'account_link', 'account_unlink', 'game_play'];

export const MAX_TEXT_LENGTH = 2000;
export const MAX_QUICK_REPLIES = 13;
export const MAX_BUTTONS = 3;
export const MAX_ELEMENTS = 10;

function outsideWindow(): GraphError {
  return new GraphError({
    code: 10,
    subcode: 2018278,
    message:
      '(#10) This message is sent outside of allowed window. Learn more about the new policy here: https://developers.facebook.com/docs/messenger-platform/policy-overview',
  });
}

function noMatchingUser(): GraphError {
  return new GraphError({ code: 100, subcode: 2018001, message: '(#100) No matching user found' });
}

function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw invalidParameter(`Param ${what} must be an object`);
  return value as Record<string, unknown>;
}

function validateButtons(buttons: unknown, path: string): void {
  if (!Array.isArray(buttons) || buttons.length === 0)
    throw invalidParameter(`param ${path} must be a non-empty array`);
  if (buttons.length > MAX_BUTTONS) throw invalidParameter(`param ${path} has more than ${MAX_BUTTONS} items`, 2018048);
  buttons.forEach((raw, i) => {
    const button = asRecord(raw, `${path}[${i}]`);
    const type = String(button.type ?? '');
    if (!BUTTON_TYPES.includes(type))
      throw invalidParameter(`param ${path}[${i}][type] must be one of {${BUTTON_TYPES.join(', ')}}`);
    if (type !== 'account_unlink' && (typeof button.title !== 'string' || button.title === ''))
      throw invalidParameter(`param ${path}[${i}][title] must be a non-empty UTF-8 encoded string`);
    if (type === 'web_url' && typeof button.url !== 'string')
      throw invalidParameter(`param ${path}[${i}][url] is required`);
    if (type === 'web_url' && button.webview_height_ratio !== undefined)
      if (!WEBVIEW_HEIGHT_RATIOS.includes(String(button.webview_height_ratio)))
        throw invalidParameter(`param ${path}[${i}][webview_height_ratio] must be one of {compact, tall, full}`);
    if ((type === 'postback' || type === 'phone_number') && typeof button.payload !== 'string')
      throw invalidParameter(`param ${path}[${i}][payload] is required`);
  });
}

function validateAttachment(rt: SimRuntime, ownerId: string, attachment: Record<string, unknown>): void {
  const type = String(attachment.type ?? '');
  const payload = asRecord(attachment.payload ?? null, 'message[attachment][payload]');
  if (MEDIA_TYPES.includes(type)) {
    if (typeof payload.attachment_id === 'string' || typeof payload.attachment_id === 'number') {
      const uploaded = rt.world.attachments[String(payload.attachment_id)];
      if (!uploaded || uploaded.pageId !== ownerId) throw invalidParameter('(#100) Invalid attachment_id', 2018047);
      return;
    }
    if (typeof payload.url !== 'string' || !URL.canParse(payload.url))
      throw invalidParameter('param message[attachment][payload][url] must be a valid URL', 2018008);
    return;
  }
  if (type !== 'template')
    throw invalidParameter(`param message[attachment][type] must be one of {image, video, audio, file, template}`);
  const templateType = String(payload.template_type ?? '');
  if (templateType === 'button') {
    if (typeof payload.text !== 'string' || payload.text === '' || payload.text.length > 640)
      throw invalidParameter('param message[attachment][payload][text] must be a string of 1 to 640 characters');
    validateButtons(payload.buttons, 'message[attachment][payload][buttons]');
  } else if (templateType === 'generic') {
    if (payload.image_aspect_ratio !== undefined && !IMAGE_ASPECT_RATIOS.includes(String(payload.image_aspect_ratio)))
      throw invalidParameter(
        'param message[attachment][payload][image_aspect_ratio] must be one of {horizontal, square}',
      );
    const elements = payload.elements;
    if (!Array.isArray(elements) || elements.length === 0)
      throw invalidParameter('param message[attachment][payload][elements] must be a non-empty array');
    if (elements.length > MAX_ELEMENTS)
      throw invalidParameter(
        `param message[attachment][payload][elements] has more than ${MAX_ELEMENTS} items`,
        2018047,
      );
    elements.forEach((raw, i) => {
      const element = asRecord(raw, `elements[${i}]`);
      if (typeof element.title !== 'string' || element.title === '')
        throw invalidParameter(`param message[attachment][payload][elements][${i}][title] is required`);
      if (
        element.subtitle === undefined &&
        element.image_url === undefined &&
        element.buttons === undefined &&
        element.default_action === undefined
      ) {
        throw invalidParameter(
          `param message[attachment][payload][elements][${i}] must have a title and at least one other property`,
        );
      }
      if (element.buttons !== undefined)
        validateButtons(element.buttons, `message[attachment][payload][elements][${i}][buttons]`);
    });
  } else if (templateType === 'media' || templateType === 'receipt' || templateType === 'product') {
    return;
  } else {
    throw invalidParameter(
      'param message[attachment][payload][template_type] must be one of {button, generic, media, receipt, product}',
    );
  }
}

type ValidMessage = {
  text: string | null;
  attachments: unknown[];
  quickReplies: unknown[] | null;
  metadata: string | null;
  reusable: boolean;
};

function validateMessage(
  rt: SimRuntime,
  ownerId: string,
  platform: Platform,
  message: Record<string, unknown>,
): ValidMessage {
  const text = message.text;
  const attachment = message.attachment;
  if (text !== undefined && attachment !== undefined)
    throw invalidParameter('(#100) Only one of text or attachment can be specified');
  if (text === undefined && attachment === undefined)
    throw invalidParameter('(#100) Must send either text or attachment', 2018034);
  let attachments: unknown[] = [];
  let reusable = false;
  if (text !== undefined) {
    if (typeof text !== 'string' || text.trim() === '')
      throw invalidParameter('(#100) param message[text] must be a non-empty UTF-8 encoded string', 2018034);
    if (text.length > MAX_TEXT_LENGTH)
      throw invalidParameter(`(#100) Length of param message[text] must be less than or equal to ${MAX_TEXT_LENGTH}`);
  } else {
    const record = asRecord(attachment, 'message[attachment]');
    validateAttachment(rt, ownerId, record);
    const payload = record.payload as Record<string, unknown>;
    reusable = payload.is_reusable === true || payload.is_reusable === 'true';
    attachments = [
      {
        type: record.type,
        payload: payload.attachment_id ? { url: rt.world.attachments[String(payload.attachment_id)]?.url } : payload,
      },
    ];
  }
  let quickReplies: unknown[] | null = null;
  if (message.quick_replies !== undefined) {
    if (!Array.isArray(message.quick_replies)) throw invalidParameter('param message[quick_replies] must be an array');
    if (message.quick_replies.length > MAX_QUICK_REPLIES)
      throw invalidParameter(`(#100) param message[quick_replies] must have at most ${MAX_QUICK_REPLIES} items`);
    message.quick_replies.forEach((raw, i) => {
      const reply = asRecord(raw, `message[quick_replies][${i}]`);
      const contentType = String(reply.content_type ?? '');
      const allowed = platform === 'instagram' ? ['text'] : ['text', 'user_phone_number', 'user_email'];
      if (!allowed.includes(contentType))
        throw invalidParameter(
          `param message[quick_replies][${i}][content_type] must be one of {${allowed.join(', ')}}`,
        );
      if (contentType === 'text') {
        if (typeof reply.title !== 'string' || reply.title === '')
          throw invalidParameter(`param message[quick_replies][${i}][title] is required`);
        if (reply.payload === undefined || reply.payload === '')
          throw invalidParameter(`param message[quick_replies][${i}][payload] is required`);
      }
    });
    quickReplies = message.quick_replies;
  }
  const metadata = typeof message.metadata === 'string' ? message.metadata : null;
  return { text: typeof text === 'string' ? text : null, attachments, quickReplies, metadata, reusable };
}

function requireMessagingPermission(ctx: GraphContext, platform: Platform): void {
  const permission = platform === 'instagram' ? 'instagram_manage_messages' : 'pages_messaging';
  if (hasPermission(ctx.rt, ctx.auth, permission)) return;
  throw permissionRefusal(
    ctx.auth,
    permission,
    () => new GraphError({ code: 230, message: `(#230) Requires ${permission} permission to manage the object` }),
  );
}

function checkWindow(ctx: GraphContext, platform: Platform, lastPersonMessageAt: number | null): void {
  const messagingType = (ctx.params.string('messaging_type') ?? 'RESPONSE').toUpperCase();
  if (!MESSAGING_TYPES.includes(messagingType))
    throw invalidParameter(`Param messaging_type must be one of {${MESSAGING_TYPES.join(', ')}}`);
  const tag = ctx.params.string('tag');
  if (messagingType === 'MESSAGE_TAG') {
    const tags = platform === 'instagram' ? ['HUMAN_AGENT'] : MESSENGER_TAGS;
    if (!tag) throw invalidParameter('(#100) Tag is required for MESSAGE_TAG messaging type');
    if (!tags.includes(tag)) throw invalidParameter(`Param tag must be one of {${tags.join(', ')}}`);
  }
  const since = lastPersonMessageAt === null ? Infinity : ctx.rt.nowMs() - lastPersonMessageAt;
  if (messagingType === 'MESSAGE_TAG' && tag === 'HUMAN_AGENT') {
    if (since > 7 * DAY_MS) throw outsideWindow();
    return;
  }
  if (messagingType === 'MESSAGE_TAG') return;
  if (since > 24 * HOUR_MS) throw outsideWindow();
}

/** The comment a private reply answers, and the inbox (of those the token reaches) it belongs to. */
function commentOfInboxes(
  ctx: GraphContext,
  inboxes: Inbox[],
  commentId: string,
): { comment: CommentRecord; inbox: Inbox } {
  const { world } = ctx.rt;
  const comment = world.comments[commentId];
  const invalid = () => new GraphError({ code: 100, subcode: 2018292, message: '(#100) Invalid comment_id parameter' });
  if (!comment) throw invalid();
  const inbox =
    comment.platform === 'facebook'
      ? inboxes.find((i) => i.platform === 'messenger' && i.page?.id === world.posts[comment.objectId]?.pageId)
      : inboxes.find((i) => i.platform === 'instagram' && i.accountId === world.igMedia[comment.objectId]?.igUserId);
  if (!inbox) throw invalid();
  return { comment, inbox };
}

// A page token sends for its page; an Instagram User token (graph.instagram.com) for its own account
function requireMessagingToken(ctx: GraphContext): void {
  if (ctx.auth.kind !== 'instagram') requirePageToken(ctx);
}

function sendMessages(ctx: GraphContext, inboxes: Inbox[]): unknown {
  requireMessagingToken(ctx);
  const recipient = ctx.params.object('recipient');
  if (!recipient) throw missingParameter('recipient');
  const senderAction = ctx.params.string('sender_action');
  const message = ctx.params.object('message');
  if (senderAction !== undefined && message !== undefined)
    throw invalidParameter('(#100) Cannot send sender_action and message in the same request');
  if (senderAction === undefined && message === undefined) throw missingParameter('message');
  const { rt } = ctx;

  if (recipient.comment_id !== undefined) {
    if (senderAction !== undefined) throw invalidParameter('(#100) sender_action is not supported for private replies');
    const { comment, inbox } = commentOfInboxes(ctx, inboxes, String(recipient.comment_id));
    const { platform, accountId } = inbox;
    requireMessagingPermission(ctx, platform);
    if (comment.from.id === accountId)
      throw new GraphError({ code: 100, subcode: 2018292, message: '(#100) Invalid comment_id parameter' });
    if (isPageOrAccount(rt, comment.from.id))
      // Meta's docs: "Cannot send private reply message to another facebook page" (the code is not documented).
      throw new GraphError({
        code: 200,
        message: '(#200) Cannot send private reply message to another facebook page.',
      });
    if (comment.privateReplyAt !== null)
      throw new GraphError({ code: 10900, message: '(#10900) Activity already replied to' });
    if (rt.nowMs() - comment.createdAt > PRIVATE_REPLY_WINDOW_MS || !canReplyPrivately(rt, comment, accountId))
      throw outsideWindow();
    const bucket = privateRepliesBucket(rt, inboxOwnerId(inbox));
    rt.rates.consume([bucket], rt.nowMs());
    ctx.extraBuckets.push(bucket);
    const valid = validateMessage(rt, inboxOwnerId(inbox), platform, message!);
    ensurePerson(rt, accountId, comment.from.id, comment.from.name, comment.from.username);
    const sent = sendFromPage(rt, { inbox, personId: comment.from.id, ...valid });
    comment.privateReplyAt = rt.nowMs();
    return { recipient_id: comment.from.id, message_id: sent.id };
  }
  if (recipient.post_id !== undefined || recipient.user_ref !== undefined) throw noMatchingUser();
  const personId = recipient.id === undefined ? '' : String(recipient.id);
  if (!personId) throw invalidParameter('(#100) param recipient must be non-empty.');

  const inbox = inboxes.find((candidate) => findPerson(rt, candidate.accountId, personId));
  const person = inbox ? findPerson(rt, inbox.accountId, personId) : undefined;
  if (!inbox || !person) throw noMatchingUser();
  const { platform } = inbox;
  requireMessagingPermission(ctx, platform);
  if (person.unavailable)
    throw new GraphError({ code: 551, subcode: 1545041, message: "This person isn't available right now." });
  const conversation = findConversation(rt.world, person.accountId, personId);
  checkWindow(ctx, platform, conversation?.lastPersonMessageAt ?? null);

  if (senderAction !== undefined) {
    if (!SENDER_ACTIONS.includes(senderAction))
      throw invalidParameter(`Param sender_action must be one of {${SENDER_ACTIONS.join(', ')}}`);
    return { recipient_id: personId };
  }
  const valid = validateMessage(rt, inboxOwnerId(inbox), platform, message!);
  const sent = sendFromPage(rt, { inbox, personId, ...valid });
  const answer: Record<string, unknown> = { recipient_id: personId, message_id: sent.id };
  if (valid.reusable) answer.attachment_id = storeAttachment(rt, inboxOwnerId(inbox), valid.attachments[0]);
  return answer;
}

function storeAttachment(rt: SimRuntime, ownerId: string, attachment: unknown): string {
  const record = attachment as { type?: string; payload?: { url?: string } };
  const id = randomDigits(16);
  rt.world.attachments[id] = {
    id,
    pageId: ownerId,
    type: String(record.type ?? 'file'),
    url: String(record.payload?.url ?? ''),
  };
  return id;
}

export const sendApiRoutes: GraphRoute[] = [
  route('page', 'POST', 'messages', (ctx, node) => sendMessages(ctx, pageInboxes(ctx.rt, node.page))),
  route('ig_user', 'POST', 'messages', (ctx, node) => {
    if (ctx.auth.kind === 'instagram') return sendMessages(ctx, [instagramInbox(ctx.rt, node.account)]);
    const page = node.account.pageId ? ctx.rt.world.pages[node.account.pageId] : undefined;
    if (!page) throw invalidParameter('Instagram account has no Page');
    return sendMessages(ctx, pageInboxes(ctx.rt, page));
  }),
  route('page', 'POST', 'message_attachments', (ctx, node) => {
    requirePageToken(ctx);
    requireMessagingPermission(ctx, ctx.params.string('platform') === 'instagram' ? 'instagram' : 'messenger');
    const message = ctx.params.object('message');
    const attachment = message ? asRecord(message.attachment ?? null, 'message[attachment]') : null;
    if (!attachment) throw missingParameter('message');
    validateAttachment(ctx.rt, node.page.id, attachment);
    return { attachment_id: storeAttachment(ctx.rt, node.page.id, attachment) };
  }),
];

/** A comment left by a Page (or an Instagram professional account) rather than a person. */
function isPageOrAccount(rt: SimRuntime, actorId: string): boolean {
  if (rt.world.igAccounts[actorId]) return true;
  return Object.values(rt.world.pages).some((other) => other.id === actorId);
}
