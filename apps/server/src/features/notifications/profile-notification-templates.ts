import type { AppLocale } from '@app/contract';

type Params = Record<string, string | number>;
type Template = { title: (params: Params) => string; message: (params: Params) => string };

/** The account's security, in the reader's language (`at` is the business zone's wall clock). */
export const profileNotificationTemplates = {
  'new-sign-in': {
    ar: {
      title: () => 'تسجيل دخول جديد إلى حسابك',
      message: ({ device, at, ip }) =>
        `سُجّل الدخول إلى حسابك من ${device || 'جهاز غير معروف'} في ${at}${ip ? ` (العنوان ${ip})` : ''}. إن لم تكن أنت، غيّر كلمة المرور من الملف الشخصي واضغط "تسجيل الخروج من كل الأجهزة الأخرى".`,
    },
    en: {
      title: () => 'New sign-in to your account',
      message: ({ device, at, ip }) =>
        `Someone signed in to your account from ${device || 'an unknown device'} at ${at}${ip ? ` (address ${ip})` : ''}. If it was not you, change your password on your profile and press "Sign out everywhere else".`,
    },
  },
} satisfies Record<string, Record<AppLocale, Template>>;
