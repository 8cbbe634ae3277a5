import type { InterfaceLocale } from '@app/contract';
import { translateText } from '@app/contract/i18n/translations';
import { adminToolsMessages } from './admin-tools-messages.ts';
import { adminConsoleMessages } from './admin-console-messages.ts';
import { adminPagesMessages } from './admin-pages-messages.ts';
import { billingMessages } from './billing-messages.ts';
import { botMessages } from './bot-messages.ts';
import { cloudMessages } from './cloud-messages.ts';
import { flowBranchOf, flowBranchTexts, flowProblemMessages } from './flow-problem-messages.ts';
import { helpMessages } from './help-messages.ts';
import { inboxSendMessages } from './inbox-send-messages.ts';
import { orderFormMessages } from './order-form-messages.ts';
import { postProblemMessages } from './post-problem-messages.ts';
import { storeMessages } from './store-messages.ts';
import { webviewMessages } from './webview-messages.ts';
import { noticeMessages } from './notice-messages.ts';
import { variantsOf } from './variants.ts';

type Params = Record<string, string | number>;
type Message = string | ((params: Params) => string);

const en = {
  ...adminConsoleMessages.en,
  ...postProblemMessages.en,
  ...inboxSendMessages.en,
  ...botMessages.en,
  ...flowProblemMessages.en,
  ...adminToolsMessages.en,
  ...adminPagesMessages.en,
  ...billingMessages.en,
  ...storeMessages.en,
  ...webviewMessages.en,
  ...noticeMessages.en,
  ...orderFormMessages.en,
  ...cloudMessages.en,
  ...helpMessages.en,
  'wrong-data': 'The username or password is incorrect',
  'fail-message': 'Login failed, try again or contact our support team',
  'too-many-attempts': ({ minutes }: Params) =>
    `Too many failed attempts. Try again in ${minutes} ${Number(minutes) === 1 ? 'minute' : 'minutes'}.`,
  unauthenticated: 'Your session has ended. Please log in again.',
  forbidden: 'You are not authorized to do this.',
  'forbidden-page': 'This page is not linked to your account.',
  'forbidden-instagram': 'This Instagram account is not linked to your account.',
  'admin-only': 'This area is for administrators only.',
  'not-found': 'The item does not exist or you are not authorized.',
  'route-not-found': 'This address does not exist.',
  'meta-signed-request-invalid': 'This request was not signed by Meta for this app.',
  validation: 'The field is invalid',
  'plan-limit': 'The reply limit for your plan was reached.',
  conflict: 'This was changed at the same time by someone else. Reload and try again.',
  'payload-too-large': 'The upload is too large.',
  'upload-too-large-image': ({ megabytes }: Params) => `The maximum image size is ${megabytes} MB`,
  'upload-too-large-video': ({ megabytes }: Params) => `The maximum video size is ${megabytes} MB`,
  'upload-too-large-audio': ({ megabytes }: Params) => `The maximum audio file size is ${megabytes} MB`,
  'upload-too-large-file': ({ megabytes }: Params) => `The maximum file size is ${megabytes} MB`,
  'upload-failed-image': 'Image upload failed: the file is not a PNG, JPG or GIF image.',
  'upload-failed-file': 'File upload failed: this type is not accepted or the content does not match its extension.',
  'server-error': 'Something is wrong. Please try again in a moment.',
  'cannot-impersonate-admin': 'An administrator account cannot be opened as an owner.',
  'wrong-current-password': 'The current password is incorrect',
  'password-reset-link-invalid':
    'This link is no longer valid: it was used, it expired or a newer one was issued. Ask your administrator for a new link.',
  'password-reset-admin': 'An administrator’s password is not reset with a link.',
  'password-reset-email-off': 'This server sends no mail: ask your administrator for a password reset link.',
  'email-used': 'Email is used',
  'page-required': 'Choose a page first.',
  'feature-missing': 'This page does not have this feature in its plan.',
  'plan-limit-monthly': 'The reply was not added because the monthly limit was reached.',
  'plan-limit-reached': 'The reply limit for your plan was reached.',
  'template-not-found': 'The chosen template does not exist.',
  'post-not-found': 'This post was not found on the page.',
  'instagram-post-not-found': 'This post was not found on the Instagram account.',
  'instagram-story-not-found': 'This story is not among the current stories of the Instagram account.',
  'story-campaign-not-found': 'This story has no reply campaign.',
  'feature-not-confirmed': 'Turn the page commenter on for this page first.',
  'commenter-not-latest':
    "The page commenter works on the page's two latest posts only, and this post is older than the two it is on.",
  'post-feature-missing': ({ name }: Params) =>
    `${name} does not have the poster in its plan: posts cannot be published there.`,
  'post-not-editable':
    'This post is already being published or was published: it can no longer be edited, moved or published now.',
  'post-publishing-in-flight': 'This post is being published right now; it cannot be deleted until it is done.',
  'post-schedule-required': 'Choose when to publish the post.',
  'post-schedule-in-past': 'The chosen time has passed. Choose a time in the future.',
  'post-schedule-too-far': ({ days }: Params) => `A post can be scheduled at most ${days} days ahead.`,
  'post-media-not-found': 'One of the chosen files does not exist or was not uploaded by you.',
  'post-preflight-failed': 'The post cannot be published as it is. Fix what is listed and save again.',
  'post-message-required': 'Write the text of the post.',
  'meta-reconnect': ({ name }: Params) =>
    `Meta no longer accepts the connection of ${name}. Reconnect it from My pages and accounts.`,
  'meta-try-later': 'Meta is busy right now. Try again in a few minutes.',
  'instagram-login-needs-page': 'This works with a Facebook Page, and this Instagram account is linked without one.',
  'instagram-login-unavailable':
    'Linking an Instagram account without a Facebook Page is not set up on this platform. Link it through its Facebook Page.',
  'meta-policy-block': ({ name }: Params) =>
    `Meta has temporarily restricted ${name} from sending under its policies. It resumes by itself; try again later.`,
  'meta-permission-missing': ({ name, permission }: Params) =>
    `Meta refused this because ${name} lacks the permission ${permission}. Reconnect it from My pages and accounts and allow that permission.`,
  'meta-refused': ({ message }: Params) => `Meta refused this: ${message}`,
  'comment-gone': 'This comment no longer exists on Meta: its author may have deleted it.',
  'page-stop-blocked': ({ name }: Params) =>
    `The administrators blocked ${name}: nothing is sent from it until the block is lifted. Contact support.`,
  'page-stop-plan-expired': ({ name }: Params) =>
    `The subscription of ${name} expired: nothing is sent from it until it is renewed.`,
  'page-stop-policy-block': ({ name, until }: Params) =>
    `Facebook temporarily restricted ${name} from sending under its policies. Sending resumes by itself after ${until}.`,
  'instagram-account-required': 'Choose an Instagram account first.',
  'hashtag-limit-reached': ({ limit, at }: Params) =>
    `Instagram allows ${limit} different hashtags per account in 7 days, and they are used up. The next one frees up at ${at}.`,
  'post-upload-missing': 'Choose an image or a video to upload.',
  'post-network-changed': 'A post cannot move between Facebook and Instagram; create a new one.',
  'demo-simulator-refused': 'The simulator refused this action.',
  'demo-quick-reply-not-offered': 'The page did not offer this customer this quick reply.',
  'demo-story-reply-text': 'Write the reply to the story.',
  'order-status-not-allowed': ({ from, allowed }: Params) =>
    `A request that is ${from} can only change to: ${allowed}.`,
  'order-status-final': ({ from }: Params) => `A request that is ${from} cannot change any more.`,
} satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;

