import type { DomainEvents } from '../../platform/events/domain-events.ts';

/** What the realtime channel sends a stream: ids only; it loads the rows for each stream itself. */
export type InboxEvent =
  | { type: 'message' | 'read' | 'conversation'; conversationId: number; messageId?: number }
  /** A page's customer requests changed (a new one, a status change, a delete): its owners' lists read again. */
  | { type: 'request'; pageId: number; requestId: number }
  /** A notification was stored for the user: their bell and notifications list read again. */
  | { type: 'notification'; userId: number };
/** The inbox announces its stores (`inbox.*` domain events); the realtime channel is one of their subscribers. */
export type InboxEvents = Pick<DomainEvents, 'publish'>;
