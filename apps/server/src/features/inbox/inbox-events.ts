/** What the realtime channel is told after a store: ids only; it loads the rows for each stream itself. */
export type InboxEvent = { type: 'message' | 'read' | 'conversation'; conversationId: number; messageId?: number };
export type InboxEvents = { publish(event: InboxEvent): void };

/** Until a realtime channel is given: stores happen, nobody is told. */
export const silentInboxEvents: InboxEvents = { publish: () => undefined };
