import { apiRoutes } from '../api-routes.ts';
import {
  demoCommentBodySchema,
  demoCommentResponseSchema,
  demoInstagramCommentBodySchema,
  demoMessageBodySchema,
  demoMessageResponseSchema,
  demoQuickRepliesQuerySchema,
  demoQuickRepliesResponseSchema,
  demoQuickReplyPressBodySchema,
  demoStoryActionBodySchema,
  demoStoryActionResponseSchema,
} from '../demo-customer.ts';
import { defineEndpoint } from '../http/endpoint.ts';

const routes = apiRoutes.demoCustomer;
const tags = ['demo'];
const errors = [401, 403, 404, 422] as const;
const demoOnly =
  'Demo mode only (no Meta app configured): the simulator delivers the webhook Meta would, so the engines answer ' +
  'for real. In live mode the route does not exist.';
const page = `${demoOnly} The page is the page-id header (422 without it).`;
const account = `${demoOnly} The account is the insta-id header (422 without it).`;

export const demoCustomerEndpoints = {
  comment: defineEndpoint(routes.comment, {
    tags,
    summary: "A customer comments on one of the page's posts",
    description: page,
    body: demoCommentBodySchema,
    response: demoCommentResponseSchema,
    errors,
  }),
  message: defineEndpoint(routes.message, {
    tags,
    summary: 'A customer sends the page a direct message',
    description: page,
    body: demoMessageBodySchema,
    response: demoMessageResponseSchema,
    errors,
  }),
  quickReplies: defineEndpoint(routes.quickReplies, {
    tags,
    summary: "The quick replies under the page's last message to a customer",
    description: page,
    query: demoQuickRepliesQuerySchema,
    response: demoQuickRepliesResponseSchema,
    errors,
  }),
  pressQuickReply: defineEndpoint(routes.pressQuickReply, {
    tags,
    summary: 'A customer presses one of the quick replies the page offered them',
    description: page,
    body: demoQuickReplyPressBodySchema,
    response: demoMessageResponseSchema,
    errors,
  }),
  instagramComment: defineEndpoint(routes.instagramComment, {
    tags,
    summary: "A customer comments on one of the Instagram account's posts",
    description: account,
    body: demoInstagramCommentBodySchema,
    response: demoCommentResponseSchema,
    errors,
  }),
  story: defineEndpoint(routes.story, {
    tags,
    summary: 'A customer mentions the account in a story, or replies to its story',
    description: `${account} A reply goes to the account's latest story; one is made when it has none.`,
    body: demoStoryActionBodySchema,
    response: demoStoryActionResponseSchema,
    errors,
  }),
};
