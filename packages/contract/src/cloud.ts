import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import { uploadKinds } from './uploads.ts';

/**
 * The media cloud's quota is counted in megabytes (MiB, 1,048,576 bytes): the spec's `totalStorage` of 100 is
 * 100 MB. Usage is the sum of the owner's uploaded files.
 */
export const cloudUsageSchema = z.object({
  used_bytes: z.number().int(),
  total_bytes: z.number().int(),
  used_megabytes: z.number().describe('Used, in MB (one decimal)'),
  total_megabytes: z.number().int().describe('The quota, in MB (the plan’s, 100 by default)'),
  available_megabytes: z.number().describe('Left, in MB (one decimal)'),
});
export type CloudUsage = z.infer<typeof cloudUsageSchema>;

export const cloudFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(uploadKinds),
  name: z.string(),
  extension: z.string(),
  url: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  folder_id: z.number().int().nullable(),
  page_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type CloudFile = z.infer<typeof cloudFileSchema>;

export const cloudFolderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  files: z.number().int(),
  created_at: z.string(),
});
export type CloudFolder = z.infer<typeof cloudFolderSchema>;

/** Where a file is used; `active` (a running campaign, a scheduled post, an enabled reply) refuses its deletion. */
export const cloudFileUseSchema = z.object({
  kind: z.enum(['post', 'post_template', 'reply_campaign', 'reply_template', 'bot_reply', 'story', 'store_item']),
  id: z.number().int(),
  label: z.string(),
  active: z.boolean(),
});
export type CloudFileUse = z.infer<typeof cloudFileUseSchema>;

export const cloudFilesQuerySchema = z.object({
  folder_id: z
    .union([z.literal('none'), idSchema])
    .optional()
    .describe('A folder’s files, or `none` for those in no folder; all files when absent'),
  search: z.string().trim().max(100).optional().describe('Part of the file name'),
  kind: z.enum(uploadKinds).optional(),
});

export const cloudFolderInputSchema = z.object({ name: z.string().trim().min(1).max(60) });
export const cloudMoveSchema = z.object({ folder_id: idSchema.nullable() });
