export const notificationsPath = '/dashboard/user/notifications';
