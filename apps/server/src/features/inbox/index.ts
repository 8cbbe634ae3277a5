// The inbox feature's entry for other features: the replies engine records its private replies here.
export type { InboxEvent, InboxEvents } from './inbox-events.ts';
export type { PrivateReplySent, RecordPrivateReply } from './ingest/private-reply.ts';
export { createInboxRepository, type InboxRepository } from './inbox.repository.ts';
// The bot answers through the inbox: its messages are inbox messages, sent by the inbox's own delivery.
export type {
  AnswerMessage,
  AnswerReferral,
  AnswerStory,
  IncomingMessengerMessage,
  IncomingReferral,
  StoredStoryMessage,
} from './ingest/message-ingest.ts';
export type { InboxDeps, SendingPage } from './conversations/inbox-deps.ts';
export { sendingGate, sendingPageOf } from './conversations/inbox-deps.ts';
export type { ConversationsRepository, SubscriberRow, Viewer } from './conversations/conversations.repository.ts';
// The demo's customer simulator finds a person's conversation and the last message the page sent them.
export {
  createCustomerConversations,
  type CustomerConversations,
  type CustomerOf,
} from './conversations/customer-conversation.repository.ts';
export { outgoingContents } from './send/send-message.ts';
export { failureText } from './conversations/conversation-dto.ts';
// The one answer path of the engines that answer direct messages (the bot, its flows, the story answers).
export type { AnswerPath, AnswerRequest } from './answers/answer-message.ts';
export type { OrderClaim } from './answers/answer-trail.repository.ts';
export type { AnswerContent } from './answers/answer-content.ts';
export { createFlowAnswerRepository } from './answers/flow-answer.repository.ts';
export type { AlongsideWrites, FlowAnswer, FlowAnswerRecorded, FlowClaim } from './answers/flow-answer.repository.ts';
// The one trail's reads for the engines' screens (the inbox owns the trail, the conversations and the messages).
export type {
  AnswerTrailReports,
  BotAnswerTrailRow,
  StoryAnswerTrailOf,
  StoryAnswerTrailRow,
  StoryReplyCounts,
} from './answers/answer-trails.repository.ts';
export {
  createAnsweringConversations,
  type AlongsideRead,
  type AnsweringConversations,
} from './answers/answering-conversation.repository.ts';
