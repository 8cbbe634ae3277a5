import type { AppLocale, InterfaceLocale } from '@app/contract';
import { translateText } from '@app/contract/i18n/translations';

type ResetMailValues = { name: string; username: string; url: string };

const texts: Record<'subject' | 'greeting' | 'asked' | 'open' | 'ignore', Record<AppLocale, string>> = {
  subject: { ar: 'تعيين كلمة مرور جديدة', en: 'Set a new password' },
  greeting: { ar: 'مرحبًا {{name}}،', en: 'Hello {{name}},' },
  asked: {
    ar: 'طُلب تعيين كلمة مرور جديدة للحساب «{{username}}».',
    en: 'A new password was asked for the account "{{username}}".',
  },
  open: {
    ar: 'افتح هذا الرابط لاختيارها. يعمل مرة واحدة، خلال ساعة واحدة:',
    en: 'Open this link to choose it. It works once, within one hour:',
  },
  ignore: {
    ar: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    en: 'If you did not ask for it, ignore this mail: your password stays as it is.',
  },
};

/** The password reset mail, in the account's language: plain text, the link on a line of its own. */
export function passwordResetMail(locale: InterfaceLocale, { name, username, url }: ResetMailValues) {
  const text = (key: keyof typeof texts) => translateText(locale, `resetMail.${key}`, texts[key], { name, username });
  return {
    subject: text('subject'),
    text: [text('greeting'), '', text('asked'), text('open'), url, '', text('ignore')].join('\n'),
  };
}

/** The authored texts, keyed as their translations are (`resetMail.…`), for the translation source. */
export function resetMailSourceTexts(locale: AppLocale): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [`resetMail.${key}`, text[locale]]));
}
