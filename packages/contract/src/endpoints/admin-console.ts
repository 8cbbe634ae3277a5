import { z } from 'zod';
import {
  adminCampaignSchema,
  adminCampaignStatusSchema,
  adminCampaignsQuerySchema,
  adminEngagementPageSchema,
  adminEngagementQuerySchema,
  adminHomeStatsSchema,
  adminPageOwnerSchema,
  adminPageOwnersQuerySchema,
  referralAgentSchema,
  adminUserBlockSchema,
  adminUserCreateSchema,
  adminUserDetailSchema,
  adminUserPasswordSchema,
  adminUserUpdateSchema,
} from '../admin-console.ts';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';

const routes = apiRoutes.admin;
const tags = ['admin'];

/** The admin console: its home statistics and the management of users. */
export const adminConsoleEndpoints = {
  homeStats: defineEndpoint(routes.homeStats, {
    tags,
    summary: 'The admin home statistics, read from daily rollups, and the Graph API version warning',
    response: adminHomeStatsSchema,
    errors: [401, 403],
  }),
  createUser: defineEndpoint(routes.createUser, {
    tags,
    summary: 'Create a user (owner, admin or referral agent) with a password',
    body: adminUserCreateSchema,
    response: adminUserDetailSchema,
    errors: [401, 403, 422],
  }),
  updateUser: defineEndpoint(routes.updateUser, {
    tags,
    summary: "Change a user's username, name and roles",
    params: idParams,
    body: adminUserUpdateSchema,
    response: adminUserDetailSchema,
    errors: [401, 403, 404, 422],
  }),
  blockUser: defineEndpoint(routes.blockUser, {
    tags,
    summary: 'Block a user (they cannot sign in, their sessions end) or lift the block',
    params: idParams,
    body: adminUserBlockSchema,
    response: adminUserDetailSchema,
    errors: [401, 403, 404, 422],
  }),
  resetUserPassword: defineEndpoint(routes.resetUserPassword, {
    tags,
    summary: "Set a user's password (the password rule); their sessions end",
    params: idParams,
    body: adminUserPasswordSchema,
    response: z.object({ success: z.literal(true) }),
    errors: [401, 403, 404, 422],
  }),
  campaigns: defineEndpoint(routes.campaigns, {
    tags,
    summary: 'Every reply campaign of every page (Facebook or Instagram), newest first, with its owners and counts',
    query: adminCampaignsQuerySchema,
    response: z.object({ data: z.array(adminCampaignSchema), total: z.number() }),
    errors: [401, 403, 422],
  }),
  campaignStatus: defineEndpoint(routes.campaignStatus, {
    tags,
    summary: "Stop or start any page's reply campaign (the replies feature's rules; written to the audit log)",
    params: idParams,
    body: adminCampaignStatusSchema,
    response: z.object({ campaign: adminCampaignSchema }),
    errors: [401, 403, 404, 422],
  }),
  engagementPages: defineEndpoint(routes.engagementPages, {
    tags,
    summary: 'The pages with the page commenter (comments) or likes feature, with what it did',
    query: adminEngagementQuerySchema,
    response: z.object({ data: z.array(adminEngagementPageSchema) }),
    errors: [401, 403, 422],
  }),
  pageOwners: defineEndpoint(routes.pageOwners, {
    tags,
    summary: 'Page owners: which users own which pages and Instagram accounts',
    query: adminPageOwnersQuerySchema,
    response: z.object({ data: z.array(adminPageOwnerSchema) }),
    errors: [401, 403, 422],
  }),
  referralAgents: defineEndpoint(routes.referralAgents, {
    tags,
    summary: 'Referral agents with the pages they brought and their totals',
    response: z.object({ data: z.array(referralAgentSchema) }),
    errors: [401, 403],
  }),
  ownReferralPages: defineEndpoint(routes.ownReferralPages, {
    tags: ['referral'],
    summary: "The signed-in referral agent's pages (state, expiry) and totals",
    response: referralAgentSchema,
    errors: [401, 403],
  }),
};
