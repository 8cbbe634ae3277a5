import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import { pageStatuses } from './page-features.ts';
import { emailField, passwordField } from './validation/zod.ts';

const countsByStatus = z.record(z.enum(pageStatuses), z.number());

/** Pages or Instagram accounts: how many in each state, and how many were linked in the last seven days. */
const linkedCountsSchema = z.object({ by_status: countsByStatus, total: z.number(), new_this_week: z.number() });

export const adminHomeStatsSchema = z.object({
  pages: linkedCountsSchema,
  instagram_accounts: linkedCountsSchema,
  /** Reply campaigns running now. */
  active_automations: z.number(),
  replies: z.object({ today: z.number(), month: z.number() }),
  messages: z.object({ today: z.number(), month: z.number() }),
  /** Confirmed invoices this business month, in Syrian pounds. */
  revenue_month: z.number(),
  /** Meta events that failed after every retry and wait for an admin. */
  failed_events: z.number(),
  /** The last 14 business days, oldest first: replies sent and messages received each day. */
  days: z.array(z.object({ day: z.string(), replies: z.number(), messages: z.number() })),
  graph_version: z.object({
    status: z.enum(['ok', 'warning']),
    version: z.string(),
    ends_at: z.string().nullable(),
    days_left: z.number().nullable(),
    ended: z.boolean(),
  }),
});
export type AdminHomeStats = z.infer<typeof adminHomeStatsSchema>;

const usernameField = () =>
  z
    .string()
    .trim()
    .min(3)
    .max(50)
    .regex(/^[A-Za-z0-9_.-]+$/);

/** What an admin edits of a user: the sign-in name, the shown name and the two roles. */
export const adminUserUpdateSchema = z.object({
  username: usernameField(),
  name: z.string().trim().min(1).max(100),
  email: z
    .union([z.literal(''), emailField()])
    .optional()
    .describe('Where a password reset link is mailed (when the server sends mail); empty removes it'),
  admin: z.boolean(),
  referral: z.boolean(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const adminUserCreateSchema = adminUserUpdateSchema.extend({ password: passwordField() });
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

export const adminUserBlockSchema = z.object({ blocked: z.boolean() });
export const adminUserPasswordSchema = z.object({ password: passwordField() });

export const adminUserDetailSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  admin: z.boolean(),
  referral: z.boolean(),
  blocked_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserIdParams = z.object({ id: idSchema });

const namedSchema = z.object({ id: z.number(), name: z.string() });

export const adminCampaignsQuerySchema = z.object({
  channel: z.enum(['fb', 'instagram']).default('fb'),
  status: z.enum(['running', 'paused', 'stopped_error']).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** A reply campaign as the admin lists it: whose it is, its state and what it did. */
export const adminCampaignSchema = z.object({
  id: z.number(),
  name: z.string(),
  channel: z.enum(['fb', 'instagram']),
  status: z.enum(['running', 'paused', 'stopped_error']),
  page: namedSchema.nullable(),
  instagram_account: z.object({ id: z.number(), username: z.string() }).nullable(),
  owners: z.array(namedSchema),
  /** Comments the campaign handled, and those it answered (publicly or in private). */
  comments: z.number(),
  replied: z.number(),
  error_message: z.string().nullable(),
  created_at: z.string(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

export const adminCampaignStatusSchema = z.object({ status: z.enum(['running', 'paused']) });

export const adminEngagementQuerySchema = z.object({ feature: z.enum(['comments', 'likes']) });

/** A page with the page commenter or likes on: its state, owners and what the feature did. */
export const adminEngagementPageSchema = z.object({
  page: namedSchema,
  status: z.enum(pageStatuses),
  owners: z.array(namedSchema),
  confirmed_at: z.string().nullable(),
  /** Commenter: posts it answers on now; likes: null. */
  posts: z.number().nullable(),
  /** Answers (commenter) or likes sent. */
  sent: z.number(),
});
export type AdminEngagementPage = z.infer<typeof adminEngagementPageSchema>;

export const adminPageOwnersQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Who owns what: a user with their pages and Instagram accounts. */
export const adminPageOwnerSchema = z.object({
  user: z.object({ id: z.number(), name: z.string(), username: z.string() }),
  pages: z.array(namedSchema.extend({ status: z.enum(pageStatuses) })),
  instagram_accounts: z.array(z.object({ id: z.number(), username: z.string() })),
});
export type AdminPageOwner = z.infer<typeof adminPageOwnerSchema>;

/** A page a referral agent brought: its state and when its subscription ends. */
export const referralPageSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(pageStatuses),
  expires_at: z.string().nullable(),
});

export const referralTotalsSchema = z.object({
  pages: z.number(),
  active: z.number(),
  /** Commission earned from the pages' paid invoices (Syrian pounds); null until invoices are kept. */
  commission: z.number().nullable(),
});

export const referralAgentSchema = z.object({
  agent: z.object({ id: z.number(), name: z.string(), username: z.string() }),
  pages: z.array(referralPageSchema),
  totals: referralTotalsSchema,
});
export type ReferralAgent = z.infer<typeof referralAgentSchema>;
