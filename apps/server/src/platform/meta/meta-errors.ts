import { isRtl, type AppLocale, type InterfaceLocale } from '@app/contract';
import { translateText } from '@app/contract/i18n/translations';
import {
  classifyMetaError,
  permissionNamedIn,
  type MetaErrorClass,
  type MetaErrorClassification,
} from './meta-error-classes.ts';

/** What the owner (or the engine) should do about a Meta error. */
export type MetaErrorCategory = 'reconnect' | 'fix-content' | 'rate-limit' | 'retry-later' | 'policy';

export type MetaErrorBody = {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_msg?: string;
  is_transient?: boolean;
  fbtrace_id?: string;
};

const categoryOfClass: Record<MetaErrorClass, MetaErrorCategory> = {
  'retry-later': 'retry-later',
  'slow-down': 'rate-limit',
  'page-needs-action': 'reconnect',
  'policy-block': 'policy',
  'item-only': 'fix-content',
};

/** The older, coarser name of an error's class (what campaigns stored as their stop reason). */
export function categorizeMetaError(
  code: number | undefined,
  subcode: number | undefined,
  httpStatus: number,
  message = '',
  isTransient = false,
): MetaErrorCategory {
  if (code === undefined && httpStatus > 0 && httpStatus < 500) return 'fix-content';
  return categoryOfClass[classifyMetaError({ code, subcode, httpStatus, message, isTransient }).errorClass];
}

type Text = Record<AppLocale, string>;

const categoryMessages: Record<MetaErrorCategory, Text> = {
  reconnect: {
    ar: 'فقدنا صلاحية الوصول إلى {{name}} على فيسبوك. أعد ربط الصفحة من قائمة الصفحات لمتابعة العمل.',
    en: 'We lost access to {{name}} on Facebook. Reconnect it from the pages list to continue.',
  },
  'fix-content': {
    ar: 'رفض فيسبوك المحتوى المرسل ({{detail}}). عدّل المحتوى ثم حاول مجددًا.',
    en: 'Facebook refused the content ({{detail}}). Change it and try again.',
  },
  'rate-limit': {
    ar: 'وصلت {{name}} إلى حد الطلبات لدى فيسبوك مؤقتًا. سنتابع تلقائيًا بعد قليل.',
    en: '{{name}} reached Facebook’s request limit for now. We will continue automatically shortly.',
  },
  'retry-later': {
    ar: 'فيسبوك غير متاح مؤقتًا. سنعيد المحاولة تلقائيًا.',
    en: 'Facebook is temporarily unavailable. We will retry automatically.',
  },
  policy: {
    ar: 'منعت سياسات فيسبوك هذا الإجراء ({{detail}}).',
    en: 'Facebook’s policy blocked this action ({{detail}}).',
  },
};

/** Known codes get a precise sentence instead of the category's general one. */
const specificMessages: Record<string, Text> = {
  '10:2018278': {
    ar: 'انقضت مهلة 24 ساعة منذ آخر رسالة من هذا الشخص، لذلك لا يسمح فيسبوك بمراسلته الآن.',
    en: 'More than 24 hours passed since this person’s last message, so Facebook does not allow messaging them now.',
  },
  '10:2534022': {
    ar: 'انقضت مهلة 24 ساعة منذ آخر رسالة من هذا الشخص، لذلك لا يسمح فيسبوك بمراسلته الآن.',
    en: 'More than 24 hours passed since this person’s last message, so Facebook does not allow messaging them now.',
  },
  '10900': {
    ar: 'أُرسل رد خاص على هذا التعليق من قبل، ويسمح فيسبوك برد خاص واحد فقط لكل تعليق.',
    en: 'A private reply was already sent to this comment; Facebook allows only one per comment.',
  },
  '10:2534014': {
    ar: 'أُرسل رد خاص على هذا التعليق من قبل، ويسمح فيسبوك برد خاص واحد فقط لكل تعليق.',
    en: 'A private reply was already sent to this comment; Facebook allows only one per comment.',
  },
  '551': {
    ar: 'هذا الشخص غير متاح لاستقبال الرسائل الآن.',
    en: 'This person is not available to receive messages right now.',
  },
  '506': { ar: 'هذا المنشور مكرر وقد نُشر من قبل.', en: 'This is a duplicate of a post that was already published.' },
  '9:2207042': {
    ar: 'وصل حساب إنستغرام إلى الحد اليومي للنشر. سيُنشر لاحقًا عند توفر الحصة.',
    en: 'The Instagram account reached its daily publishing limit. It will be published when the quota allows.',
  },
};

