import type { NotificationCategory } from '@app/contract';
import type { NotificationTemplate } from './notification-templates.ts';

/** Which kind each system notice is, for the list's filter; a notice stored without a template has none. */
const categoryOfTemplate: Record<NotificationTemplate, NotificationCategory> = {
  'page-reconnect': 'pages',
  'instagram-reconnect': 'pages',
  'instagram-token-refresh-failed': 'pages',
  'page-app-removed': 'pages',
  'page-permission-revoked': 'pages',
  'page-permission-missing': 'pages',
  'page-policy-block': 'pages',
  'page-plan-expired': 'billing',
  'page-blocked': 'pages',
  'instagram-blocked': 'pages',
  'page-webhooks-lost': 'pages',
  'post-not-published': 'posts',
  'bot-flow-notify': 'conversations',
  'bot-flow-handover': 'conversations',
  'order-requested': 'orders',
  'demo-welcome': 'admin',
  'demo-plan-active': 'billing',
  'plan-expires-soon': 'billing',
  'plan-expires-today': 'billing',
  'renewal-confirmed': 'billing',
  'renewal-requested': 'billing',
  'renewal-rejected': 'billing',
  'admin-notice': 'admin',
  'new-sign-in': 'security',
};

export function categoryOf(template: string | null): NotificationCategory | null {
  return template ? ((categoryOfTemplate as Record<string, NotificationCategory>)[template] ?? null) : null;
}

export function templatesOf(category: NotificationCategory): string[] {
  return Object.entries(categoryOfTemplate)
    .filter(([, kind]) => kind === category)
    .map(([template]) => template);
}
