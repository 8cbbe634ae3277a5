// The inbox as other features use it: its one event stream (the requests screen listens for `request` events) and a
// conversation's address.
export { subscribeToInboxEvents, type InboxEvent } from './realtime/inbox-event-stream.ts';

/** The inbox with one Messenger conversation open. */
export const messengerConversationPath = (conversationId: number) =>
  `/dashboard/bot/fb/chat?conversation=${conversationId}`;
