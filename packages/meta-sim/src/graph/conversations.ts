import { projectPlain, renderNode, type NodeShape } from '../fields.ts';
import { GraphError, invalidParameter, nonexistingField } from '../graph-error.ts';
import { graphTime } from '../time-format.ts';
import { hasPermission, permissionRefusal } from '../tokens.ts';
import type { ConversationRecord, IgAccountRecord, MessageRecord, PageRecord, Platform } from '../world.ts';
import { route, type GraphContext, type GraphRoute } from './context.ts';
import { edgeAsField } from './edge-field.ts';
import { listResponse, newestFirst } from './list.ts';
import { requirePageToken } from './pages.ts';

function requireInboxPermission(ctx: GraphContext, platform: Platform) {
  const permission = platform === 'instagram' ? 'instagram_manage_messages' : 'pages_messaging';
  if (!hasPermission(ctx.rt, ctx.auth, permission))
    throw permissionRefusal(
      ctx.auth,
      permission,
      () => new GraphError({ code: 230, message: `(#230) Requires ${permission} permission to manage the object` }),
    );
}

function participant(ctx: GraphContext, conversation: ConversationRecord, id: string): Record<string, unknown> {
  const { world } = ctx.rt;
  const page = conversation.pageId ? world.pages[conversation.pageId] : undefined;
  if (conversation.platform === 'instagram') {
    const account = world.igAccounts[conversation.accountId];
    if (id === conversation.accountId) return { username: account?.username ?? '', id };
    return { username: world.people[`${conversation.accountId}:${id}`]?.username ?? '', id };
  }
  if (id === conversation.accountId) return { name: page?.name ?? '', email: `${id}@facebook.com`, id };
  return { name: world.people[`${conversation.accountId}:${id}`]?.name ?? '', email: `${id}@facebook.com`, id };
}

export function messageShape(ctx: GraphContext): NodeShape<MessageRecord> {
  const { rt } = ctx;
  const conversationOf = (m: MessageRecord) => rt.world.conversations[m.conversationId]!;
  return {
    nodeType: 'Message',
    defaultFields: ['id', 'created_time'],
    fields: {
      id: (m) => m.id,
      created_time: (m) => graphTime(m.createdAt),
      message: (m) => m.text ?? '',
      from: (m, spec) => projectPlain(participant(ctx, conversationOf(m), m.fromId), spec),
      to: (m) => ({ data: [participant(ctx, conversationOf(m), m.toId)] }),
      attachments: (m) =>
        m.attachments.length === 0
          ? undefined
          : {
              data: m.attachments.map((raw, i) => {
                const a = raw as { type?: string; payload?: { url?: string } };
                const url = a.payload?.url;
                return a.type === 'image'
                  ? {
                      id: `${m.id}_${i}`,
                      mime_type: 'image/jpeg',
                      image_data: { url, preview_url: url, width: 720, height: 720 },
                    }
                  : { id: `${m.id}_${i}`, file_url: url, name: a.type };
              }),
            },
      is_unsupported: () => false,
      tags: (m) => ({ data: m.fromAccount ? [{ name: 'source:chat' }] : [{ name: 'inbox' }] }),
    },
  };
}

export function conversationShape(ctx: GraphContext): NodeShape<ConversationRecord> {
  const { rt } = ctx;
  const messagesOf = (c: ConversationRecord) =>
    newestFirst(Object.values(rt.world.messages).filter((m) => m.conversationId === c.id));
  return {
    nodeType: 'UnifiedThread',
    defaultFields: ['id', 'updated_time'],
    fields: {
      id: (c) => c.id,
      updated_time: (c) => graphTime(c.updatedAt),
      link: (c) => `/${c.pageId ?? c.accountId}/inbox/${c.id}`,
      message_count: (c) => messagesOf(c).length,
      unread_count: () => 0,
      can_reply: (c) => c.lastPersonMessageAt !== null,
      snippet: (c) => messagesOf(c)[0]?.text ?? '',
      participants: (c) => ({ data: [participant(ctx, c, c.personId), participant(ctx, c, c.accountId)] }),
      senders: (c) => ({ data: [participant(ctx, c, c.personId), participant(ctx, c, c.accountId)] }),
      messages: (c, spec) =>
        edgeAsField(messagesOf(c), spec, (m, children) => renderNode(messageShape(ctx), m, children)),
    },
  };
}

function requestedPlatform(ctx: GraphContext, fallback: Platform): Platform {
  const platform = (ctx.params.string('platform') ?? fallback).toLowerCase();
  if (platform !== 'messenger' && platform !== 'instagram')
    throw invalidParameter('Param platform must be one of {MESSENGER, INSTAGRAM}');
  return platform;
}

function listPageConversations(ctx: GraphContext, page: PageRecord): unknown {
  requirePageToken(ctx);
  const platform = requestedPlatform(ctx, 'messenger');
  return listConversations(ctx, platform, (c) => c.pageId === page.id && c.platform === platform);
}

/** graph.instagram.com's `/{ig-user-id}/conversations`: the account's own Instagram inbox. */
function listAccountConversations(ctx: GraphContext, account: IgAccountRecord): unknown {
  if (ctx.auth.kind !== 'instagram') throw nonexistingField('conversations', 'IGUser');
  if (requestedPlatform(ctx, 'instagram') !== 'instagram')
    throw invalidParameter('Param platform must be INSTAGRAM for an Instagram account');
  return listConversations(ctx, 'instagram', (c) => c.accountId === account.id && c.platform === 'instagram');
}

function listConversations(
  ctx: GraphContext,
  platform: Platform,
  belongs: (conversation: ConversationRecord) => boolean,
): unknown {
  requireInboxPermission(ctx, platform);
  const userId = ctx.params.string('user_id');
  const conversations = Object.values(ctx.rt.world.conversations)
    .filter((c) => belongs(c) && (!userId || c.personId === userId))
    .sort((a, b) => b.updatedAt - a.updatedAt || (b.updateSeq ?? 0) - (a.updateSeq ?? 0));
  const shape = conversationShape(ctx);
  return listResponse(
    ctx,
    conversations,
    (c) => c.id,
    (c) => renderNode(shape, c, ctx.fields),
  );
}

export const conversationRoutes: GraphRoute[] = [
  route('page', 'GET', 'conversations', (ctx, node) => listPageConversations(ctx, node.page)),
  route('ig_user', 'GET', 'conversations', (ctx, node) => listAccountConversations(ctx, node.account)),
  route('conversation', 'GET', '', (ctx, node) => {
    requireInboxPermission(ctx, node.conversation.platform);
    return renderNode(conversationShape(ctx), node.conversation, ctx.fields);
  }),
  route('conversation', 'GET', 'messages', (ctx, node) => {
    requireInboxPermission(ctx, node.conversation.platform);
    const messages = newestFirst(
      Object.values(ctx.rt.world.messages).filter((m) => m.conversationId === node.conversation.id),
    );
    const shape = messageShape(ctx);
    return listResponse(
      ctx,
      messages,
      (m) => m.id,
      (m) => renderNode(shape, m, ctx.fields),
    );
  }),
  route('message', 'GET', '', (ctx, node) => {
    const conversation = ctx.rt.world.conversations[node.message.conversationId];
    if (conversation) requireInboxPermission(ctx, conversation.platform);
    return renderNode(messageShape(ctx), node.message, ctx.fields);
  }),
];
