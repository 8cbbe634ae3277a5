import type { AppLocale } from '@app/contract';

type Params = Record<string, string | number>;
type Template = { title: (params: Params) => string; message: (params: Params) => string };

/** A number of months as each language says it (Arabic: one, two, 3–10 and 11+ take different forms). */
const monthsInArabic = (months: number) =>
  months === 1 ? 'شهر واحد' : months === 2 ? 'شهرين' : months <= 10 ? `${months} أشهر` : `${months} شهرًا`;
const monthsInEnglish = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/** A renewal's period ("3 months"), shown as the `period` of the templates that name one. */
export const periodTexts = {
  ar: ({ count }: Params) => monthsInArabic(Number(count)),
  en: ({ count }: Params) => monthsInEnglish(Number(count)),
};
/** The same as plural forms, for the translation source. */
export const periodSourceTexts = {
  en: { 'notifications.months_one': '{{count}} month', 'notifications.months_other': '{{count}} months' },
  ar: {
    'notifications.months_zero': '{{count}} شهر',
    'notifications.months_one': 'شهر واحد',
    'notifications.months_two': 'شهرين',
    'notifications.months_few': '{{count}} أشهر',
    'notifications.months_many': '{{count}} شهرًا',
    'notifications.months_other': '{{count}} شهر',
  },
};

/** Renewals and expiry warnings, in the reader's language (`until` is the business zone's wall clock). */
export const billingNotificationTemplates = {
  'plan-expires-soon': {
    ar: {
      title: ({ name }) => `اشتراك ${name} ينتهي قريبًا`,
      message: ({ name, until }) =>
        `ينتهي اشتراك ${name} في ${until}، وبعدها تتوقف الردود التلقائية. جدّده الآن من زر "تجديد" في لوحة التحكم.`,
    },
    en: {
      title: ({ name }) => `The subscription of ${name} ends soon`,
      message: ({ name, until }) =>
        `The subscription of ${name} ends on ${until}; its automatic replies stop then. Renew it now with the "Renew" button on the dashboard.`,
    },
  },
  'plan-expires-today': {
    ar: {
      title: ({ name }) => `اشتراك ${name} ينتهي اليوم`,
      message: ({ name, until }) =>
        `ينتهي اشتراك ${name} اليوم في ${until}. جدّده من زر "تجديد" في لوحة التحكم كي لا تتوقف الردود.`,
    },
    en: {
      title: ({ name }) => `The subscription of ${name} ends today`,
      message: ({ name, until }) =>
        `The subscription of ${name} ends today at ${until}. Renew it with the "Renew" button on the dashboard so its replies do not stop.`,
    },
  },
  'renewal-confirmed': {
    ar: {
      title: ({ name }) => `تم تجديد ${name}`,
      message: ({ name, plan, until }) =>
        `أكدت الإدارة الدفع وجُدّد اشتراك ${name} على باقة ${plan} حتى ${until}. عادت الردود التلقائية للعمل.`,
    },
    en: {
      title: ({ name }) => `${name} was renewed`,
      message: ({ name, plan, until }) =>
        `The payment was confirmed and ${name} is renewed on the ${plan} package until ${until}. Its automatic replies run again.`,
    },
  },
  'renewal-requested': {
    ar: {
      title: ({ name }) => `إيصال تجديد جديد: ${name}`,
      message: ({ name, plan, period }) =>
        `أرسل مالك ${name} إيصال تحويل لتجديد باقة ${plan} لمدة ${period}. راجعه وأكّده أو ارفضه من صفحة الإيصالات.`,
    },
    en: {
      title: ({ name }) => `A new renewal receipt: ${name}`,
      message: ({ name, plan, period }) =>
        `The owner of ${name} sent a transfer receipt to renew the ${plan} package for ${period}. Check it and confirm or reject it on the receipts page.`,
    },
  },
  'renewal-rejected': {
    ar: {
      title: ({ name }) => `رُفض طلب تجديد ${name}`,
      message: ({ name, reason }) =>
        `لم تقبل الإدارة إيصال تجديد ${name}. السبب: «${reason}». يمكنك إرسال طلب جديد بإيصال صحيح.`,
    },
    en: {
      title: ({ name }) => `The renewal of ${name} was rejected`,
      message: ({ name, reason }) =>
        `The receipt sent to renew ${name} was not accepted. Reason: “${reason}”. You can send a new request with a valid receipt.`,
    },
  },
} satisfies Record<string, Record<AppLocale, Template>>;
