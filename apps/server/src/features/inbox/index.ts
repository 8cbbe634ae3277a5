// The inbox feature's entry for other features: the replies engine records its private replies here.
export type { InboxEvent, InboxEvents } from './inbox-events.ts';
export { silentInboxEvents } from './inbox-events.ts';
export type { PrivateReplySent, RecordPrivateReply } from './ingest/private-reply.ts';
export { createInboxRepository, type InboxRepository } from './inbox.repository.ts';
