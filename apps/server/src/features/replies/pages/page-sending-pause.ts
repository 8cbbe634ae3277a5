import {
  pageSendingPauses,
  type AppLocale,
  type InterfaceLocale,
  type PageSendingPause,
  type ReplyCampaign,
} from '@app/contract';
import { translateText } from '@app/contract/i18n/translations';
import type { GateStop } from '../../pages/index.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { type ReplyScope, scopePage } from '../scope/reply-scope.ts';

const messages: Record<PageSendingPause, Record<AppLocale, string>> = {
  'plan-expired': {
    ar: 'انتهى اشتراك الصفحة {{name}}، فتوقفت ردودها التلقائية. تعود الحملة للعمل تلقائيًا عند التجديد.',
    en: 'The subscription of {{name}} expired, so its automatic replies stopped. The campaign resumes by itself once renewed.',
  },
  'page-blocked': {
    ar: 'أوقفت إدارة المنصة الصفحة {{name}}، فتوقفت ردودها التلقائية حتى رفع الإيقاف.',
    en: 'The administrators blocked {{name}}, so its automatic replies stopped until the block is lifted.',
  },
  'policy-block': {
    ar: 'منع فيسبوك الصفحة {{name}} مؤقتًا من الإرسال بسبب سياساته. نستأنف تلقائيًا بعد {{until}}.',
    en: 'Facebook temporarily blocked {{name}} from sending under its policies. We resume by ourselves after {{until}}.',
  },
  'missing-permission': {
    ar: 'تنقص الصفحة {{name}} الصلاحية {{permission}}. أعد ربطها من "إضافة صفحة" ووافق على هذه الصلاحية.',
    en: 'The page {{name}} lacks the permission {{permission}}. Reconnect it with "Add page" and allow that permission.',
  },
};

const isSendingPause = (reason: string): reason is PageSendingPause =>
  (pageSendingPauses as readonly string[]).includes(reason);

/**
 * The campaigns' `paused` field: why the scope's page (or account) sends no comment replies for now although its
 * campaigns run, as the page gate says, in the reader's language.
 */
export async function pausedDto(
  deps: RepliesDeps,
  scope: ReplyScope,
  locale: InterfaceLocale,
): Promise<ReplyCampaign['paused']> {
  const subject = scope.instagramAccount
    ? { instagramAccountId: scope.instagramAccount.id }
    : { pageId: scopePage(scope).id };
  const gate = await deps.pages.check(subject, 'reply-comments');
  const stop: GateStop | null = gate.open ? null : gate.stop;
  if (!stop || !isSendingPause(stop.reason)) return null;
  const name = (scope.instagramAccount && stop.byAccount) || !scope.page ? scope.name : scope.page.name;
  return {
    reason: stop.reason,
    until: stop.until?.toISOString() ?? null,
    permission: stop.permission,
    message: translateText(locale, `sendingPause.${stop.reason}`, messages[stop.reason], {
      name,
      until: stop.until ? deps.businessTime.wallClockOf(stop.until) : '',
      permission: stop.permission ?? '',
    }),
  };
}

/** The authored texts, keyed as their translations are (`sendingPause.…`), for the translation source. */
export function sendingPauseSourceTexts(locale: AppLocale): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([reason, text]) => [`sendingPause.${reason}`, text[locale]]));
}
