import type { AppLocale, PageSendingPause, ReplyCampaign } from '@app/contract';
import type { BusinessTime } from '../../../platform/business-time.ts';

/** The page columns that decide whether it may send now. */
export type PageSendingState = {
  name: string;
  blockedAt: Date | null;
  expiresAt: Date | null;
  sendingPausedUntil: Date | null;
  missingPermission: string | null;
  tokenInvalidAt: Date | null;
};

/** Our own reasons first (they need the owner or an admin), then Meta's. Null: the page may send. */
export function pageSendingPause(
  page: PageSendingState,
  now: Date,
): { reason: PageSendingPause; until: Date | null; permission: string | null } | null {
  if (page.blockedAt) return { reason: 'page-blocked', until: null, permission: null };
  if (page.expiresAt && page.expiresAt <= now) return { reason: 'plan-expired', until: null, permission: null };
  if (page.sendingPausedUntil && page.sendingPausedUntil > now)
    return { reason: 'policy-block', until: page.sendingPausedUntil, permission: null };
  if (page.tokenInvalidAt && page.missingPermission)
    return { reason: 'missing-permission', until: null, permission: page.missingPermission };
  return null;
}

const messages: Record<PageSendingPause, Record<AppLocale, string>> = {
  'plan-expired': {
    ar: 'انتهى اشتراك الصفحة {name}، فتوقفت ردودها التلقائية. تعود الحملة للعمل تلقائيًا عند التجديد.',
    en: 'The subscription of {name} expired, so its automatic replies stopped. The campaign resumes by itself once renewed.',
  },
  'page-blocked': {
    ar: 'أوقفت إدارة المنصة الصفحة {name}، فتوقفت ردودها التلقائية حتى رفع الإيقاف.',
    en: 'The administrators blocked {name}, so its automatic replies stopped until the block is lifted.',
  },
  'policy-block': {
    ar: 'منع فيسبوك الصفحة {name} مؤقتًا من الإرسال بسبب سياساته. نستأنف تلقائيًا بعد {until}.',
    en: 'Facebook temporarily blocked {name} from sending under its policies. We resume by ourselves after {until}.',
  },
  'missing-permission': {
    ar: 'تنقص الصفحة {name} الصلاحية {permission}. أعد ربطها من "إضافة صفحة" ووافق على هذه الصلاحية.',
    en: 'The page {name} lacks the permission {permission}. Reconnect it with "Add page" and allow that permission.',
  },
};

/** The campaign's `paused` field: why its page sends nothing for now, in the reader's language. */
export function pausedDto(
  page: PageSendingState,
  now: Date,
  locale: AppLocale,
  businessTime: BusinessTime,
): ReplyCampaign['paused'] {
  const pause = pageSendingPause(page, now);
  if (!pause) return null;
  const until = pause.until?.toISOString() ?? null;
  return {
    reason: pause.reason,
    until,
    permission: pause.permission,
    message: messages[pause.reason][locale]
      .replace('{name}', page.name)
      .replace('{until}', pause.until ? businessTime.wallClockOf(pause.until) : '')
      .replace('{permission}', pause.permission ?? ''),
  };
}
