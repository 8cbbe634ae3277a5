import type { AppLocale } from '@app/contract';
import { escapeHtml, renderPublicPage } from '../../platform/http/public-page.ts';
import type { DeletionReceipt } from './deletion-code.ts';

/** How many of a thing, in the words and plural form of the language (Arabic has six forms; English two). */
type Counted = Partial<Record<Intl.LDMLPluralRule, (count: number) => string>> & { other: (count: number) => string };

/** None is said in words in every language (English has no plural form of its own for it). */
const counted = (locale: AppLocale, count: number, forms: Counted) =>
  ((count === 0 ? forms.zero : undefined) ?? forms[new Intl.PluralRules(locale).select(count)] ?? forms.other)(count);

const texts = {
  en: {
    title: 'Your data deletion request',
    done: (at: string) => `Completed on ${at}.`,
    removed: (receipt: DeletionReceipt) =>
      `Removed: ${counted('en', receipt.pages, {
        zero: () => 'no Facebook Page',
        one: () => 'one Facebook Page',
        other: (n) => `${n} Facebook Pages`,
      })} and ${counted('en', receipt.accounts, {
        zero: () => 'no Instagram account',
        one: () => 'one Instagram account',
        other: (n) => `${n} Instagram accounts`,
      })} linked only by you, with their access tokens${counted('en', receipt.people, {
        zero: () => '; nobody had written to them',
        one: () => ', and the one person who wrote to them with their conversation',
        other: (n) => `, and the ${n} people who wrote to them with their conversations`,
      })}. Your Facebook link and sessions were removed too.`,
    nothing: 'We held no data linked to your Facebook account.',
    unknown: 'This confirmation code is not one we gave out. Check the code Facebook showed you.',
    code: 'Confirmation code',
    privacy: 'Privacy policy',
  },
  ar: {
    title: 'طلب حذف بياناتك',
    done: (at: string) => `اكتمل في ${at}.`,
    removed: (receipt: DeletionReceipt) =>
      `حُذف ما ربطته وحدك: ${counted('ar', receipt.pages, {
        zero: () => 'لا صفحات فيسبوك',
        one: () => 'صفحة فيسبوك واحدة',
        two: () => 'صفحتا فيسبوك',
        few: (n) => `${n} صفحات فيسبوك`,
        other: (n) => `${n} صفحة فيسبوك`,
      })}، و${counted('ar', receipt.accounts, {
        zero: () => 'لا حسابات إنستغرام',
        one: () => 'حساب إنستغرام واحد',
        two: () => 'حسابا إنستغرام',
        few: (n) => `${n} حسابات إنستغرام`,
        other: (n) => `${n} حساب إنستغرام`,
      })}، مع رموز الوصول إليها${counted('ar', receipt.people, {
        zero: () => '، ولم يراسلها أحد',
        one: () => '، وبيانات شخص واحد راسلها ومحادثته',
        two: () => '، وبيانات شخصين راسلاها ومحادثاتهما',
        few: (n) => `، وبيانات ${n} أشخاص راسلوها ومحادثاتهم`,
        other: (n) => `، وبيانات ${n} شخصًا راسلوها ومحادثاتهم`,
      })}. وحُذف كذلك ربط حسابك على فيسبوك وجلساتك.`,
    nothing: 'لم نكن نحتفظ بأي بيانات مرتبطة بحسابك على فيسبوك.',
    unknown: 'رمز التأكيد هذا ليس من الرموز التي أعطيناها. تحقق من الرمز الذي عرضه فيسبوك.',
    code: 'رمز التأكيد',
    privacy: 'سياسة الخصوصية',
  },
} satisfies Record<AppLocale, unknown>;

/** The moment in the business time zone, in the reader's language, with the zone's name ("Syria Time"). */
function businessMoment(at: Date, locale: AppLocale, zone: string): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    timeZone: zone,
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
  })
    .format(at)
    .concat(' (', zoneName(zone, locale), ')');
}

function zoneName(zone: string, locale: AppLocale): string {
  const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? zone;
}

/** The status page Meta links the person to: what was deleted and when, read from the signed code itself. */
export function renderDeletionStatus(
  locale: AppLocale,
  code: string,
  receipt: DeletionReceipt | null,
  businessTimeZone: string,
): string {
  const text = texts[locale];
  const other: AppLocale = locale === 'ar' ? 'en' : 'ar';
  const held = receipt && receipt.pages + receipt.accounts + receipt.people > 0;
  const body = receipt
    ? `<p>${escapeHtml(text.done(businessMoment(receipt.deletedAt, locale, businessTimeZone)))}</p>
<p>${escapeHtml(held ? text.removed(receipt) : text.nothing)}</p>`
    : `<p>${escapeHtml(text.unknown)}</p>`;
  return renderPublicPage({
    locale,
    title: text.title,
    links: [
      { href: `/privacy?lang=${locale}`, label: text.privacy },
      { href: `?lang=${other}`, label: other === 'ar' ? 'العربية' : 'English', lang: other },
    ],
    bodyHtml: `<h1>${escapeHtml(text.title)}</h1>
${body}
<p class="note">${escapeHtml(text.code)}: <code dir="ltr">${escapeHtml(code)}</code></p>`,
  });
}
