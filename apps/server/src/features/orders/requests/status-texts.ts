import { interfaceLocales, type AppLocale, type InterfaceLocale, type OrderRequestStatus } from '@app/contract';
import { hasTranslations, translateText, type Params } from '@app/contract/i18n/translations';

/** The status names in the owner's language: the refusal of a change names the statuses allowed. */
const statusNames: Record<AppLocale, Record<OrderRequestStatus, string>> = {
  ar: {
    pending: 'قيد الانتظار',
    ready_inventory: 'جاهز في المخزن',
    contact_done: 'تم التواصل',
    shipping_done: 'تم الشحن',
    processed: 'مكتمل',
    cancelled: 'ملغى',
  },
  en: {
    pending: 'Pending',
    ready_inventory: 'Ready in stock',
    contact_done: 'Contacted',
    shipping_done: 'Shipped',
    processed: 'Completed',
    cancelled: 'Cancelled',
  },
};

/** The Messenger message a customer gets when their request moves to a status, in the customer's language. */
const customerMessages: Record<AppLocale, Record<OrderRequestStatus, (params: Params) => string>> = {
  ar: {
    pending: ({ n }) => `طلبك رقم ${n} قيد المراجعة من جديد، وسنعلمك بكل جديد.`,
    ready_inventory: ({ n }) => `طلبك رقم ${n} جاهز في المخزن ✅`,
    contact_done: ({ n }) => `تم التواصل بخصوص طلبك رقم ${n}، شكرًا لتأكيدك.`,
    shipping_done: ({ n }) => `تم شحن طلبك رقم ${n} 🚚 وسيصلك قريبًا.`,
    processed: ({ n }) => `اكتمل طلبك رقم ${n}. شكرًا لتسوقك معنا!`,
    cancelled: ({ n }) => `تم إلغاء طلبك رقم ${n}. راسلنا هنا إن كان لديك أي سؤال.`,
  },
  en: {
    pending: ({ n }) => `Your order #${n} is being reviewed again; we will keep you posted.`,
    ready_inventory: ({ n }) => `Your order #${n} is ready in stock ✅`,
    contact_done: ({ n }) => `We have been in touch about your order #${n}. Thank you for confirming.`,
    shipping_done: ({ n }) => `Your order #${n} has been shipped 🚚 and will reach you soon.`,
    processed: ({ n }) => `Your order #${n} is complete. Thank you for shopping with us!`,
    cancelled: ({ n }) => `Your order #${n} was cancelled. Message us here if you have any question.`,
  },
};

export function statusName(locale: InterfaceLocale, status: OrderRequestStatus): string {
  return translateText(locale, `orderStatus.${status}`, { ar: statusNames.ar[status], en: statusNames.en[status] });
}

const isInterfaceLocale = (locale: string | null | undefined): locale is InterfaceLocale =>
  (interfaceLocales as readonly (string | null | undefined)[]).includes(locale);

/** A language the customer messages are written in: Arabic and English, and every translated one. */
const writesIn = (locale: string | null | undefined): locale is InterfaceLocale =>
  locale === 'ar' || locale === 'en' || (isInterfaceLocale(locale) && hasTranslations(locale));

/**
 * The language the customer ordered in when the messages are written in it, else the store's first language when
 * they are, else Arabic (the product's default).
 */
export function customerLocaleOf(
  storeLocales: readonly string[] | null | undefined,
  orderedIn: string | null = null,
): InterfaceLocale {
  if (writesIn(orderedIn)) return orderedIn;
  const first = storeLocales?.[0];
  return writesIn(first) ? first : 'ar';
}

export function customerStatusMessage(locale: InterfaceLocale, status: OrderRequestStatus, requestId: number): string {
  return translateText(
    locale,
    `orderStatus.customer.${status}`,
    { ar: customerMessages.ar[status], en: customerMessages.en[status] },
    { n: requestId },
  );
}

/** The authored texts, keyed as their translations are (`orderStatus.…`), for the translation source. */
export function orderStatusSourceTexts(locale: AppLocale): Record<string, string | ((params: Params) => string)> {
  const texts: Record<string, string | ((params: Params) => string)> = {};
  for (const [status, name] of Object.entries(statusNames[locale])) texts[`orderStatus.${status}`] = name;
  for (const [status, text] of Object.entries(customerMessages[locale])) texts[`orderStatus.customer.${status}`] = text;
  return texts;
}
