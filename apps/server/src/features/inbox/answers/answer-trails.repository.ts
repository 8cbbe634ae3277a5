import { alias } from 'drizzle-orm/pg-core';
import { inboxMessages, subscribers } from '../../../platform/db/schema.ts';

/**
 * An automation's trail row (the bot's, a story answer's) as its screens show it: the person, the message it answered
 * and the answer, a pending message of the conversation whose status, Meta id and refusal are the trail's own.
 * Each trail joins `incomingMessage` on its incoming message id and `answerMessage` on its answer id.
 */
export const incomingMessage = alias(inboxMessages, 'incoming');
export const answerMessage = alias(inboxMessages, 'answer');

export const trailAnswerColumns = {
  personId: subscribers.metaUserId,
  personName: subscribers.name,
  incomingText: incomingMessage.text,
  answer: {
    status: answerMessage.status,
    metaMessageId: answerMessage.metaMessageId,
    errorCode: answerMessage.errorCode,
    errorSubcode: answerMessage.errorSubcode,
    errorMessage: answerMessage.errorMessage,
  },
};