const ar: Record<MessageKey, Message> = {
  ...adminConsoleMessages.ar,
  ...postProblemMessages.ar,
  ...inboxSendMessages.ar,
  ...botMessages.ar,
  ...flowProblemMessages.ar,
  ...adminToolsMessages.ar,
  ...adminPagesMessages.ar,
  ...billingMessages.ar,
  ...storeMessages.ar,
  ...webviewMessages.ar,
  ...noticeMessages.ar,
  ...orderFormMessages.ar,
  ...cloudMessages.ar,
  ...helpMessages.ar,
  'wrong-data': 'اسم المستخدم أو كلمة المرور غير صحيحة',
  'fail-message': 'فشل تسجيل الدخول، حاول مرة أخرى أو تواصل مع فريق الدعم',
  'too-many-attempts': ({ minutes }) => `محاولات فاشلة كثيرة. حاول مرة أخرى بعد ${minutes} دقيقة.`,
  unauthenticated: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  forbidden: 'ليس لديك صلاحية للقيام بهذا.',
  'forbidden-page': 'هذه الصفحة غير مرتبطة بحسابك.',
  'forbidden-instagram': 'حساب إنستغرام هذا غير مرتبط بحسابك.',
  'admin-only': 'هذا القسم مخصص للمدراء فقط.',
  'not-found': 'العنصر غير موجود أو ليس لديك صلاحية الوصول إليه.',
  'route-not-found': 'هذا العنوان غير موجود.',
  'meta-signed-request-invalid': 'لم توقّع Meta هذا الطلب لهذا التطبيق.',
  validation: 'الحقل غير صالح',
  'plan-limit': 'تم الوصول إلى الحد الأقصى للردود في باقتك.',
  conflict: 'تم تعديل هذا العنصر في الوقت نفسه من قبل شخص آخر. أعد التحميل وحاول مرة أخرى.',
  'payload-too-large': 'حجم الملف المرفوع كبير جدًا.',
  'upload-too-large-image': ({ megabytes }) => `الحد الأقصى لحجم الصورة هو ${megabytes} ميغابايت`,
  'upload-too-large-video': ({ megabytes }) => `الحد الأقصى لحجم الفيديو هو ${megabytes} ميغابايت`,
  'upload-too-large-audio': ({ megabytes }) => `الحد الأقصى لحجم الملف الصوتي هو ${megabytes} ميغابايت`,
  'upload-too-large-file': ({ megabytes }) => `الحد الأقصى لحجم الملف هو ${megabytes} ميغابايت`,
  'upload-failed-image': 'فشل رفع الصورة: الملف ليس صورة PNG أو JPG أو GIF.',
  'upload-failed-file': 'فشل رفع الملف: هذا النوع غير مقبول أو أن محتواه لا يطابق امتداده.',
  'server-error': 'حدث خطأ ما. يرجى المحاولة بعد قليل.',
  'cannot-impersonate-admin': 'لا يمكن فتح حساب مدير كحساب مالك.',
  'wrong-current-password': 'كلمة المرور الحالية غير صحيحة',
  'password-reset-link-invalid':
    'لم يعد هذا الرابط صالحًا: استُخدم أو انتهت مدته أو صدر رابط أحدث. اطلب من المدير رابطًا جديدًا.',
  'password-reset-admin': 'لا تُعاد كلمة مرور المدير برابط.',
  'password-reset-email-off': 'لا يرسل هذا الخادم بريدًا: اطلب من المدير رابطًا لإعادة تعيين كلمة المرور.',
  'email-used': 'البريد الإلكتروني مستخدم',
  'page-required': 'اختر صفحة أولًا.',
  'feature-missing': 'هذه الميزة غير متاحة في باقة هذه الصفحة.',
  'plan-limit-monthly': 'لم تتم إضافة الرد لأنه تم الوصول إلى الحد الشهري.',
  'plan-limit-reached': 'تم الوصول إلى الحد الأقصى للردود في باقتك.',
  'template-not-found': 'القالب المختار غير موجود.',
  'post-not-found': 'لم يتم العثور على هذا المنشور في الصفحة.',
  'instagram-post-not-found': 'لم يتم العثور على هذا المنشور في حساب إنستغرام.',
  'instagram-story-not-found': 'هذه القصة ليست من القصص الحالية لحساب إنستغرام.',
  'story-campaign-not-found': 'لا توجد حملة ردود على هذه القصة.',
  'feature-not-confirmed': 'فعّل معلّق الصفحة لهذه الصفحة أولًا.',
  'commenter-not-latest':
    'يعمل معلّق الصفحة على أحدث منشورين في الصفحة فقط، وهذا المنشور أقدم من المنشورين المفعّل عليهما.',
  'post-feature-missing': ({ name }) => `لا تتضمن باقة ${name} ميزة النشر: لا يمكن نشر المنشورات فيها.`,
  'post-not-editable': 'هذا المنشور قيد النشر أو نُشر بالفعل: لم يعد ممكنًا تعديله أو نقله أو نشره الآن.',
  'post-publishing-in-flight': 'يجري نشر هذا المنشور الآن؛ لا يمكن حذفه حتى ينتهي النشر.',
  'post-schedule-required': 'اختر موعد نشر المنشور.',
  'post-schedule-in-past': 'الموعد المختار قد مضى. اختر موعدًا في المستقبل.',
  'post-schedule-too-far': ({ days }) => `يمكن جدولة المنشور قبل ${days} يومًا على الأكثر.`,
  'post-media-not-found': 'أحد الملفات المختارة غير موجود أو لم تقم أنت برفعه.',
  'post-preflight-failed': 'لا يمكن نشر المنشور كما هو. صحّح ما هو مذكور واحفظه مجددًا.',
  'post-message-required': 'اكتب نص المنشور.',
  'meta-reconnect': ({ name }) => `لم تعد Meta تقبل ربط ${name}. أعد الربط من صفحاتي وحساباتي.`,
  'meta-try-later': 'Meta مشغولة الآن. حاول مجددًا بعد بضع دقائق.',
  'instagram-login-needs-page': 'هذا يعمل مع صفحة فيسبوك، وحساب إنستغرام هذا مربوط بدونها.',
  'instagram-login-unavailable':
    'ربط حساب إنستغرام بدون صفحة فيسبوك غير مُعدّ على هذه المنصة. اربطه عبر صفحة فيسبوك المرتبطة به.',
  'meta-policy-block': ({ name }) =>
    `قيّدت Meta مؤقتًا الإرسال من ${name} بموجب سياساتها. يعود الإرسال تلقائيًا؛ حاول مجددًا لاحقًا.`,
  'meta-permission-missing': ({ name, permission }) =>
    `رفضت Meta هذا الطلب لأن ${name} تنقصه الصلاحية ${permission}. أعد ربطه من صفحاتي وحساباتي ووافق على هذه الصلاحية.`,
  'meta-refused': ({ message }) => `رفضت Meta هذا الطلب: ${message}`,
  'comment-gone': 'هذا التعليق لم يعد موجودًا لدى Meta: ربما حذفه صاحبه.',
  'page-stop-blocked': ({ name }) => `أوقفت الإدارة ${name}: لا يُرسل منها شيء حتى رفع الإيقاف. تواصل مع الدعم.`,
  'page-stop-plan-expired': ({ name }) => `انتهى اشتراك ${name}: لا يُرسل منها شيء حتى التجديد.`,
  'page-stop-policy-block': ({ name, until }) =>
    `قيّد فيسبوك الإرسال من ${name} مؤقتًا بموجب سياساته. يعود الإرسال تلقائيًا بعد ${until}.`,
  'instagram-account-required': 'اختر حساب إنستغرام أولًا.',
  'hashtag-limit-reached': ({ limit, at }) =>
    `يسمح إنستغرام بـ ${limit} وسمًا مختلفًا لكل حساب خلال 7 أيام، وقد استُنفدت. يتحرر التالي في ${at}.`,
  'post-upload-missing': 'اختر صورة أو فيديو لرفعه.',
  'post-network-changed': 'لا يمكن نقل منشور بين فيسبوك وإنستغرام؛ أنشئ منشورًا جديدًا.',
  'demo-simulator-refused': 'رفض المحاكي هذا الإجراء.',
  'demo-quick-reply-not-offered': 'لم تعرض الصفحة هذا الرد السريع على هذا الزبون.',
  'demo-story-reply-text': 'اكتب الرد على القصة.',
  'order-status-not-allowed': ({ from, allowed }) => `الطلب في حالة «${from}» لا يمكن تغييره إلا إلى: ${allowed}.`,
  'order-status-final': ({ from }) => `الطلب في حالة «${from}» لا يمكن تغيير حالته بعد الآن.`,
};

