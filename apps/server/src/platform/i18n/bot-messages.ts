import type { BotSkipReason } from '@app/contract';

type Key =
  | 'bot-postback-taken'
  | 'bot-default-reply-taken'
  | 'bot-flow-not-found'
  | 'bot-media-image-only'
  | 'bot-limit-reached'
  | 'bot-settings-instagram-required'
  | `bot-reason-${BotSkipReason}`;

/** The bot's refusals and the trail's reasons (why an incoming message got no answer). */
const en: Record<Key, string> = {
  'bot-postback-taken': 'Another bot of this page already answers this postback id. Choose another one.',
  'bot-default-reply-taken':
    'This page already has a default reply (keyword type "reply"). Edit that one, or give this bot keywords.',
  'bot-flow-not-found': 'The chosen flow does not exist on this page.',
  'bot-media-image-only': 'An image message needs an uploaded image.',
  'bot-limit-reached': 'This page has the most bot replies it can have. Delete one to add another.',
  'bot-reason-bot-disabled': 'The bot is turned off in the bot settings of this page.',
  'bot-reason-human-takeover': 'A person took this conversation over in the inbox: the bot stays silent.',
  'bot-reason-no-match': 'No bot matched this message, and the page has no default reply.',
  'bot-reason-outside-messaging-window': 'More than 24 hours passed since this message: Meta allows no answer.',
  'bot-reason-page-cannot-send':
    'The connection of this page to Meta is missing. Reconnect it from My pages and accounts.',
  'bot-reason-flow-not-published': 'The bot starts a flow that has no published version.',
  'bot-reason-flow-sent-nothing':
    'A flow took this message and sent nothing at this step (it waits, changed labels or fields, or gave up on a question).',
  'bot-reason-page-blocked': 'The administrators blocked this page: the bot answers again once the block is lifted.',
  'bot-reason-plan-expired': "This page's subscription expired: the bot answers again once it is renewed.",
  'bot-reason-policy-block': 'Meta temporarily restricted this page from sending: the bot answers again when it ends.',
  'bot-reason-flow-not-on-instagram':
    'This Instagram button names a bot that starts a flow; flows answer on Messenger only. Give it a message reply.',
  'bot-settings-instagram-required':
    'This page has no linked Instagram account: link one before setting Instagram ice breakers or menu.',
  'bot-reason-no-order-domain':
    'The bot sends product cards, and this page has no web-view domain for its order form. Set the domain first.',
  'bot-reason-no-store-items':
    'The bot sends product cards, and this page has no store or none of the chosen items is visible.',
};

const ar: Record<Key, string> = {
  'bot-postback-taken': 'يوجد بوت آخر في هذه الصفحة يرد على معرّف الزر هذا. اختر معرّفًا آخر.',
  'bot-default-reply-taken':
    'لهذه الصفحة رد افتراضي بالفعل (نوع الكلمات "رد"). عدّل ذلك الرد، أو أضف كلمات مفتاحية لهذا البوت.',
  'bot-flow-not-found': 'المسار المختار غير موجود في هذه الصفحة.',
  'bot-media-image-only': 'تحتاج رسالة الصورة إلى صورة مرفوعة.',
  'bot-limit-reached': 'بلغت هذه الصفحة الحد الأقصى لردود البوت. احذف ردًا لإضافة آخر.',
  'bot-reason-bot-disabled': 'البوت متوقف في إعدادات البوت لهذه الصفحة.',
  'bot-reason-human-takeover': 'تولّى شخص هذه المحادثة من صندوق الرسائل: البوت لا يرد فيها.',
  'bot-reason-no-match': 'لم يطابق أي بوت هذه الرسالة، ولا يوجد رد افتراضي للصفحة.',
  'bot-reason-outside-messaging-window': 'مرّت أكثر من 24 ساعة على هذه الرسالة: لا تسمح Meta بالرد.',
  'bot-reason-page-cannot-send': 'ربط هذه الصفحة بـ Meta مفقود. أعد ربطها من صفحاتي وحساباتي.',
  'bot-reason-flow-not-published': 'يبدأ البوت مسارًا ليس له إصدار منشور.',
  'bot-reason-flow-sent-nothing':
    'استلم المسار هذه الرسالة ولم يرسل شيئًا في هذه الخطوة (ينتظر، أو حفظ إجابة، أو غيّر التصنيفات، أو توقف عن سؤال).',
  'bot-reason-page-blocked': 'أوقفت الإدارة هذه الصفحة: يعود البوت للرد عند رفع الإيقاف.',
  'bot-reason-plan-expired': 'انتهى اشتراك هذه الصفحة: يعود البوت للرد عند التجديد.',
  'bot-reason-policy-block': 'قيّدت Meta الإرسال من هذه الصفحة مؤقتًا: يعود البوت للرد عند انتهاء التقييد.',
  'bot-reason-flow-not-on-instagram':
    'يشير زر إنستغرام هذا إلى بوت يبدأ مسارًا، والمسارات تعمل في ماسنجر فقط. اجعل رد البوت رسالة.',
  'bot-settings-instagram-required':
    'لا يوجد حساب إنستغرام مرتبط بهذه الصفحة: اربط حسابًا قبل ضبط أسئلة البدء أو قائمة إنستغرام.',
  'bot-reason-no-order-domain':
    'يرسل البوت بطاقات منتجات، ولا يوجد نطاق (دومين) لنموذج الطلب في هذه الصفحة. اضبط النطاق أولًا.',
  'bot-reason-no-store-items':
    'يرسل البوت بطاقات منتجات، ولا يوجد متجر لهذه الصفحة أو لا يظهر أي من المنتجات المختارة.',
};

export const botMessages = { en, ar };
