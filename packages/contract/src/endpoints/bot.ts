import { apiRoutes } from '../api-routes.ts';
import {
  botReplyBodySchema,
  botReplyListQuerySchema,
  botReplyListSchema,
  botReplyResponseSchema,
  botTrailQuerySchema,
  botTrailSchema,
  conversationTakeoverBodySchema,
  conversationTakeoverSchema,
} from '../bot.ts';
import {
  botFlowListSchema,
  botFlowResponseSchema,
  createBotFlowBodySchema,
  flowProblemsSchema,
  saveBotFlowDraftBodySchema,
} from '../bot-flows.ts';
import { flowStatsSchema, tryFlowBodySchema, tryFlowResultSchema } from '../bot-flow-run.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';
import { emptyBody } from './common.ts';

const tags = ['bot'];
const errors = [401, 403, 404, 422] as const;
const page = 'The page is the page-id header (422 without it); it must have the bot feature.';

export const botRepliesEndpoints = {
  list: defineEndpoint(apiRoutes.botReplies.list, {
    tags,
    summary: "The current page's bot replies (keyword bots, postback answers and the default reply)",
    description: page,
    query: botReplyListQuerySchema,
    response: botReplyListSchema,
    errors,
  }),
  get: defineEndpoint(apiRoutes.botReplies.get, {
    tags,
    summary: 'One bot reply',
    params: idParams,
    response: botReplyResponseSchema,
    errors,
  }),
  create: defineEndpoint(apiRoutes.botReplies.create, {
    tags,
    summary: 'Save a new bot reply (the bot form)',
    description: `${page} A postback id is unique per page (409), and so is the default reply (keyword type reply).`,
    body: botReplyBodySchema,
    response: botReplyResponseSchema,
    errors: [...errors, 409],
  }),
  update: defineEndpoint(apiRoutes.botReplies.update, {
    tags,
    summary: 'Change a bot reply',
    params: idParams,
    body: botReplyBodySchema,
    response: botReplyResponseSchema,
    errors: [...errors, 409],
  }),
  remove: defineEndpoint(apiRoutes.botReplies.remove, {
    tags,
    summary: 'Delete a bot reply; its trail stays',
    params: idParams,
    response: emptyBody,
    errors,
  }),
  trail: defineEndpoint(apiRoutes.botReplies.trail, {
    tags,
    summary: "The latest incoming messages the current page's bot handled, answered or not, and why",
    description: page,
    query: botTrailQuerySchema,
    response: botTrailSchema,
    errors,
  }),
};

export const botFlowsEndpoints = {
  list: defineEndpoint(apiRoutes.botFlows.list, {
    tags,
    summary: "The current page's flows",
    description: page,
    response: botFlowListSchema,
    errors,
  }),
  get: defineEndpoint(apiRoutes.botFlows.get, {
    tags,
    summary: 'A flow with its draft',
    params: idParams,
    response: botFlowResponseSchema,
    errors,
  }),
  create: defineEndpoint(apiRoutes.botFlows.create, {
    tags,
    summary: 'A new flow: a draft with its start node',
    description: page,
    body: createBotFlowBodySchema,
    response: botFlowResponseSchema,
    errors,
  }),
  saveDraft: defineEndpoint(apiRoutes.botFlows.saveDraft, {
    tags,
    summary: "Save the canvas as the flow's draft",
    description: 'Refused with 409 when the draft changed since `draft_revision` (another tab or person).',
    params: idParams,
    body: saveBotFlowDraftBodySchema,
    response: botFlowResponseSchema,
    errors: [...errors, 409],
  }),
  check: defineEndpoint(apiRoutes.botFlows.check, {
    tags,
    summary: "The saved draft's problems, each pointing at its node",
    params: idParams,
    body: emptyBody,
    response: flowProblemsSchema,
    errors,
  }),
  publish: defineEndpoint(apiRoutes.botFlows.publish, {
    tags,
    summary: 'Publish the draft as the next version',
    description:
      'Conversations already in the flow keep their version. 422 with errors keyed `node:<id>` when it cannot run; 409 when saves kept changing the draft while it was checked.',
    params: idParams,
    body: emptyBody,
    response: botFlowResponseSchema,
    errors: [...errors, 409],
  }),
  try: defineEndpoint(apiRoutes.botFlows.try, {
    tags,
    summary: 'Try the saved draft: one step of a test subscriber, with what the flow would send',
    description:
      'Runs the same steps as the engine for a test subscriber whose state the builder keeps; nothing is sent to Meta and no subscriber is stored. Waits end at once with `timer`.',
    params: idParams,
    body: tryFlowBodySchema,
    response: tryFlowResultSchema,
    errors,
  }),
  stats: defineEndpoint(apiRoutes.botFlows.stats, {
    tags,
    summary: 'How many subscribers reached each node and pressed each button',
    params: idParams,
    response: flowStatsSchema,
    errors,
  }),
  remove: defineEndpoint(apiRoutes.botFlows.remove, {
    tags,
    summary: 'Delete a flow; bots starting it stop answering with it',
    params: idParams,
    response: emptyBody,
    errors,
  }),
};

export const takeoverEndpoints = {
  takeover: defineEndpoint(apiRoutes.inbox.takeover, {
    tags: ['inbox'],
    summary: 'Take a conversation over from the bot, or hand it back',
    params: idParams,
    body: conversationTakeoverBodySchema,
    response: conversationTakeoverSchema,
    errors,
  }),
};
