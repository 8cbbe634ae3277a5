import { authoredLocaleOf, type AppLocale, type InterfaceLocale } from '@app/contract';
import { translateText } from '@app/contract/i18n/translations';
import { billingNotificationTemplates, periodSourceTexts, periodTexts } from './billing-notification-templates.ts';
import { profileNotificationTemplates } from './profile-notification-templates.ts';

type Params = Record<string, string | number>;
type Template = { title: (params: Params) => string; message: (params: Params) => string };

/** Why a target failed at publish time (the engine's problem codes), in the reader's language. */
const postProblemTexts: Record<string, Record<AppLocale, string>> = {
  'page-token-invalid': {
    ar: 'فقدنا صلاحية الوصول إلى الصفحة؛ أعد ربطها',
    en: 'we lost access to the page; reconnect it',
  },
  'meta-page': { ar: 'تحتاج الصفحة إلى إعادة ربط أو صلاحية', en: 'the page needs to be reconnected or a permission' },
  'meta-item': { ar: 'رفض فيسبوك هذا المنشور', en: 'Facebook refused this post' },
  'meta-retry-exhausted': {
    ar: 'لم يتمكن فيسبوك من النشر بعد عدة محاولات',
    en: 'Facebook could not publish it after several attempts',
  },
  'video-failed': { ar: 'فشلت معالجة الفيديو لدى فيسبوك', en: 'Facebook failed to process the video' },
  'container-failed': { ar: 'فشل تجهيز الوسائط لدى إنستغرام', en: 'Instagram failed to prepare the media' },
  'container-expired': {
    ar: 'انتهت صلاحية الوسائط المجهزة لدى إنستغرام',
    en: 'the media prepared on Instagram expired',
  },
  'instagram-quota-reached': {
    ar: 'وصل الحساب إلى حد النشر اليومي لدى إنستغرام',
    en: 'the account reached Instagram’s daily publishing limit',
  },
};
const postProblemText = (problem: string | number | undefined, locale: InterfaceLocale) => {
  const known = postProblemTexts[String(problem)] ? String(problem) : 'meta-item';
  return translateText(locale, `notifications.postProblem.${known}`, postProblemTexts[known]!);
};

/** Meta's own words after ours, when it gave any. */
const metaSaidTexts: Record<AppLocale, string> = {
  ar: ' (رسالة فيسبوك: {{meta}})',
  en: ' (Facebook’s message: {{meta}})',
};

