import type { AppLocale, OrderRequestStatus } from '@app/contract';

/** The status names in the owner's language: the refusal of a change names the statuses allowed. */
export const statusNames: Record<AppLocale, Record<OrderRequestStatus, string>> = {
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
const customerMessages: Record<AppLocale, Record<OrderRequestStatus, (number: number) => string>> = {
  ar: {
    pending: (n) => `طلبك رقم ${n} قيد المراجعة من جديد، وسنعلمك بكل جديد.`,
    ready_inventory: (n) => `طلبك رقم ${n} جاهز في المخزن ✅`,
    contact_done: (n) => `تم التواصل بخصوص طلبك رقم ${n}، شكرًا لتأكيدك.`,
    shipping_done: (n) => `تم شحن طلبك رقم ${n} 🚚 وسيصلك قريبًا.`,
    processed: (n) => `اكتمل طلبك رقم ${n}. شكرًا لتسوقك معنا!`,
    cancelled: (n) => `تم إلغاء طلبك رقم ${n}. راسلنا هنا إن كان لديك أي سؤال.`,
  },
  en: {
    pending: (n) => `Your order #${n} is being reviewed again; we will keep you posted.`,
    ready_inventory: (n) => `Your order #${n} is ready in stock ✅`,
    contact_done: (n) => `We have been in touch about your order #${n}. Thank you for confirming.`,
    shipping_done: (n) => `Your order #${n} has been shipped 🚚 and will reach you soon.`,
    processed: (n) => `Your order #${n} is complete. Thank you for shopping with us!`,
    cancelled: (n) => `Your order #${n} was cancelled. Message us here if you have any question.`,
  },
};

/**
 * The language the customer ordered in when the messages are written in it, else the store's first language when
 * they are, else Arabic (the product's default).
 */
export function customerLocaleOf(
  storeLocales: readonly string[] | null | undefined,
  orderedIn: string | null = null,
): AppLocale {
  if (orderedIn === 'ar' || orderedIn === 'en') return orderedIn;
  const first = storeLocales?.[0];
  return first === 'en' ? 'en' : 'ar';
}

export function customerStatusMessage(locale: AppLocale, status: OrderRequestStatus, requestId: number): string {
  return customerMessages[locale][status](requestId);
}
