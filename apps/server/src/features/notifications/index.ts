// The notifications feature as other features see it.
export type { NotificationsService } from './notifications.service.ts';
export type { NotificationTemplate } from './notification-templates.ts';
export { storedNotification } from './notification-templates.ts';
export { createNotices } from './notices.ts';
export { noticesRoutes } from './notices.routes.ts';