/** System notifications: stored as a template name and parameters, rendered in the reader's language. */
export const notificationTemplates = {
  'page-reconnect': {
    ar: {
      title: ({ name }) => `أعد ربط صفحة ${name}`,
      message: ({ name, reason }) =>
        `توقف فيسبوك عن قبول صلاحية الوصول إلى صفحة ${name}، فالردود والنشر متوقفة عليها حتى تعيد ربطها من "إضافة صفحة". رسالة فيسبوك كما وصلت: «${reason}»`,
    },
    en: {
      title: ({ name }) => `Reconnect the page ${name}`,
      message: ({ name, reason }) =>
        `Facebook stopped accepting our access to the page ${name}, so replies and posting are paused on it until you reconnect it with "Add page". Facebook's message as it came: “${reason}”`,
    },
  },
  'instagram-reconnect': {
    ar: {
      title: ({ name }) => `أعد ربط حساب إنستغرام ${name}`,
      message: ({ name, reason }) =>
        `توقف فيسبوك عن قبول صلاحية الوصول إلى حساب ${name}. أعد ربطه من "إضافة حساب إنستغرام". رسالة فيسبوك كما وصلت: «${reason}»`,
    },
    en: {
      title: ({ name }) => `Reconnect the Instagram account ${name}`,
      message: ({ name, reason }) =>
        `Facebook stopped accepting our access to ${name}. Reconnect it with "Add Instagram account". Facebook's message as it came: “${reason}”`,
    },
  },
  'instagram-token-refresh-failed': {
    ar: {
      title: ({ name }) => `أعد ربط حساب إنستغرام ${name}`,
      message: ({ name, reason }) =>
        `لم يقبل إنستغرام تجديد صلاحية الوصول إلى حساب ${name}، فالردود والرسائل والنشر متوقفة عليه حتى تعيد ربطه من "صفحاتي وحساباتي" بزر "ربط إنستغرام بدون صفحة فيسبوك". رسالة إنستغرام كما وصلت: «${reason}»`,
    },
    en: {
      title: ({ name }) => `Reconnect the Instagram account ${name}`,
      message: ({ name, reason }) =>
        `Instagram refused to renew our access to ${name}, so replies, messages and posting are paused on it until you link it again from "My pages and accounts" with "Link Instagram without a Facebook Page". Instagram's message as it came: “${reason}”`,
    },
  },
  'page-app-removed': {
    ar: {
      title: ({ name }) => `أُزيل تطبيقنا من فيسبوك: صفحة ${name}`,
      message: ({ name }) =>
        `أزال الحساب الذي ربط صفحة ${name} تطبيقنا من إعدادات فيسبوك، فتوقفت الردود والبوت والنشر عليها. أعد ربطها من "إضافة صفحة" لتعمل من جديد.`,
    },
    en: {
      title: ({ name }) => `Our app was removed on Facebook: the page ${name}`,
      message: ({ name }) =>
        `The account that linked the page ${name} removed our app in its Facebook settings, so replies, the bot and posting stopped on it. Reconnect it with "Add page" to start them again.`,
    },
  },
  'page-permission-revoked': {
    ar: {
      title: ({ name }) => `سُحبت صلاحية من صفحة ${name}`,
      message: ({ name, permission }) =>
        `سحب الحساب الذي ربط صفحة ${name} الصلاحية ${permission} من تطبيقنا على فيسبوك، فتوقف ما يحتاجها على هذه الصفحة. أعد ربطها من "إضافة صفحة" ووافق على هذه الصلاحية لتعمل من جديد.`,
    },
    en: {
      title: ({ name }) => `A permission was taken back from the page ${name}`,
      message: ({ name, permission }) =>
        `The account that linked the page ${name} took the permission ${permission} back from our app on Facebook, so what needs it stopped on this page. Reconnect it with "Add page" and allow that permission to start it again.`,
    },
  },
  'page-permission-missing': {
    ar: {
      title: ({ name }) => `صفحة ${name} تحتاج صلاحية ناقصة`,
      message: ({ name, permission }) =>
        `رفض فيسبوك إرسال الردود من صفحة ${name} لأن الصلاحية ${permission} غير ممنوحة. الإرسال متوقف على هذه الصفحة وحدها حتى تعيد ربطها من "إضافة صفحة" وتوافق على هذه الصلاحية.`,
    },
    en: {
      title: ({ name }) => `The page ${name} is missing a permission`,
      message: ({ name, permission }) =>
        `Facebook refused replies from the page ${name} because the permission ${permission} is not granted. Sending is paused on this page only until you reconnect it with "Add page" and allow that permission.`,
    },
  },
  'page-policy-block': {
    ar: {
      title: ({ name }) => `أوقف فيسبوك الإرسال من صفحة ${name} مؤقتًا`,
      message: ({ name, until }) =>
        `منع فيسبوك صفحة ${name} مؤقتًا من هذا الإجراء بسبب سياساته. أوقفنا الإرسال من هذه الصفحة حتى ${until}، ثم نستأنفه تلقائيًا. الصفحات الأخرى تعمل كالمعتاد.`,
    },
    en: {
      title: ({ name }) => `Facebook paused sending from ${name}`,
      message: ({ name, until }) =>
        `Facebook temporarily blocked the page ${name} from this action under its policies. We paused sending from this page until ${until} and will resume by ourselves. Your other pages keep working.`,
    },
  },
  'page-plan-expired': {
    ar: {
      title: ({ name }) => `انتهى اشتراك صفحة ${name}`,
      message: ({ name }) =>
        `انتهى اشتراك صفحة ${name}، لذلك توقفت الردود التلقائية عليها. جدّد الاشتراك لتعود الحملات للعمل تلقائيًا.`,
    },
    en: {
      title: ({ name }) => `The subscription of ${name} expired`,
      message: ({ name }) =>
        `The subscription of the page ${name} expired, so its automatic replies stopped. Renew it and its campaigns resume by themselves.`,
    },
  },
  'page-blocked': {
    ar: {
      title: ({ name }) => `أوقفت الإدارة صفحة ${name}`,
      message: ({ name }) =>
        `أوقفت إدارة المنصة صفحة ${name}، لذلك توقفت الردود التلقائية عليها. تواصل مع الدعم؛ ستعود الحملات للعمل تلقائيًا عند رفع الإيقاف.`,
    },
    en: {
      title: ({ name }) => `The page ${name} was blocked`,
      message: ({ name }) =>
        `The platform's administrators blocked the page ${name}, so its automatic replies stopped. Contact support; its campaigns resume by themselves once the block is lifted.`,
    },
  },
  'instagram-blocked': {
    ar: {
      title: ({ name }) => `أوقفت الإدارة حساب إنستغرام ${name}`,
      message: ({ name }) =>
        `أوقفت إدارة المنصة حساب إنستغرام ${name}، لذلك توقفت الردود التلقائية والنشر عليه. تواصل مع الدعم؛ ستعود الحملات للعمل تلقائيًا عند رفع الإيقاف.`,
    },
    en: {
      title: ({ name }) => `The Instagram account ${name} was blocked`,
      message: ({ name }) =>
        `The platform's administrators blocked the Instagram account ${name}, so its automatic replies and posts stopped. Contact support; its campaigns resume by themselves once the block is lifted.`,
    },
  },
  'page-webhooks-lost': {
    ar: {
      title: ({ name }) => `لا تصلنا أحداث صفحة ${name}`,
      message: ({ name, reason }) =>
        `ألغى فيسبوك اشتراك التطبيق في أحداث صفحة ${name}، ولم نتمكن من الاشتراك من جديد (${reason}). لن تصل التعليقات والرسائل الجديدة ولن يُرد عليها حتى يُحل ذلك: افتح "فحص الربط" للصفحة واتبع ما يقترحه.`,
    },
    en: {
      title: ({ name }) => `We no longer receive the events of ${name}`,
      message: ({ name, reason }) =>
        `Facebook unsubscribed the app from the events of the page ${name} and we could not subscribe again (${reason}). New comments and messages will not reach us or be answered until this is fixed: open the page's connection check and follow what it suggests.`,
    },
  },
  'post-not-published': {
    ar: {
      title: ({ name }) => `لم يُنشر منشور على ${name}`,
      message: ({ name, problemText, metaNote }) =>
        `لم يُنشر منشورك على ${name}: ${problemText}${metaNote}. الصفحات والحسابات الأخرى للمنشور لم تتأثر.`,
    },
    en: {
      title: ({ name }) => `A post was not published on ${name}`,
      message: ({ name, problemText, metaNote }) =>
        `Your post was not published on ${name}: ${problemText}${metaNote}. The post's other pages and accounts are not affected.`,
    },
  },
  'bot-flow-notify': {
    ar: {
      title: ({ person }) => `تنبيه من البوت: ${person}`,
      message: ({ person, flow, text }) => `وصل ${person} إلى خطوة التنبيه في المسار "${flow}": ${text}`,
    },
    en: {
      title: ({ person }) => `The bot flagged ${person}`,
      message: ({ person, flow, text }) => `${person} reached the notify step of the flow "${flow}": ${text}`,
    },
  },
  'order-requested': {
    ar: {
      title: ({ number }) => `طلب جديد رقم ${number}`,
      message: ({ number }) => `أرسل زبون الطلب رقم ${number} من نموذج الطلب. افتحه من طلبات الزبائن لتأكيده.`,
    },
    en: {
      title: ({ number }) => `New request #${number}`,
      message: ({ number }) =>
        `A customer sent request #${number} from the order form. Open it in Customer requests to confirm it.`,
    },
  },
  'bot-flow-handover': {
    ar: {
      title: ({ person }) => `${person} ينتظر ردًا منك`,
      message: ({ person, flow }) =>
        `سلّم المسار "${flow}" المحادثة مع ${person} إليك، والبوت صامت فيها حتى تعيدها إليه من صندوق الرسائل.`,
    },
    en: {
      title: ({ person }) => `${person} is waiting for you`,
      message: ({ person, flow }) =>
        `The flow "${flow}" handed the conversation with ${person} over to you; the bot stays silent in it until you hand it back in the inbox.`,
    },
  },
  'demo-welcome': {
    ar: {
      title: () => 'مرحبًا بك في الديمو',
      message: () =>
        'ربطنا بحسابك صفحتين تجريبيتين فيهما زبائن وحملة ردود وبوت يعمل. علّق على منشور أو راسل الصفحة وشاهد الرد.',
    },
    en: {
      title: () => 'Welcome to the demo',
      message: () =>
        'We linked two demo pages to your account, with customers, a reply campaign and a bot at work. Comment on a post or message the page and watch the answer.',
    },
  },
  'demo-plan-active': {
    ar: {
      title: ({ plan }) => `باقة ${plan} مفعّلة`,
      message: ({ plan }) => `باقة ${plan} مفعّلة على صفحات الديمو لمدة سنة، بكل الميزات.`,
    },
    en: {
      title: ({ plan }) => `Your ${plan} plan is active`,
      message: ({ plan }) => `The ${plan} plan is active on the demo pages for one year, with every feature.`,
    },
  },
  /** An administrator's own words, written in both languages when sent. */
  'admin-notice': {
    ar: { title: ({ titleAr }) => String(titleAr), message: ({ textAr }) => String(textAr) },
    en: { title: ({ titleEn }) => String(titleEn), message: ({ textEn }) => String(textEn) },
  },
  ...billingNotificationTemplates,
  ...profileNotificationTemplates,
} satisfies Record<string, Record<AppLocale, Template>>;

