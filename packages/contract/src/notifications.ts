import { z } from 'zod';

/** What a notification is about; the list filters by it and the screen shows it as a tag. */
export const notificationCategories = [
  'pages',
  'posts',
  'orders',
  'conversations',
  'billing',
  'security',
  'admin',
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

export const notificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  url: z.string().nullable(),
  category: z.enum(notificationCategories).nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['0', '1']).optional().describe('1 lists unread notifications only'),
  category: z.enum(notificationCategories).optional().describe('Only notifications of this kind'),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().describe('The notifications the filters match'),
  unread: z.number().describe('Unread notifications of the user'),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
