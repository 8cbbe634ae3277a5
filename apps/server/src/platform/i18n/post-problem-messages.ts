import type { PostProblemCode } from '@app/contract/publishing-limits';

import { byParam } from './variants.ts';

type Params = Record<string, string | number>;
type Key = `post-problem-${PostProblemCode}`;

/** `{{name}}` placeholders filled from the params (the web's texts for the same codes use the same shape). */
const fill = (text: string) => (params: Params) =>
  text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));

/** Pre-flight problems and target failures, for the 422 of a refused save (the web shows them by field). */
const en: Record<Key, (params: Params) => string> = {
  'post-problem-page-token-missing': fill(
    '{{target}}: the connection to Meta is missing. Reconnect it from My pages and accounts.',
  ),
  'post-problem-page-token-invalid': fill(
    '{{target}}: Meta no longer accepts the connection. Reconnect it from My pages and accounts.',
  ),
  'post-problem-permission-missing': fill(
    '{{target}}: the permission {{permission}} is missing. Ask for it again from My pages and accounts.',
  ),
  'post-problem-feature-missing': fill("{{target}}: posting is not part of this page's plan."),
  'post-problem-instagram-quota-reached': fill(
    "{{target}}: Instagram's limit of {{limit}} posts in 24 hours is reached ({{used}} used). Pick a later time.",
  ),
  'post-problem-status-background-too-long': fill(
    'The status background is not applicable when the text is over {{max}} characters.',
  ),
  'post-problem-status-background-text-only': fill(
    'A status background can only be used on a text post without a link or media.',
  ),
  'post-problem-media-required': fill('Add at least one file for this kind of post.'),
  'post-problem-media-not-found': fill('A file of this post no longer exists. Upload it again.'),
  'post-problem-media-wrong-type': byParam(
    'expected',
    {
      image: 'This kind of post takes images only.',
      video: 'This kind of post takes one video only.',
      no: 'This kind of post takes no files: remove them.',
      one: 'This kind of post takes exactly one file.',
    },
    'These files do not fit this kind of post.',
  ),
  'post-problem-media-too-large': fill('{{name}} is too large: at most {{max}} MB.'),
  'post-problem-image-format': fill('Instagram takes JPEG images only ({{name}}).'),
  'post-problem-aspect-ratio': fill('{{name}}: Instagram takes images between 4:5 and 1.91:1 (this one is {{ratio}}).'),
  'post-problem-story-aspect-ratio': fill('{{name}}: stories look best at 9:16 (this one is {{ratio}}).'),
  'post-problem-story-needs-business-account': fill(
    '{{target}} is a creator account: Instagram publishes stories from business accounts only.',
  ),
  'post-problem-carousel-size': fill('A carousel has between {{min}} and {{max}} items.'),
  'post-problem-too-many-photos': fill('At most {{max}} photos in one post.'),
  'post-problem-one-video-only': fill('One video per post.'),
  'post-problem-link-required': fill('Enter the link to share.'),
  'post-problem-caption-too-long': fill('The caption is longer than {{max}} characters.'),
  'post-problem-too-many-hashtags': fill('Instagram allows at most {{max}} hashtags in a caption.'),
  'post-problem-schedule-in-past': fill('The time is in the past. Pick a later time or publish now.'),
  'post-problem-schedule-too-far': fill('A post can be scheduled at most {{days}} days ahead.'),
  'post-problem-container-failed': fill('{{target}}: Instagram could not process the media.'),
  'post-problem-container-expired': fill("{{target}}: Instagram's media container expired before publishing."),
  'post-problem-video-failed': fill('{{target}}: Facebook could not process the video.'),
  'post-problem-meta-item': fill('{{target}}: Meta refused this post.'),
  'post-problem-meta-page': fill(
    "{{target}}: Meta refused the page's connection. Reconnect it from My pages and accounts.",
  ),
  'post-problem-meta-retry-exhausted': fill('{{target}}: Meta did not answer after several tries.'),
  'post-problem-page-blocked': fill(
    '{{target}}: the administrators blocked this page. The post waits and is published once the block is lifted.',
  ),
  'post-problem-plan-expired': fill(
    '{{target}}: the subscription expired. The post waits and is published once it is renewed.',
  ),
  'post-problem-policy-block': fill(
    '{{target}}: Meta temporarily restricted this page from posting. The post is published when the restriction ends.',
  ),
};

