import type { z } from 'zod';
import type { conversationListQuerySchema, threadQuerySchema } from '@app/contract';
import { messagingLimits, type InterfaceLocale, type Conversation } from '@app/contract';
import { AppError } from '../../../platform/http/app-error.ts';
import { requireInstagramOn } from '../../../platform/instagram-switch.ts';
import { channelScopeOf, type ActingAccount } from './channel-scope.ts';
import { toConversationDto, toMessageDto, type DtoContext } from './conversation-dto.ts';
import type { SubscriberRow, SubscriberView, Viewer } from './conversations.repository.ts';
import { senderAction, sendingPageOf, type InboxDeps } from './inbox-deps.ts';

type ListQuery = z.infer<typeof conversationListQuerySchema>;
type ThreadQuery = z.infer<typeof threadQuerySchema>;
export function createConversationsService(deps: InboxDeps) {
  const { repository, clock } = deps;
  const dtoContext = (locale: InterfaceLocale): DtoContext => ({
    now: clock.now(),
    locale,
    humanAgent: deps.humanAgent,
  });

  async function withLastMessages(rows: SubscriberView[], locale: InterfaceLocale): Promise<Conversation[]> {
    const ids = rows.map((row) => row.lastMessageId).filter((id): id is number => id !== null);
    const messages = new Map((await repository.messagesByIds(ids)).map((message) => [message.id, message]));
    const context = dtoContext(locale);
    return rows.map((row) =>
      toConversationDto(row, row.lastMessageId ? (messages.get(row.lastMessageId) ?? null) : null, context),
    );
  }

  async function requireConversation(id: number, viewer: Viewer): Promise<SubscriberRow> {
    const row = await repository.conversation(id, viewer);
    if (!row) throw new AppError('not-found');
    // Named by its id alone: only the row tells it is Instagram's.
    if (row.channel === 'instagram') requireInstagramOn(deps.instagramEnabled);
    return row;
  }

  return {
    requireConversation,

    async list(query: ListQuery, acting: ActingAccount, locale: InterfaceLocale) {
      const scope = channelScopeOf(query.channel, acting);
      const openSince = new Date(clock.now().getTime() - messagingLimits.standardWindowMs);
      const rows = await repository.list(scope, {
        channel: query.channel,
        q: query.q,
        label: query.label,
        source: query.source,
        window: query.window ? { state: query.window, openSince } : undefined,
        unread: query.unread === undefined ? undefined : query.unread === 'true',
        before: query.before ? { at: new Date(query.before), id: query.before_id } : undefined,
        limit: query.limit,
      });
      const last = rows.at(-1);
      const more = rows.length === query.limit;
      const context = dtoContext(locale);
      return {
        conversations: rows.map((row) => toConversationDto(row.subscriber, row.lastMessage, context)),
        next_before: more && last ? last.subscriber.lastInteractionAt : null,
        next_before_id: more && last ? last.subscriber.id : null,
      };
    },

    async thread(id: number, query: ThreadQuery, viewer: Viewer, locale: InterfaceLocale) {
      const found = await repository.conversationWithThread(id, viewer, query.before_id, query.limit + 1);
      if (!found) throw new AppError('not-found');
      if (found.subscriber.channel === 'instagram') requireInstagramOn(deps.instagramEnabled);
      const { subscriber: row, messages } = found;
      const hasMore = messages.length > query.limit;
      const page = messages.slice(0, query.limit).reverse();
      // The newest message of the first page is usually the conversation's last one: no second query then.
      const newest = messages[0];
      const conversation =
        newest && newest.id === row.lastMessageId
          ? toConversationDto(row, newest, dtoContext(locale))
          : (await withLastMessages([row], locale))[0]!;
      return {
        conversation,
        messages: page.map((message) => toMessageDto(message, locale)),
        has_more: hasMore,
      };
    },

    /** Read here; and seen on Meta's side when the page's mark-seen switch is on. */
    async markRead(id: number, viewer: Viewer): Promise<void> {
      const row = await requireConversation(id, viewer);
      await repository.markRead(row.id);
      void deps.events.publish('inbox.conversation-read', { conversationId: row.id });
      const page = await sendingPageOf(deps, row);
      if (page?.settings.mark_seen && row.lastIncomingAt) await senderAction(deps, page, row, 'mark_seen');
    },

    unread: (userId: number) => repository.unreadCounts(userId),

    /** A person takes the conversation over from the bot, or hands it back; the inbox is told. */
    async takeOver(id: number, takenOver: boolean, viewer: Viewer) {
      const row = await requireConversation(id, viewer);
      const at = await repository.setTakenOver(row.id, takenOver ? clock.now() : null);
      void deps.events.publish('inbox.conversation-changed', { conversationId: row.id });
      return { conversation_id: row.id, taken_over: at !== null, taken_over_at: at?.toISOString() ?? null };
    },
  };
}
export type ConversationsService = ReturnType<typeof createConversationsService>;
