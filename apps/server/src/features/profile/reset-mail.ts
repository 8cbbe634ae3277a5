import type { AppLocale } from '@app/contract';

type ResetMailValues = { name: string; username: string; url: string };

/** The password reset mail, in the account's language: plain text, the link on a line of its own. */
export function passwordResetMail(locale: AppLocale, { name, username, url }: ResetMailValues) {
  if (locale === 'ar')
    return {
      subject: 'تعيين كلمة مرور جديدة',
      text: [
        `مرحبًا ${name}،`,
        '',
        `طُلب تعيين كلمة مرور جديدة للحساب «${username}».`,
        'افتح هذا الرابط لاختيارها. يعمل مرة واحدة، خلال ساعة واحدة:',
        url,
        '',
        'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      ].join('\n'),
    };
  return {
    subject: 'Set a new password',
    text: [
      `Hello ${name},`,
      '',
      `A new password was asked for the account "${username}".`,
      'Open this link to choose it. It works once, within one hour:',
      url,
      '',
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