const missingPermissionMessage: Text = {
  ar: 'رفض فيسبوك الإرسال من {{name}} لأن الصلاحية {{permission}} غير ممنوحة. أعد ربط الصفحة من قائمة الصفحات ووافق عليها.',
  en: 'Facebook refused sending from {{name}} because the permission {{permission}} is not granted. Reconnect the page from the pages list and allow it.',
};

export function metaErrorMessage(
  locale: InterfaceLocale,
  error: { code?: number; subcode?: number; category: MetaErrorCategory; message: string },
  subjectName: string,
): string {
  const embed = (text: string) => (isRtl(locale) ? isolated(text) : text);
  const name = embed(subjectName);
  const permission = error.category === 'reconnect' ? permissionNamedIn(error.message) : null;
  if (permission) {
    return translateText(locale, 'meta.missing-permission', missingPermissionMessage, {
      name,
      permission: embed(permission),
    });
  }
  const specificKey = [`${error.code}:${error.subcode}`, String(error.code)].find((key) => specificMessages[key]);
  const [key, texts] = specificKey
    ? [`meta.code.${specificKey}`, specificMessages[specificKey]!]
    : [`meta.${error.category}`, categoryMessages[error.category]];
  return translateText(locale, key, texts, { name, detail: embed(error.message || String(error.code ?? '')) });
}

/** The authored texts, keyed as their translations are (`meta.…`), for the translation source. */
export function metaErrorSourceTexts(locale: AppLocale): Record<string, string> {
  const texts: Record<string, string> = { 'meta.missing-permission': missingPermissionMessage[locale] };
  for (const [category, text] of Object.entries(categoryMessages)) texts[`meta.${category}`] = text[locale];
  for (const [code, text] of Object.entries(specificMessages)) texts[`meta.code.${code}`] = text[locale];
  return texts;
}

/**
 * Meta's English words and a page's name inside a right-to-left sentence, as a unit of their own (Unicode first
 * strong isolate ... pop directional isolate): otherwise "(#100) Invalid ..." shows its brackets on the wrong side.
 */
const isolated = (text: string) => (text ? `\u2068${text}\u2069` : text);

export class MetaApiError extends Error {
  readonly code: number | undefined;
  readonly subcode: number | undefined;
  readonly httpStatus: number;
  readonly category: MetaErrorCategory;
  /** What sending does about it: see meta-error-classes.ts. */
  readonly classification: MetaErrorClassification;
  readonly fbtraceId: string | undefined;
  /** True only when Meta certainly did not perform the call, so repeating it cannot duplicate anything. */
  readonly safeToRetry: boolean;

  constructor(httpStatus: number, body: MetaErrorBody | undefined, options: { notPerformed?: boolean } = {}) {
    super(body?.message ?? `Meta answered HTTP ${httpStatus}`);
    this.name = 'MetaApiError';
    this.httpStatus = httpStatus;
    this.code = body?.code;
    this.subcode = body?.error_subcode;
    this.fbtraceId = body?.fbtrace_id;
    this.classification = classifyMetaError({
      code: this.code,
      subcode: this.subcode,
      httpStatus,
      message: this.message,
      isTransient: body?.is_transient === true,
    });
    this.category = categorizeMetaError(this.code, this.subcode, httpStatus, this.message, body?.is_transient === true);
    this.safeToRetry = options.notPerformed === true || this.category === 'rate-limit' || this.category === 'reconnect';
  }

  get errorClass(): MetaErrorClass {
    return this.classification.errorClass;
  }
}
