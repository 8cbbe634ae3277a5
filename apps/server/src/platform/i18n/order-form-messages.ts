type Key =
  | 'order-link-invalid'
  | 'order-link-expired'
  | 'order-form-unavailable'
  | 'order-items-unavailable'
  | 'order-item-not-offered'
  | 'order-submission-taken'
  | 'order-answer-required'
  | 'order-answer-email'
  | 'order-answer-number'
  | 'order-answer-date'
  | 'order-answer-option'
  | 'order-answer-too-long'
  | 'order-answers-incomplete';

/** The customer's web view: a link that no longer opens the form, and the form's answers (spec section 5). */
const en: Record<Key, string> = {
  'order-link-invalid': 'This order link is not valid. Open the Order button in the conversation again.',
  'order-link-expired': 'This order link has expired. Ask the page for a new one in the conversation.',
  'order-form-unavailable': 'This page is not taking orders here right now. Message the page to order.',
  'order-items-unavailable': 'These products are no longer available. Message the page to ask about others.',
  'order-item-not-offered': 'This product is not part of this order link.',
  'order-submission-taken': 'This form was already used. Reload the page and send it again.',
  'order-answer-required': 'This field is required',
  'order-answer-email': 'Enter a valid email',
  'order-answer-number': 'Enter a valid number',
  'order-answer-date': 'Enter a valid date',
  'order-answer-option': 'Choose one of the options',
  'order-answer-too-long': 'This answer is too long',
  'order-answers-incomplete': 'please fill all required fields',
};

const ar: Record<Key, string> = {
  'order-link-invalid': 'رابط الطلب هذا غير صالح. افتح زر الطلب في المحادثة من جديد.',
  'order-link-expired': 'انتهت صلاحية رابط الطلب هذا. اطلب من الصفحة رابطًا جديدًا في المحادثة.',
  'order-form-unavailable': 'لا تستقبل هذه الصفحة الطلبات من هنا حاليًا. راسل الصفحة لتطلب.',
  'order-items-unavailable': 'هذه المنتجات لم تعد متوفرة. راسل الصفحة لتسأل عن غيرها.',
  'order-item-not-offered': 'هذا المنتج ليس ضمن رابط الطلب هذا.',
  'order-submission-taken': 'استُخدم هذا النموذج من قبل. أعد تحميل الصفحة وأرسله من جديد.',
  'order-answer-required': 'هذا الحقل مطلوب',
  'order-answer-email': 'أدخل بريدًا إلكترونيًا صالحًا',
  'order-answer-number': 'أدخل رقمًا صالحًا',
  'order-answer-date': 'أدخل تاريخًا صالحًا',
  'order-answer-option': 'اختر أحد الخيارات',
  'order-answer-too-long': 'هذه الإجابة طويلة جدًا',
  'order-answers-incomplete': 'يرجى تعبئة جميع الحقول المطلوبة',
};

export const orderFormMessages = { en, ar };
