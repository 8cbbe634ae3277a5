import { defaultOrderFormFields, defaultOrderFormTitles, type OrderFormField } from '@app/contract';

/** The form of a page without one, in the customer's language (Arabic or English; English for the store's others). */
export function defaultOrderForm(locale: string): OrderFormField[] {
  const titles = defaultOrderFormTitles[locale === 'ar' ? 'ar' : 'en'];
  return defaultOrderFormFields.map((field) => ({ ...field, title: titles[field.name] ?? field.title }));
}
