type Key =
  | 'inbox-window-closed'
  | 'inbox-window-human-agent-off'
  | 'inbox-media-not-found'
  | 'inbox-page-cannot-send'
  | 'inbox-send-interrupted'
  | 'story-quick-reply-image-only'
  | 'inbox-product-cards-messenger-only'
  | 'inbox-product-cards-no-order-domain'
  | 'inbox-product-cards-no-store-items';

/** Why the inbox refuses a reply before asking Meta (the composer shows the same reasons). */
const en: Record<Key, string> = {
  'inbox-window-closed':
    'More than 7 days passed since this person’s last message: Meta allows no reply until they write again.',
  'inbox-window-human-agent-off':
    'More than 24 hours passed since this person’s last message: Meta allows no reply until they write again.',
  'inbox-media-not-found': 'The attached file does not exist or was not uploaded by you.',
  'inbox-page-cannot-send': 'The connection of this page to Meta is missing. Reconnect it from My pages and accounts.',
  'inbox-send-interrupted':
    'Sending stopped before Meta answered: the customer may not have this message. Check the conversation in Messenger before sending it again.',
  'story-quick-reply-image-only': 'A quick reply can carry an image only.',
  'inbox-product-cards-messenger-only': 'Product cards are sent in Messenger conversations only.',
  'inbox-product-cards-no-order-domain':
    "This page has no web-view domain: the cards' Order button would have no order form to open. Set the domain first.",
  'inbox-product-cards-no-store-items': 'This page has no store, or none of the chosen items is visible.',
};

const ar: Record<Key, string> = {
  'inbox-window-closed': 'مرّت أكثر من 7 أيام على آخر رسالة من هذا الشخص: لا تسمح Meta بالرد حتى يراسلك من جديد.',
  'inbox-window-human-agent-off':
    'مرّت أكثر من 24 ساعة على آخر رسالة من هذا الشخص: لا تسمح Meta بالرد حتى يراسلك من جديد.',
  'inbox-media-not-found': 'الملف المرفق غير موجود أو لم تقم برفعه.',
  'inbox-page-cannot-send': 'ربط هذه الصفحة بـ Meta مفقود. أعد ربطها من صفحاتي وحساباتي.',
  'inbox-send-interrupted':
    'توقف الإرسال قبل أن تجيب Meta: قد لا تكون الرسالة وصلت إلى الزبون. تحقق من المحادثة في ماسنجر قبل إرسالها مرة أخرى.',
  'story-quick-reply-image-only': 'يمكن أن يحمل الرد السريع صورة فقط.',
  'inbox-product-cards-messenger-only': 'تُرسل بطاقات المنتجات في محادثات ماسنجر فقط.',
  'inbox-product-cards-no-order-domain':
    'لا يوجد نطاق (دومين) لهذه الصفحة: لن يجد زر «اطلب الآن» نموذج طلب يفتحه. اضبط النطاق أولًا.',
  'inbox-product-cards-no-store-items': 'لا يوجد متجر لهذه الصفحة، أو لا يظهر أي من المنتجات المختارة.',
};

export const inboxSendMessages = { en, ar };
