import { z } from 'zod';
import { connectionDoctorSchema } from './connection-doctor.ts';

export const adminUserSearchQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const adminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  admin: z.boolean(),
  referral: z.boolean(),
  pages_count: z.number(),
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