const ar: Record<Key, (params: Params) => string> = {
  'post-problem-page-token-missing': fill('{{target}}: الربط مع Meta غير موجود. أعد الربط من صفحاتي وحساباتي.'),
  'post-problem-page-token-invalid': fill('{{target}}: لم تعد Meta تقبل الربط. أعد الربط من صفحاتي وحساباتي.'),
  'post-problem-permission-missing': fill(
    '{{target}}: الصلاحية {{permission}} غير ممنوحة. اطلبها مجدداً من صفحاتي وحساباتي.',
  ),
  'post-problem-feature-missing': fill('{{target}}: النشر ليس ضمن باقة هذه الصفحة.'),
  'post-problem-instagram-quota-reached': fill(
    '{{target}}: بلغت حد إنستغرام وهو {{limit}} منشوراً خلال 24 ساعة (استُخدم {{used}}). اختر وقتاً لاحقاً.',
  ),
  'post-problem-status-background-too-long': fill('خلفية المنشور غير قابلة للتطبيق عندما يزيد النص عن {{max}} حرفاً.'),
  'post-problem-status-background-text-only': fill('يمكن استخدام خلفية المنشور مع منشور نصي فقط دون رابط أو وسائط.'),
  'post-problem-media-required': fill('أضف ملفاً واحداً على الأقل لهذا النوع من المنشورات.'),
  'post-problem-media-not-found': fill('أحد ملفات هذا المنشور لم يعد موجوداً. ارفعه مجدداً.'),
  'post-problem-media-wrong-type': byParam(
    'expected',
    {
      image: 'هذا النوع من المنشورات يقبل الصور فقط.',
      video: 'هذا النوع من المنشورات يقبل فيديو واحدًا فقط.',
      no: 'هذا النوع من المنشورات لا يقبل ملفات: احذفها.',
      one: 'هذا النوع من المنشورات يقبل ملفًا واحدًا بالضبط.',
    },
    'هذه الملفات لا تناسب هذا النوع من المنشورات.',
  ),
  'post-problem-media-too-large': fill('{{name}} كبير جداً: الحد الأقصى {{max}} ميغابايت.'),
  'post-problem-image-format': fill('إنستغرام يقبل صور JPEG فقط ({{name}}).'),
  'post-problem-aspect-ratio': fill('{{name}}: يقبل إنستغرام الصور بين 4:5 و 1.91:1 (نسبة هذه الصورة {{ratio}}).'),
  'post-problem-story-aspect-ratio': fill('{{name}}: تظهر القصص بأفضل شكل بنسبة 9:16 (نسبة هذا الملف {{ratio}}).'),
  'post-problem-story-needs-business-account': fill(
    '{{target}} حساب صانع محتوى: ينشر إنستغرام القصص من الحسابات التجارية فقط.',
  ),
  'post-problem-carousel-size': fill('يضم المنشور الدوّار بين {{min}} و {{max}} عناصر.'),
  'post-problem-too-many-photos': fill('الحد الأقصى {{max}} صور في المنشور الواحد.'),
  'post-problem-one-video-only': fill('فيديو واحد لكل منشور.'),
  'post-problem-link-required': fill('أدخل الرابط المراد مشاركته.'),
  'post-problem-caption-too-long': fill('الوصف أطول من {{max}} حرفاً.'),
  'post-problem-too-many-hashtags': fill('يسمح إنستغرام بـ {{max}} وسماً على الأكثر في الوصف.'),
  'post-problem-schedule-in-past': fill('الوقت المختار مضى. اختر وقتاً لاحقاً أو انشر الآن.'),
  'post-problem-schedule-too-far': fill('يمكن جدولة المنشور قبل {{days}} يوماً على الأكثر.'),
  'post-problem-container-failed': fill('{{target}}: تعذّر على إنستغرام معالجة الوسائط.'),
  'post-problem-container-expired': fill('{{target}}: انتهت صلاحية حاوية الوسائط في إنستغرام قبل النشر.'),
  'post-problem-video-failed': fill('{{target}}: تعذّر على فيسبوك معالجة الفيديو.'),
  'post-problem-meta-item': fill('{{target}}: رفضت Meta هذا المنشور.'),
  'post-problem-meta-page': fill('{{target}}: رفضت Meta ربط الصفحة. أعد الربط من صفحاتي وحساباتي.'),
  'post-problem-meta-retry-exhausted': fill('{{target}}: لم تُجب Meta بعد عدة محاولات.'),
  'post-problem-page-blocked': fill('{{target}}: أوقفت الإدارة هذه الصفحة. ينتظر المنشور ويُنشر عند رفع الإيقاف.'),
  'post-problem-plan-expired': fill('{{target}}: انتهى الاشتراك. ينتظر المنشور ويُنشر عند التجديد.'),
  'post-problem-policy-block': fill(
    '{{target}}: قيّدت Meta النشر من هذه الصفحة مؤقتًا. يُنشر المنشور عند انتهاء التقييد.',
  ),
};

export const postProblemMessages = { en, ar };
