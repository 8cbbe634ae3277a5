import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import {
  saveStoryReplyCampaignResponseSchema,
  storiesWithRepliesSchema,
  storyIdParams,
  storyReplyCampaignBodySchema,
  storyReplyCampaignResponseSchema,
} from '../story-reply-campaigns.ts';

const routes = apiRoutes.instagramStoryReplies;
const tags = ['replies'];
const errors = [401, 403, 404, 422] as const;
const account = 'The account is the insta-id header (422 without it) and must have a reply feature.';

export const instagramStoryRepliesEndpoints = {
  stories: defineEndpoint(routes.stories, {
    tags,
    summary: "The account's current stories (the last 24 hours, from Meta), each with the replies it got",
    description: account,
    response: storiesWithRepliesSchema,
    errors,
  }),
  getCampaign: defineEndpoint(routes.getCampaign, {
    tags,
    summary: "The campaign on one story's replies (null until saved), its counts and its latest answers",
    description: account,
    params: storyIdParams,
    response: storyReplyCampaignResponseSchema,
    errors,
  }),
  saveCampaign: defineEndpoint(routes.saveCampaign, {
    tags,
    summary: "Save the campaign on one story's replies: it answers them in place of the story reply quick reply",
    description:
      'multipart/form-data (keywords as JSON text) or the same values as JSON. A new campaign needs a current story ' +
      'of the account (404 otherwise). Each reply is answered once, within the 24-hour messaging window. ' +
      account,
    params: storyIdParams,
    multipart: { fields: storyReplyCampaignBodySchema, files: {} },
    response: saveStoryReplyCampaignResponseSchema,
    errors,
  }),
  deleteCampaign: defineEndpoint(routes.deleteCampaign, {
    tags,
    summary: "Delete the campaign on one story's replies; its answers stay recorded",
    description: account,
    params: storyIdParams,
    response: null,
    errors,
  }),
};
