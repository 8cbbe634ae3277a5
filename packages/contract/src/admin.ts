import { z } from 'zod';
import { connectionDoctorSchema } from './connection-doctor.ts';
import { idSchema } from './http/ids.ts';

export const adminUserSearchQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const adminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  admin: z.boolean(),
  referral: z.boolean(),
  pages_count: z.number(),
  /** An admin blocked the user: they cannot sign in (POST /api/admin/users/:id/block). */
  blocked: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const failedEventsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const failedEventSchema = z.object({
  id: z.number(),
  kind: z.string(),
  object: z.string(),
  account_id: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  received_at: z.string(),
  payload: z.unknown(),
});
export type FailedEvent = z.infer<typeof failedEventSchema>;

/** What an admin's permission check or re-subscription of a page or Instagram account found. */
export const permissionCheckSchema = z.object({
  valid: z.boolean(),
  scopes: z.array(z.string()),
  subscribed_fields: z.array(z.string()),
  error: z.string().nullable(),
  success: z.boolean().optional(),
  doctor: connectionDoctorSchema.optional().describe('The same connection check the owner sees'),
});
export type PermissionCheck = z.infer<typeof permissionCheckSchema>;

export const adminAuditQuerySchema = z.object({
  page_id: idSchema.optional(),
  instagram_account_id: idSchema.optional(),
  /** The admin who acted or the owner acted as. */
  user_id: idSchema.optional(),
  /** The id of the last entry already shown: the next, older ones follow. */
  before: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** One recorded admin change: who, what, when, the resource before and after. */
export const adminAuditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
  acting_as: z.object({ id: z.number(), name: z.string() }).nullable(),
  action: z.string().describe('What was done, e.g. page.block, invoice.status, user.update'),
  resource_type: z.string(),
  resource_id: z.string(),
  page_id: z.number().nullable(),
  instagram_account_id: z.number().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