/** The authored texts of the server's answers (errors and refusals), for the translation source. */
export const messageTexts = { en: en as Record<MessageKey, Message>, ar };

export function translate(locale: InterfaceLocale, key: MessageKey, params: Params = {}): string {
  const own = { ar: ar[key], en: en[key] as Message };
  // A flow problem names its branch in the reader's language.
  const named =
    typeof params.field === 'string' && key.startsWith('flow-problem-') ? withBranchName(locale, params) : params;
  const variants = variantsOf(own.en);
  const value = variants ? params[variants.variantParam] : undefined;
  if (variants && value !== undefined && variants.variantTexts[String(value)] !== undefined) {
    const english = variants.variantTexts[String(value)]!;
    const arabic = variantsOf(own.ar)?.variantTexts[String(value)] ?? english;
    return translateText(locale, `messages.${key}.${value}`, { ar: arabic, en: english }, named);
  }
  return translateText(locale, `messages.${key}`, own, named);
}

function withBranchName(locale: InterfaceLocale, params: Params): Params {
  const { key, params: branchParams } = flowBranchOf(String(params.field));
  const branch = translateText(
    locale,
    `flowBranch.${key}`,
    { ar: flowBranchTexts.ar[key], en: flowBranchTexts.en[key] },
    branchParams,
  );
  return { ...params, branch };
}
