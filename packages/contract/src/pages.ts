import { z } from 'zod';
import { featureSlugs, instagramAccountTypes, modelTypes, pageStatuses } from './page-features.ts';

export * from './page-features.ts';

export const featureSlugSchema = z.enum(featureSlugs);
export const modelTypeSchema = z.enum(modelTypes);

const featureFlags = {
  has_reply: z.boolean(),
  has_store: z.boolean(),
  has_bot: z.boolean(),
  has_poster: z.boolean(),
};

export const packageSummarySchema = z.object({ id: z.number(), name: z.string(), price: z.number() });
export const personSummarySchema = z.object({ id: z.number(), name: z.string() });

export const pageSchema = z.object({
  id: z.number().describe('Our id; send it in the page-id header'),
  page_id: z.string().describe("Meta's page id"),
  name: z.string(),
  avatar: z.string().nullable(),
  domain: z.string().nullable(),
  ...featureFlags,
  referral: personSummarySchema.nullable(),
  features: z.array(z.object({ slug: featureSlugSchema })),
  package: packageSummarySchema.nullable(),
  owners: z.array(personSummarySchema),
  expires_at: z.string().nullable(),
  active: z.boolean(),
  status: z.enum(pageStatuses),
  last_login_at: z.string().nullable(),
  blocked_at: z.string().nullable(),
  needs_reconnect: z.boolean().describe('True when Meta stopped accepting the page token'),
  missing_permission: z
    .string()
    .nullable()
    .describe('The permission Meta named as missing when it refused the page (reconnect and allow it)'),
  sending_paused_until: z
    .string()
    .nullable()
    .describe('Meta blocked the page from sending (policy, code 368) until then; sending resumes by itself'),
  webhooks_failed: z
    .boolean()
    .optional()
    .describe('True when Meta refused to subscribe the app to the page (all or some fields): retry from the doctor'),
});
export type Page = z.infer<typeof pageSchema>;

export const instagramAccountSchema = z.object({
  id: z.number().describe('Our id; send it in the insta-id header'),
  account_id: z.string().describe("Meta's Instagram user id"),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  account_type: z
    .enum(instagramAccountTypes)
    .describe('Business or creator account, as Meta said when it was linked; creators cannot publish stories'),
  page_id: z.number().nullable(),
  login: z
    .enum(['facebook', 'instagram'])
    .describe('Linked through its Facebook Page, or with Instagram Login (no page, its own 60-day token)'),
  token_expires_at: z
    .string()
    .nullable()
    .describe("Instagram Login: when the account's token expires (renewed by itself every day before then)"),
  ...featureFlags,
  features: z.array(z.object({ slug: featureSlugSchema })),
  expires_at: z.string().nullable(),
  active: z.boolean(),
  needs_reconnect: z.boolean(),
});
export type InstagramAccount = z.infer<typeof instagramAccountSchema>;

export const storeSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The first page the store is linked to (null: linked to none yet). */
  page_id: z.number().nullable(),
  /** Every page that sells from the store. */
  page_ids: z.array(z.number()),
});
export type Store = z.infer<typeof storeSchema>;

export const linkedAccountsSchema = z.object({
  pages: z.array(pageSchema),
  insta_accounts: z.array(instagramAccountSchema),
  stores: z.array(storeSchema),
});
export type LinkedAccounts = z.infer<typeof linkedAccountsSchema>;
