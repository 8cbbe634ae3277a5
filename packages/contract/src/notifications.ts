import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  url: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['0', '1']).optional().describe('1 lists unread notifications only'),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().describe('All notifications of the user'),
  unread: z.number().describe('Unread notifications of the user'),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
