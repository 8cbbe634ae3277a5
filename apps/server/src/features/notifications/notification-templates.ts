import type { AppLocale } from '@app/contract';

type Params = Record<string, string | number>;
type Template = { title: (params: Params) => string; message: (params: Params) => string };

/** System notifications: stored as a template name and parameters, rendered in the reader's language. */
export const notificationTemplates = {
  'page-reconnect': {
    ar: {
      title: ({ name }) => `أعد ربط صفحة ${name}`,
      message: ({ name, reason }) =>
        `توقف فيسبوك عن قبول صلاحية الوصول إلى صفحة ${name} (${reason}). الردود والنشر متوقفة على هذه الصفحة حتى تعيد ربطها من "إضافة صفحة".`,
    },
    en: {
      title: ({ name }) => `Reconnect the page ${name}`,
      message: ({ name, reason }) =>
        `Facebook stopped accepting our access to the page ${name} (${reason}). Replies and posting are paused on it until you reconnect it with "Add page".`,
    },
  },
  'instagram-reconnect': {
    ar: {
      title: ({ name }) => `أعد ربط حساب إنستغرام ${name}`,
      message: ({ name, reason }) =>
        `توقف فيسبوك عن قبول صلاحية الوصول إلى حساب ${name} (${reason}). أعد ربطه من "إضافة حساب إنستغرام".`,
    },
    en: {
      title: ({ name }) => `Reconnect the Instagram account ${name}`,
      message: ({ name, reason }) =>
        `Facebook stopped accepting our access to ${name} (${reason}). Reconnect it with "Add Instagram account".`,
    },
  },
} satisfies Record<string, Record<AppLocale, Template>>;

export type NotificationTemplate = keyof typeof notificationTemplates;

export function renderNotification(template: string, params: Params, locale: AppLocale) {
  const entry = (notificationTemplates as Record<string, Record<AppLocale, Template>>)[template];
  if (!entry) return null;
  return { title: entry[locale].title(params), message: entry[locale].message(params) };
}