export type NotificationTemplate = keyof typeof notificationTemplates;

/** A notification as stored: its template and parameters, with the Arabic text kept as the fallback. */
export function storedNotification(template: NotificationTemplate, params: Params) {
  return { ...renderNotification(template, params, 'ar')!, template, params };
}

/** Parameters a template shows as texts of their own, in the reader's language. */
function shownParams(template: string, params: Params, locale: InterfaceLocale): Params {
  if (params.months !== undefined) {
    return {
      ...params,
      period: translateText(locale, 'notifications.months', periodTexts, { count: Number(params.months) }),
    };
  }
  if (template !== 'post-not-published') return params;
  const meta = params.meta ? String(params.meta) : '';
  return {
    ...params,
    problemText: postProblemText(params.problem, locale),
    metaNote: meta ? translateText(locale, 'notifications.metaSaid', metaSaidTexts, { meta }) : '',
  };
}

/** An administrator's notice is shown as written: in Arabic to Arabic readers, in English to everyone else. */
const writtenByAdmin = (template: string) => template === 'admin-notice';

export function renderNotification(template: string, params: Params, locale: InterfaceLocale) {
  const entry = (notificationTemplates as Record<string, Record<AppLocale, Template>>)[template];
  if (!entry) return null;
  if (writtenByAdmin(template)) {
    const own = entry[authoredLocaleOf(locale)];
    return { title: own.title(params), message: own.message(params) };
  }
  const shown = shownParams(template, params, locale);
  const text = (part: keyof Template) =>
    translateText(locale, `notifications.${template}.${part}`, { ar: entry.ar[part], en: entry.en[part] }, shown);
  return { title: text('title'), message: text('message') };
}

/** The authored texts, keyed as their translations are (`notifications.…`), for the translation source. */
export function notificationSourceTexts(locale: AppLocale): Record<string, Template['title'] | string> {
  const texts: Record<string, Template['title'] | string> = {};
  for (const [template, entry] of Object.entries(
    notificationTemplates as Record<string, Record<AppLocale, Template>>,
  )) {
    if (writtenByAdmin(template)) continue;
    texts[`notifications.${template}.title`] = entry[locale].title;
    texts[`notifications.${template}.message`] = entry[locale].message;
  }
  for (const [problem, text] of Object.entries(postProblemTexts))
    texts[`notifications.postProblem.${problem}`] = text[locale];
  texts['notifications.metaSaid'] = metaSaidTexts[locale];
  return { ...texts, ...periodSourceTexts[locale] };
}
