/** The web view's own words, in the store's languages: Arabic and English complete, the others fall back to English. */
const en = {
  title: 'Order',
  yourOrder: 'Your order',
  quantity: 'Quantity',
  decrease: 'One less',
  increase: 'One more',
  outOfStock: 'Out of stock',
  total: 'Total',
  details: 'Your details',
  send: 'Send the order',
  sending: 'Sending…',
  required: 'This field is required',
  email: 'Enter a valid email',
  number: 'Enter a valid number',
  date: 'Enter a valid date',
  option: 'Choose one of the options',
  'too-long': 'This answer is too long',
  form: 'please fill all required fields',
  choose: 'Choose…',
  optional: 'optional',
  thanks: 'Thank you, your order was sent',
  requestNumber: 'Request number',
  thanksNote: 'The page will contact you in Messenger to confirm it. You can close this page.',
  contact: 'Contact the page',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  emailContact: 'Email',
  address: 'Address',
  offline: 'The order was not sent: check your connection and try again.',
  failed: 'Something went wrong. Try again in a moment.',
  unavailable: 'This order form cannot be opened',
  backToChat: 'Go back to the conversation and tap the Order button again, or message the page.',
};
export type WebViewStrings = typeof en;

const ar: WebViewStrings = {
  title: 'الطلب',
  yourOrder: 'طلبك',
  quantity: 'الكمية',
  decrease: 'إنقاص واحد',
  increase: 'زيادة واحد',
  outOfStock: 'نفد من المخزون',
  total: 'المجموع',
  details: 'بياناتك',
  send: 'أرسل الطلب',
  sending: 'جارٍ الإرسال…',
  required: 'هذا الحقل مطلوب',
  email: 'أدخل بريدًا إلكترونيًا صالحًا',
  number: 'أدخل رقمًا صالحًا',
  date: 'أدخل تاريخًا صالحًا',
  option: 'اختر أحد الخيارات',
  'too-long': 'هذه الإجابة طويلة جدًا',
  form: 'يرجى تعبئة جميع الحقول المطلوبة',
  choose: 'اختر…',
  optional: 'اختياري',
  thanks: 'شكرًا لك، أُرسل طلبك',
  requestNumber: 'رقم الطلب',
  thanksNote: 'ستتواصل معك الصفحة على ماسنجر لتأكيده. يمكنك إغلاق هذه الصفحة.',
  contact: 'تواصل مع الصفحة',
  phone: 'الهاتف',
  whatsapp: 'واتساب',
  emailContact: 'البريد الإلكتروني',
  address: 'العنوان',
  offline: 'لم يُرسل الطلب: تحقق من اتصالك وحاول مرة أخرى.',
  failed: 'حدث خطأ ما. حاول مرة أخرى بعد قليل.',
  unavailable: 'لا يمكن فتح نموذج الطلب هذا',
  backToChat: 'عد إلى المحادثة واضغط زر الطلب من جديد، أو راسل الصفحة.',
};

export function stringsFor(locale: string): WebViewStrings {
  return locale === 'ar' ? ar : en;
}

/** The browser's language before the form is read (for a link that does not open): Arabic or English. */
export function browserLocale(): 'ar' | 'en' {
  return (navigator.language || 'ar').toLowerCase().startsWith('en') ? 'en' : 'ar';
}
