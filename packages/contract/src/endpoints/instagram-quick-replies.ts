import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import {
  saveStoryQuickReplyResponseSchema,
  storyMentionQuickReplyBodySchema,
  storyQuickReplyResponseSchema,
  storyReplyQuickReplyBodySchema,
} from '../story-quick-replies.ts';

const routes = apiRoutes.instagramQuickReplies;
const tags = ['replies'];
const errors = [401, 403, 404, 422] as const;
const account =
  'The account is the insta-id header (422 without it) and must have a reply feature; the trail lists the latest answers.';

export const instagramQuickRepliesEndpoints = {
  storyMention: defineEndpoint(routes.storyMention, {
    tags,
    summary: "The account's story mention quick reply and its latest answers",
    description: account,
    response: storyQuickReplyResponseSchema,
    errors,
  }),
  saveStoryMention: defineEndpoint(routes.saveStoryMention, {
    tags,
    summary: 'Save the story mention quick reply: sent once to each person who mentions the account in a story',
    description: 'Within the 24-hour messaging window, through the linked Facebook page. ' + account,
    body: storyMentionQuickReplyBodySchema,
    response: saveStoryQuickReplyResponseSchema,
    errors,
  }),
  storyReply: defineEndpoint(routes.storyReply, {
    tags,
    summary: "The account's story reply quick reply and its latest answers",
    description: account,
    response: storyQuickReplyResponseSchema,
    errors,
  }),
  saveStoryReply: defineEndpoint(routes.saveStoryReply, {
    tags,
    summary: "Save the story reply quick reply: sent to people replying to the account's stories",
    description: 'Keywords narrow which replies are answered. ' + account,
    body: storyReplyQuickReplyBodySchema,
    response: saveStoryQuickReplyResponseSchema,
    errors,
  }),
};
