import { translateText, type AuthoredText, type Params } from '../i18n/translations.ts';
import type { AppLocale } from '../locale.ts';
import type { RuleName, RuleParams } from './rules.ts';

type MessageFor = (params: RuleParams) => string;

const ar: Record<RuleName, MessageFor> = {
  required: () => 'هذا الحقل مطلوب',
  email: () => 'أدخل بريدًا إلكترونيًا صالحًا',
  max: ({ max }) => `يجب ألا يزيد هذا الحقل عن ${max} حرفًا`,
  min: ({ min }) => `يجب ألا يقل هذا الحقل عن ${min} أحرف`,
  confirmed: () => 'القيمتان غير متطابقتين',
  regex: () => 'صيغة هذا الحقل غير صالحة',
  between: ({ min, max }) => `يجب أن تكون القيمة بين ${min} و ${max}`,
  alpha: () => 'يجب أن يحتوي هذا الحقل على أحرف فقط',
  integer: () => 'يجب أن تكون القيمة عددًا صحيحًا',
  digits: ({ length }) => `يجب أن يتكون هذا الحقل من ${length} أرقام`,
  'alpha-dash': () => 'يجب أن يحتوي هذا الحقل على أحرف وأرقام وشرطات فقط',
  'alpha-num': () => 'يجب أن يحتوي هذا الحقل على أحرف وأرقام فقط',
  length: ({ length }) => `يجب أن يكون طول هذا الحقل ${length} أحرف`,
  numeric: () => 'أدخل رقمًا صالحًا',
  password: () =>
    'يجب أن يحتوي هذا الحقل على حرف كبير واحد وحرف صغير واحد ورمز خاص واحد ورقم واحد على الأقل، وألا يقل عن 8 أحرف',
  positive: () => 'أدخل رقمًا موجبًا بالأرقام الإنجليزية',
  url: () => 'الرابط غير صالح، يجب أن يكون عنوانًا كاملًا مثل https://example.com',
  phone: () => 'رقم الهاتف غير صالح، يجب أن يكون بالشكل +963xxxxxxxxx',
};

const en: Record<RuleName, MessageFor> = {
  required: () => 'This field is required',
  email: () => 'Enter a valid email',
  max: ({ max }) => `This field may not be greater than ${max} characters`,
  min: ({ min }) => `This field must be at least ${min} characters`,
  confirmed: () => 'The confirmation does not match',
  regex: () => 'The format of this field is invalid',
  between: ({ min, max }) => `The value must be between ${min} and ${max}`,
  alpha: () => 'This field may only contain letters',
  integer: () => 'The value must be an integer',
  digits: ({ length }) => `This field must be ${length} digits`,
  'alpha-dash': () => 'This field may only contain letters, numbers, dashes and underscores',
  'alpha-num': () => 'This field may only contain letters and numbers',
  length: ({ length }) => `This field must be ${length} characters long`,
  numeric: () => 'Enter a valid number',
  password: () =>
    'The field must contain at least one uppercase, one lowercase, one special character and one digit, and be at least 8 characters',
  positive: () => 'Enter a positive number in English digits',
  url: () => 'The URL is invalid; it must be a full address like https://example.com',
  phone: () => 'The phone number is invalid; use the form +963xxxxxxxxx',
};

const catalogue: Record<AppLocale, Record<RuleName, MessageFor>> = { ar, en };

export function ruleMessage(locale: string, rule: RuleName, params: RuleParams = {}): string {
  return translateText(
    locale,
    `validation.${rule}`,
    { ar: catalogue.ar[rule], en: catalogue.en[rule] },
    params as Params,
  );
}

/** A list past its limit (Meta's 4 ice breakers, 20 menu items, 13 quick replies). */
export function tooManyItemsMessage(locale: string, max: number): string {
  return translateText(locale, 'validation.too-many-items', tooManyItemsTexts, { max });
}

const tooManyItemsTexts = {
  ar: ({ max }: Params) => `لا يمكن أن يزيد العدد عن ${max}`,
  en: ({ max }: Params) => `Add at most ${max} items`,
};

/** The spec's own sentences for some fields (section 5), named by the issue's `params.message`. */
const formMessages = {
  'bot-name-required': { en: 'please give the bot a name', ar: 'يرجى إعطاء البوت اسمًا' },
  'store-youtube-invalid': { en: 'The YouTube link must be valid', ar: 'يجب أن يكون رابط يوتيوب صالحًا' },
  'store-main-image-required': {
    en: 'A product needs at least one image, and the main product image is required',
    ar: 'يحتاج المنتج إلى صورة واحدة على الأقل، والصورة الرئيسية للمنتج مطلوبة',
  },
  // Order forms ('enter {message} please' and the field-id rules).
  'form-name-required': { en: 'enter the form name please', ar: 'أدخل اسم النموذج من فضلك' },
  'field-title-required': { en: 'enter the field title please', ar: 'أدخل عنوان الحقل من فضلك' },
  'field-id-required': { en: 'enter the field identifier please', ar: 'أدخل معرّف الحقل من فضلك' },
  'field-id-repeated': { en: 'The field identifier cannot be repeated twice', ar: 'لا يمكن تكرار معرّف الحقل مرتين' },
  'field-id-start-letter': { en: 'The field identifier must start with a letter', ar: 'يجب أن يبدأ معرّف الحقل بحرف' },
  'field-id-english': {
    en: 'The field identifier must be in English: letters, digits and _ only',
    ar: 'يجب أن يكون معرّف الحقل بالإنجليزية: أحرف وأرقام و _ فقط',
  },
  'domain-invalid': {
    en: 'Enter the domain as a full address like https://shop.example.com, without a path',
    ar: 'أدخل النطاق عنوانًا كاملًا مثل https://shop.example.com دون مسار',
  },
  'domain-https-required': { en: 'The domain must use https', ar: 'يجب أن يستخدم النطاق https' },
  'field-options-required': {
    en: 'enter the options separated by a dash please',
    ar: 'أدخل الخيارات مفصولة بشرطة من فضلك',
  },
} as const satisfies Record<string, Record<AppLocale, string>>;
export type FormMessageKey = keyof typeof formMessages;

export function formMessage(locale: string, key: unknown): string | null {
  return typeof key === 'string' && Object.hasOwn(formMessages, key)
    ? translateText(locale, `validation.form.${key}`, formMessages[key as FormMessageKey])
    : null;
}

/** The authored validation texts, keyed as their translations are (`validation.…`), for the translation source. */
export function validationSourceTexts(locale: AppLocale): Record<string, AuthoredText> {
  const texts: Record<string, AuthoredText> = {};
  for (const [rule, text] of Object.entries(catalogue[locale])) texts[`validation.${rule}`] = text as AuthoredText;
  texts['validation.too-many-items'] = tooManyItemsTexts[locale];
  for (const [key, text] of Object.entries(formMessages)) texts[`validation.form.${key}`] = text[locale];
  return texts;
}
