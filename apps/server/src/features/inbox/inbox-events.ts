import type { DomainEvents } from '../../platform/events/domain-events.ts';

/** What the realtime channel sends a stream: ids only; it loads the rows for each stream itself. */
export type InboxEvent = { type: 'message' | 'read' | 'conversation'; conversationId: number; messageId?: number };
/** The inbox announces its stores (`inbox.*` domain events); the realtime channel is one of their subscribers. */
export type InboxEvents = Pick<DomainEvents, 'publish'>;
