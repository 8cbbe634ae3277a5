// The webhooks feature as other features see it: the events it stores and how it names a comment.
export { normalizeCommentId } from './split-webhook-batch.ts';
export type { StoredEvent } from './webhook-events.repository.ts';
export { createLastEventReader, type LastEventReader } from './last-event.repository.ts';
